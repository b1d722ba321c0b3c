import { typeIconClass } from './file-type-icon';

describe( 'a file row’s type icon', () => {
	it( 'is drawn for the family the API answered', () => {
		expect( typeIconClass( 'pdf' ) ).toBe( 'frontage-file-icon is-pdf' );
		expect( typeIconClass( 'sheet' ) ).toBe(
			'frontage-file-icon is-sheet'
		);
	} );

	it( 'is the plain page when the answer has no family', () => {
		expect( typeIconClass( undefined ) ).toBe(
			'frontage-file-icon is-other'
		);
		expect( typeIconClass( '' ) ).toBe( 'frontage-file-icon is-other' );
	} );

	it( 'never turns an odd value into other classes', () => {
		expect( typeIconClass( 'pdf is-busy' ) ).toBe(
			'frontage-file-icon is-other'
		);
		expect( typeIconClass( 42 ) ).toBe( 'frontage-file-icon is-other' );
	} );
} );
