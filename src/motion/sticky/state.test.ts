/**
 * The sticky script's decisions (docs/motion.md "Sticky").
 */
import {
	anchorPadding,
	debounce,
	effectsOn,
	passed,
	RESIZE_DEBOUNCE,
	stickLine,
} from './state';

describe( 'stickLine and passed', () => {
	it( 'puts a top block below the admin bar and its offset, a bottom block above the window’s bottom', () => {
		expect( stickLine( 'top', 10, 32, 800 ) ).toBe( 42 );
		expect( stickLine( 'bottom', 10, 32, 800 ) ).toBe( 790 );
	} );

	it( 'sticks once the block’s own place has scrolled past the line', () => {
		expect( passed( 'top', 42, 42 ) ).toBe( false );
		expect( passed( 'top', 30, 42 ) ).toBe( true );
		expect( passed( 'bottom', 790, 790 ) ).toBe( false );
		expect( passed( 'bottom', 1200, 790 ) ).toBe( true );
	} );
} );

describe( 'effectsOn', () => {
	it( 'needs the block stuck and the page scrolled the effects offset', () => {
		expect( effectsOn( true, 100, 100 ) ).toBe( true );
		expect( effectsOn( true, 99, 100 ) ).toBe( false );
		expect( effectsOn( false, 500, 100 ) ).toBe( false );
	} );
} );

describe( 'anchorPadding', () => {
	it( 'stops links below the lowest stuck block, with its gap', () => {
		expect( anchorPadding( [] ) ).toBe( 0 );
		expect(
			anchorPadding( [
				{ line: 0, height: 80.2, gap: 0 },
				{ line: 81, height: 40, gap: 10 },
			] )
		).toBe( 131 );
	} );
} );

describe( 'debounce', () => {
	it( 'runs 300 ms after the last of a burst', () => {
		jest.useFakeTimers();
		const run = jest.fn();
		const later = debounce( run, RESIZE_DEBOUNCE );
		later();
		jest.advanceTimersByTime( 200 );
		later();
		jest.advanceTimersByTime( 299 );
		expect( run ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( run ).toHaveBeenCalledTimes( 1 );
		jest.useRealTimers();
	} );
} );
