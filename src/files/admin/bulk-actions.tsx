/**
 * The bulk actions' controls: the bar shown while files are selected (count, move to a
 * category, delete) and the confirmation before deleting. Their state is useBulkActions.
 */
import { Button, Modal, SelectControl } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

import { categoryOptions } from './category-options';
import type { Category, FileRecord } from './types';
import type { BulkActions } from './use-bulk-actions';

/** The delete confirmation names this many files, then says how many more. */
const LISTED_FOR_DELETE = 10;

/**
 * The bar of bulk actions for the selected files.
 *
 * @param props            Component props.
 * @param props.count      How many files are selected.
 * @param props.categories The flat list (where to move).
 * @param props.actions    The actions and their state.
 */
export function BulkActionsBar( {
	count,
	categories,
	actions,
}: {
	count: number;
	categories: Category[];
	actions: BulkActions;
} ) {
	const { moveTarget, busy, confirmDelete } = actions;
	return (
		<div
			className="frontage-files__bulk"
			role="group"
			aria-label={ __( 'Bulk actions', 'frontage' ) }
		>
			<span className="frontage-files__bulk-count">
				{ sprintf(
					/* translators: %d: number of selected files. */
					_n(
						'%d file selected',
						'%d files selected',
						count,
						'frontage'
					),
					count
				) }
			</span>
			<SelectControl
				label={ __( 'Move selected files to', 'frontage' ) }
				value={ moveTarget }
				options={ [
					{
						value: '',
						label: __( 'Choose a category…', 'frontage' ),
						disabled: true,
					},
					...categoryOptions(
						categories,
						__( '(no category)', 'frontage' )
					),
				] }
				onChange={ ( value: string ) => actions.setMoveTarget( value ) }
				__nextHasNoMarginBottom
			/>
			<Button
				variant="secondary"
				onClick={ actions.bulkMove }
				disabled={ busy || moveTarget === '' }
				isBusy={ busy && ! confirmDelete }
			>
				{ __( 'Move', 'frontage' ) }
			</Button>
			<Button
				variant="secondary"
				isDestructive
				onClick={ () => actions.setConfirmDelete( true ) }
				disabled={ busy }
			>
				{ __( 'Delete selected files', 'frontage' ) }
			</Button>
		</div>
	);
}

/**
 * "Delete n files?": what deleting does, the first files' titles, cancel or delete.
 *
 * @param props               Component props.
 * @param props.selectedFiles The files to delete.
 * @param props.actions       The actions and their state.
 */
export function DeleteFilesDialog( {
	selectedFiles,
	actions,
}: {
	selectedFiles: FileRecord[];
	actions: BulkActions;
} ) {
	const { busy } = actions;
	return (
		<Modal
			title={ sprintf(
				/* translators: %d: number of files. */
				_n(
					'Delete %d file?',
					'Delete %d files?',
					selectedFiles.length,
					'frontage'
				),
				selectedFiles.length
			) }
			onRequestClose={ () => ! busy && actions.setConfirmDelete( false ) }
			className="frontage-files__dialog"
		>
			<p>
				{ __(
					'These files and their stored bytes are deleted for good; their download links stop working. This cannot be undone.',
					'frontage'
				) }
			</p>
			<ul className="frontage-files__delete-list">
				{ selectedFiles.slice( 0, LISTED_FOR_DELETE ).map( ( file ) => (
					<li key={ file.id }>{ file.title }</li>
				) ) }
				{ selectedFiles.length > LISTED_FOR_DELETE && (
					<li>
						{ sprintf(
							/* translators: %d: number of further files. */
							__( 'and %d more', 'frontage' ),
							selectedFiles.length - LISTED_FOR_DELETE
						) }
					</li>
				) }
			</ul>
			<div className="frontage-files__dialog-actions">
				<Button
					variant="tertiary"
					onClick={ () => actions.setConfirmDelete( false ) }
					disabled={ busy }
				>
					{ __( 'Cancel', 'frontage' ) }
				</Button>
				<Button
					variant="primary"
					isDestructive
					isBusy={ busy }
					disabled={ busy }
					onClick={ actions.bulkDelete }
				>
					{ __( 'Delete files', 'frontage' ) }
				</Button>
			</div>
		</Modal>
	);
}
