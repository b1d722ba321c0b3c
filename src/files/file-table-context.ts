/**
 * What every part of a file table's script reads (file-table.ts sets it up): the table's
 * wrapper, how it is used, the server's words and addresses. The words come from
 * File_Blocks::script_labels(), with English for any that are missing.
 */
import { isRecord } from './wire';

/** The block's class; its parts are `${ TABLE }__part`. */
export const TABLE = 'frontage-file-table';

/** The words the server hands the script (File_Blocks::script_labels()). */
export interface TableLabels {
	columns: string;
	loading: string;
	detailError: string;
	zipError: string;
	descriptionOf: string;
	type: string;
	size: string;
	version: string;
	created: string;
	updated: string;
	downloads: string;
	tags: string;
	download: string;
	preview: string;
	previewOf: string;
}

const FALLBACK_LABELS: TableLabels = {
	columns: 'Columns',
	loading: 'Loading…',
	detailError: 'The file’s details could not be loaded.',
	zipError: 'The zip of the selected files could not be made.',
	descriptionOf: 'Description of %s',
	type: 'Type',
	size: 'Size',
	version: 'Version',
	created: 'Created',
	updated: 'Updated',
	downloads: 'Downloads',
	tags: 'Tags',
	download: 'Download',
	preview: 'Preview',
	previewOf: 'Preview of %s',
};

/** How a table is used; a File category block needs none of this. */
export interface FileTableOptions {
	/**
	 * A search-result table (docs/search.md): files from several categories, each row's category
	 * in its `data-category-id`. The zip goes across categories (docs/files.md "Zips of selected files") and the last displayed
	 * optional column is marked (docs/files.md "The file table").
	 */
	searchResults?: boolean;
	/** The zip's name for a search-result table (`wpfd_search_name`), e.g. the keyword. */
	searchName?: () => string;
	/** Where the column choices are kept; by default per page and category. */
	storageKey?: string;
	/** Goes to the zip's address; the browser's own navigation by default. */
	navigate?: ( url: string ) => void;
}

export interface Table {
	root: HTMLElement;
	options: FileTableOptions;
	labels: TableLabels;
	ajaxUrl: string;
	categoryId: number;
	categoryName: string;
	locale: string;
}

/**
 * The server's words, with English for any that are missing.
 *
 * @param json The data-labels attribute.
 * @return The labels.
 */
export function readLabels( json: string | undefined ): TableLabels {
	let parsed: unknown;
	try {
		parsed = JSON.parse( json ?? '' );
	} catch {
		parsed = null;
	}
	const labels = { ...FALLBACK_LABELS };
	if ( isRecord( parsed ) ) {
		for ( const key of Object.keys( labels ) as Array<
			keyof TableLabels
		> ) {
			const value = parsed[ key ];
			if ( typeof value === 'string' && value !== '' ) {
				labels[ key ] = value;
			}
		}
	}
	return labels;
}
