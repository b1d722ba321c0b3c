/**
 * The File category block's attributes, as block.json declares them.
 */

import type { FileColumn } from '../file-table-columns';

export type { FileColumn };

export type FileTableTheme = 'default' | 'ggd' | 'preview';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type FileCategoryAttributes = {
	/** What the server renders; the `wpfd_selected_category_*` fields follow it (docs/editor.md). */
	categoryId: number;
	wpfd_selected_category_id: string;
	wpfd_selected_category_name: string;
	columns: FileColumn[];
	/** `''` for the category's own ordering, else a field with an optional `-desc`. */
	ordering: string;
	perPage: number;
	theme: FileTableTheme;
	showCheckboxes: boolean;
	/** A search box above the table, by title (docs/files.md). */
	showSearch: boolean;
	/** A saved table whose columns, order, page size and theme replace the block's; 0 for none. */
	tableId: number;
	/** Rows and columns, or each file on its own (docs/files.md "Saved tables"). */
	tableView: 'table' | 'list';
};
