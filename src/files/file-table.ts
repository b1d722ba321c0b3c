/**
 * A File category table on the page (blocks/file-category), over the markup File_Blocks renders:
 *
 * - the column-toggle menu (column-menu.ts);
 * - checkboxes with a download-selected button that appears once one is ticked, which asks the
 *   server for a zip of the selection and then downloads it, or alerts the server's message
 *   (SPEC §4, §7 files.zipSeletedFiles, §8);
 * - the description pop-up from "view more", and for the themes ggd and preview the file
 *   detail pop-up filled from task=file.display (SPEC §2.2, §7).
 *
 * Without JavaScript the table still lists, sorts, pages and downloads: these are additions.
 * Plain DOM, no React; the pop-ups use the shared dialog trap (src/shared/dialog.ts).
 */
import { trapDialog, type DialogTrap } from '../shared/dialog';
import { initColumnMenu } from './column-menu';
import { readFileDetail, type FileDetail } from './file-detail';
import {
	fileDisplayUrl,
	isRecord,
	readZipAnswer,
	selectedIds,
	zipDownloadUrl,
	zipMultipleDownloadUrl,
	zipMultipleRequest,
	zipRequestUrl,
	type SelectedFile,
} from './wire';

const TABLE = 'frontage-file-table';

/** The class that tells the style the script runs (checkboxes shown, descriptions cut). */
export const ENHANCED_CLASS = 'is-enhanced';

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
};

/** How a table is used; a File category block needs none of this. */
export interface FileTableOptions {
	/**
	 * A search-result table (docs/search.md): files from several categories, each row's category
	 * in its `data-category-id`. The zip goes across categories (SPEC §7) and the last displayed
	 * optional column is marked (SPEC §2.1).
	 */
	searchResults?: boolean;
	/** The zip's name for a search-result table (`wpfd_search_name`), e.g. the keyword. */
	searchName?: () => string;
	/** Where the column choices are kept; by default per page and category. */
	storageKey?: string;
	/** Goes to the zip's address; the browser's own navigation by default. */
	navigate?: ( url: string ) => void;
}

interface Table {
	root: HTMLElement;
	options: FileTableOptions;
	labels: TableLabels;
	ajaxUrl: string;
	categoryId: number;
	categoryName: string;
	locale: string;
}

interface OpenDialog {
	dialog: HTMLDialogElement;
	trap: DialogTrap;
}

/** The pop-up open now, if any; one at a time. */
let openDialog: OpenDialog | null = null;

/**
 * Adds the script's parts to one File category block.
 *
 * @param root The block's wrapper, as rendered by File_Blocks.
 */
export function initFileTable( root: HTMLElement ): void {
	setUpTable( root, {} );
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
	root.addEventListener( 'click', ( event ) => onClick( table, event ) );
}

/**
 * The checkboxes, the select-all box and the download-selected button.
 *
 * @param table The table.
 */
function initSelection( table: Table ): void {
	const { root } = table;
	const button = root.querySelector< HTMLButtonElement >(
		`.${ TABLE }__download-selected`
	);
	if ( ! button ) {
		return;
	}
	const count = button.querySelector( `.${ TABLE }__selected-count` );
	const boxes = () =>
		Array.from(
			root.querySelectorAll< HTMLInputElement >(
				`.${ TABLE }__select-file`
			)
		);
	const all = root.querySelector< HTMLInputElement >(
		`.${ TABLE }__select-all`
	);

	const update = () => {
		const ticked = boxes().filter( ( box ) => box.checked ).length;
		button.hidden = ticked === 0;
		if ( count ) {
			count.textContent = `(${ ticked })`;
		}
		if ( all ) {
			all.checked = ticked > 0 && ticked === boxes().length;
			all.indeterminate = ticked > 0 && ticked < boxes().length;
		}
	};
	all?.addEventListener( 'change', () => {
		boxes().forEach( ( box ) => ( box.checked = all.checked ) );
		update();
	} );
	root.addEventListener( 'change', ( event ) => {
		if (
			event.target instanceof HTMLInputElement &&
			event.target.classList.contains( `${ TABLE }__select-file` )
		) {
			update();
		}
	} );
	button.addEventListener( 'click', () => {
		const ticked = boxes().filter( ( box ) => box.checked );
		const ids = selectedIds( ticked.map( ( box ) => box.value ) );
		if ( ids.length === 0 ) {
			return;
		}
		if ( table.options.searchResults ) {
			void downloadZip( table, button, ids, rowCategories( ticked ) );
		} else {
			void downloadZip( table, button, ids );
		}
	} );
	// The browser may restore ticks on back/forward navigation.
	update();
}

