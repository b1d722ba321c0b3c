/**
 * A number field that stores numbers: the popup editor's panels and the Modal block's settings.
 * A number outside its limits is brought within them; while the text is no number (empty, half
 * typed) the stored number stays.
 */
import { TextControl } from '@wordpress/components';

import { numberValue } from './number-value';

/**
 * The field.
 *
 * @param props                         Field props.
 * @param props.label                   Its label.
 * @param props.value                   The number.
 * @param props.onChange                Called with the new number.
 * @param props.min                     Smallest value.
 * @param props.max                     Largest value.
 * @param props.step                    Step.
 * @param props.integer                 Whole numbers only.
 * @param props.help                    Help text.
 * @param props.__nextHasNoMarginBottom The field without its bottom margin (the newer style).
 */
export function NumberField( {
	label,
	value,
	onChange,
	min = 0,
	max,
	step = 1,
	integer = false,
	help,
	__nextHasNoMarginBottom,
}: {
	label: string;
	value: number;
	onChange: ( value: number ) => void;
	min?: number;
	max?: number;
	step?: number;
	integer?: boolean;
	help?: string;
	__nextHasNoMarginBottom?: boolean;
} ) {
	return (
		<TextControl
			__nextHasNoMarginBottom={ __nextHasNoMarginBottom }
			type="number"
			label={ label }
			help={ help }
			min={ min }
			max={ max }
			step={ step }
			value={ String( value ) }
			onChange={ ( text ) => {
				const number = numberValue( text, { min, max, integer } );
				if ( number !== null ) {
					onChange( number );
				}
			} }
		/>
	);
}
