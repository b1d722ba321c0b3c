/**
 * The selected category's files: upload (pick or drop, many at once), the table, sort, search,
 * pages, edit and replace one file, move or delete many. In the insert modal's frame, insert
 * buttons for a file, the category and the search; people who may not manage the library only
 * browse and insert.
 *
 * The parts: the list's state (use-files-list.ts), the bulk actions (use-bulk-actions.ts,
 * bulk-actions.tsx), the upload area and drop zone (upload-area.tsx), the table
 * (files-table.tsx, file-row.tsx), the pages (files-pager.tsx).
 */
import { Button, Notice, TextControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { FilesPage } from './api';
import { BulkActionsBar, DeleteFilesDialog } from './bulk-actions';
import { categoryName } from './category-options';
import { FileEditDialog } from './file-edit-dialog';
import { FilesPager } from './files-pager';
import { FilesTable } from './files-table';
import { InsertBar, type InsertControls } from './insert-bar';
import type { Notify } from './notices';
import type { Category, FileRecord } from './types';
import { UploadArea } from './upload-area';
import { UploadList, type Uploads } from './uploads';
import { useBulkActions } from './use-bulk-actions';
import { useFilesList } from './use-files-list';

export interface FilesPanelProps {
	/** Whether files can be uploaded, edited, moved and deleted; without it the list only browses. */
	canManage: boolean;
	insert: InsertControls;
	/** The insert modal's current file, marked in its row; 0 for none. */
	currentFileId: number;
	/** The selected category, 0 for all files. */
	category: number;
	categories: Category[];
	/** Changes when files may have changed elsewhere (uploads, a deleted category). */
	version: number;
	uploads: Uploads;
	notify: Notify;
	/** Files were changed here (counts in the tree follow). */
	onChanged: () => void;
	/** Files on one page of the list. */
	perPage?: number;
	/** The first page of `category` that came with the page (first-answers.ts), if any. */
	firstPage?: FilesPage | null;
}

/**
 * Scrolls the insert modal's current file into view once, where the list first has it.
 *
 * @param currentFileId The file, 0 for none.
 * @param list          The list's state (its rows are looked for after each load).
 * @param list.loading  Whether a page is loading.
 */
function useShowCurrentFile(
	currentFileId: number,
	list: { loading: boolean }
): void {
	const currentShown = useRef( false );
	useEffect( () => {
		if ( currentShown.current || ! currentFileId || list.loading ) {
			return;
		}
		const row = document.getElementById(
			`frontage-files-file-${ currentFileId }`
		);
		if ( row ) {
			currentShown.current = true;
			row.scrollIntoView?.( { block: 'nearest' } );
		}
	}, [ currentFileId, list ] );
}

export function FilesPanel( props: FilesPanelProps ) {
	const { canManage, insert, category, categories, uploads, notify } = props;
	const files = useFilesList(
		category,
		props.version,
		props.perPage,
		props.firstPage
	);
	const { list, query, checked, setChecked, reload } = files;
	const [ editing, setEditing ] = useState< FileRecord | null >( null );
	useShowCurrentFile( props.currentFileId, list );

	const changed = () => {
		reload();
		props.onChanged();
	};
	const title =
		category === 0
			? __( 'All files', 'frontage' )
			: categoryName( categories, category );
	const selectedFiles = list.files.filter( ( file ) =>
		checked.has( file.id )
	);
	const bulk = useBulkActions( {
		files: list.files,
		selectedFiles,
		categories,
		notify,
		setChecked,
		changed,
	} );

	return (
		<section
			className="frontage-files__main"
			aria-labelledby="frontage-files-list-title"
		>
			<div className="frontage-files__main-header">
				<h2 id="frontage-files-list-title">{ title }</h2>
				<InsertBar
					insert={ insert }
					category={ category }
					title={ title }
				/>
			</div>
			{ canManage && (
				<>
					<UploadArea
						category={ category }
						title={ title }
						uploads={ uploads }
					/>
					<UploadList uploads={ uploads } />
				</>
			) }
			<div className="frontage-files__list-tools">
				<TextControl
					type="search"
					label={ __( 'Search files', 'frontage' ) }
					value={ files.searchText }
					onChange={ ( value: string ) =>
						files.setSearchText( value )
					}
					__nextHasNoMarginBottom
				/>
				{ canManage && selectedFiles.length > 0 && (
					<BulkActionsBar
						count={ selectedFiles.length }
						categories={ categories }
						actions={ bulk }
					/>
				) }
			</div>
			{ list.error && (
				<Notice status="error" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: the server's error message. */
						__( 'The files could not be loaded: %s', 'frontage' ),
						list.error
					) }{ ' ' }
					<Button variant="link" onClick={ reload }>
						{ __( 'Try again', 'frontage' ) }
					</Button>
				</Notice>
			) }
			<FilesTable
				canManage={ canManage }
				insert={ insert }
				currentFileId={ props.currentFileId }
				category={ category }
				title={ title }
				categories={ categories }
				files={ list.files }
				loading={ list.loading }
				query={ query }
				onSort={ files.sortBy }
				checked={ checked }
				setChecked={ setChecked }
				onEdit={ setEditing }
				onReplace={ ( replacement, fileId ) =>
					uploads.replace( replacement, fileId )
				}
			/>
			{ list.totalPages > 1 && (
				<FilesPager
					page={ query.page }
					totalPages={ list.totalPages }
					total={ list.total }
					onTurn={ files.turnPage }
				/>
			) }
			{ canManage && editing && (
				<FileEditDialog
					file={ editing }
					categories={ categories }
					onClose={ () => setEditing( null ) }
					onRestored={ ( restored ) => {
						setEditing( restored );
						changed();
					} }
					onSaved={ ( saved ) => {
						setEditing( null );
						notify(
							'success',
							sprintf(
								/* translators: %s: file title. */
								__( '“%s” saved.', 'frontage' ),
								saved.title
							)
						);
						changed();
					} }
				/>
			) }
			{ canManage && bulk.confirmDelete && (
				<DeleteFilesDialog
					selectedFiles={ selectedFiles }
					actions={ bulk }
				/>
			) }
		</section>
	);
}
