/**
 * A file table's pop-ups: the description pop-up from "view more", and for the themes ggd and
 * preview the file detail pop-up filled from task=file.display (docs/files.md "The file detail
 * pop-up"), asked for ahead when a title is pointed at or focused. One open at a time; each
 * traps focus and gives it back (src/shared/dialog.ts).
 */
import { trapDialog, type DialogTrap } from '../shared/dialog';
import { readFileDetail, type FileDetail } from './file-detail';
import { createDetailLoader, type DetailLoader } from './file-detail-loader';
import { TABLE, type Table } from './file-table-context';
import { fileDisplayUrl } from './wire';

interface OpenDialog {
	dialog: HTMLDialogElement;
	trap: DialogTrap;
}

/** The pop-up open now, if any; one at a time. */
let openDialog: OpenDialog | null = null;

/** Each table's file details, asked for once (file-detail-loader.ts). */
const loaders = new WeakMap< Table, DetailLoader >();

/**
 * Clicks that open a pop-up: "view more", and a file's title in the themes with details.
 *
 * @param table The table.
 * @param event The click.
 */
export function onPopupClick( table: Table, event: MouseEvent ): void {
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
 * Asks ahead for the details of the title the pointer or focus rests on, so that its pop-up
 * usually opens filled (docs/files.md "The file detail pop-up").
 *
 * @param table The table.
 */
export function initDetailPrefetch( table: Table ): void {
	if ( ! table.root.querySelector( `dialog.${ TABLE }__dialog.is-detail` ) ) {
		return;
	}
	const loader = detailLoader( table );
	const intend = ( event: Event ) => {
		const title =
			event.target instanceof Element
				? event.target.closest< HTMLAnchorElement >(
						`a.${ TABLE }__title-link`
					)
				: null;
		if ( title ) {
			loader.intend( detailUrl( table, title ) );
		}
	};
	table.root.addEventListener( 'pointerover', intend );
	table.root.addEventListener( 'focusin', intend );
	table.root.addEventListener( 'pointerout', () => loader.cancel() );
	table.root.addEventListener( 'focusout', () => loader.cancel() );
}

/**
 * The loader of a table's file details, made on first use.
 *
 * @param table The table.
 * @return Its loader.
 */
function detailLoader( table: Table ): DetailLoader {
	let loader = loaders.get( table );
	if ( ! loader ) {
		loader = createDetailLoader( async ( url ) => {
			const response = await fetch( url, {
				credentials: 'same-origin',
				headers: { Accept: 'application/json' },
			} );
			return readFileDetail(
				await response.json().catch( () => undefined ),
				table.locale
			);
		} );
		loaders.set( table, loader );
	}
	return loader;
}

/**
 * The task=file.display address of a title's file. A search-result row names its own
 * category; a category table's rows share the table's.
 *
 * @param table  The table.
 * @param opener The file's title link.
 * @return The address.
 */
function detailUrl( table: Table, opener: HTMLAnchorElement ): string {
	const categoryId =
		Number( opener.closest< HTMLElement >( 'tr' )?.dataset.categoryId ) ||
		table.categoryId;
	return fileDisplayUrl(
		table.ajaxUrl,
		Number( opener.dataset.fileId ),
		categoryId,
		table.categoryId || categoryId
	);
}

/**
 * Opens the detail pop-up of a file, filled at once when its details have arrived, or saying
 * it is loading until they do. It opens hung from a fixed top (the style), so what arrives
 * only extends it downwards.
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
	const fileId = String( Number( opener.dataset.fileId ) );
	const url = detailUrl( table, opener );
	const loader = detailLoader( table );
	const known = loader.ready( url );
	dialog.dataset.fileId = fileId;
	if ( known ) {
		fillDetail( table, dialog, known );
		showDialog( dialog, opener );
		return;
	}
	const { title, body } = dialogParts( dialog );
	title.textContent = opener.textContent ?? '';
	body.replaceChildren( paragraph( table.labels.loading, 'status' ) );
	dialog.setAttribute( 'aria-busy', 'true' );
	showDialog( dialog, opener );

	const detail = await loader.load( url );
	// The visitor may have closed it, or opened another file, meanwhile.
	if ( ! dialog.open || dialog.dataset.fileId !== fileId ) {
		return;
	}
	if ( ! detail ) {
		dialog.removeAttribute( 'aria-busy' );
		body.replaceChildren( paragraph( table.labels.detailError, 'alert' ) );
		return;
	}
	fillDetail( table, dialog, detail );
}

/**
 * Puts a file's details in the detail pop-up.
 *
 * @param table  The table.
 * @param dialog The detail pop-up.
 * @param detail The file's details.
 */
function fillDetail(
	table: Table,
	dialog: HTMLDialogElement,
	detail: FileDetail
): void {
	const { title, body } = dialogParts( dialog );
	dialog.removeAttribute( 'aria-busy' );
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

	const embedded = previewElement( table, detail );
	if ( embedded ) {
		parts.push( embedded );
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
 * The embedded preview of a PDF or an image (docs/files.md "The file detail pop-up"), through
 * the file's inline address, which checks visibility exactly like its download.
 *
 * @param table  The table.
 * @param detail The file's details.
 * @return The figure, or null when the file has no preview.
 */
function previewElement(
	table: Table,
	detail: FileDetail
): HTMLElement | null {
	if ( ! detail.viewUrl || ! detail.preview ) {
		return null;
	}
	const box = document.createElement( 'div' );
	box.className = `${ TABLE }__preview`;
	const name = table.labels.previewOf.replace( '%s', detail.title );
	if ( detail.preview === 'pdf' ) {
		// An <object>, not an <iframe>: the browser's PDF viewer draws it, and a browser without
		// one shows the link inside. The viewer's own document is not part of the page.
		const object = document.createElement( 'object' );
		object.className = `${ TABLE }__preview-frame`;
		object.type = 'application/pdf';
		object.data = detail.viewUrl;
		object.title = name;
		object.setAttribute( 'aria-label', name );
		const fallback = document.createElement( 'a' );
		fallback.href = detail.viewUrl;
		fallback.textContent = name;
		object.append( fallback );
		box.append( object );
	} else {
		const image = document.createElement( 'img' );
		image.className = `${ TABLE }__preview-image`;
		image.src = detail.viewUrl;
		image.alt = name;
		image.decoding = 'async';
		box.append( image );
	}
	return box;
}

/**
 * Wires a pop-up's closing: its close button, Escape (through the trap), the browser's own
 * cancel request, and a click on the backdrop.
 *
 * @param dialog The pop-up.
 */
export function initDialog( dialog: HTMLDialogElement ): void {
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
