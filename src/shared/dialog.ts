/**
 * Keyboard and focus handling for any dialog Frontage shows: the modal block, popups, the
 * language popup. While a dialog is trapped:
 *
 * - focus moves into it, and Tab and Shift+Tab cycle through its focusable elements only;
 * - Escape goes to the dialog's own handler (and never closes a native <dialog> behind its back);
 * - focus that lands outside (a click on the page behind a non-modal container) is brought back;
 * - the page behind does not scroll;
 * - on release, focus returns to the element that opened it.
 *
 * Dialogs stack: a dialog opened from inside another gets the keys until it is released.
 * Plain DOM, no React, so eagerly loaded view scripts can use it.
 */

export interface DialogTrapOptions {
	/**
	 * Called on Escape, unless something inside the dialog handled the key first. The trap
	 * stops the browser's own reaction either way; the handler decides whether to close.
	 */
	onEscape?: ( event: KeyboardEvent ) => void;
	/** What to focus first; the first focusable element inside by default. */
	initialFocus?: HTMLElement | null;
	/**
	 * What to focus on release: the element that was focused when the trap was made, unless
	 * given. Pass the opener when focus has already moved into the dialog.
	 */
	returnFocus?: HTMLElement | null;
	/** Keep the page behind from scrolling (default true). */
	lockScroll?: boolean;
}

export interface DialogTrap {
	/** Ends the trap: restores scrolling and returns focus. Safe to call twice. */
	release: () => void;
}

interface ActiveTrap {
	container: HTMLElement;
	options: DialogTrapOptions;
	returnFocus: HTMLElement | null;
}

/** Elements that can take focus; tabbableElements() filters out the unreachable ones. */
const FOCUSABLE = [
	'a[href]',
	'area[href]',
	'button',
	'input:not([type="hidden"])',
	'select',
	'textarea',
	'iframe',
	'audio[controls]',
	'video[controls]',
	'summary',
	'[contenteditable]:not([contenteditable="false"])',
	'[tabindex]',
].join( ',' );

/** Open traps, innermost last. */
const traps: ActiveTrap[] = [];

/** The page's inline styles before the first scroll lock, restored after the last. */
let savedScrollStyles: { overflow: string; scrollbarGutter: string } | null =
	null;

/**
 * Whether any dialog is trapped now: the modal block opens only when none is (docs/popups.md "The modal block").
 *
 * @return True while a dialog is open.
 */
export function hasOpenDialog(): boolean {
	return traps.length > 0;
}

/**
 * The elements inside a container that Tab reaches, in document order.
 *
 * @param container The dialog.
 * @return Enabled, visible elements without a negative tabindex.
 */
export function tabbableElements( container: HTMLElement ): HTMLElement[] {
	return Array.from(
		container.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( element ) =>
			element.tabIndex >= 0 &&
			! element.matches( ':disabled' ) &&
			! element.closest( '[hidden], [inert]' ) &&
			isRendered( element )
	);
}

/**
 * Traps keyboard focus in a container that has just been shown.
 *
 * @param container The dialog, already visible.
 * @param options   Escape handler, focus and scroll behaviour.
 * @return The trap, to release when the dialog closes.
 */
export function trapDialog(
	container: HTMLElement,
	options: DialogTrapOptions = {}
): DialogTrap {
	const ownerDocument = container.ownerDocument;
	const trap: ActiveTrap = {
		container,
		options,
		returnFocus:
			options.returnFocus !== undefined
				? options.returnFocus
				: asHTMLElement( ownerDocument.activeElement ),
	};

	if ( traps.length === 0 ) {
		ownerDocument.addEventListener( 'keydown', onKeyDown );
		ownerDocument.addEventListener( 'focusin', onFocusIn );
	}
	traps.push( trap );
	if ( options.lockScroll !== false ) {
		lockScroll( ownerDocument );
	}
	focusInside( trap, options.initialFocus );

	let released = false;
	return {
		release() {
			if ( released ) {
				return;
			}
			released = true;
			traps.splice( traps.indexOf( trap ), 1 );
			if ( traps.length === 0 ) {
				ownerDocument.removeEventListener( 'keydown', onKeyDown );
				ownerDocument.removeEventListener( 'focusin', onFocusIn );
			}
			if (
				options.lockScroll !== false &&
				! traps.some( ( open ) => open.options.lockScroll !== false )
			) {
				unlockScroll( ownerDocument );
			}
			returnFocus( trap );
		},
	};
}

/**
 * Escape and Tab, for the innermost dialog.
 *
 * @param event The key event, seen at the document.
 */
