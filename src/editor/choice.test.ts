import { chosenId, shortcodeFor } from './choice';
import type { InsertChoice } from './types';

const SOURCE = 'frontage-insert' as const;

const file: InsertChoice = {
	source: SOURCE,
	type: 'insert',
	kind: 'file',
	wpfd_file_id: '12',
	wpfd_category_id: '3',
	wpfd_file_name: 'Annual report',
};
const category: InsertChoice = {
	source: SOURCE,
	type: 'insert',
	kind: 'category',
	wpfd_selected_category_id: '3',
	wpfd_selected_category_name: 'Reports',
};

describe( 'shortcodeFor', () => {
	it( 'gives the file, category and search shortcodes', () => {
		expect( shortcodeFor( file ) ).toBe( '[frontage_file id="12"]' );
		expect( shortcodeFor( category ) ).toBe( '[frontage_category id="3"]' );
		expect(
			shortcodeFor( { source: SOURCE, type: 'insert', kind: 'search' } )
		).toBe( '[frontage_search]' );
	} );

	it( 'gives nothing for an id that is not a positive integer', () => {
		for ( const id of [ '', '0', '-1', '1.5', '3"]<script>', '012' ] ) {
			expect( shortcodeFor( { ...file, wpfd_file_id: id } ) ).toBe( '' );
		}
	} );
} );

describe( 'chosenId', () => {
	it( 'reads the id of the kind the block asked for', () => {
		expect( chosenId( file, 'file' ) ).toBe( 12 );
		expect( chosenId( category, 'category' ) ).toBe( 3 );
	} );

	it( 'ignores a choice of the other kind', () => {
		expect( chosenId( file, 'category' ) ).toBe( 0 );
		expect( chosenId( category, 'file' ) ).toBe( 0 );
	} );
} );