/**
 * The selected files of a search-result table with the category each row was listed in.
 *
 * @param ticked The ticked checkboxes.
 * @return The files, each id once.
 */
function rowCategories( ticked: HTMLInputElement[] ): SelectedFile[] {
	const files: SelectedFile[] = [];
	for ( const box of ticked ) {
		const [ id ] = selectedIds( [ box.value ] );
		if ( id && ! files.some( ( file ) => file.id === id ) ) {
			files.push( {
				id,
				categoryId:
					Number(
						box.closest< HTMLElement >( 'tr' )?.dataset.categoryId
					) || 0,
			} );
		}
	}
	return files;
}

/**
 * Asks for a zip of the selected files, then downloads it; alerts the server's message when
 * the zip cannot be made (SPEC §8). A search-result table's selection spans categories: it
 * posts the files with their categories (SPEC §7 Zip across categories).
 *
 * @param table  The table.
 * @param button The download-selected button, busy meanwhile.
 * @param ids    The selected files.
 * @param files  For a search-result table: the files with their categories.
 */
async function downloadZip(
	table: Table,
	button: HTMLButtonElement,
	ids: number[],
	files?: SelectedFile[]
): Promise< void > {
	if ( button.getAttribute( 'aria-busy' ) === 'true' ) {
		return;
	}
	button.setAttribute( 'aria-busy', 'true' );
	button.disabled = true;
	let body: unknown;
	try {
		let response: Response;
		if ( files ) {
			const request = zipMultipleRequest( table.ajaxUrl, files );
			response = await fetch( request.url, {
				method: 'POST',
				credentials: 'same-origin',
				headers: {
					Accept: 'application/json',
					'Content-Type':
						'application/x-www-form-urlencoded; charset=UTF-8',
				},
				body: request.body,
			} );
		} else {
			response = await fetch(
				zipRequestUrl( table.ajaxUrl, ids, table.categoryId ),
				{
					credentials: 'same-origin',
					headers: { Accept: 'application/json' },
				}
			);
		}
		body = await response.json().catch( () => undefined );
	} catch {
		body = undefined;
	} finally {
		button.removeAttribute( 'aria-busy' );
		button.disabled = false;
	}
	const answer = readZipAnswer( body, table.labels.zipError );
	if ( answer.ok && files ) {
		(
			table.options.navigate ??
			( ( url ) => window.location.assign( url ) )
		)(
			zipMultipleDownloadUrl(
				table.ajaxUrl,
				answer.hash,
				table.options.searchName?.() ?? ''
			)
		);
	} else if ( answer.ok ) {
		window.location.assign(
			zipDownloadUrl(
				table.ajaxUrl,
				answer.hash,
				table.categoryId,
				table.categoryName
			)
		);
	} else {
		// eslint-disable-next-line no-alert -- SPEC §8: a failed zip alerts the server's message.
		window.alert( answer.message );
	}
}

/**
 * Clicks that open a pop-up: "view more", and a file's title in the themes with details.
 *
 * @param table The table.
 * @param event The click.
 */
function onClick( table: Table, event: MouseEvent ): void {
	const target = event.target instanceof Element ? event.target : null;
	const viewMore = target?.closest< HTMLButtonElement >(
		`.${ TABLE }__view-more`
	);
	if ( viewMore ) {
		openDescription( table, viewMore );
		return;
	}
	const title = target?.closest< HTMLAnchorElement >(
		`a.${ TABLE }__title-link`
	);
	const detail = table.root.querySelector< HTMLDialogElement >(
		`dialog.${ TABLE }__dialog.is-detail`
	);
	// A click with a modifier opens the download elsewhere, as links do.
	if (
		! title ||
		! detail ||
		event.button !== 0 ||
		event.ctrlKey ||
		event.metaKey ||
		event.shiftKey ||
		event.altKey
	) {
		return;
	}
	event.preventDefault();
	void openDetail( table, detail, title );
}

/**
 * Opens the description pop-up with the whole description of a row, as the server rendered it.
 *
 * @param table  The table.
 * @param opener The "view more" button.
 */
