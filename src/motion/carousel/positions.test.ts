/**
 * The carousel's arithmetic (docs/motion.md "Carousel"): clamped settings, where previous, next
 * and the dots go, looping at both ends, and the slide a scroll offset shows.
 */
import {
	clampInt,
	currentStop,
	layout,
	lastPosition,
	moves,
	nextPosition,
	positionAt,
	previousPosition,
	stops,
} from './positions';

describe( 'layout', () => {
	it( 'shows at most as many slides as there are, and steps at most as many as it shows', () => {
		expect( layout( 2, 3, 1, true ) ).toEqual( {
			count: 2,
			shown: 2,
			step: 1,
			loop: true,
		} );
		expect( layout( 6, 2, 5, false ).step ).toBe( 2 );
	} );

	it( 'reads nonsense as one slide at a time', () => {
		expect( layout( 5, 'many', NaN, false ) ).toMatchObject( {
			shown: 1,
			step: 1,
		} );
		expect( layout( 5, -4, 0, false ) ).toMatchObject( {
			shown: 1,
			step: 1,
		} );
		expect( layout( 0, 3, 1, true ) ).toMatchObject( {
			count: 0,
			shown: 1,
		} );
	} );

	it( 'reads numbers given as text, rounded', () => {
		expect( clampInt( '4', 1, 8, 3 ) ).toBe( 4 );
		expect( clampInt( '2.6', 1, 8, 3 ) ).toBe( 3 );
		expect( clampInt( 'x', 1, 8, 3 ) ).toBe( 3 );
		expect( clampInt( undefined, 1, 8, 3 ) ).toBe( 3 );
		expect( clampInt( 99, 1, 8, 3 ) ).toBe( 8 );
	} );
} );

describe( 'moving', () => {
	const five = layout( 5, 3, 1, false );

	it( 'has positions 0 … count − shown', () => {
		expect( lastPosition( five ) ).toBe( 2 );
		expect( moves( five ) ).toBe( true );
		expect( moves( layout( 3, 3, 1, true ) ) ).toBe( false );
		expect( moves( layout( 1, 3, 1, true ) ) ).toBe( false );
	} );

	it( 'goes one step on and back, and stops at the ends without loop', () => {
		expect( nextPosition( five, 0 ) ).toBe( 1 );
		expect( nextPosition( five, 1 ) ).toBe( 2 );
		expect( nextPosition( five, 2 ) ).toBeNull();
		expect( previousPosition( five, 2 ) ).toBe( 1 );
		expect( previousPosition( five, 0 ) ).toBeNull();
	} );

	it( 'wraps at both ends with loop', () => {
		const looping = layout( 5, 3, 1, true );
		expect( nextPosition( looping, 2 ) ).toBe( 0 );
		expect( previousPosition( looping, 0 ) ).toBe( 2 );
	} );

	it( 'stops a bigger step at the last position, then wraps', () => {
		const seven = layout( 7, 3, 3, true );
		expect( nextPosition( seven, 0 ) ).toBe( 3 );
		expect( nextPosition( seven, 3 ) ).toBe( 4 );
		expect( nextPosition( seven, 4 ) ).toBe( 0 );
		expect( previousPosition( seven, 4 ) ).toBe( 1 );
		expect( previousPosition( seven, 1 ) ).toBe( 0 );
	} );

	it( 'never moves a carousel that shows every slide, even with loop', () => {
		const all = layout( 3, 3, 1, true );
		expect( nextPosition( all, 0 ) ).toBeNull();
		expect( previousPosition( all, 0 ) ).toBeNull();
		expect( stops( all ) ).toEqual( [] );
	} );

	it( 'treats a position out of range as the nearest end', () => {
		expect( nextPosition( five, 40 ) ).toBeNull();
		expect( previousPosition( five, -3 ) ).toBeNull();
	} );
} );

describe( 'dots', () => {
	it( 'has one dot per position with a step of one', () => {
		expect( stops( layout( 5, 3, 1, false ) ) ).toEqual( [ 0, 1, 2 ] );
		expect( stops( layout( 4, 1, 1, false ) ) ).toEqual( [ 0, 1, 2, 3 ] );
	} );

	it( 'has one dot per step, and one for the last position', () => {
		expect( stops( layout( 7, 3, 3, false ) ) ).toEqual( [ 0, 3, 4 ] );
		expect( stops( layout( 6, 2, 2, false ) ) ).toEqual( [ 0, 2, 4 ] );
	} );

	it( 'marks the last dot at or before the position', () => {
		const list = [ 0, 3, 4 ];
		expect( currentStop( list, 0 ) ).toBe( 0 );
		expect( currentStop( list, 2 ) ).toBe( 0 );
		expect( currentStop( list, 3 ) ).toBe( 1 );
		expect( currentStop( list, 4 ) ).toBe( 2 );
	} );
} );

describe( 'scroll offset', () => {
	const five = layout( 5, 2, 1, false );

	it( 'shows the slide whose start is nearest', () => {
		expect( positionAt( five, 0, 200 ) ).toBe( 0 );
		expect( positionAt( five, 90, 200 ) ).toBe( 0 );
		expect( positionAt( five, 110, 200 ) ).toBe( 1 );
		expect( positionAt( five, 600, 200 ) ).toBe( 3 );
	} );

	it( 'reads right-to-left offsets, and never passes the last position', () => {
		expect( positionAt( five, -400, 200 ) ).toBe( 2 );
		expect( positionAt( five, 5000, 200 ) ).toBe( 3 );
	} );

	it( 'is the first position before the slides have a width', () => {
		expect( positionAt( five, 300, 0 ) ).toBe( 0 );
	} );
} );
