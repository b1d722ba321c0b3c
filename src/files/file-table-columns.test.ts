/**
 * The file table's columns have one definition, includes/files/file-table-columns.json, which
 * the editor and PHP both read (docs/files.md, "The file table's columns"). This checks the
 * browser half: the lists keep their shape, every column has a label, and no block.json lists
 * the columns again. tests/php/files/test-file-table-columns.php checks what PHP makes of it.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import definition from '../../includes/files/file-table-columns.json';
import {
	FILE_TABLE_COLUMNS,
	OPTIONAL_COLUMNS,
	SORTABLE_COLUMNS,
} from './file-table-columns';
import { COLUMN_LABELS } from './editor/column-labels';

/**
 * A block's `columns` attribute, as its block.json declares it.
 *
 * @param block The block's folder under blocks/.
 * @return The attribute as written.
 */
function blockColumns( block: string ): Record< string, unknown > {
	const metadata = JSON.parse(
		readFileSync(
			join( __dirname, '..', '..', 'blocks', block, 'block.json' ),
			'utf8'
		)
	);
	return metadata.attributes.columns;
}

describe( 'file table columns', () => {
	it( 'lists optional and sortable columns among the columns, in table order', () => {
		for ( const list of [ OPTIONAL_COLUMNS, SORTABLE_COLUMNS ] ) {
			expect( list.length ).toBeGreaterThan( 0 );
			expect( list ).toEqual(
				FILE_TABLE_COLUMNS.filter( ( column ) =>
					list.includes( column )
				)
			);
		}
		expect( FILE_TABLE_COLUMNS ).toEqual( definition.columns );
		expect( FILE_TABLE_COLUMNS[ 0 ] ).toBe( 'title' );
	} );

	it( 'gives the editor’s Columns panel a label for every column', () => {
		expect( Object.keys( COLUMN_LABELS ).sort() ).toEqual(
			[ ...definition.columns ].sort()
		);
	} );

	it.each( [ 'file-category', 'file-search' ] )(
		'leaves the %s block’s columns attribute open for PHP to complete',
		( block ) => {
			expect( blockColumns( block ) ).toEqual( {
				type: 'array',
				items: { type: 'string' },
			} );
		}
	);
} );
