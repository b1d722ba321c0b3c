/**
 * Deleting a category: it says first where its files and sub-categories go (its parent, or the
 * top level), then deletes it. The sentences are category-messages.ts.
 */
import { Button, Modal, Notice, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { countFiles, deleteCategory } from './api';
import { categoryDeletedMessage, consequences } from './category-messages';
import { categoryName } from './category-options';
import { childrenOf } from './category-tree';
import type { Category } from './types';

/**
 * Counts a category's files (the stored count, with why, when counting fails).
 *
 * @param category The category.
 * @return Its files (null while counting) and the counting's error, if any.
 */
function useFileCount( category: Category ): {
	files: number | null;
	countError: string | null;
} {
	const [ files, setFiles ] = useState< number | null >( null );
	const [ countError, setCountError ] = useState< string | null >( null );
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
	return { files, countError };
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
	const { files, countError } = useFileCount( category );
	const [ deleting, setDeleting ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const children = childrenOf( categories, category.id ).length;
	const parentName = category.parent
		? categoryName( categories, category.parent )
		: null;

	const confirm = async () => {
		setDeleting( true );
		setError( null );
		try {
			const result = await deleteCategory( category.id );
			onDeleted(
				categoryDeletedMessage(
					category.name,
					parentName,
					result?.moved_files ?? files ?? 0,
					result?.moved_categories ?? children
				)
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
