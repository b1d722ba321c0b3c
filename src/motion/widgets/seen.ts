/**
 * When a widget block is seen, for the counter's and the progress bar's view scripts: once, as
 * a tenth of it enters the viewport (docs/widgets.md), and never under reduced motion.
 */

/** How much of an element is in view before it counts as seen. */
export const SEEN_THRESHOLD = 0.1;

/**
 * Whether the page may animate: the visitor has not asked for less motion, and the browser can
 * tell when an element is seen.
 */
export function mayAnimate(): boolean {
	return (
		'IntersectionObserver' in window &&
		! window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * Calls `run` once for each element, the first time it is seen.
 *
 * @param elements The elements.
 * @param run      What to do.
 */
export function onceSeen< T extends Element >(
	elements: T[],
	run: ( element: T ) => void
): void {
	const observer = new IntersectionObserver(
		( entries ) => {
			for ( const entry of entries ) {
				if ( entry.isIntersecting ) {
					observer.unobserve( entry.target );
					run( entry.target as T );
				}
			}
		},
		{ threshold: SEEN_THRESHOLD }
	);
	elements.forEach( ( element ) => observer.observe( element ) );
}
