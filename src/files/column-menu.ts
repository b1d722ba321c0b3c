/**
 * The column-toggle menu of a file table (docs/files.md "The file table"), on the page: a button that opens a list
 * with a checkbox per header cell not marked persist. Unticking hides the column's header and
 * every cell whose `headers` attribute names it.
 *
 * - the button (the menu's header) toggles the list; a click in the table or the pointer leaving
 *   the list closes it; so do Escape (focus back on the button) and Tab moving focus away;
 * - the checkboxes re-sync with what is displayed on window resize and orientation change
 *   (narrow screens hide optional columns the visitor did not ask for);
 * - in a search-result table, the last displayed optional column gets the last-column and
 *   padding classes.
 *
 * Shared by the File category block and the search page's result table. The decisions are in
 * columns.ts.
 */
import {
	chooseColumn,
	columnFlags,
	lastVisibleOptionalColumn,
	menuColumns,
	parseChoices,
	serializeChoices,
	type ColumnChoices,
	type TableColumn,
} from './columns';

export const COLUMN_CLASSES = {
	/** A column the visitor hid. */
	hidden: 'is-hidden-column',
	/** A column the visitor asked for, shown even where the screen would hide it. */
	shown: 'is-shown-column',
	/** The last displayed optional column of a search-result table. */
	last: 'is-last-column',
	/** Its padding. */
	padding: 'has-end-padding',
	/** A column a narrow screen may hide. */
	optional: 'is-optional',
} as const;

const MENU = 'frontage-file-table__columns';

export interface ColumnMenuOptions {
	/** The button's text, e.g. "Columns". */
	label: string;
	/** Where the visitor's choices are kept in sessionStorage across reloads; none to forget them. */
	storageKey?: string;
	/** A search-result table: mark its last displayed optional column. */
	searchResults?: boolean;
}

export interface ColumnMenu {
	/** The menu's root element, already on the page. */
	element: HTMLElement;
	open: () => void;
	close: ( returnFocus?: boolean ) => void;
	/** Re-reads what is displayed into the checkboxes (and the last column). */
	sync: () => void;
}

interface MenuItem {
	/** The column's name in the visitor's choices: its `data-column`, else its header's id. */
	key: string;
	header: HTMLTableCellElement;
	checkbox: HTMLInputElement;
}

let menuCount = 0;

/**
 * Adds the column menu to a table.
 *
 * @param table   The table; its header cells carry ids, its cells `headers`.
 * @param host    Where the menu goes (before the table, e.g. a toolbar).
 * @param options Label, storage, search-result table.
 * @return The menu, or null when the table has no column to toggle.
 */
export function initColumnMenu(
	table: HTMLTableElement,
	host: HTMLElement,
	options: ColumnMenuOptions
): ColumnMenu | null {
	const headers = Array.from(
		table.querySelectorAll< HTMLTableCellElement >( 'thead th[id]' )
	);
	const columns = headers.map( ( header ) => readColumn( header ) );
	const listed = menuColumns( columns );
	if ( listed.length === 0 ) {
		return null;
	}

	// The server renders the button and the empty list (File_Table::toolbar()), so nothing moves
	// when this runs; a table rendered without them gets them here.
	const existing = host.querySelector< HTMLElement >( `.${ MENU }` );
	const element = existing ?? document.createElement( 'div' );
	const button =
		element.querySelector< HTMLButtonElement >( `.${ MENU }-toggle` ) ??
		document.createElement( 'button' );
	const list =
		element.querySelector< HTMLUListElement >( `.${ MENU }-list` ) ??
		document.createElement( 'ul' );
	if ( ! existing || ! button.isConnected || ! list.isConnected ) {
		menuCount++;
		const listId = `${ table.id || `frontage-file-table-${ menuCount }` }-columns`;
		element.className = MENU;
		button.type = 'button';
		button.className = `${ MENU }-toggle`;
		button.textContent = options.label;
		button.setAttribute( 'aria-expanded', 'false' );
		button.setAttribute( 'aria-controls', listId );
		list.id = listId;
		list.className = `${ MENU }-list`;
		list.hidden = true;
		list.setAttribute( 'aria-label', options.label );
		element.replaceChildren( button, list );
		host.prepend( element );
	}
	list.replaceChildren();

	const items: MenuItem[] = listed.map( ( column ) => {
		const header = headers[ columns.indexOf( column ) ];
		const key = header.dataset.column || header.id;
		const item = document.createElement( 'li' );
		const label = document.createElement( 'label' );
		const checkbox = document.createElement( 'input' );
		checkbox.type = 'checkbox';
		checkbox.value = key;
		label.append( checkbox, ' ', column.label );
		item.append( label );
		list.append( item );
		return { key, header, checkbox };
	} );

	let choices = loadChoices(
		options.storageKey,
		items.map( ( { key } ) => key )
	);
	const apply = () => {
		for ( const { key, header } of items ) {
			setColumnFlags( table, header.id, columnFlags( choices[ key ] ) );
		}
	};
	const sync = () => {
		for ( const { header, checkbox } of items ) {
			checkbox.checked = isDisplayed( header );
		}
		if ( options.searchResults ) {
			markLastColumn( table );
		}
	};
	const open = () => {
		list.hidden = false;
		button.setAttribute( 'aria-expanded', 'true' );
		sync();
	};
	const close = ( returnFocus = false ) => {
		if ( list.hidden ) {
			return;
		}
		list.hidden = true;
		button.setAttribute( 'aria-expanded', 'false' );
		if ( returnFocus ) {
			button.focus();
		}
	};

	button.addEventListener( 'click', () =>
		list.hidden ? open() : close()
	);
	table.addEventListener( 'click', () => close() );
	list.addEventListener( 'mouseleave', () => close() );
	element.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' && ! list.hidden ) {
			event.preventDefault();
			close( true );
		}
	} );
	element.addEventListener( 'focusout', ( event ) => {
		const next = event.relatedTarget;
		if ( next instanceof Node && ! element.contains( next ) ) {
			close();
		}
	} );
	list.addEventListener( 'change', ( event ) => {
		const checkbox = event.target;
		if ( ! ( checkbox instanceof HTMLInputElement ) ) {
			return;
		}
		choices = chooseColumn( choices, checkbox.value, checkbox.checked );
		apply();
		saveChoices( options.storageKey, choices );
		sync();
	} );
	const onResize = () => sync();
	window.addEventListener( 'resize', onResize );
	window.addEventListener( 'orientationchange', onResize );

	apply();
	sync();
	return { element, open, close, sync };
}

