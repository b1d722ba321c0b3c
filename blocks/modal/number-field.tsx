/**
 * The Modal block's whole-number field (its delay, days, page views and visits).
 */
import { TextControl } from '@wordpress/components';

/**
 * A whole-number field.
 *
 * @param props          Component props.
 * @param props.label    Field label.
 * @param props.help     Help text under it.
 * @param props.value    The number.
 * @param props.minimum  The smallest number allowed.
 * @param props.onChange Receives the new number.
 */
export function NumberField( {
	label,
	help,
	value,
	minimum,
	onChange,
}: {
	label: string;
	help?: string;
	value: number;
	minimum: number;
	onChange: ( value: number ) => void;
} ) {
	return (
		<TextControl
			type="number"
			min={ minimum }
			step={ 1 }
			label={ label }
			help={ help }
			value={ String( value ) }
			onChange={ ( text ) => {
				const number = Number.parseInt( text, 10 );
				if ( ! Number.isNaN( number ) ) {
					onChange( Math.max( minimum, number ) );
				}
			} }
		/>
	);
}
