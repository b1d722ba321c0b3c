/**
 * The insert-file modal (docs/editor.md "The contract"): an overlay and a
 * dialog framing the library page in insert mode. States: closed → loading (spinner, frame
 * hidden) → loaded (frame shown) → closed. Plain DOM, so the block editor, the classic editor and
 * any page builder can open it.
 *
 * The frame talks back with postMessage. Only messages from the frame's own window and the
 * admin's origin count; replies go to that origin only.
 */
import { __ } from '@wordpress/i18n';

import {
	initMessage,
	readFrameMessage,
	type InsertChoice,
} from '../files/insert-messages';
import { trapDialog, type DialogTrap } from '../shared/dialog';
import { frameUrl } from './frame-url';
import { shortcodeFor } from './choice';
import type { InsertModalApi, InsertModalOptions, InsertVars } from './types';

/** Class names, also the stylesheet's (./insert-modal.scss). */
export const MODAL_CLASS = 'frontage-insert-modal';
export const OVERLAY_CLASS = 'frontage-insert-overlay';

/** The close fade (docs/editor.md "The contract": 300 ms); the stylesheet's transition lasts as long. */
export const CLOSE_MS = 300;

interface OpenModal {
	overlay: HTMLElement;
	modal: HTMLElement;
	frame: HTMLIFrameElement;
	origin: string;
	options: InsertModalOptions;
	trap: DialogTrap;
	onMessage: ( event: MessageEvent ) => void;
}

/**
 * Builds the modal API for one page.
 *
 * @param vars The vars object PHP printed.
 * @param doc  The page (the block editor's outer document).
 * @return The API put on `window.frontageInsertModal`.
 */