/**
 * Gives a search-result table's last displayed optional column the last-column and padding
 * classes, and takes them from every other column.
 *
 * @param table The table.
 * @return The marked column's id, or null.
 */
export function markLastColumn( table: HTMLTableElement ): string | null {
	const headers = Array.from(
		table.querySelectorAll< HTMLTableCellElement >( 'thead th[id]' )
	);
	const last = lastVisibleOptionalColumn(
		headers.map( ( header ) => readColumn( header ) )
	);
	for ( const header of headers ) {
		const isLast = header.id === last;
		for ( const cell of columnCells( table, header.id ) ) {
			cell.classList.toggle( COLUMN_CLASSES.last, isLast );
			cell.classList.toggle( COLUMN_CLASSES.padding, isLast );
		}
	}
	return last;
}

/**
 * A header cell as a column.
 *
 * @param header The header cell.
 * @return The column.
 */
function readColumn( header: HTMLTableCellElement ): TableColumn {
	return {
		id: header.id,
		label: headerLabel( header ),
		persist:
			header.dataset.persist === 'true' ||
			header.classList.contains( 'persist' ),
		optional: header.classList.contains( COLUMN_CLASSES.optional ),
		displayed: isDisplayed( header ),
	};
}

/**
 * A header's visible words: without icons and other parts hidden from assistive technology.
 *
 * @param header The header cell.
 * @return Its label.
 */
function headerLabel( header: HTMLTableCellElement ): string {
	const copy = header.cloneNode( true ) as HTMLElement;
	copy.querySelectorAll( '[aria-hidden="true"]' ).forEach( ( node ) =>
		node.remove()
	);
	return ( copy.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
}

/**
 * The header and the cells of a column: every cell whose `headers` names it.
 *
 * @param table The table.
 * @param id    The header's id.
 * @return The cells, header first, and the column's <col>.
 */
function columnCells( table: HTMLTableElement, id: string ): HTMLElement[] {
	const cells: HTMLElement[] = [];
	table
		.querySelectorAll< HTMLElement >( 'th[id], [headers]' )
		.forEach( ( cell ) => {
			if (
				cell.id === id ||
				( cell.getAttribute( 'headers' ) ?? '' )
					.split( /\s+/ )
					.includes( id )
			) {
				cells.push( cell );
			}
		} );
	// Its <col>, which holds the column's width (docs/files.md "No layout shift"), at the
	// header's place: hidden with the cells, or the cells would slide into other columns.
	const index = Array.from(
		table.querySelectorAll< HTMLElement >( 'thead th' )
	).findIndex( ( header ) => header.id === id );
	const col =
		index < 0
			? null
			: table.querySelectorAll< HTMLElement >( 'colgroup > col' )[
					index
				];
	if ( col ) {
		cells.push( col );
	}
	return cells;
}

/**
 * Sets a column's hidden and shown classes.
 *
 * @param table        The table.
 * @param id           The header's id.
 * @param flags        Which classes to set.
 * @param flags.hidden
 * @param flags.shown
 */
function setColumnFlags(
	table: HTMLTableElement,
	id: string,
	flags: { hidden: boolean; shown: boolean }
): void {
	for ( const cell of columnCells( table, id ) ) {
		cell.classList.toggle( COLUMN_CLASSES.hidden, flags.hidden );
		cell.classList.toggle( COLUMN_CLASSES.shown, flags.shown );
	}
}

/**
 * Whether a cell is displayed: not display:none by a class, a media query or the visitor.
 *
 * @param cell The cell.
 * @return True when displayed.
 */
function isDisplayed( cell: HTMLElement ): boolean {
	return window.getComputedStyle( cell ).display !== 'none';
}

/**
 * The visitor's stored choices. Storage may be unavailable (privacy modes): nothing is kept then.
 *
 * @param key The storage key, if any.
 * @param ids The columns the menu lists.
 * @return The choices.
 */
function loadChoices(
	key: string | undefined,
	ids: readonly string[]
): ColumnChoices {
	if ( ! key ) {
		return {};
	}
	try {
		return parseChoices( window.sessionStorage.getItem( key ), ids );
	} catch {
		return {};
	}
}

/**
 * Stores the visitor's choices, when storage is available.
 *
 * @param key     The storage key, if any.
 * @param choices The choices.
 */
function saveChoices( key: string | undefined, choices: ColumnChoices ): void {
	if ( ! key ) {
		return;
	}
	try {
		window.sessionStorage.setItem( key, serializeChoices( choices ) );
	} catch {
		// Not remembered across reloads; the table still works.
	}
}
