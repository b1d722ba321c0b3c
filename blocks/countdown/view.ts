/**
 * The Countdown block's view script: the figures tick each second towards the moment the
 * server printed with its offset (so the visitor's own time zone never matters); at zero the
 * block shows the owner's message, goes, or keeps its zeros (docs/widgets.md "Countdown").
 * Nothing is announced to screen readers: the figures are hidden from them, who get the
 * server's sentence naming the date.
 */
import { timeLeft, unitText } from '../../src/motion/widgets/time-left';

const CLASS = 'wp-block-frontage-countdown';

/**
 * Runs one countdown.
 *
 * @param block The block.
 */
function run( block: HTMLElement ): void {
	const target = Date.parse( block.dataset.target ?? '' );
	const figures = Array.from(
		block.querySelectorAll< HTMLElement >( '[data-unit]' )
	);
	const tick = () => {
		const now = Date.now();
		const left = timeLeft( target, now );
		for ( const figure of figures ) {
			const unit = figure.dataset.unit as keyof typeof left;
			figure.textContent = unitText( unit, Number( left[ unit ] ) );
		}
		if ( ! left.done ) {
			// To the next change of the seconds figure.
			window.setTimeout( tick, ( target - now ) % 1000 || 1000 );
			return;
		}
		const mode = block.dataset.atZero;
		if ( mode === 'hide' ) {
			block.hidden = true;
		} else if ( mode === 'message' ) {
			for ( const part of block.children ) {
				( part as HTMLElement ).hidden = ! part.matches(
					`.${ CLASS }__done`
				);
			}
		}
	};
	tick();
}

document
	.querySelectorAll< HTMLElement >( `.${ CLASS }[data-target]` )
	.forEach( run );
