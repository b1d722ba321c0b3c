/**
 * A builder popup on screen: a native <dialog> opened modally with the popup's blocks from its
 * <template>, so the browser makes the page behind inert and keeps focus inside. The dialog is the
 * popup's box; its close button sits in the box's corner (`inside`) or just above it (`outside`).
 * Plain DOM: no React is loaded for a popup.
 *
 * - Named by the popup's title; focus goes to the first control inside (a11y_navigation), never
 *   to a text field on a touch screen (the keyboard would cover the popup), or to the dialog.
 * - Closes on its close button (shown after close_button_delay, at most MAX_CLOSE_BUTTON_DELAY
 *   seconds, so there is always a way out), Escape and a click on the backdrop unless prevented,
 *   after close_automatically seconds, or by a close link action; the exit animation runs
 *   first, and focus returns to where it was.
 * - Tab and Shift+Tab go round the popup's controls: a modal <dialog> keeps the page behind
 *   inert, but after its last control browsers move focus out to their own toolbar.
 * - Content taller than the box scrolls inside it, and the keyboard can scroll it too.
 * - prefers-reduced-motion: no animation.
 */
import { tabbableElements } from '../shared/dialog';
import { MAX_CLOSE_BUTTON_DELAY, type PopupSettings } from './popup-settings';

export interface PopupConfig {
	id: number;
	title: string;
	/** Content version for caps that reset on change; '' otherwise. */
	version: string;
	/** The address asked for it (`uael-modal-action`). */
	requested: boolean;
	/** Its display conditions allow this page: its triggers run (else it opens only on request). */
	auto: boolean;
	/** Schedule bounds in the site's time zone, ms. */
	schedule: { start: number | null; end: number | null };
	/** Where to report that it opened (includes/popups/class-popup-opens.php); '' for a preview. */
	opens: string;
	settings: PopupSettings;
}

declare global {
	interface Window {
		/** Set by src/popups/dialog once loaded. */
		frontagePopupDialog?: typeof openPopupDialog;
	}
}

export interface OpenDialog {
	dialog: HTMLDialogElement;
	/** Runs the exit animation, closes, and calls onClosed. Safe to call twice. */
	close: () => void;
}

const FOCUSABLE =
	'a[href],button:not([disabled]),input:not([type="hidden"]),select,textarea,iframe,[tabindex]:not([tabindex="-1"])';
const TEXT_FIELD =
	'input:not([type="checkbox"],[type="radio"],[type="submit"],[type="button"]),textarea,select';

/**
 * Opens a popup.
 *
 * @param popup      The popup.
 * @param closeLabel The close button's name.
 * @param isTouch    Whether the main pointer is touch.
 * @param onClosed   Called once it has closed.
 * @return The dialog and its close.
 */
