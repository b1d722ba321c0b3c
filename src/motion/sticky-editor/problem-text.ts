/**
 * The Sticky panel's notices: what is wrong with the saved setting and what the page does
 * instead (problems() in ../sticky-settings).
 */
import { __, sprintf } from '@wordpress/i18n';

import { problems, type Problem, type RawSticky } from '../sticky-settings';

/**
 * A field's name as the panel labels it.
 *
 * @param field The field.
 */
function fieldName( field: Problem[ 'field' ] ): string {
	return {
		offset: __( 'The offset', 'frontage' ),
		effectsOffset: __( 'The effects offset', 'frontage' ),
		anchorOffset: __( 'The extra space above link targets', 'frontage' ),
		devices: __( 'The devices', 'frontage' ),
	}[ field ];
}

/**
 * One sentence per problem.
 *
 * @param value The saved attribute.
 */
export function problemText( value: RawSticky ): string[] {
	return problems( value ).map( ( problem ) => {
		switch ( problem.kind ) {
			case 'no-device':
				return __(
					'No device is ticked: the block sticks nowhere.',
					'frontage'
				);
			case 'negative':
				return sprintf(
					/* translators: 1: a field's name, 2: the number used instead. */
					__(
						'%1$s cannot be negative: the page uses %2$s px.',
						'frontage'
					),
					fieldName( problem.field ),
					String( problem.used ?? 0 )
				);
			case 'too-large':
				return sprintf(
					/* translators: 1: a field's name, 2: the largest number, used instead. */
					__(
						'%1$s is too large: the page uses the largest allowed, %2$s px.',
						'frontage'
					),
					fieldName( problem.field ),
					String( problem.used ?? 0 )
				);
			default:
				return sprintf(
					/* translators: 1: a field's name, 2: the number used instead. */
					__(
						'%1$s is not a number: the page uses %2$s px.',
						'frontage'
					),
					fieldName( problem.field ),
					String( problem.used ?? 0 )
				);
		}
	} );
}
