/**
 * A number field of the "Motion effects" panel: a number out of its bounds is brought within
 * them, and the panel is told so it can say what changed.
 */
import { TextControl } from '@wordpress/components';
import { sprintf, __ } from '@wordpress/i18n';

import { clampTyped } from './settings';

/**
 * The field.
 *
 * @param props          Props.
 * @param props.label    Its label.
 * @param props.value    The number.
 * @param props.min      Smallest.
 * @param props.max      Largest.
 * @param props.step     Step.
 * @param props.onChange Called with the number, within bounds.
 * @param props.onClamp  Called with what to say when the number typed was out of bounds.
 */
export function MotionNumber( {
	label,
	value,
	min,
	max,
	step = 1,
	onChange,
	onClamp,
}: {
	label: string;
	value: number;
	min: number;
	max: number;
	step?: number;
	onChange: ( value: number ) => void;
	onClamp: ( message: string ) => void;
} ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			type="number"
			label={ label }
			min={ min }
			max={ max }
			step={ step }
			value={ String( value ) }
			onChange={ ( text: string ) => {
				const clamped = clampTyped( text, min, max );
				if ( ! clamped ) {
					return;
				}
				if ( clamped.typed !== undefined ) {
					onClamp(
						sprintf(
							/* translators: 1: a field's name, 2: the number typed, 3: smallest, 4: largest, 5: the number kept. */
							__(
								'%1$s: %2$s is outside %3$s–%4$s, so it is %5$s.',
								'frontage'
							),
							label,
							String( clamped.typed ),
							String( min ),
							String( max ),
							String( clamped.value )
						)
					);
				}
				onChange( clamped.value );
			} }
		/>
	);
}
