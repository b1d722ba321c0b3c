import {
	categoryFieldsFromChoice,
	categoryFieldsFromId,
	categoryFieldsOutOfSync,
	fieldsForBlock,
	fileFieldsFromChoice,
	fileFieldsFromId,
	fileFieldsOutOfSync,
	syncedCategoryFields,
	syncedFileFields,
} from './block-fields';
import type { InsertChoice } from './types';

const SOURCE = 'frontage-insert' as const;

const file: InsertChoice = {
	source: SOURCE,
	type: 'insert',
	kind: 'file',
	wpfd_file_id: '12',
	wpfd_category_id: '3',
	wpfd_file_name: 'Annual report "2026" <final>',
};
const category: InsertChoice = {
	source: SOURCE,
	type: 'insert',
	kind: 'category',
	wpfd_selected_category_id: '3',
	wpfd_selected_category_name: 'Reports & forms',
};
const search: InsertChoice = { source: SOURCE, type: 'insert', kind: 'search' };

describe( 'a pick in the insert modal', () => {
	it( 'gives the File block its id and the three file fields, names as they came', () => {
		expect( fileFieldsFromChoice( file ) ).toEqual( {
			fileId: 12,
			wpfd_file_id: '12',
			wpfd_category_id: '3',
			wpfd_file_name: 'Annual report "2026" <final>',
		} );
	} );

	it( 'gives the File category block its id and the two category fields', () => {
		expect( categoryFieldsFromChoice( category ) ).toEqual( {
			categoryId: 3,
			wpfd_selected_category_id: '3',
			wpfd_selected_category_name: 'Reports & forms',
		} );
	} );

	it( 'keeps a file without a category as no category', () => {
		expect(
			fileFieldsFromChoice( { ...file, wpfd_category_id: '0' } )
				?.wpfd_category_id
		).toBe( '' );
	} );

	it( 'gives nothing for the other kind, the search or an id that is not one', () => {
		expect( fileFieldsFromChoice( category ) ).toBeNull();
		expect( fileFieldsFromChoice( search ) ).toBeNull();
		expect( categoryFieldsFromChoice( file ) ).toBeNull();
		expect(
			fileFieldsFromChoice( { ...file, wpfd_file_id: '012' } )
		).toBeNull();
		expect(
			categoryFieldsFromChoice( {
				...category,
				wpfd_selected_category_id: '-3',
			} )
		).toBeNull();
	} );

	it( 'fills the block it was launched from, by the block’s name', () => {
		expect( fieldsForBlock( 'frontage/file', file ) ).toEqual(
			fileFieldsFromChoice( file )
		);
		expect( fieldsForBlock( 'frontage/file-category', category ) ).toEqual(
			categoryFieldsFromChoice( category )
		);
		expect( fieldsForBlock( 'frontage/file', category ) ).toBeNull();
		expect( fieldsForBlock( 'core/paragraph', file ) ).toBeNull();
		expect( fieldsForBlock( null, file ) ).toBeNull();
	} );
} );

describe( 'a pick in the sidebar’s list or id field', () => {
	it( 'sets the id and what the list knows, and nothing stale', () => {
		expect(
			fileFieldsFromId( 9, { name: 'Notes', categoryId: 4 } )
		).toEqual( {
			fileId: 9,
			wpfd_file_id: '9',
			wpfd_category_id: '4',
			wpfd_file_name: 'Notes',
		} );
		// Typed: only the id is known.
		expect( fileFieldsFromId( 9 ) ).toEqual( {
			fileId: 9,
			wpfd_file_id: '9',
			wpfd_category_id: '',
			wpfd_file_name: '',
		} );
		expect( categoryFieldsFromId( 5, { name: 'Forms' } ) ).toEqual( {
			categoryId: 5,
			wpfd_selected_category_id: '5',
			wpfd_selected_category_name: 'Forms',
		} );
	} );

	it( 'empties every field when the choice is cleared', () => {
		expect( fileFieldsFromId( 0, { name: 'x', categoryId: 2 } ) ).toEqual( {
			fileId: 0,
			wpfd_file_id: '',
			wpfd_category_id: '',
			wpfd_file_name: '',
		} );
		expect( categoryFieldsFromId( 0, { name: 'x' } ) ).toEqual( {
			categoryId: 0,
			wpfd_selected_category_id: '',
			wpfd_selected_category_name: '',
		} );
	} );
} );

describe( 'a block saved before the fields existed, or with fields that disagree', () => {
	it( 'gets the id field from the block’s id; the name waits for the next pick', () => {
		const saved = { fileId: 12 };
		expect( fileFieldsOutOfSync( saved ) ).toBe( true );
		expect( syncedFileFields( saved ) ).toEqual( {
			fileId: 12,
			wpfd_file_id: '12',
			wpfd_category_id: '',
			wpfd_file_name: '',
		} );
		const savedCategory = { categoryId: 3, perPage: 10 };
		expect( categoryFieldsOutOfSync( savedCategory ) ).toBe( true );
		expect( syncedCategoryFields( savedCategory ) ).toEqual( {
			categoryId: 3,
			perPage: 10,
			wpfd_selected_category_id: '3',
			wpfd_selected_category_name: '',
		} );
	} );

	it( 'follows the id when the fields name another file, dropping that file’s name', () => {
		const edited = {
			fileId: 12,
			wpfd_file_id: '13',
			wpfd_category_id: '3',
			wpfd_file_name: 'Another file',
		};
		expect( fileFieldsOutOfSync( edited ) ).toBe( true );
		expect( syncedFileFields( edited ) ).toEqual( {
			fileId: 12,
			wpfd_file_id: '12',
			wpfd_category_id: '',
			wpfd_file_name: '',
		} );
		expect(
			syncedCategoryFields( {
				categoryId: 0,
				wpfd_selected_category_id: '3',
				wpfd_selected_category_name: 'Reports',
			} )
		).toEqual( {
			categoryId: 0,
			wpfd_selected_category_id: '',
			wpfd_selected_category_name: '',
		} );
	} );

	it( 'leaves blocks whose fields agree, and empty blocks, alone', () => {
		expect(
			fileFieldsOutOfSync( {
				fileId: 12,
				wpfd_file_id: '12',
				wpfd_category_id: '3',
				wpfd_file_name: 'Annual report',
			} )
		).toBe( false );
		expect( fileFieldsOutOfSync( {} ) ).toBe( false );
		expect(
			categoryFieldsOutOfSync( {
				categoryId: 3,
				wpfd_selected_category_id: '3',
				wpfd_selected_category_name: 'Reports',
			} )
		).toBe( false );
		expect( categoryFieldsOutOfSync( { columns: [ 'title' ] } ) ).toBe(
			false
		);
	} );
} );
