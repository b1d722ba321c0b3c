/**
 * What the Carousel block's panel tells the owner is wrong (docs/motion.md "Carousel", "Bad
 * input"), worked out from the settings and the slides: each problem says what visitors will
 * see instead. Pure: the editor hands in the counts.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

export interface CarouselCheck {
	/** Slides in the carousel. */
	slides: number;
	/** The numbers (from 1) of the slides that show nothing. */
	empty: number[];
	/** Slides shown per device, as set. */
	shown: { desktop: number; tablet: number; mobile: number };
	/** Slides moved per press, as set. */
	step: number;
}

/**
 * The problems, as sentences for the owner; none when all is well.
 *
 * @param check The carousel as it is.
 */
export function carouselProblems( check: CarouselCheck ): string[] {
	const problems: string[] = [];
	const visible = check.slides - check.empty.length;
	if ( check.empty.length ) {
		problems.push(
			sprintf(
				/* translators: %s: slide numbers, e.g. "2, 4". */
				_n(
					'Slide %s is empty: visitors will not see it.',
					'Slides %s are empty: visitors will not see them.',
					check.empty.length,
					'frontage'
				),
				check.empty.join( ', ' )
			)
		);
	}
	if ( visible < 2 ) {
		problems.push(
			visible === 0
				? __(
						'The carousel has no slide with content: visitors will see nothing.',
						'frontage'
					)
				: __(
						'A carousel needs two slides or more: with one, visitors see it plainly, without buttons or autoplay.',
						'frontage'
					)
		);
		return problems;
	}
	const devices = [
		[ 'desktop', __( 'Desktop', 'frontage' ) ],
		[ 'tablet', __( 'Tablet', 'frontage' ) ],
		[ 'mobile', __( 'Mobile', 'frontage' ) ],
	] as const;
	for ( const [ key, name ] of devices ) {
		if ( check.shown[ key ] > visible ) {
			problems.push(
				sprintf(
					/* translators: 1: a device, 2: slides shown as set, 3: slides there are. */
					__(
						'%1$s shows %2$d slides but the carousel has %3$d: it will show %3$d, without buttons.',
						'frontage'
					),
					name,
					check.shown[ key ],
					visible
				)
			);
		}
	}
	const most = Math.min(
		visible,
		Math.max( check.shown.desktop, check.shown.tablet, check.shown.mobile )
	);
	if ( check.step > most ) {
		problems.push(
			sprintf(
				/* translators: 1: slides to scroll as set, 2: the most it can be. */
				__(
					'Slides to scroll is %1$d, more than the carousel shows: it will move %2$d at most.',
					'frontage'
				),
				check.step,
				most
			)
		);
	}
	return problems;
}
