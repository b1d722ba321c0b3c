/**
 * The blocks' id picker, one component for the File block's file and the File category block's
 * category: a spinner while the list loads, a select of the listed items once it has, and a
 * number field for the id when the list cannot be loaded.
 */
import { SelectControl, Spinner, TextControl } from '@wordpress/components';

import { toId, type PickerOption } from './editor-options';
import type { PickerOptions } from './use-picker-options';

interface IdPickerProps {
	/** The list's loading state (usePickerOptions). */
	items: PickerOptions;
	/** The chosen id, 0 for none. */
	value: number;
	/**
	 * Called with the new id (0 for none or anything that is not an id) and, when it was picked
	 * from the list, its option (plain name, a file's category).
	 */
	onChange: ( id: number, option?: PickerOption ) => void;
	/** The select's label. */
	label: string;
	/** The select's first option, standing for none. */
	placeholder: string;
	/** The number field's label. */
	idLabel: string;
	/** The number field's help: why the list is missing. */
	idHelp: string;
}

/**
 * The picker.
 *
 * @param props             Component props.
 * @param props.items       The list's loading state.
 * @param props.value       The chosen id.
 * @param props.onChange    Called with the new id.
 * @param props.label       The select's label.
 * @param props.placeholder The select's first option.
 * @param props.idLabel     The number field's label.
 * @param props.idHelp      The number field's help.
 */
export function IdPicker( {
	items,
	value,
	onChange,
	label,
	placeholder,
	idLabel,
	idHelp,
}: IdPickerProps ) {
	if ( items.status === 'loading' ) {
		return <Spinner />;
	}
	if ( items.status === 'unavailable' ) {
		return (
			<TextControl
				__nextHasNoMarginBottom
				type="number"
				min={ 0 }
				label={ idLabel }
				help={ idHelp }
				value={ value > 0 ? String( value ) : '' }
				onChange={ ( text ) => onChange( toId( text ) ) }
			/>
		);
	}
	return (
		<SelectControl
			__nextHasNoMarginBottom
			label={ label }
			value={ String( value ) }
			options={ [
				{ value: '0', label: placeholder },
				...items.options.map( ( option ) => ( {
					value: String( option.value ),
					label: option.label,
				} ) ),
			] }
			onChange={ ( text ) => {
				const id = toId( text );
				onChange(
					id,
					items.options.find( ( option ) => option.value === id )
				);
			} }
		/>
	);
}
