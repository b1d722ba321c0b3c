import { numberValue } from './number-value';

describe( 'the number a number field holds', () => {
	it( 'is none while the field is empty or holds no number', () => {
		expect( numberValue( '', { min: 0 } ) ).toBeNull();
		expect( numberValue( 'abc', { min: 0 } ) ).toBeNull();
		expect( numberValue( '', { min: 0, integer: true } ) ).toBeNull();
		expect( numberValue( '-', { min: 0, integer: true } ) ).toBeNull();
	} );

	it( 'keeps fractions unless whole numbers are asked for', () => {
		expect( numberValue( '2.5', { min: 0 } ) ).toBe( 2.5 );
		expect( numberValue( '2.7', { min: 0, integer: true } ) ).toBe( 2 );
		expect( numberValue( '1e3', { min: 0, integer: true } ) ).toBe( 1 );
	} );

	it( 'is brought within its limits', () => {
		expect( numberValue( '-4', { min: 1, max: 100 } ) ).toBe( 1 );
		expect( numberValue( '250', { min: 1, max: 100 } ) ).toBe( 100 );
		expect( numberValue( '-4', { min: 0, integer: true } ) ).toBe( 0 );
		expect( numberValue( '99999', { min: 0, integer: true } ) ).toBe(
			99999
		);
	} );
} );
