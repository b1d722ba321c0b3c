/**
 * A category's settings (name, place, who may see it, how its files are ordered) and its
 * deletion, which says first where its files and sub-categories go.
 */
import {
	Button,
	CheckboxControl,
	Modal,
	Notice,
	RadioControl,
	SelectControl,
	Spinner,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import {
	countFiles,
	deleteCategory,
	updateCategory,
	type CategoryInput,
} from './api';
import { categoryName, categoryOptions } from './category-options';
import { childrenOf, descendantIds } from './category-tree';
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

interface SettingsDraft {
	name: string;
	description: string;
	parent: number;
	visibility: Visibility;
	roles: string[];
	orderField: string;
	orderDesc: boolean;
}

/**
 * The form's values for a category.
 *
 * @param category The category.
 * @return The draft.
 */
function draftOf( category: Category ): SettingsDraft {
	const ordering = category.ordering || 'title';
	return {
		name: category.name,
		description: category.description ?? '',
		parent: category.parent,
		visibility: category.visibility ?? 'public',
		roles: category.roles ?? [],
		orderField: ordering.replace( /-desc$/, '' ),
		orderDesc: ordering.endsWith( '-desc' ),
	};
}

/**
 * Only the fields that changed, so a save touches nothing else.
 *
 * @param category   The category as stored.
 * @param draft      The form.
 * @param categories The flat list, for a new position under a new parent.
 * @return The PUT body.
 */
function changes(
	category: Category,
	draft: SettingsDraft,
	categories: Category[]
): CategoryInput {
	const before = draftOf( category );
	const input: CategoryInput = {};
	if ( draft.name.trim() !== before.name ) {
		input.name = draft.name.trim();
	}
	if ( draft.description !== before.description ) {
		input.description = draft.description;
	}
	if ( draft.parent !== before.parent ) {
		input.parent = draft.parent;
		// Last among its new siblings.
		input.position = childrenOf( categories, draft.parent )
			.filter( ( c ) => c.id !== category.id )
			.reduce( ( last, c ) => Math.max( last, c.position + 1 ), 0 );
	}
	if ( draft.visibility !== before.visibility ) {
		input.visibility = draft.visibility;
	}
	if (
		draft.visibility === 'roles' &&
		draft.roles.slice().sort().join() !== before.roles.slice().sort().join()
	) {
		input.roles = draft.roles;
	}
	const ordering = draft.orderField + ( draft.orderDesc ? '-desc' : '' );
	if ( ordering !== ( category.ordering || 'title' ) ) {
		input.ordering = ordering;
	}
	return input;
}

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
	const set = ( change: Partial< SettingsDraft > ) =>
		setDraft( ( current ) => ( { ...current, ...change } ) );

	const save = async () => {
		if ( ! draft.name.trim() ) {
			setError( __( 'A category needs a name.', 'frontage' ) );
			return;
		}
		if ( draft.visibility === 'roles' && ! draft.roles.length ) {
			setError(
				__(
					'Choose at least one role, or another visibility.',
					'frontage'
				)
			);
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
				<div className="frontage-files__ordering">
					<SelectControl
						label={ __( 'Order its files by', 'frontage' ) }
						value={ draft.orderField }
						options={ ORDER_FIELDS }
						onChange={ ( orderField: string ) =>
							set( { orderField } )
						}
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
 * What deleting a category will do, in words.
 *
 * @param files      Its files (null while counting).
 * @param children   Its sub-categories.
 * @param parentName Where they go: the parent's name, or null for the top level.
 * @return The sentences.
 */
function consequences(
	files: number | null,
	children: number,
	parentName: string | null
): string[] {
	const lines: string[] = [];
	if ( files === null ) {
		return lines;
	}
	if ( files > 0 ) {
		lines.push(
			parentName
				? sprintf(
						/* translators: 1: number of files, 2: parent category name. */
						_n(
							'Its %1$d file will move to “%2$s”.',
							'Its %1$d files will move to “%2$s”.',
							files,
							'frontage'
						),
						files,
						parentName
					)
				: sprintf(
						/* translators: %d: number of files. */
						_n(
							'Its %d file will stay in the library without a category.',
							'Its %d files will stay in the library without a category.',
							files,
							'frontage'
						),
						files
					)
		);
	}
	if ( children > 0 ) {
		lines.push(
			parentName
				? sprintf(
						/* translators: 1: number of sub-categories, 2: parent category name. */
						_n(
							'Its %1$d sub-category will move to “%2$s”.',
							'Its %1$d sub-categories will move to “%2$s”.',
							children,
							'frontage'
						),
						children,
						parentName
					)
				: sprintf(
						/* translators: %d: number of sub-categories. */
						_n(
							'Its %d sub-category will move to the top level.',
							'Its %d sub-categories will move to the top level.',
							children,
							'frontage'
						),
						children
					)
		);
	}
	if ( ! files && ! children ) {
		lines.push(
			__( 'It holds no files and no sub-categories.', 'frontage' )
		);
	}
	lines.push( __( 'No file is deleted.', 'frontage' ) );
	return lines;
}

export function DeleteCategoryDialog( {
	category,
	categories,
	onClose,
	onDeleted,
}: {
	category: Category;
	categories: Category[];
	onClose: () => void;
	onDeleted: ( message: string ) => void;
} ) {
	const [ files, setFiles ] = useState< number | null >( null );
	const [ countError, setCountError ] = useState< string | null >( null );
	const [ deleting, setDeleting ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const children = childrenOf( categories, category.id ).length;
	const parentName = category.parent
		? categoryName( categories, category.parent )
		: null;

	useEffect( () => {
		let current = true;
		countFiles( category.id )
			.then( ( count ) => current && setFiles( count ) )
			.catch( ( caught: unknown ) => {
				if ( current ) {
					// Fall back on the stored count; the deletion moves every file either way.
					setFiles( category.count ?? 0 );
					setCountError(
						apiErrorMessage(
							caught,
							__( 'The server could not be reached.', 'frontage' )
						)
					);
				}
			} );
		return () => {
			current = false;
		};
	}, [ category.id, category.count ] );

	const confirm = async () => {
		setDeleting( true );
		setError( null );
		try {
			const result = await deleteCategory( category.id );
			const movedFiles = result?.moved_files ?? files ?? 0;
			const movedCategories = result?.moved_categories ?? children;
			const where = parentName
				? `“${ parentName }”`
				: __( 'the top level', 'frontage' );
			onDeleted(
				[
					sprintf(
						/* translators: %s: category name. */
						__( 'Category “%s” deleted.', 'frontage' ),
						category.name
					),
					movedFiles
						? sprintf(
								/* translators: 1: number of files, 2: where they went. */
								_n(
									'%1$d file moved to %2$s.',
									'%1$d files moved to %2$s.',
									movedFiles,
									'frontage'
								),
								movedFiles,
								where
							)
						: '',
					movedCategories
						? sprintf(
								/* translators: 1: number of sub-categories, 2: where they went. */
								_n(
									'%1$d sub-category moved to %2$s.',
									'%1$d sub-categories moved to %2$s.',
									movedCategories,
									'frontage'
								),
								movedCategories,
								where
							)
						: '',
				]
					.filter( Boolean )
					.join( ' ' )
			);
		} catch ( caught ) {
			setError(
				apiErrorMessage(
					caught,
					__( 'The server could not be reached.', 'frontage' )
				)
			);
			setDeleting( false );
		}
	};

	return (
		<Modal
			title={ sprintf(
				/* translators: %s: category name. */
				__( 'Delete the category “%s”?', 'frontage' ),
				category.name
			) }
			onRequestClose={ onClose }
			className="frontage-files__dialog"
		>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: the server's error message. */
						__( 'Not deleted: %s', 'frontage' ),
						error
					) }
				</Notice>
			) }
			{ files === null ? (
				<p>
					<Spinner /> { __( 'Counting its files…', 'frontage' ) }
				</p>
			) : (
				<div className="frontage-files__consequences">
					{ consequences( files, children, parentName ).map(
						( line ) => (
							<p key={ line }>{ line }</p>
						)
					) }
					{ countError && (
						<p>
							{ sprintf(
								/* translators: %s: the server's error message. */
								__(
									'(Its files could not be counted: %s)',
									'frontage'
								),
								countError
							) }
						</p>
					) }
				</div>
			) }
			<div className="frontage-files__dialog-actions">
				<Button variant="tertiary" onClick={ onClose }>
					{ __( 'Cancel', 'frontage' ) }
				</Button>
				<Button
					variant="primary"
					isDestructive
					isBusy={ deleting }
					disabled={ deleting || files === null }
					onClick={ confirm }
				>
					{ __( 'Delete category', 'frontage' ) }
				</Button>
			</div>
		</Modal>
	);
}