export function createInsertModal(
	vars: InsertVars,
	doc: Document = document
): InsertModalApi {
	let current: OpenModal | null = null;

	function close(): void {
		const shown = current;
		if ( ! shown ) {
			return;
		}
		current = null;
		doc.defaultView?.removeEventListener( 'message', shown.onMessage );
		shown.overlay.classList.remove( 'is-open' );
		shown.modal.classList.remove( 'is-open' );
		shown.overlay.classList.add( 'is-closing' );
		shown.modal.classList.add( 'is-closing' );
		shown.trap.release();
		const remove = () => {
			shown.overlay.remove();
			shown.modal.remove();
		};
		if ( prefersReducedMotion( doc ) ) {
			remove();
		} else {
			doc.defaultView?.setTimeout( remove, CLOSE_MS );
		}
	}

	function open( options: InsertModalOptions = {} ): void {
		close();
		const view = doc.defaultView;
		if ( ! view ) {
			return;
		}
		const url = new URL(
			frameUrl( vars.frameUrl, options ),
			view.location.href
		);

		const overlay = doc.createElement( 'div' );
		overlay.className = OVERLAY_CLASS;
		overlay.addEventListener( 'click', close );

		const modal = doc.createElement( 'div' );
		modal.className = MODAL_CLASS;
		modal.setAttribute( 'role', 'dialog' );
		modal.setAttribute( 'aria-modal', 'true' );
		const titleId = `${ MODAL_CLASS }-title`;
		modal.setAttribute( 'aria-labelledby', titleId );

		const header = doc.createElement( 'div' );
		header.className = `${ MODAL_CLASS }__header`;
		const title = doc.createElement( 'h2' );
		title.id = titleId;
		title.className = `${ MODAL_CLASS }__title`;
		title.textContent = titleFor( options );
		const closeButton = doc.createElement( 'button' );
		closeButton.type = 'button';
		closeButton.className = `${ MODAL_CLASS }__close`;
		closeButton.setAttribute( 'aria-label', __( 'Close', 'frontage' ) );
		closeButton.innerHTML = '<span aria-hidden="true">&times;</span>';
		closeButton.addEventListener( 'click', close );
		header.append( title, closeButton );

		const body = doc.createElement( 'div' );
		body.className = `${ MODAL_CLASS }__body`;
		const spinner = doc.createElement( 'div' );
		spinner.className = `${ MODAL_CLASS }__spinner`;
		spinner.setAttribute( 'role', 'status' );
		spinner.innerHTML = `<span class="${ MODAL_CLASS }__spinner-icon" aria-hidden="true"></span>`;
		spinner.append( __( 'Loading the file library…', 'frontage' ) );
		const frame = doc.createElement( 'iframe' );
		frame.className = `${ MODAL_CLASS }__frame`;
		frame.title = __( 'File library', 'frontage' );
		// The page inside scrolls its own panels; the frame itself shows no scrollbars (docs/editor.md "The contract").
		frame.setAttribute( 'scrolling', 'no' );
		frame.hidden = true;
		frame.addEventListener( 'load', () => {
			spinner.remove();
			frame.hidden = false;
			modal.classList.add( 'is-loaded' );
			// Keyboard users land in the library, unless they already moved on.
			if ( doc.activeElement === closeButton ) {
				frame.focus();
			}
		} );
		frame.src = url.toString();
		body.append( spinner, frame );
		modal.append( header, body );
		doc.body.append( overlay, modal );

		const onMessage = ( event: MessageEvent ) =>
			receive( event, url.origin );
		current = {
			overlay,
			modal,
			frame,
			origin: url.origin,
			options,
			trap: trapDialog( modal, {
				onEscape: close,
				initialFocus: closeButton,
				// Undefined: the trap returns focus to whatever had it (the opener), as it does
				// for every dialog.
				returnFocus: options.returnFocus,
			} ),
			onMessage,
		};
		view.addEventListener( 'message', onMessage );
		// Start the fade after the first paint, so the transition runs.
		view.requestAnimationFrame( () => {
			overlay.classList.add( 'is-open' );
			modal.classList.add( 'is-open' );
		} );
	}

	/**
	 * A message from the frame: ready → init, insert → hand over and close, close → close.
	 *
	 * @param event  The message.
	 * @param origin The frame's origin.
	 */
	function receive( event: MessageEvent, origin: string ): void {
		const shown = current;
		const message = shown
			? readFrameMessage( event, {
					origin,
					source: shown.frame.contentWindow,
				} )
			: null;
		if ( ! shown || ! message ) {
			return;
		}
		if ( message.type === 'ready' ) {
			shown.frame.contentWindow?.postMessage(
				initMessage( shown.options.mode ?? 'both' ),
				origin
			);
		} else if ( message.type === 'insert' ) {
			close();
			deliver( message, shown.options );
		} else if ( message.type === 'close' ) {
			close();
		}
	}

	return { open, close };
}

/**
 * Hands a choice to whoever opened the modal, or to the classic editor at the cursor.
 *
 * @param choice  The frame's insert message.
 * @param options How the modal was opened.
 */
function deliver( choice: InsertChoice, options: InsertModalOptions ): void {
	if ( options.onInsert ) {
		options.onInsert( choice );
		return;
	}
	const shortcode = shortcodeFor( choice );
	if ( shortcode && typeof window.send_to_editor === 'function' ) {
		window.send_to_editor( shortcode );
	}
}

/**
 * The dialog's heading for a mode.
 *
 * @param options How the modal was opened.
 * @return The heading.
 */
function titleFor( options: InsertModalOptions ): string {
	if ( options.mode === 'file' ) {
		return __( 'Choose a file', 'frontage' );
	}
	if ( options.mode === 'category' ) {
		return __( 'Choose a file category', 'frontage' );
	}
	return __( 'Insert from the file library', 'frontage' );
}

/**
 * Whether the person asked for less motion.
 *
 * @param doc The page.
 * @return True with prefers-reduced-motion: reduce.
 */
function prefersReducedMotion( doc: Document ): boolean {
	return !! doc.defaultView?.matchMedia?.(
		'(prefers-reduced-motion: reduce)'
	).matches;
}
