/**
 * A field for a widget block's number attribute that keeps what was typed when it is no number
 * (so the block's Notice can say what is wrong with it) and stores a number when it is one.
 */
import { TextControl } from '@wordpress/components';

import { readNumber } from './problems';

/**
 * The field.
 *
 * @param props          Field props.
 * @param props.label    Its label.
 * @param props.help     Help text.
 * @param props.value    The attribute (a number, or the text typed).
 * @param props.onChange Called with a number, or the text when it is no number.
 */
export function NumberTextField( {
	label,
	help,
	value,
	onChange,
}: {
	label: string;
	help?: string;
	value: unknown;
	onChange: ( value: number | string ) => void;
} ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			inputMode="decimal"
			value={
				value === undefined || value === null ? '' : String( value )
			}
			onChange={ ( text: string ) =>
				onChange( readNumber( text ) ?? text )
			}
		/>
	);
}