function openDescription( table: Table, opener: HTMLButtonElement ): void {
	const dialog = table.root.querySelector< HTMLDialogElement >(
		`dialog.${ TABLE }__dialog.is-description`
	);
	const full = opener
		.closest( 'td' )
		?.querySelector( `.${ TABLE }__description` );
	if ( ! dialog || ! full ) {
		return;
	}
	const { title, body } = dialogParts( dialog );
	title.textContent = table.labels.descriptionOf.replace(
		'%s',
		opener.dataset.fileTitle ?? ''
	);
	// Markup the server escaped for this very page: copied, not parsed from text.
	body.replaceChildren(
		...Array.from( full.childNodes, ( node ) => node.cloneNode( true ) )
	);
	showDialog( dialog, opener );
}

/**
 * Opens the detail pop-up of a file and fills it from task=file.display.
 *
 * @param table  The table.
 * @param dialog The detail pop-up.
 * @param opener The file's title link.
 */
async function openDetail(
	table: Table,
	dialog: HTMLDialogElement,
	opener: HTMLAnchorElement
): Promise< void > {
	const fileId = Number( opener.dataset.fileId );
	const { title, body } = dialogParts( dialog );
	title.textContent = opener.textContent ?? '';
	body.replaceChildren( paragraph( table.labels.loading, 'status' ) );
	dialog.setAttribute( 'aria-busy', 'true' );
	dialog.dataset.fileId = String( fileId );
	showDialog( dialog, opener );

	// A search-result row names its own category; a category table's rows share the table's.
	const categoryId =
		Number( opener.closest< HTMLElement >( 'tr' )?.dataset.categoryId ) ||
		table.categoryId;
	let detail: FileDetail | null = null;
	try {
		const response = await fetch(
			fileDisplayUrl(
				table.ajaxUrl,
				fileId,
				categoryId,
				table.categoryId || categoryId
			),
			{
				credentials: 'same-origin',
				headers: { Accept: 'application/json' },
			}
		);
		detail = readFileDetail(
			await response.json().catch( () => undefined ),
			table.locale
		);
	} catch {
		detail = null;
	}
	// The visitor may have closed it, or opened another file, meanwhile.
	if ( ! dialog.open || dialog.dataset.fileId !== String( fileId ) ) {
		return;
	}
	dialog.removeAttribute( 'aria-busy' );
	if ( ! detail ) {
		body.replaceChildren( paragraph( table.labels.detailError, 'alert' ) );
		return;
	}
	title.textContent = detail.title;
	body.replaceChildren( ...detailContent( table, detail ) );
}

/**
 * The detail pop-up's content, built with text nodes only.
 *
 * @param table  The table.
 * @param detail The file's details.
 * @return The elements.
 */
function detailContent( table: Table, detail: FileDetail ): HTMLElement[] {
	const parts: HTMLElement[] = [];
	const description = htmlToText( detail.description );
	if ( description !== '' ) {
		const element = paragraph( description );
		element.className = `${ TABLE }__detail-description`;
		parts.push( element );
	}

	const list = document.createElement( 'dl' );
	list.className = `${ TABLE }__detail-list`;
	for ( const row of detail.rows ) {
		list.append( definition( table.labels[ row.key ], row.value ) );
	}
	for ( const field of detail.fields ) {
		let value: string | HTMLElement = field.value;
		if ( field.href !== null ) {
			value = link( field.href, field.value, '' );
			value.setAttribute( 'rel', 'noopener' );
		}
		list.append( definition( field.label, value ) );
	}
	if ( list.childElementCount > 0 ) {
		parts.push( list );
	}

	const actions = document.createElement( 'p' );
	actions.className = `${ TABLE }__detail-actions`;
	if ( detail.downloadUrl ) {
		actions.append(
			link(
				detail.downloadUrl,
				table.labels.download,
				'wp-element-button'
			)
		);
	}
	if ( detail.viewUrl && table.root.dataset.theme === 'preview' ) {
		const preview = link(
			detail.viewUrl,
			table.labels.preview,
			`${ TABLE }__preview-link`
		);
		preview.target = '_blank';
		preview.rel = 'noopener';
		actions.append( ' ', preview );
	}
	if ( actions.childElementCount > 0 ) {
		parts.push( actions );
	}
	return parts;
}

