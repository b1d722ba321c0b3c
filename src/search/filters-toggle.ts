/**
 * The toggle that slides the extra filters open and closed (docs/search.md). Without JavaScript the
 * filters simply stay open. The slide animates `max-height` from the panel's measured height;
 * with reduced motion asked for, the panel opens and closes at once. A closed panel is `hidden`,
 * so its controls leave the tab order and the accessibility tree.
 */

/** How long the slide takes; style.scss uses the same. */
export const SLIDE_MS = 250;

/**
 * Whether the visitor asked for less motion.
 *
 * @return True to skip animations.
 */
function reducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/** A filters toggle's handle. */
export interface FiltersToggle {
	/** Folds the filters away at once (no slide), as if the toggle had been pressed. */
	close: () => void;
}

/**
 * Wires a filters toggle.
 *
 * @param button The toggle, `aria-expanded` and `aria-controls` set by the server.
 * @return Its handle, or null without its panel.
 */
export function initFiltersToggle(
	button: HTMLButtonElement
): FiltersToggle | null {
	const panel = document.getElementById(
		button.getAttribute( 'aria-controls' ) ?? ''
	);
	if ( ! panel ) {
		return null;
	}
	let open = button.getAttribute( 'aria-expanded' ) !== 'false';
	panel.hidden = ! open;
	// The style drew closed filters closed already (data-closed); `hidden` says so from now on.
	panel.removeAttribute( 'data-closed' );
	let done: ReturnType< typeof setTimeout > | undefined;

	const finish = () => {
		clearTimeout( done );
		panel.classList.remove( 'is-sliding' );
		panel.style.maxHeight = '';
		panel.hidden = ! open;
	};

	button.addEventListener( 'click', () => {
		open = ! open;
		button.setAttribute( 'aria-expanded', String( open ) );
		finish();
		if ( reducedMotion() ) {
			return;
		}
		panel.hidden = false;
		const height = panel.scrollHeight;
		panel.classList.add( 'is-sliding' );
		panel.style.maxHeight = `${ open ? 0 : height }px`;
		// Read layout so the browser starts from the height just set.
		void panel.offsetHeight;
		panel.style.maxHeight = `${ open ? height : 0 }px`;
		// transitionend may never come (a theme without transitions): a timer ends it too.
		done = setTimeout( finish, SLIDE_MS + 50 );
	} );
	panel.addEventListener( 'transitionend', ( event ) => {
		if ( event.target === panel && event.propertyName === 'max-height' ) {
			finish();
		}
	} );
	return {
		close() {
			open = false;
			button.setAttribute( 'aria-expanded', 'false' );
			finish();
		},
	};
}
