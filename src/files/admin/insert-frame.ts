/**
 * The library page as the insert modal's frame (docs/editor.md, "Messages"): says ready to the
 * window that framed it, waits for its init, posts the choice, and posts close on Escape. Only
 * the parent window on the page's own origin is listened to and written to.
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

import {
	closeMessage,
	readOpenerMessage,
	readyMessage,
	type InsertChoice,
	type InsertMessage,
	type InsertMode,
} from '../insert-messages';
import { escapeCloses } from './insert-options';

/** What an open dialog or popover of the page looks like (WordPress components' portals). */
const PAGE_LAYERS =
	'.components-modal__screen-overlay, .components-popover:not(.components-tooltip)';

export interface InsertFrame {
	/** The opener's mode once its init arrived; null before (no insert buttons then). */
	mode: InsertMode | null;
	/** Hands a choice to the opener. */
	insert: ( choice: InsertChoice ) => void;
}

/**
 * The window that framed the page, if any.
 *
 * @return window.parent, or null when the page is not framed.
 */
function openerWindow(): Window | null {
	return window.parent && window.parent !== window ? window.parent : null;
}

/**
 * Posts a message to the framing window, on the page's own origin only.
 *
 * @param message The message.
 */
function post( message: InsertMessage ): void {
	openerWindow()?.postMessage( message, window.location.origin );
}

/**
 * Whether the page itself uses an Escape press: one of its dialogs or popovers is open, or the
 * key clears a search field that has text (a second Escape then closes).
 *
 * @param event The key event.
 * @return True to leave it to the page.
 */
function usedByPage( event: KeyboardEvent ): boolean {
	const target = event.target;
	if (
		target instanceof HTMLInputElement &&
		target.type === 'search' &&
		target.value !== ''
	) {
		return true;
	}
	return document.querySelector( PAGE_LAYERS ) !== null;
}

/**
 * Talks to the insert modal that framed the page.
 *
 * @param enabled Whether the page may insert (caninsert=1 and allowed).
 * @return The opener's mode and how to insert.
 */
export function useInsertFrame( enabled: boolean ): InsertFrame {
	const [ mode, setMode ] = useState< InsertMode | null >( null );

	useEffect( () => {
		const opener = openerWindow();
		if ( ! enabled || ! opener ) {
			return;
		}
		const onMessage = ( event: MessageEvent ) => {
			const init = readOpenerMessage( event, {
				origin: window.location.origin,
				source: opener,
			} );
			if ( init ) {
				setMode( init.mode );
			}
		};
		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( escapeCloses( event, usedByPage( event ) ) ) {
				post( closeMessage() );
			}
		};
		window.addEventListener( 'message', onMessage );
		window.addEventListener( 'keydown', onKeyDown );
		post( readyMessage() );
		return () => {
			window.removeEventListener( 'message', onMessage );
			window.removeEventListener( 'keydown', onKeyDown );
		};
	}, [ enabled ] );

	const insert = useCallback(
		( choice: InsertChoice ) => {
			if ( enabled && mode ) {
				post( choice );
			}
		},
		[ enabled, mode ]
	);

	return { mode: enabled ? mode : null, insert };
}
