import { idsFromText } from './gallery-ids';

describe( 'idsFromText', () => {
	it( 'keeps positive whole numbers in order, once each', () => {
		expect( idsFromText( '4, 5,x, 4,0,-2, 6.5 ,7' ) ).toEqual( [
			4, 5, 7,
		] );
		expect( idsFromText( '' ) ).toEqual( [] );
	} );
} );
