/**
 * The editor's Notices for what is wrong with a counter's, progress bar's or countdown's
 * settings (problems.ts finds them), each saying what visitors see instead.
 */
import { Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type { Problem } from './problems';

/**
 * A field's name as its control shows it.
 *
 * @param field The attribute.
 */
function fieldName( field: string ): string {
	switch ( field ) {
		case 'start':
			return __( 'Start', 'frontage' );
		case 'end':
			return __( 'End', 'frontage' );
		case 'duration':
			return __( 'Duration', 'frontage' );
		case 'decimals':
			return __( 'Decimals', 'frontage' );
		default:
			return __( 'Value', 'frontage' );
	}
}

/**
 * What is wrong, in the editor's words.
 *
 * @param problem The problem.
 */
export function problemText( problem: Problem ): string {
	switch ( problem.code ) {
		case 'not-a-number':
			return sprintf(
				/* translators: 1: what was typed, 2: a field's name, 3: a number. */
				__(
					'“%1$s” in %2$s is not a number (write digits, with a point for decimals and no separators, e.g. 1234.5): visitors see %3$s.',
					'frontage'
				),
				problem.text,
				fieldName( problem.field ),
				String( problem.reads )
			);
		case 'out-of-range':
			return sprintf(
				/* translators: 1: a field's name, 2: a number. */
				__( '%1$s is out of range: visitors see %2$s.', 'frontage' ),
				fieldName( problem.field ),
				String( problem.reads )
			);
		case 'start-above-end':
			return sprintf(
				/* translators: %s: a number. */
				__(
					'The start is above the end: the counter shows %s without counting up.',
					'frontage'
				),
				String( problem.reads )
			);
		case 'no-label':
			return __(
				'Give the bar a label: it names the bar for everyone, and screen readers hear only “Progress” without one.',
				'frontage'
			);
		case 'no-date':
			return __(
				'Choose the date and time to count down to. Until then, visitors see nothing.',
				'frontage'
			);
		case 'not-a-date':
			return sprintf(
				/* translators: %s: what the block holds. */
				__(
					'“%s” is not a date and time: visitors see nothing. Choose one with the date picker.',
					'frontage'
				),
				problem.text
			);
	}
}

/**
 * The Notices, one per problem.
 *
 * @param props          Component props.
 * @param props.problems The problems.
 */
export function ProblemNotices( { problems }: { problems: Problem[] } ) {
	return (
		<>
			{ problems.map( ( problem, index ) => (
				<Notice
					key={ index }
					status={
						problem.code === 'no-date' ||
						problem.code === 'no-label'
							? 'info'
							: 'warning'
					}
					isDismissible={ false }
				>
					{ problemText( problem ) }
				</Notice>
			) ) }
		</>
	);
}
