/**
 * Tooltips of a menu's links (docs/theme.md "Tooltips"): a link's description, printed by the
 * server as a hidden `role="tooltip"` the link names with `aria-describedby`, shows 90 ms after
 * the pointer or keyboard focus reaches the link; leaving, Escape or a click hides it.
 */

/** Hover or focus time before a tooltip shows, ms. */
export const TOOLTIP_DELAY = 90;

/**
 * Sets up the tooltips of one menu.
 *
 * @param nav The menu.
 */
export function setUpTooltips( nav: HTMLElement ): void {
	let timer = 0;
	let shown: HTMLElement | null = null;

	const tooltipOf = ( target: EventTarget | null ): HTMLElement | null => {
		const link =
			target instanceof Element
				? target.closest( 'a[aria-describedby]' )
				: null;
		const tooltip = link?.nextElementSibling;
		return tooltip instanceof HTMLElement &&
			tooltip.id === link?.getAttribute( 'aria-describedby' )
			? tooltip
			: null;
	};

	const hide = () => {
		clearTimeout( timer );
		if ( shown ) {
			shown.hidden = true;
			shown.style.removeProperty( 'left' );
			shown = null;
		}
	};

	const show = ( event: Event ) => {
		const tooltip = tooltipOf( event.target );
		if ( ! tooltip || tooltip === shown ) {
			return;
		}
		hide();
		timer = window.setTimeout( () => {
			tooltip.hidden = false;
			shown = tooltip;
			// Kept inside the window: moved left by what passes its right edge.
			const box = tooltip.getBoundingClientRect();
			const over = box.right - document.documentElement.clientWidth + 8;
			if ( over > 0 ) {
				tooltip.style.left = `${ Math.max( -box.left, -over ) }px`;
			}
		}, TOOLTIP_DELAY );
	};

	const leave = ( event: Event ) => {
		const related = ( event as FocusEvent ).relatedTarget;
		if ( tooltipOf( event.target ) !== tooltipOf( related ) ) {
			hide();
		}
	};

	nav.addEventListener( 'pointerover', show );
	nav.addEventListener( 'focusin', show );
	nav.addEventListener( 'pointerout', leave );
	nav.addEventListener( 'focusout', leave );
	// At the document, first: a tooltip shown by the pointer closes while focus is elsewhere.
	document.addEventListener(
		'keydown',
		( event ) => {
			if ( event.key === 'Escape' ) {
				const wasShown = !! shown;
				hide();
				if ( wasShown ) {
					event.preventDefault(); // Only the tooltip closes.
				}
			}
		},
		true
	);
	document.addEventListener( 'pointerdown', hide, true );
}