export function openPopupDialog(
	popup: PopupConfig,
	closeLabel: string,
	isTouch: boolean,
	onClosed: () => void
): OpenDialog {
	const doc = document;
	const s = popup.settings;
	const template = doc.getElementById(
		`frontage-popup-${ popup.id }`
	) as HTMLTemplateElement | null;
	const reducedMotion =
		window.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ??
		false;
	const duration = reducedMotion
		? 0
		: Math.max( 0, s.entrance_animation_duration.size );
	const opener = doc.activeElement as HTMLElement | null;

	const dialog = doc.createElement( 'dialog' );
	dialog.className = [
		'frontage-popup',
		s.close_button_position === 'outside' ? 'has-close-outside' : '',
		...s.classes.split( /\s+/ ),
	]
		.filter( Boolean )
		.join( ' ' );
	dialog.dataset.popupId = String( popup.id );
	dialog.setAttribute( 'aria-label', popup.title );
	dialog.style.setProperty( '--frontage-popup-duration', `${ duration }s` );

	const body = doc.createElement( 'div' );
	body.className = 'frontage-popup__body';
	if ( template ) {
		body.append( template.content.cloneNode( true ) );
	}
	const closeButton = doc.createElement( 'button' );
	closeButton.type = 'button';
	closeButton.className = `frontage-popup__close is-${ s.close_button_position }`;
	closeButton.setAttribute( 'aria-label', closeLabel );
	closeButton.innerHTML = '<span aria-hidden="true">×</span>';
	dialog.append( body, closeButton );

	const timers: number[] = [];
	let closed = false;
	const close = () => {
		if ( closed ) {
			return;
		}
		closed = true;
		timers.forEach( ( timer ) => window.clearTimeout( timer ) );
		const exit = reducedMotion ? '' : s.exit_animation;
		if ( exit ) {
			dialog.classList.add( 'is-leaving', `is-${ exit }` );
		}
		window.setTimeout(
			() => {
				dialog.close();
				dialog.remove();
				if ( s.prevent_scroll ) {
					doc.documentElement.classList.remove(
						'frontage-popup-no-scroll'
					);
				}
				opener?.focus?.();
				onClosed();
			},
			exit ? duration * 1000 : 0
		);
	};

	closeButton.addEventListener( 'click', close );
	dialog.addEventListener( 'cancel', ( event ) => {
		// Escape: the browser would close the dialog itself; we close it our way, or not at all.
		event.preventDefault();
		if ( ! s.prevent_close_on_esc_key ) {
			close();
		}
	} );
	dialog.addEventListener( 'keydown', ( event ) =>
		keepTabInside( dialog, event )
	);
	dialog.addEventListener( 'click', ( event ) => {
		// The dialog is the box and its body fills it (popups.scss): a click whose target is the
		// dialog itself landed on the backdrop.
		if (
			event.target === dialog &&
			! s.prevent_close_on_background_click
		) {
			close();
		}
	} );

	// The server caps the delay already; capped here too, so that no settings, however they
	// were stored, leave a visitor without a way out.
	const closeDelay = Math.min( s.close_button_delay, MAX_CLOSE_BUTTON_DELAY );
	if ( closeDelay > 0 ) {
		closeButton.hidden = true;
		timers.push(
			window.setTimeout( () => {
				closeButton.hidden = false;
			}, closeDelay * 1000 )
		);
	}
	if ( s.close_automatically > 0 ) {
		timers.push( window.setTimeout( close, s.close_automatically * 1000 ) );
	}
	if ( s.prevent_scroll ) {
		doc.documentElement.classList.add( 'frontage-popup-no-scroll' );
	}

	const entrance = reducedMotion ? '' : s.entrance_animation;
	if ( entrance ) {
		dialog.classList.add( 'is-entering', `is-${ entrance }` );
		timers.push(
			window.setTimeout(
				() => dialog.classList.remove( 'is-entering' ),
				duration * 1000
			)
		);
	}
	doc.body.append( dialog );
	dialog.showModal();
	if ( popup.opens ) {
		// Counted for the Popups list: a number only, sent without holding up the page.
		window.navigator.sendBeacon?.( popup.opens );
	}
	if ( body.scrollHeight > body.clientHeight ) {
		// Scrolled by the keyboard too, whatever the content holds.
		body.tabIndex = 0;
	}
	focusFirst( dialog, body, closeButton, s.a11y_navigation, isTouch );
	return { dialog, close };
}

/**
 * Tab from the popup's last control goes to its first, Shift+Tab from its first (or from the
 * dialog itself) to its last.
 *
 * @param dialog The dialog.
 * @param event  A key pressed inside it.
 */
function keepTabInside(
	dialog: HTMLDialogElement,
	event: KeyboardEvent
): void {
	if (
		event.key !== 'Tab' ||
		event.defaultPrevented ||
		event.altKey ||
		event.ctrlKey ||
		event.metaKey
	) {
		return;
	}
	const tabbable = tabbableElements( dialog );
	const first = tabbable[ 0 ];
	const last = tabbable[ tabbable.length - 1 ];
	const active = dialog.ownerDocument.activeElement;
	let next: HTMLElement | undefined;
	if ( ! first || ! last ) {
		next = dialog;
	} else if ( event.shiftKey && ( active === first || active === dialog ) ) {
		next = last;
	} else if ( ! event.shiftKey && active === last ) {
		next = first;
	}
	if ( next ) {
		event.preventDefault();
		next.focus();
	}
}

/**
 * Where focus starts: the first control in the popup (a11y_navigation), unless it is a text
 * field on a touch screen; else the dialog itself, so Tab starts inside it.
 *
 * @param dialog      The dialog.
 * @param body        Its content.
 * @param closeButton Its close button.
 * @param navigate    a11y_navigation.
 * @param isTouch     Whether the main pointer is touch.
 */
function focusFirst(
	dialog: HTMLDialogElement,
	body: HTMLElement,
	closeButton: HTMLButtonElement,
	navigate: boolean,
	isTouch: boolean
): void {
	const first = navigate
		? ( ( body.querySelector( FOCUSABLE ) as HTMLElement | null ) ??
			( closeButton.hidden ? null : closeButton ) )
		: null;
	if ( first && ! ( isTouch && first.matches( TEXT_FIELD ) ) ) {
		first.focus();
		return;
	}
	dialog.tabIndex = -1;
	dialog.focus();
}
