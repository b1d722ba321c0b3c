/**
 * The file table's columns have one definition, file-table-columns.json; every list of them
 * in the browser half must say the same (docs/files.md, "The file table's columns"). The PHP
 * half is checked by tests/php/files/test-file-table-columns.php.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import definition from './file-table-columns.json';
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
 * @return The attribute's enum and default.
 */
function blockColumns( block: string ): { enum: string[]; default: string[] } {
	const metadata = JSON.parse(
		readFileSync(
			join( __dirname, '..', '..', 'blocks', block, 'block.json' ),
			'utf8'
		)
	);
	return {
		enum: metadata.attributes.columns.items.enum,
		default: metadata.attributes.columns.default,
	};
}

describe( 'file table columns', () => {
	it( 'lists optional and sortable columns among the columns, in table order', () => {
		for ( const list of [ OPTIONAL_COLUMNS, SORTABLE_COLUMNS ] ) {
			expect( list ).toEqual(
				FILE_TABLE_COLUMNS.filter( ( column ) =>
					list.includes( column )
				)
			);
		}
		expect( FILE_TABLE_COLUMNS ).toEqual( definition.columns );
	} );

	it( 'gives the editor’s Columns panel a label for every column', () => {
		expect( Object.keys( COLUMN_LABELS ).sort() ).toEqual(
			[ ...definition.columns ].sort()
		);
	} );

	it.each( [ 'file-category', 'file-search' ] )(
		'matches the %s block’s columns attribute (enum and default)',
		( block ) => {
			const attribute = blockColumns( block );
			expect( attribute.enum ).toEqual( definition.columns );
			expect( attribute.default ).toEqual( definition.columns );
		}
	);
} );
