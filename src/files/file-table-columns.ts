/**
 * The file table's columns, read from their one definition, file-table-columns.json: the
 * columns in the table's order, the ones a narrow screen may hide first, the ones a header
 * click sorts by. File_Table::COLUMNS, OPTIONAL_COLUMNS and SORTABLE in PHP, the File category
 * and File search blocks' `columns` attribute (block.json) and the editor's Columns panel hold
 * the same lists; file-table-columns.test.ts and tests/php/files/test-file-table-columns.php
 * fail when one of them drifts (docs/files.md, "The file table's columns").
 */
import definition from './file-table-columns.json';

/** A column key, as block.json's `columns` attribute and File_Table::COLUMNS name it. */
export type FileColumn =
	| 'title'
	| 'description'
	| 'type'
	| 'size'
	| 'version'
	| 'created'
	| 'updated'
	| 'downloads'
	| 'download';

/** Every column, in the table's order; the title is always shown. */
export const FILE_TABLE_COLUMNS = definition.columns as readonly FileColumn[];

/** Columns a narrow screen may hide first. */
export const OPTIONAL_COLUMNS = definition.optional as readonly FileColumn[];

/** Columns a click on their header sorts by. */
export const SORTABLE_COLUMNS = definition.sortable as readonly FileColumn[];
