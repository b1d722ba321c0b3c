/**
 * The "Edit file" form's custom fields: a label, a type (text or web address) and a value each,
 * removed one by one or added at the end (the new field's label gets focus).
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { withFieldChanged, withNewField, withoutField } from './file-form';
import type { CustomField } from './types';

/**
 * The fieldset of custom fields.
 *
 * @param props          Component props.
 * @param props.fields   The fields as typed.
 * @param props.idPrefix Start of the fields' element ids (unique to the file).
 * @param props.onChange Changes the list, given the list as it is then.
 */
export function CustomFieldsFieldset( {
	fields,
	idPrefix,
	onChange,
}: {
	fields: CustomField[];
	idPrefix: string;
	onChange: ( update: ( current: CustomField[] ) => CustomField[] ) => void;
} ) {
	// The custom field to focus after "Add custom field".
	const [ focusField, setFocusField ] = useState< number | null >( null );

	useEffect( () => {
		if ( focusField !== null ) {
			document
				.getElementById( `${ idPrefix }-${ focusField }-label` )
				?.focus();
			setFocusField( null );
		}
	}, [ focusField, idPrefix ] );

	const setField = ( index: number, change: Partial< CustomField > ) =>
		onChange( ( current ) => withFieldChanged( current, index, change ) );

	return (
		<fieldset className="frontage-files__custom-fields">
			<legend>{ __( 'Custom fields', 'frontage' ) }</legend>
			{ fields.length === 0 && (
				<p className="frontage-files__hint">
					{ __(
						'Custom fields show under the file as a label and a value, or a label and a link.',
						'frontage'
					) }
				</p>
			) }
			{ fields.map( ( field, index ) => (
				<div
					className="frontage-files__custom-field"
					// Fields have no id of their own; their order is their identity here.

					key={ index }
					role="group"
					aria-label={ sprintf(
						/* translators: %d: the custom field's number. */
						__( 'Custom field %d', 'frontage' ),
						index + 1
					) }
				>
					<TextControl
						id={ `${ idPrefix }-${ index }-label` }
						label={ __( 'Label', 'frontage' ) }
						value={ field.label }
						onChange={ ( label: string ) =>
							setField( index, { label } )
						}
						__nextHasNoMarginBottom
					/>
					<SelectControl
						label={ __( 'Type', 'frontage' ) }
						value={ field.type }
						options={ [
							{
								value: 'text',
								label: __( 'Text', 'frontage' ),
							},
							{
								value: 'url',
								label: __( 'Link (web address)', 'frontage' ),
							},
						] }
						onChange={ ( type: string ) =>
							setField( index, {
								type: type === 'url' ? 'url' : 'text',
							} )
						}
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={
							field.type === 'url'
								? __( 'Web address', 'frontage' )
								: __( 'Value', 'frontage' )
						}
						type={ field.type === 'url' ? 'url' : 'text' }
						value={ field.value }
						onChange={ ( value: string ) =>
							setField( index, { value } )
						}
						__nextHasNoMarginBottom
					/>
					<Button
						variant="tertiary"
						isDestructive
						onClick={ () =>
							onChange( () => withoutField( fields, index ) )
						}
						aria-label={ sprintf(
							/* translators: %d: the custom field's number. */
							__( 'Remove custom field %d', 'frontage' ),
							index + 1
						) }
					>
						{ __( 'Remove', 'frontage' ) }
					</Button>
				</div>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => {
					onChange( () => withNewField( fields ) );
					setFocusField( fields.length );
				} }
			>
				{ __( 'Add custom field', 'frontage' ) }
			</Button>
		</fieldset>
	);
}
