/**
 * The Counter block's view script: when a counter is first seen, a copy of its number, hidden
 * from screen readers, counts up over the real one (which the server printed and which stays
 * in place, unseen, for screen readers and for the layout), then gives way to it. Under
 * reduced motion, nothing runs: the final number shows at once (docs/widgets.md "Counter").
 */
import { valueAt } from '../../src/motion/widgets/count-up';
import { formatNumber } from '../../src/motion/widgets/format-number';
import { mayAnimate, onceSeen } from '../../src/motion/widgets/seen';

const CLASS = 'wp-block-frontage-counter';

/**
 * Counts one counter up.
 *
 * @param block The block.
 */
function countUp( block: HTMLElement ): void {
	const { start, end, duration, decimals, thousands, point } = block.dataset;
	const value = block.querySelector( `.${ CLASS }__value` );
	const from = Number( start );
	const to = Number( end );
	const ms = Number( duration );
	if ( ! value || ! Number.isFinite( from + to + ms ) ) {
		return;
	}
	const style = {
		decimals: Number( decimals ) || 0,
		thousands: thousands ?? ',',
		point: point ?? '.',
	};
	const copy = document.createElement( 'span' );
	copy.className = `${ CLASS }__run`;
	copy.setAttribute( 'aria-hidden', 'true' );
	copy.textContent = formatNumber( from, style );
	value.append( copy );
	block.classList.add( 'is-counting' );
	let began: number | undefined;
	const frame = ( now: number ) => {
		began ??= now;
		const elapsed = now - began;
		copy.textContent = formatNumber(
			valueAt( from, to, elapsed, ms ),
			style
		);
		if ( elapsed < ms ) {
			requestAnimationFrame( frame );
		} else {
			block.classList.remove( 'is-counting' );
			copy.remove();
		}
	};
	requestAnimationFrame( frame );
}

if ( mayAnimate() ) {
	onceSeen(
		Array.from(
			document.querySelectorAll< HTMLElement >( `.${ CLASS }[data-end]` )
		),
		countUp
	);
}
