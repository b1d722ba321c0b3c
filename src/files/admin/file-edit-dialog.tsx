/**
 * "Edit file": title, description, tags, category, status, version and custom fields (text or
 * web address). A failed save keeps the dialog open with everything typed.
 */
import {
	Button,
	Modal,
	Notice,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { updateFile } from './api';
import { categoryOptions } from './category-options';
import {
	draftErrors,
	draftFromFile,
	draftToUpdate,
	type FileDraft,
} from './file-form';
import { formatSize } from '../format-size';
import type { Category, CustomField, FileRecord, FileStatus } from './types';

export function FileEditDialog( {
	file,
	categories,
	onClose,
	onSaved,
}: {
	file: FileRecord;
	categories: Category[];
	onClose: () => void;
	onSaved: ( file: FileRecord ) => void;
} ) {
	const [ draft, setDraft ] = useState< FileDraft >( () =>
		draftFromFile( file )
	);
	const [ errors, setErrors ] = useState< string[] >( [] );
	const [ saving, setSaving ] = useState( false );
	// The custom field to focus after "Add custom field".
	const [ focusField, setFocusField ] = useState< number | null >( null );
	const idPrefix = `frontage-file-${ file.id }-field`;

	const set = ( change: Partial< FileDraft > ) =>
		setDraft( ( current ) => ( { ...current, ...change } ) );
	const setField = ( index: number, change: Partial< CustomField > ) =>
		setDraft( ( current ) => ( {
			...current,
			customFields: current.customFields.map( ( field, i ) =>
				i === index ? { ...field, ...change } : field
			),
		} ) );

	useEffect( () => {
		if ( focusField !== null ) {
			document
				.getElementById( `${ idPrefix }-${ focusField }-label` )
				?.focus();
			setFocusField( null );
		}
	}, [ focusField, idPrefix ] );

	const save = async () => {
		const problems = draftErrors( draft );
		setErrors( problems );
		if ( problems.length ) {
			return;
		}
		setSaving( true );
		try {
			onSaved( await updateFile( file.id, draftToUpdate( draft ) ) );
		} catch ( caught ) {
			setErrors( [
				apiErrorMessage(
					caught,
					__( 'The server could not be reached.', 'frontage' )
				),
			] );
		} finally {
			setSaving( false );
		}
	};

	return (
		<Modal
			title={ sprintf(
				/* translators: %s: file title. */
				__( 'Edit “%s”', 'frontage' ),
				file.title
			) }
			onRequestClose={ onClose }
			className="frontage-files__dialog frontage-files__edit"
		>
			<form
				// Our own checks say what is wrong in words; the browser's bubbles for type="url"
				// would block the submit without them.
				noValidate
				onSubmit={ ( event ) => {
					event.preventDefault();
					save();
				} }
			>
				{ errors.length > 0 && (
					<Notice status="error" isDismissible={ false }>
						<p>{ __( 'Not saved:', 'frontage' ) }</p>
						<ul>
							{ errors.map( ( error ) => (
								<li key={ error }>{ error }</li>
							) ) }
						</ul>
					</Notice>
				) }
				<p className="frontage-files__file-facts">
					{ [
						file.name,
						file.ext?.toUpperCase(),
						formatSize( file.size ),
						sprintf(
							/* translators: %d: file id. */
							__( 'ID %d', 'frontage' ),
							file.id
						),
					]
						.filter( Boolean )
						.join( ' · ' ) }
				</p>
				<TextControl
					label={ __( 'Title', 'frontage' ) }
					value={ draft.title }
					onChange={ ( title: string ) => set( { title } ) }
					__nextHasNoMarginBottom
				/>
				<TextareaControl
					label={ __( 'Description', 'frontage' ) }
					value={ draft.description }
					onChange={ ( description: string ) =>
						set( { description } )
					}
					__nextHasNoMarginBottom
				/>
				<TextControl
					label={ __( 'Tags', 'frontage' ) }
					help={ __( 'Separate tags with commas.', 'frontage' ) }
					value={ draft.tags }
					onChange={ ( tags: string ) => set( { tags } ) }
					__nextHasNoMarginBottom
				/>
				<div className="frontage-files__edit-row">
					<SelectControl
						label={ __( 'Category', 'frontage' ) }
						value={ String( draft.category ) }
						options={ categoryOptions(
							categories,
							__( '(no category)', 'frontage' )
						) }
						onChange={ ( value: string ) =>
							set( { category: Number( value ) } )
						}
						__nextHasNoMarginBottom
					/>
					<SelectControl
						label={ __( 'Status', 'frontage' ) }
						value={ draft.status }
						options={ [
							{
								value: 'publish',
								label: __( 'Published', 'frontage' ),
							},
							{
								value: 'private',
								label: __(
									'Private (managers only)',
									'frontage'
								),
							},
						] }
						onChange={ ( status: string ) =>
							set( { status: status as FileStatus } )
						}
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Version', 'frontage' ) }
						value={ draft.version }
						onChange={ ( value: string ) =>
							set( { version: value } )
						}
						__nextHasNoMarginBottom
					/>
				</div>
				<fieldset className="frontage-files__custom-fields">
					<legend>{ __( 'Custom fields', 'frontage' ) }</legend>
					{ draft.customFields.length === 0 && (
						<p className="frontage-files__hint">
							{ __(
								'Custom fields show under the file as a label and a value, or a label and a link.',
								'frontage'
							) }
						</p>
					) }
					{ draft.customFields.map( ( field, index ) => (
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
										label: __(
											'Link (web address)',
											'frontage'
										),
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
									set( {
										customFields: draft.customFields.filter(
											( _, i ) => i !== index
										),
									} )
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
							set( {
								customFields: [
									...draft.customFields,
									{ label: '', type: 'text', value: '' },
								],
							} );
							setFocusField( draft.customFields.length );
						} }
					>
						{ __( 'Add custom field', 'frontage' ) }
					</Button>
				</fieldset>
				<div className="frontage-files__dialog-actions">
					<Button variant="tertiary" onClick={ onClose }>
						{ __( 'Cancel', 'frontage' ) }
					</Button>
					<Button
						variant="primary"
						type="submit"
						isBusy={ saving }
						disabled={ saving }
					>
						{ __( 'Save', 'frontage' ) }
					</Button>
				</div>
			</form>
		</Modal>
	);
}
