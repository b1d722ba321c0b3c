/**
 * A category's settings: name, description, place, who may see it, how its files are ordered.
 * The form's data (what it shows, refuses and sends) is category-settings.ts.
 */
import {
	Button,
	CheckboxControl,
	Modal,
	Notice,
	RadioControl,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { updateCategory } from './api';
import { categoryOptions } from './category-options';
import {
	changes,
	draftOf,
	draftProblem,
	type SettingsDraft,
} from './category-settings';
import { descendantIds } from './category-tree';
import type { Category, RoleOption, Visibility } from './types';

/** The fields a category's files can be ordered by, as the server names them. */
const ORDER_FIELDS: Array< { value: string; label: string } > = [
	{ value: 'title', label: __( 'Title', 'frontage' ) },
	{ value: 'created', label: __( 'Date added', 'frontage' ) },
	{ value: 'updated', label: __( 'Date updated', 'frontage' ) },
	{ value: 'size', label: __( 'Size', 'frontage' ) },
	{ value: 'downloads', label: __( 'Downloads', 'frontage' ) },
	{ value: 'type', label: __( 'Type', 'frontage' ) },
	{ value: 'version', label: __( 'Version', 'frontage' ) },
];

/** Changes some of the form's fields. */
type SetDraft = ( change: Partial< SettingsDraft > ) => void;

export function CategorySettingsDialog( {
	category,
	categories,
	roles,
	onClose,
	onSaved,
}: {
	category: Category;
	categories: Category[];
	roles: RoleOption[];
	onClose: () => void;
	onSaved: ( category: Category ) => void;
} ) {
	const [ draft, setDraft ] = useState( () => draftOf( category ) );
	const [ saving, setSaving ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const set: SetDraft = ( change ) =>
		setDraft( ( current ) => ( { ...current, ...change } ) );

	const save = async () => {
		const problem = draftProblem( draft );
		if ( problem ) {
			setError( problem );
			return;
		}
		const input = changes( category, draft, categories );
		if ( ! Object.keys( input ).length ) {
			onClose();
			return;
		}
		setSaving( true );
		setError( null );
		try {
			onSaved( await updateCategory( category.id, input ) );
		} catch ( caught ) {
			// The dialog stays open with everything typed, so the owner can fix and retry.
			setError(
				apiErrorMessage(
					caught,
					__( 'The server could not be reached.', 'frontage' )
				)
			);
		} finally {
			setSaving( false );
		}
	};

	const exclude = descendantIds( categories, category.id ).add( category.id );

	return (
		<Modal
			title={ sprintf(
				/* translators: %s: category name. */
				__( 'Settings of “%s”', 'frontage' ),
				category.name
			) }
			onRequestClose={ onClose }
			className="frontage-files__dialog"
		>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					save();
				} }
			>
				{ error && (
					<Notice status="error" isDismissible={ false }>
						{ sprintf(
							/* translators: %s: the server's error message. */
							__( 'Not saved: %s', 'frontage' ),
							error
						) }
					</Notice>
				) }
				<TextControl
					label={ __( 'Name', 'frontage' ) }
					value={ draft.name }
					onChange={ ( name: string ) => set( { name } ) }
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
				<SelectControl
					label={ __( 'Inside', 'frontage' ) }
					value={ String( draft.parent ) }
					options={ categoryOptions(
						categories,
						__( '(top level)', 'frontage' ),
						exclude
					) }
					onChange={ ( value: string ) =>
						set( { parent: Number( value ) } )
					}
					__nextHasNoMarginBottom
				/>
				<VisibilityFields draft={ draft } roles={ roles } set={ set } />
				<OrderingFields draft={ draft } set={ set } />
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

/**
 * Who may see the category's files: everyone, logged-in visitors, or the roles ticked below.
 *
 * @param props       Component props.
 * @param props.draft The form.
 * @param props.roles The site's roles.
 * @param props.set   Changes the form.
 */
function VisibilityFields( {
	draft,
	roles,
	set,
}: {
	draft: SettingsDraft;
	roles: RoleOption[];
	set: SetDraft;
} ) {
	return (
		<>
			<RadioControl
				label={ __( 'Who may see its files', 'frontage' ) }
				selected={ draft.visibility }
				options={ [
					{
						value: 'public',
						label: __( 'Everyone', 'frontage' ),
					},
					{
						value: 'logged_in',
						label: __( 'Logged-in visitors', 'frontage' ),
					},
					{
						value: 'roles',
						label: __( 'Only these roles', 'frontage' ),
					},
				] }
				onChange={ ( visibility ) =>
					set( { visibility: visibility as Visibility } )
				}
			/>
			{ draft.visibility === 'roles' && (
				<fieldset className="frontage-files__roles">
					<legend>{ __( 'Roles', 'frontage' ) }</legend>
					{ roles.map( ( role ) => (
						<CheckboxControl
							key={ role.slug }
							label={ role.name }
							checked={ draft.roles.includes( role.slug ) }
							onChange={ ( checked: boolean ) =>
								set( {
									roles: checked
										? [ ...draft.roles, role.slug ]
										: draft.roles.filter(
												( r ) => r !== role.slug
											),
								} )
							}
							__nextHasNoMarginBottom
						/>
					) ) }
				</fieldset>
			) }
		</>
	);
}

/**
 * How the category's files are ordered: the field and the direction.
 *
 * @param props       Component props.
 * @param props.draft The form.
 * @param props.set   Changes the form.
 */
function OrderingFields( {
	draft,
	set,
}: {
	draft: SettingsDraft;
	set: SetDraft;
} ) {
	return (
		<div className="frontage-files__ordering">
			<SelectControl
				label={ __( 'Order its files by', 'frontage' ) }
				value={ draft.orderField }
				options={ ORDER_FIELDS }
				onChange={ ( orderField: string ) => set( { orderField } ) }
				__nextHasNoMarginBottom
			/>
			<SelectControl
				label={ __( 'Direction', 'frontage' ) }
				value={ draft.orderDesc ? 'desc' : 'asc' }
				options={ [
					{
						value: 'asc',
						label: __( 'Ascending', 'frontage' ),
					},
					{
						value: 'desc',
						label: __( 'Descending', 'frontage' ),
					},
				] }
				onChange={ ( value: string ) =>
					set( { orderDesc: value === 'desc' } )
				}
				__nextHasNoMarginBottom
			/>
		</div>
	);
}
