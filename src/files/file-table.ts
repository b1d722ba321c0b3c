/**
 * A File category table on the page (blocks/file-category), over the markup File_Blocks renders:
 *
 * - the column-toggle menu (column-menu.ts);
 * - checkboxes with a download-selected button that appears once one is ticked, which asks the
 *   server for a zip of the selection and then downloads it, or alerts the server's message
 *   (docs/files.md "Zips of selected files");
 * - the description pop-up from "view more", and for the themes ggd and preview the file
 *   detail pop-up filled from task=file.display (docs/files.md).
 *
 * - sorting, paging and the search box in place (file-table-paging.ts).
 *
 * Without JavaScript the table still lists, sorts, pages, searches and downloads: these are
 * additions.
 * Plain DOM, no React; the pop-ups use the shared dialog trap (src/shared/dialog.ts).
 *
 * This file sets a table up; the parts: what they all read (file-table-context.ts), the
 * selection and its zip (file-table-selection.ts), the pop-ups (file-table-popups.ts).
 */
import { initColumnMenu } from './column-menu';
import {
	TABLE,
	readLabels,
	type FileTableOptions,
	type Table,
} from './file-table-context';
import { enhancePaging } from './file-table-paging';
import {
	initDetailPrefetch,
	initDialog,
	onPopupClick,
} from './file-table-popups';
import { initSelection } from './file-table-selection';

export {
	readLabels,
	type FileTableOptions,
	type TableLabels,
} from './file-table-context';

/** The class that tells the style the script runs (checkboxes shown, descriptions cut). */
export const ENHANCED_CLASS = 'is-enhanced';

/**
 * Adds the script's parts to one File category block.
 *
 * @param root The block's wrapper, as rendered by File_Blocks.
 */
export function initFileTable( root: HTMLElement ): void {
	setUpTable( root, {} );
	enhancePaging( root, { init: initFileTable } );
}

/**
 * Adds the script's parts to a search-result table (Search_Results): the same column menu,
 * selection and pop-ups, with the zip across categories.
 *
 * @param root    The results' wrapper, `.frontage-search-results.frontage-file-table`.
 * @param options The zip's name and the column menu's storage.
 */
export function initSearchResultTable(
	root: HTMLElement,
	options: Omit< FileTableOptions, 'searchResults' > = {}
): void {
	setUpTable( root, { ...options, searchResults: true } );
}

/**
 * Adds the script's parts to a table.
 *
 * @param root    The table's wrapper.
 * @param options How the table is used.
 */
function setUpTable( root: HTMLElement, options: FileTableOptions ): void {
	const table: Table = {
		root,
		options,
		labels: readLabels( root.dataset.labels ),
		ajaxUrl: root.dataset.ajaxUrl ?? '',
		categoryId: Number( root.dataset.categoryId ) || 0,
		categoryName: root.dataset.categoryName ?? '',
		locale: document.documentElement.lang || navigator.language,
	};
	root.classList.add( ENHANCED_CLASS );

	const element = root.querySelector< HTMLTableElement >(
		`table.${ TABLE }__table`
	);
	const toolbar = root.querySelector< HTMLElement >( `.${ TABLE }__toolbar` );
	if ( element && toolbar ) {
		initColumnMenu( element, toolbar, {
			label: table.labels.columns,
			storageKey:
				options.storageKey ??
				`frontage-file-table:${ window.location.pathname }:${ table.categoryId }`,
			searchResults: options.searchResults,
		} );
	}

	initSelection( table );
	for ( const dialog of root.querySelectorAll< HTMLDialogElement >(
		`dialog.${ TABLE }__dialog`
	) ) {
		initDialog( dialog );
	}
	root.addEventListener( 'click', ( event ) => onPopupClick( table, event ) );
	initDetailPrefetch( table );
}
