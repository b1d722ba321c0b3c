/**
 * What the "Motion effects" panel says about values (docs/motion.md "Motion effects"): numbers
 * typed out of bounds are brought within them, stored ranges and strengths the page would
 * change are named, effects switched off leave nothing behind.
 */
import {
	clampTyped,
	effectProblems,
	SCROLL_EFFECTS,
	withEffect,
} from './settings';

describe( 'clampTyped', () => {
	it( 'keeps numbers within bounds and says which it changed', () => {
		expect( clampTyped( '4', 0, 10 ) ).toEqual( { value: 4 } );
		expect( clampTyped( '14', 0, 10 ) ).toEqual( { value: 10, typed: 14 } );
		expect( clampTyped( '-3', 0, 100 ) ).toEqual( { value: 0, typed: -3 } );
	} );

	it( 'reads no number from text that is none', () => {
		expect( clampTyped( '', 0, 10 ) ).toBeNull();
		expect( clampTyped( 'abc', 0, 10 ) ).toBeNull();
	} );
} );

describe( 'effectProblems', () => {
	const kind = SCROLL_EFFECTS.translateY;

	it( 'finds nothing wrong with good values', () => {
		expect(
			effectProblems( { speed: 4, start: 10, end: 90 }, kind, true )
		).toEqual( [] );
	} );

	it( 'names a strength, a range out of 0–100 and a start not before its end', () => {
		expect( effectProblems( { speed: 12 }, kind, true ) ).toEqual( [
			{ kind: 'strength', value: 12, max: 10 },
		] );
		expect( effectProblems( { start: -5, end: 120 }, kind, true ) ).toEqual(
			[ { kind: 'range-bounds', start: -5, end: 120 } ]
		);
		expect( effectProblems( { start: 60, end: 60 }, kind, true ) ).toEqual(
			[ { kind: 'range-order', start: 60, end: 60 } ]
		);
	} );

	it( 'leaves the range of a mouse effect alone', () => {
		expect( effectProblems( { start: 90, end: 10 }, kind, false ) ).toEqual(
			[]
		);
	} );
} );

describe( 'withEffect', () => {
	it( 'adds and removes an effect, and its group once empty', () => {
		const on = withEffect( {}, 'scroll', 'blur', { speed: 3 } );
		expect( on ).toEqual( { scroll: { blur: { speed: 3 } } } );
		expect( withEffect( on, 'scroll', 'blur', undefined ) ).toEqual( {} );
	} );
} );
