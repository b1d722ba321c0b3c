import {
	SEARCH_BLOCK,
	blockLaunchOptions,
	planInsert,
	type LaunchBlock,
} from './launch-target';
import type { InsertChoice } from './types';

const SOURCE = 'frontage-insert' as const;

const fileBlock: LaunchBlock = {
	clientId: 'a',
	name: 'frontage/file',
	attributes: { fileId: 7 },
};
const categoryBlock: LaunchBlock = {
	clientId: 'b',
	name: 'frontage/file-category',
	attributes: { categoryId: 0 },
};
const paragraph: LaunchBlock = {
	clientId: 'c',
	name: 'core/paragraph',
	attributes: {},
};
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

describe( 'blockLaunchOptions', () => {
	it( 'opens a File block’s launcher in file mode on its file', () => {
		expect( blockLaunchOptions( fileBlock ) ).toEqual( {
			mode: 'file',
			pageBuilder: true,
			fileId: 7,
		} );
	} );

	it( 'opens a File category block’s launcher in category mode', () => {
		expect( blockLaunchOptions( categoryBlock ) ).toEqual( {
			mode: 'category',
			pageBuilder: true,
		} );
	} );

	it( 'asks nothing of other blocks or of no block', () => {
		expect( blockLaunchOptions( paragraph ) ).toEqual( {} );
		expect( blockLaunchOptions( null ) ).toEqual( {} );
	} );
} );

describe( 'planInsert', () => {
	it( 'fills the launcher’s block with a pick of its kind', () => {
		expect( planInsert( fileBlock, file ) ).toEqual( {
			update: 'a',
			attributes: {
				fileId: 12,
				wpfd_file_id: '12',
				wpfd_category_id: '3',
				wpfd_file_name: 'Annual report',
			},
		} );
		expect( planInsert( categoryBlock, category ) ).toEqual( {
			update: 'b',
			attributes: {
				categoryId: 3,
				wpfd_selected_category_id: '3',
				wpfd_selected_category_name: 'Reports',
			},
		} );
	} );

	it( 'inserts the picked block after any other block, or at the inserter’s place', () => {
		expect( planInsert( paragraph, category ) ).toEqual( {
			insert: {
				name: 'frontage/file-category',
				attributes: {
					categoryId: 3,
					wpfd_selected_category_id: '3',
					wpfd_selected_category_name: 'Reports',
				},
			},
			after: 'c',
		} );
		// A category picked from a File block's launcher that asked for both.
		expect( planInsert( fileBlock, category ) ).toMatchObject( {
			insert: { name: 'frontage/file-category' },
			after: 'a',
		} );
		expect( planInsert( null, file ) ).toMatchObject( {
			insert: { name: 'frontage/file', attributes: { fileId: 12 } },
			after: null,
		} );
		expect(
			planInsert( null, {
				source: SOURCE,
				type: 'insert',
				kind: 'search',
			} )
		).toEqual( {
			insert: { name: SEARCH_BLOCK, attributes: {} },
			after: null,
		} );
	} );

	it( 'does nothing with a choice without a usable id', () => {
		expect( planInsert( null, { ...file, wpfd_file_id: 'x' } ) ).toBeNull();
	} );
} );