/**
 * Wires a pop-up's closing: its close button, Escape (through the trap), the browser's own
 * cancel request, and a click on the backdrop.
 *
 * @param dialog The pop-up.
 */
function initDialog( dialog: HTMLDialogElement ): void {
	dialog
		.querySelector( `.${ TABLE }__dialog-close` )
		?.addEventListener( 'click', () => closeDialog( dialog ) );
	dialog.addEventListener( 'cancel', ( event ) => {
		event.preventDefault();
		closeDialog( dialog );
	} );
	let pressedBackdrop = false;
	dialog.addEventListener( 'pointerdown', ( event ) => {
		pressedBackdrop = event.target === dialog;
	} );
	dialog.addEventListener( 'click', ( event ) => {
		if ( event.target === dialog && pressedBackdrop ) {
			closeDialog( dialog );
		}
	} );
	dialog.addEventListener( 'close', () => releaseDialog( dialog ) );
}

/**
 * Shows a pop-up as a modal dialog: focus moves in and stays in until it closes, then returns
 * to the opener.
 *
 * @param dialog The pop-up.
 * @param opener What opened it.
 */
function showDialog( dialog: HTMLDialogElement, opener: HTMLElement ): void {
	if ( openDialog && openDialog.dialog !== dialog ) {
		closeDialog( openDialog.dialog );
	}
	if ( ! dialog.open ) {
		dialog.showModal();
	}
	openDialog?.trap.release();
	openDialog = {
		dialog,
		trap: trapDialog( dialog, {
			returnFocus: opener,
			onEscape: () => closeDialog( dialog ),
		} ),
	};
}

/**
 * Closes a pop-up.
 *
 * @param dialog The pop-up.
 */
function closeDialog( dialog: HTMLDialogElement ): void {
	if ( dialog.open ) {
		dialog.close();
	}
	releaseDialog( dialog );
}

/**
 * Ends a pop-up's focus trap, giving focus back to its opener.
 *
 * @param dialog The pop-up.
 */
function releaseDialog( dialog: HTMLDialogElement ): void {
	if ( openDialog?.dialog === dialog ) {
		const { trap } = openDialog;
		openDialog = null;
		trap.release();
	}
}

/**
 * A pop-up's title and body elements.
 *
 * @param dialog The pop-up.
 * @return Both.
 */
function dialogParts( dialog: HTMLDialogElement ): {
	title: HTMLElement;
	body: HTMLElement;
} {
	return {
		title: dialog.querySelector< HTMLElement >(
			`.${ TABLE }__dialog-title`
		)!,
		body: dialog.querySelector< HTMLElement >(
			`.${ TABLE }__dialog-body`
		)!,
	};
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

/**
 * Text out of HTML the server sent, without running or loading anything: a parsed document is
 * inert.
 *
 * @param html The description.
 * @return Its text, with whitespace runs shortened.
 */
function htmlToText( html: string ): string {
	if ( html.trim() === '' ) {
		return '';
	}
	const parsed = new DOMParser().parseFromString( html, 'text/html' );
	return ( parsed.body.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
}

/**
 * A paragraph of text.
 *
 * @param text The text.
 * @param role A live-region role, if any.
 * @return The element.
 */
function paragraph( text: string, role?: 'status' | 'alert' ): HTMLElement {
	const element = document.createElement( 'p' );
	element.textContent = text;
	if ( role ) {
		element.setAttribute( 'role', role );
	}
	return element;
}

/**
 * A link.
 *
 * @param href      Its address, already checked.
 * @param text      Its text.
 * @param className Its class.
 * @return The element.
 */
function link(
	href: string,
	text: string,
	className: string
): HTMLAnchorElement {
	const element = document.createElement( 'a' );
	element.href = href;
	if ( className ) {
		element.className = className;
	}
	element.textContent = text;
	return element;
}

/**
 * One term and its value in a description list.
 *
 * @param term  The label.
 * @param value Text, or an element such as a link.
 * @return A div holding the dt and dd.
 */
function definition( term: string, value: string | HTMLElement ): HTMLElement {
	const group = document.createElement( 'div' );
	const dt = document.createElement( 'dt' );
	const dd = document.createElement( 'dd' );
	dt.textContent = term;
	dd.append( value );
	group.append( dt, dd );
	return group;
}
