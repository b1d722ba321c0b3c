/**
 * "Edit file": title, description, tags, category, status, version and custom fields (text or
 * web address). A failed save keeps the dialog open with everything typed. The form's data is
 * file-form.ts; the custom fields are custom-fields-fieldset.tsx.
 */
import {
	Button,
	Modal,
	Notice,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { updateFile } from './api';
import { categoryOptions } from './category-options';
import { CustomFieldsFieldset } from './custom-fields-fieldset';
import { FileHistory } from './file-history';
import {
	draftErrors,
	draftFromFile,
	draftToUpdate,
	fileFacts,
	type FileDraft,
} from './file-form';
import type { Category, FileRecord, FileStatus } from './types';

export function FileEditDialog( {
	file,
	categories,
	onClose,
	onSaved,
	onRestored,
}: {
	file: FileRecord;
	categories: Category[];
	onClose: () => void;
	onSaved: ( file: FileRecord ) => void;
	/**
	 * The file changed elsewhere: an earlier version became the file again (file-history.tsx),
	 * or another editor saved it first (a 409).
	 */
	onRestored?: ( file: FileRecord ) => void;
} ) {
	const [ draft, setDraft ] = useState< FileDraft >( () =>
		draftFromFile( file )
	);
	const [ errors, setErrors ] = useState< string[] >( [] );
	const [ saving, setSaving ] = useState( false );
	const set = ( change: Partial< FileDraft > ) =>
		setDraft( ( current ) => ( { ...current, ...change } ) );

	const save = async () => {
		const problems = draftErrors( draft );
		setErrors( problems );
		if ( problems.length ) {
			return;
		}
		setSaving( true );
		try {
			onSaved(
				await updateFile( file.id, {
					...draftToUpdate( draft ),
					revision: file.revision,
				} )
			);
		} catch ( caught ) {
			// Another editor saved first: nothing was saved, the draft stays; the file as it is
			// now becomes the base, so saving again replaces their changes knowingly.
			const current = conflictCurrent( caught );
			if ( current ) {
				onRestored?.( current );
			}
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
					{ fileFacts( file ) }
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
				<FileEditRow
					draft={ draft }
					categories={ categories }
					set={ set }
				/>
				<CustomFieldsFieldset
					fields={ draft.customFields }
					idPrefix={ `frontage-file-${ file.id }-field` }
					onChange={ ( update ) =>
						setDraft( ( current ) => ( {
							...current,
							customFields: update( current.customFields ),
						} ) )
					}
				/>
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
			<FileHistory
				file={ file }
				onRestored={ ( restored ) => {
					// The restored file brings its own version label back.
					set( { version: restored.version } );
					onRestored?.( restored );
				} }
			/>
		</Modal>
	);
}

/**
 * The row of the file's category, status and version.
 *
 * @param props            Component props.
 * @param props.draft      The form.
 * @param props.categories The flat list.
 * @param props.set        Changes the form.
 */
function FileEditRow( {
	draft,
	categories,
	set,
}: {
	draft: FileDraft;
	categories: Category[];
	set: ( change: Partial< FileDraft > ) => void;
} ) {
	return (
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
						label: __( 'Private (managers only)', 'frontage' ),
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
				onChange={ ( value: string ) => set( { version: value } ) }
				__nextHasNoMarginBottom
			/>
		</div>
	);
}

/**
 * The file as it is now, from the 409 of a save that started from an older revision.
 *
 * @param error What the save threw.
 * @return The current file, or null for any other error.
 */
function conflictCurrent( error: unknown ): FileRecord | null {
	const { code, data } = ( error ?? {} ) as {
		code?: unknown;
		data?: { current?: FileRecord };
	};
	return code === 'frontage_file_changed' && data?.current?.id
		? data.current
		: null;
}
