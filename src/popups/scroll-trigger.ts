/**
 * The modal's `on_scroll` trigger as a pure state machine: fed scroll positions, it says when the
 * modal should open (docs/popups.md "The modal block", scrolling).
 *
 * - down: when the scroll depth reaches the percentage of the page's scrollable height.
 * - up: when the visitor has scrolled up by more than 20 px since they last scrolled down. The
 *   distance adds up over scroll events, so a slow scroll up counts as much as a flick.
 */

/** docs/popups.md "The modal block": upward movement over this distance counts as scrolling up. */
export const UPWARD_SCROLL_PX = 20;

export interface ScrollPosition {
	/** How far the page is scrolled, in px. */
	top: number;
	/** How far it can scroll: the document's height minus the viewport's. */
	max: number;
}

/**
 * Makes a function to call on every scroll event; it answers true when the modal should open.
 *
 * @param direction  Which way of scrolling opens the modal.
 * @param percentage For `down`: the depth in percent (0–100) that opens it.
 * @return The scroll handler's test.
 */
export function createScrollTrigger(
	direction: 'down' | 'up',
	percentage: number
): ( position: ScrollPosition ) => boolean {
	let previousTop: number | null = null;
	// The lowest point reached since the visitor last scrolled down.
	let lowestTop = 0;

	return ( { top, max } ) => {
		if ( direction === 'down' ) {
			const depth = max > 0 ? ( 100 * top ) / max : 100;
			return depth >= percentage;
		}
		if ( previousTop === null || top > previousTop ) {
			lowestTop = top;
		}
		previousTop = top;
		return lowestTop - top > UPWARD_SCROLL_PX;
	};
}
