/**
 * The Off-canvas panels of the page: `off_canvas:open`, `off_canvas:close` and
 * `off_canvas:toggle` link actions (src/popups/link-actions.ts) open and close the panel they
 * name; its close button, Escape and a click beside it close it; focus goes back to the link.
 */
import { clickedAction } from '../../src/popups/link-actions';

/** Where focus was when each panel opened. */
const openers = new WeakMap< HTMLDialogElement, HTMLElement | null >();

/**
 * The panel an id names, if it is one.
 *
 * @param id The panel's id.
 */
function panel( id: string ): HTMLDialogElement | null {
	const element = id ? document.getElementById( id ) : null;
	return element instanceof HTMLDialogElement &&
		element.classList.contains( 'wp-block-frontage-off-canvas' )
		? element
		: null;
}

/**
 * Closes a panel and gives focus back.
 *
 * @param dialog The panel.
 */
function close( dialog: HTMLDialogElement ): void {
	if ( dialog.open ) {
		dialog.close();
	}
}

document.addEventListener( 'click', ( event ) => {
	const clicked = clickedAction( event );
	if ( ! clicked || ! clicked.action.action.startsWith( 'off_canvas:' ) ) {
		return;
	}
	const { link, action } = clicked;
	const dialog = panel( 'id' in action ? String( action.id ) : '' );
	if ( ! dialog ) {
		return;
	}
	event.preventDefault();
	const open =
		action.action === 'off_canvas:open' ||
		( action.action === 'off_canvas:toggle' && ! dialog.open );
	if ( ! open ) {
		close( dialog );
		return;
	}
	if ( ! dialog.open ) {
		openers.set( dialog, link as HTMLElement );
		dialog.showModal();
	}
} );

for ( const dialog of document.querySelectorAll< HTMLDialogElement >(
	'dialog.wp-block-frontage-off-canvas'
) ) {
	dialog
		.querySelector( '.wp-block-frontage-off-canvas__close' )
		?.addEventListener( 'click', () => close( dialog ) );
	// The panel fills its side; a click on the dialog itself is a click on the backdrop.
	dialog.addEventListener( 'click', ( event ) => {
		if ( event.target === dialog ) {
			close( dialog );
		}
	} );
	dialog.addEventListener( 'close', () => {
		openers.get( dialog )?.focus();
		openers.delete( dialog );
	} );
}
