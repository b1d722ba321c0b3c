/**
 * The gallery's scroll up to its player: 500 ms, eased; at once when the visitor asks for less
 * motion.
 */
import { SCROLL_MS } from './gallery-state';

/**
 * Scrolls the window to a position, resolving when it is there.
 *
 * @param target The vertical position.
 */
export function scrollWindowTo( target: number ): Promise< void > {
	const start = window.scrollY;
	const reduce = window.matchMedia?.(
		'(prefers-reduced-motion: reduce)'
	).matches;
	if ( reduce || start === target ) {
		window.scrollTo( 0, target );
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const began = performance.now();
		const step = ( now: number ) => {
			const progress = Math.min( 1, ( now - began ) / SCROLL_MS );
			const eased = 1 - Math.pow( 1 - progress, 3 );
			window.scrollTo( 0, start + ( target - start ) * eased );
			if ( progress < 1 ) {
				window.requestAnimationFrame( step );
			} else {
				resolve();
			}
		};
		window.requestAnimationFrame( step );
	} );
}
