/**
 * The file table's columns, read from their one definition,
 * includes/files/file-table-columns.json, which PHP's File_Table reads too: the columns in the
 * table's order, the ones a narrow screen may hide first, the ones a header click sorts by. The
 * editor's Columns panel lists these; the blocks' `columns` attribute gets its allowed values
 * and default from the same file when PHP registers the blocks (docs/files.md, "The file
 * table's columns").
 */
import definition from '../../includes/files/file-table-columns.json';

/** A column key, as the blocks' `columns` attribute and File_Table::columns() name it. */
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