function onKeyDown( event: KeyboardEvent ): void {
	const trap = traps[ traps.length - 1 ];
	if ( ! trap || event.defaultPrevented || event.isComposing ) {
		return;
	}
	if ( event.key === 'Escape' ) {
		// Stops a native <dialog> from closing itself, so the owner's handler decides.
		event.preventDefault();
		trap.options.onEscape?.( event );
		return;
	}
	if (
		event.key !== 'Tab' ||
		event.altKey ||
		event.ctrlKey ||
		event.metaKey
	) {
		return;
	}
	const tabbable = tabbableElements( trap.container );
	const first = tabbable[ 0 ];
	const last = tabbable[ tabbable.length - 1 ];
	const active = trap.container.ownerDocument.activeElement;
	const outside = ! trap.container.contains( active );
	if ( ! first || ! last ) {
		event.preventDefault();
		focusContainer( trap.container );
	} else if ( event.shiftKey && ( active === first || outside ) ) {
		event.preventDefault();
		last.focus();
	} else if (
		! event.shiftKey &&
		( active === last || active === trap.container || outside )
	) {
		event.preventDefault();
		first.focus();
	}
}

/**
 * Brings focus back into the innermost dialog when it lands outside it.
 *
 * @param event The focus event, seen at the document.
 */
function onFocusIn( event: FocusEvent ): void {
	const trap = traps[ traps.length - 1 ];
	if (
		trap &&
		event.target instanceof Node &&
		! trap.container.contains( event.target ) &&
		// A native <dialog> that was just closed hands focus back itself before its trap is released.
		isRendered( trap.container )
	) {
		focusInside( trap );
	}
}

/**
 * Moves focus to the given element, else the dialog's first tabbable element, else the dialog.
 *
 * @param trap         The dialog's trap.
 * @param initialFocus The element the owner asked for.
 */
function focusInside( trap: ActiveTrap, initialFocus?: HTMLElement | null ) {
	const target = initialFocus ?? tabbableElements( trap.container )[ 0 ];
	if ( target ) {
		target.focus();
	} else {
		focusContainer( trap.container );
	}
}

/**
 * Focuses the dialog itself, making it focusable by script when it is not.
 *
 * @param container The dialog.
 */
function focusContainer( container: HTMLElement ): void {
	if ( ! container.hasAttribute( 'tabindex' ) ) {
		container.setAttribute( 'tabindex', '-1' );
	}
	container.focus();
}

/**
 * Returns focus to the opener, unless the visitor has meanwhile put it somewhere else on purpose.
 *
 * @param trap The released trap.
 */
function returnFocus( trap: ActiveTrap ): void {
	const target = trap.returnFocus;
	if ( ! target || ! target.isConnected ) {
		return;
	}
	const active = trap.container.ownerDocument.activeElement;
	const focusIsLost =
		! active ||
		active === trap.container.ownerDocument.body ||
		trap.container.contains( active );
	if ( focusIsLost ) {
		target.focus();
	}
}

/**
 * Stops the page from scrolling, keeping the scrollbar's space so nothing shifts sideways.
 *
 * @param ownerDocument The page.
 */
function lockScroll( ownerDocument: Document ): void {
	if ( savedScrollStyles ) {
		return;
	}
	const root = ownerDocument.documentElement;
	const view = ownerDocument.defaultView;
	const hasScrollbar = !! view && view.innerWidth > root.clientWidth;
	savedScrollStyles = {
		overflow: root.style.overflow,
		scrollbarGutter: root.style.getPropertyValue( 'scrollbar-gutter' ),
	};
	root.style.overflow = 'hidden';
	if ( hasScrollbar ) {
		root.style.setProperty( 'scrollbar-gutter', 'stable' );
	}
}

/**
 * Lets the page scroll again, as it did before.
 *
 * @param ownerDocument The page.
 */
function unlockScroll( ownerDocument: Document ): void {
	if ( ! savedScrollStyles ) {
		return;
	}
	const root = ownerDocument.documentElement;
	root.style.overflow = savedScrollStyles.overflow;
	root.style.setProperty(
		'scrollbar-gutter',
		savedScrollStyles.scrollbarGutter
	);
	savedScrollStyles = null;
}

/**
 * Whether an element takes up space on the page. Browsers without checkVisibility() (and jsdom,
 * which has no layout) count every element that is not hidden as rendered.
 *
 * @param element The element.
 * @return False when it or an ancestor is not displayed or is invisible.
 */
function isRendered( element: HTMLElement ): boolean {
	return typeof element.checkVisibility === 'function'
		? element.checkVisibility( { visibilityProperty: true } )
		: true;
}

/**
 * The element, when it is an HTML element.
 *
 * @param element The document's active element.
 * @return It, or null.
 */
function asHTMLElement( element: Element | null ): HTMLElement | null {
	return element instanceof HTMLElement ? element : null;
}
