/**
 * The "New category" form at the top of the category tree.
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { createCategory } from './api';
import { categoryOptions } from './category-options';
import type { CategoryPanelProps } from './category-panel';
import { childrenOf } from './category-tree';

/**
 * Adds a category at the top level unless the owner picks a parent under "Inside" (selecting
 * a category in the tree does not change it: a new category lands where the form says). A
 * failed save keeps the typed name.
 *
 * @param props Component props.
 */
export function AddCategoryForm( props: CategoryPanelProps ) {
	const { categories, onSelect, notify, reload } = props;
	const [ name, setName ] = useState( '' );
	const [ parent, setParent ] = useState( 0 );
	const [ saving, setSaving ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	// A parent that was deleted meanwhile gives way to the top level.
	useEffect( () => {
		if ( parent && ! categories.some( ( c ) => c.id === parent ) ) {
			setParent( 0 );
		}
	}, [ categories, parent ] );

	const submit = async () => {
		if ( ! name.trim() ) {
			setError( __( 'A category needs a name.', 'frontage' ) );
			return;
		}
		setSaving( true );
		setError( null );
		try {
			const created = await createCategory( {
				name: name.trim(),
				parent,
				position: childrenOf( categories, parent ).reduce(
					( last, c ) => Math.max( last, c.position + 1 ),
					0
				),
			} );
			setName( '' );
			notify(
				'success',
				sprintf(
					/* translators: %s: category name. */
					__( 'Category “%s” added.', 'frontage' ),
					created.name
				)
			);
			await reload();
			onSelect( created.id );
		} catch ( caught ) {
			const message = apiErrorMessage(
				caught,
				__( 'The server could not be reached.', 'frontage' )
			);
			setError( message );
			notify(
				'error',
				sprintf(
					/* translators: %s: the server's error message. */
					__( 'The category was not added: %s', 'frontage' ),
					message
				)
			);
		} finally {
			setSaving( false );
		}
	};

	return (
		<form
			className="frontage-files__add-category"
			onSubmit={ ( event ) => {
				event.preventDefault();
				submit();
			} }
		>
			<TextControl
				label={ __( 'New category', 'frontage' ) }
				value={ name }
				onChange={ ( value: string ) => setName( value ) }
				help={ error ?? undefined }
				className={ error ? 'has-error' : undefined }
				__nextHasNoMarginBottom
			/>
			<SelectControl
				label={ __( 'Inside', 'frontage' ) }
				value={ String( parent ) }
				options={ categoryOptions(
					categories,
					__( '(top level)', 'frontage' )
				) }
				onChange={ ( value: string ) => setParent( Number( value ) ) }
				__nextHasNoMarginBottom
			/>
			<Button
				variant="secondary"
				type="submit"
				isBusy={ saving }
				disabled={ saving }
			>
				{ __( 'Add category', 'frontage' ) }
			</Button>
		</form>
	);
}
