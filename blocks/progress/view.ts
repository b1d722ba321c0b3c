/**
 * The Progress block's view script: each bar, printed filled by the server, empties until it is
 * first seen, then fills (the transition is in style.scss). Under reduced motion, nothing runs:
 * the bars stay filled (docs/widgets.md "Progress").
 */
import { mayAnimate, onceSeen } from '../../src/motion/widgets/seen';

if ( mayAnimate() ) {
	const bars = Array.from(
		document.querySelectorAll< HTMLElement >(
			'.wp-block-frontage-progress'
		)
	);
	bars.forEach( ( bar ) => bar.classList.add( 'is-waiting' ) );
	onceSeen( bars, ( bar ) =>
		requestAnimationFrame( () => bar.classList.remove( 'is-waiting' ) )
	);
}
