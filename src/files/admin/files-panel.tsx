/**
 * The selected category's files: upload (pick or drop, many at once), the table, sort, search,
 * pages, edit and replace one file, move or delete many. In the insert modal's frame, insert
 * buttons for a file, the category and the search; people who may not manage the library only
 * browse and insert.
 */
import {
	Button,
	DropZone,
	FormFileUpload,
	Modal,
	Notice,
	SelectControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { deleteFile, fetchFiles, updateFile, type FilesQuery } from './api';
import { runBatch, type BatchResult } from './batch';
import { categoryName, categoryOptions } from './category-options';
import { FileEditDialog } from './file-edit-dialog';
import { categoryOf } from './file-form';
import {
	insertCategoryMessage,
	insertFileMessage,
	insertSearchMessage,
	type InsertChoice,
} from '../insert-messages';
import type { InsertButtons } from './insert-options';
import { formatSize } from '../format-size';
import { formatDate } from './format';
import type { Notify } from './notices';
import type { Category, FileRecord } from './types';
import { UploadList, type Uploads } from './uploads';

const PER_PAGE = 50;

/** Columns the list can be sorted by, as the API names the fields. */
type SortField =
	'title' | 'type' | 'size' | 'version' | 'updated' | 'downloads';

/** The insert buttons to show (none outside the insert modal), and where a choice goes. */
export interface InsertControls extends InsertButtons {
	send: ( choice: InsertChoice ) => void;
}

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
}

interface ListState {
	files: FileRecord[];
	total: number;
	totalPages: number;
	loading: boolean;
	error: string | null;
}

/**
 * The label of a status.
 *
 * @param status The API's status.
 * @return The word to show.
 */
function statusLabel( status: string ): string {
	return status === 'private'
		? __( 'Private', 'frontage' )
		: __( 'Published', 'frontage' );
}

/**
 * The sentence for a request that failed.
 *
 * @param error What it rejected with.
 * @return The server's message, or why there is none.
 */
function describe( error: unknown ): string {
	return apiErrorMessage(
		error,
		__( 'The server could not be reached.', 'frontage' )
	);
}

export function FilesPanel( props: FilesPanelProps ) {
	const {
		canManage,
		insert,
		currentFileId,
		category,
		categories,
		version,
		uploads,
		notify,
		onChanged,
	} = props;
	const [ query, setQuery ] = useState<
		Pick< FilesQuery, 'page' | 'orderby' | 'order' | 'search' >
	>( { page: 1, orderby: '', order: 'asc', search: '' } );
	const [ searchText, setSearchText ] = useState( '' );
	const [ list, setList ] = useState< ListState >( {
		files: [],
		total: 0,
		totalPages: 1,
		loading: true,
		error: null,
	} );
	const [ checked, setChecked ] = useState< Set< number > >( new Set() );
	const [ editing, setEditing ] = useState< FileRecord | null >( null );
	const [ confirmDelete, setConfirmDelete ] = useState( false );
	const [ moveTarget, setMoveTarget ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ reloadCount, setReloadCount ] = useState( 0 );
	const request = useRef( 0 );

	// A new category starts on its first page, with nothing selected.
	useEffect( () => {
		setQuery( ( current ) => ( { ...current, page: 1 } ) );
		setChecked( new Set() );
	}, [ category ] );

	// Searching waits for a pause in typing.
	useEffect( () => {
		const timer = window.setTimeout( () => {
			setQuery( ( current ) =>
				current.search === searchText
					? current
					: { ...current, search: searchText, page: 1 }
			);
		}, 300 );
		return () => window.clearTimeout( timer );
	}, [ searchText ] );

	useEffect( () => {
		const id = ++request.current;
		setList( ( current ) => ( { ...current, loading: true } ) );
		fetchFiles( { ...query, category, perPage: PER_PAGE } )
			.then( ( page ) => {
				if ( id !== request.current ) {
					return;
				}
				setList( { ...page, loading: false, error: null } );
				// Selections of files no longer listed go.
				setChecked( ( current ) => {
					const ids = new Set(
						page.files.map( ( file ) => file.id )
					);
					const kept = [ ...current ].filter( ( fileId ) =>
						ids.has( fileId )
					);
					return kept.length === current.size
						? current
						: new Set( kept );
				} );
			} )
			.catch( ( error: unknown ) => {
				if ( id === request.current ) {
					setList( ( current ) => ( {
						...current,
						loading: false,
						error: describe( error ),
					} ) );
				}
			} );
	}, [ category, query, version, reloadCount ] );

	// The insert modal's current file is shown once, where the list first has it.
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

	const reload = () => setReloadCount( ( count ) => count + 1 );
	const changed = () => {
		reload();
		onChanged();
	};

	const title =
		category === 0
			? __( 'All files', 'frontage' )
			: categoryName( categories, category );
	const selectedFiles = list.files.filter( ( file ) =>
		checked.has( file.id )
	);

	const sortBy = ( field: SortField ) =>
		setQuery( ( current ) => ( {
			...current,
			page: 1,
			orderby: field,
			order:
				current.orderby === field && current.order === 'asc'
					? 'desc'
					: 'asc',
		} ) );

	/**
	 * Reports a bulk action: one success notice, one error notice naming each failure.
	 *
	 * @param result  What happened.
	 * @param success The success sentence for n files.
	 * @param failure The sentence before the failures.
	 */
	const report = (
		result: BatchResult,
		success: ( n: number ) => string,
		failure: string
	) => {
		if ( result.done.length ) {
			notify( 'success', success( result.done.length ) );
		}
		if ( result.failed.length ) {
			const names = new Map(
				list.files.map( ( file ) => [ file.id, file.title ] )
			);
			notify(
				'error',
				`${ failure } ${ result.failed
					.map(
						( { id, message } ) =>
							`“${ names.get( id ) ?? id }”: ${ message }`
					)
					.join( ' ' ) }`
			);
		}
		// Failed files stay selected, to retry.
		setChecked( new Set( result.failed.map( ( { id } ) => id ) ) );
	};

	const bulkMove = async () => {
		if ( moveTarget === '' || ! selectedFiles.length ) {
			return;
		}
		const target = Number( moveTarget );
		setBusy( true );
		const result = await runBatch(
			selectedFiles.map( ( file ) => file.id ),
			( id ) => updateFile( id, { category: target } ),
			describe
		);
		setBusy( false );
		const where = target
			? `“${ categoryName( categories, target ) }”`
			: __( 'no category', 'frontage' );
		report(
			result,
			( n ) =>
				sprintf(
					/* translators: 1: number of files, 2: the category they moved to. */
					_n(
						'%1$d file moved to %2$s.',
						'%1$d files moved to %2$s.',
						n,
						'frontage'
					),
					n,
					where
				),
			__( 'Some files were not moved.', 'frontage' )
		);
		setMoveTarget( '' );
		changed();
	};

	const bulkDelete = async () => {
		setBusy( true );
		const result = await runBatch(
			selectedFiles.map( ( file ) => file.id ),
			( id ) => deleteFile( id ),
			describe
		);
		setBusy( false );
		setConfirmDelete( false );
		report(
			result,
			( n ) =>
				sprintf(
					/* translators: %d: number of files. */
					_n(
						'%d file deleted.',
						'%d files deleted.',
						n,
						'frontage'
					),
					n
				),
			__( 'Some files were not deleted.', 'frontage' )
		);
		changed();
	};

	const allChecked =
		list.files.length > 0 && selectedFiles.length === list.files.length;

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
					<div className="frontage-files__upload-area">
						<FormFileUpload
							multiple
							onChange={ ( event ) => {
								const input = event.currentTarget;
								uploads.add(
									Array.from( input.files ?? [] ),
									category
								);
								// The same file can be picked again after a failure.
								input.value = '';
							} }
							render={ ( { openFileDialog } ) => (
								<Button
									variant="primary"
									icon="upload"
									onClick={ openFileDialog }
								>
									{ category
										? sprintf(
												/* translators: %s: category name. */
												__(
													'Upload files to “%s”',
													'frontage'
												),
												title
											)
										: __( 'Upload files', 'frontage' ) }
								</Button>
							) }
						/>
						<span className="frontage-files__hint">
							{ __( 'or drop files here.', 'frontage' ) }
						</span>
						<DropZone
							label={ sprintf(
								/* translators: %s: category name, or "All files". */
								__(
									'Drop files to upload them to “%s”',
									'frontage'
								),
								title
							) }
							onFilesDrop={ ( files: File[] ) =>
								uploads.add( files, category )
							}
						/>
					</div>
					<UploadList uploads={ uploads } />
				</>
			) }

			<div className="frontage-files__list-tools">
				<TextControl
					type="search"
					label={ __( 'Search files', 'frontage' ) }
					value={ searchText }
					onChange={ ( value: string ) => setSearchText( value ) }
					__nextHasNoMarginBottom
				/>
				{ canManage && selectedFiles.length > 0 && (
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
									selectedFiles.length,
									'frontage'
								),
								selectedFiles.length
							) }
						</span>
						<SelectControl
							label={ __( 'Move selected files to', 'frontage' ) }
							value={ moveTarget }
							options={ [
								{
									value: '',
									label: __(
										'Choose a category…',
										'frontage'
									),
									disabled: true,
								},
								...categoryOptions(
									categories,
									__( '(no category)', 'frontage' )
								),
							] }
							onChange={ ( value: string ) =>
								setMoveTarget( value )
							}
							__nextHasNoMarginBottom
						/>
						<Button
							variant="secondary"
							onClick={ bulkMove }
							disabled={ busy || moveTarget === '' }
							isBusy={ busy && ! confirmDelete }
						>
							{ __( 'Move', 'frontage' ) }
						</Button>
						<Button
							variant="secondary"
							isDestructive
							onClick={ () => setConfirmDelete( true ) }
							disabled={ busy }
						>
							{ __( 'Delete selected files', 'frontage' ) }
						</Button>
					</div>
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

			<div className="frontage-files__table-wrap">
				<table className="wp-list-table widefat striped frontage-files__table">
					<caption className="screen-reader-text">
						{ sprintf(
							/* translators: %s: category name. */
							__( 'Files in “%s”', 'frontage' ),
							title
						) }
					</caption>
					<thead>
						<tr>
							{ canManage && (
								<td className="check-column">
									<input
										type="checkbox"
										aria-label={ __(
											'Select all files on this page',
											'frontage'
										) }
										checked={ allChecked }
										disabled={ ! list.files.length }
										onChange={ ( event ) =>
											setChecked(
												event.currentTarget.checked
													? new Set(
															list.files.map(
																( file ) =>
																	file.id
															)
														)
													: new Set()
											)
										}
									/>
								</td>
							) }
							<SortHeader
								field="title"
								label={ __( 'Title', 'frontage' ) }
								query={ query }
								onSort={ sortBy }
							/>
							<SortHeader
								field="type"
								label={ __( 'Type', 'frontage' ) }
								query={ query }
								onSort={ sortBy }
							/>
							<SortHeader
								field="size"
								label={ __( 'Size', 'frontage' ) }
								query={ query }
								onSort={ sortBy }
							/>
							<SortHeader
								field="version"
								label={ __( 'Version', 'frontage' ) }
								query={ query }
								onSort={ sortBy }
							/>
							<SortHeader
								field="updated"
								label={ __( 'Updated', 'frontage' ) }
								query={ query }
								onSort={ sortBy }
							/>
							<SortHeader
								field="downloads"
								label={ __( 'Downloads', 'frontage' ) }
								query={ query }
								onSort={ sortBy }
							/>
							<th scope="col">{ __( 'Status', 'frontage' ) }</th>
						</tr>
					</thead>
					<tbody>
						{ list.files.map( ( file ) => (
							<FileRow
								key={ file.id }
								canManage={ canManage }
								isCurrent={ file.id === currentFileId }
								onInsert={
									insert.file
										? () =>
												insert.send(
													insertFileMessage( {
														id: file.id,
														categoryId:
															categoryOf( file ),
														title: file.title,
													} )
												)
										: undefined
								}
								file={ file }
								categories={ categories }
								showCategory={ category === 0 }
								checked={ checked.has( file.id ) }
								onCheck={ ( on ) =>
									setChecked( ( current ) => {
										const next = new Set( current );
										if ( on ) {
											next.add( file.id );
										} else {
											next.delete( file.id );
										}
										return next;
									} )
								}
								onEdit={ () => setEditing( file ) }
								onReplace={ ( replacement ) =>
									uploads.replace( replacement, file.id )
								}
							/>
						) ) }
						{ ! list.loading && ! list.files.length && (
							<tr>
								<td colSpan={ canManage ? 8 : 7 }>
									{ emptyText( !! query.search, canManage ) }
								</td>
							</tr>
						) }
					</tbody>
				</table>
				{ list.loading && (
					<p className="frontage-files__loading">
						<Spinner /> { __( 'Loading files…', 'frontage' ) }
					</p>
				) }
			</div>

			{ list.totalPages > 1 && (
				<nav
					className="frontage-files__pages"
					aria-label={ __( 'Pages of files', 'frontage' ) }
				>
					<Button
						variant="secondary"
						disabled={ query.page <= 1 }
						onClick={ () =>
							setQuery( ( current ) => ( {
								...current,
								page: current.page - 1,
							} ) )
						}
					>
						{ __( 'Previous page', 'frontage' ) }
					</Button>
					<span>
						{ sprintf(
							/* translators: 1: current page, 2: number of pages, 3: number of files. */
							__( 'Page %1$d of %2$d (%3$d files)', 'frontage' ),
							query.page,
							list.totalPages,
							list.total
						) }
					</span>
					<Button
						variant="secondary"
						disabled={ query.page >= list.totalPages }
						onClick={ () =>
							setQuery( ( current ) => ( {
								...current,
								page: current.page + 1,
							} ) )
						}
					>
						{ __( 'Next page', 'frontage' ) }
					</Button>
				</nav>
			) }

			{ canManage && editing && (
				<FileEditDialog
					file={ editing }
					categories={ categories }
					onClose={ () => setEditing( null ) }
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

			{ canManage && confirmDelete && (
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
					onRequestClose={ () => ! busy && setConfirmDelete( false ) }
					className="frontage-files__dialog"
				>
					<p>
						{ __(
							'These files and their stored bytes are deleted for good; their download links stop working. This cannot be undone.',
							'frontage'
						) }
					</p>
					<ul className="frontage-files__delete-list">
						{ selectedFiles.slice( 0, 10 ).map( ( file ) => (
							<li key={ file.id }>{ file.title }</li>
						) ) }
						{ selectedFiles.length > 10 && (
							<li>
								{ sprintf(
									/* translators: %d: number of further files. */
									__( 'and %d more', 'frontage' ),
									selectedFiles.length - 10
								) }
							</li>
						) }
					</ul>
					<div className="frontage-files__dialog-actions">
						<Button
							variant="tertiary"
							onClick={ () => setConfirmDelete( false ) }
							disabled={ busy }
						>
							{ __( 'Cancel', 'frontage' ) }
						</Button>
						<Button
							variant="primary"
							isDestructive
							isBusy={ busy }
							disabled={ busy }
							onClick={ bulkDelete }
						>
							{ __( 'Delete files', 'frontage' ) }
						</Button>
					</div>
				</Modal>
			) }
		</section>
	);
}

/**
 * What an empty list says.
 *
 * @param searching Whether a search is typed.
 * @param canManage Whether the person can upload.
 * @return The sentence.
 */
function emptyText( searching: boolean, canManage: boolean ): string {
	if ( searching ) {
		return __( 'No files match your search.', 'frontage' );
	}
	return canManage
		? __( 'No files here yet. Upload some above.', 'frontage' )
		: __( 'No files here yet.', 'frontage' );
}

/**
 * The insert modal's buttons for the shown category and the search, at the top of the list so
 * they are found (and reached by Tab) first. Nothing outside the modal.
 *
 * @param props          Component props.
 * @param props.insert   Which buttons show, and where a choice goes.
 * @param props.category The shown category, 0 for all files.
 * @param props.title    Its name.
 */
function InsertBar( {
	insert,
	category,
	title,
}: {
	insert: InsertControls;
	category: number;
	title: string;
} ) {
	if ( ! insert.category && ! insert.search ) {
		return null;
	}
	return (
		<div
			className="frontage-files__insert-bar"
			role="group"
			aria-label={ __( 'Insert', 'frontage' ) }
		>
			{ insert.category && category > 0 && (
				<Button
					variant="primary"
					className="frontage-files__insert-category"
					aria-label={ sprintf(
						/* translators: %s: category name. */
						__( 'Insert this category “%s”', 'frontage' ),
						title
					) }
					onClick={ () =>
						insert.send(
							insertCategoryMessage( {
								id: category,
								name: title,
							} )
						)
					}
				>
					{ __( 'Insert this category', 'frontage' ) }
				</Button>
			) }
			{ insert.category && category === 0 && (
				<span className="frontage-files__hint">
					{ __( 'Choose a category to insert it.', 'frontage' ) }
				</span>
			) }
			{ insert.search && (
				<Button
					variant="secondary"
					onClick={ () => insert.send( insertSearchMessage() ) }
				>
					{ __( 'Insert file search', 'frontage' ) }
				</Button>
			) }
		</div>
	);
}

/**
 * A sortable column header: a button that sorts, and aria-sort on the header.
 *
 * @param props        Component props.
 * @param props.field  The API's field name.
 * @param props.label  The column's name.
 * @param props.query  The list's query (current sort).
 * @param props.onSort Sorts by the field (again: reverses).
 */
function SortHeader( {
	field,
	label,
	query,
	onSort,
}: {
	field: SortField;
	label: string;
	query: Pick< FilesQuery, 'orderby' | 'order' >;
	onSort: ( field: SortField ) => void;
} ) {
	const active = query.orderby === field;
	let sort: 'ascending' | 'descending' | undefined;
	if ( active ) {
		sort = query.order === 'desc' ? 'descending' : 'ascending';
	}
	return (
		<th scope="col" aria-sort={ sort }>
			<Button
				variant="link"
				className="frontage-files__sort"
				onClick={ () => onSort( field ) }
			>
				{ label }
				{ active && (
					<span aria-hidden="true">
						{ query.order === 'desc' ? ' ↓' : ' ↑' }
					</span>
				) }
			</Button>
		</th>
	);
}

/**
 * One file's row.
 *
 * @param props              Component props.
 * @param props.canManage    Whether it can be selected, edited and replaced.
 * @param props.isCurrent    The insert modal's current file.
 * @param props.onInsert     Inserts it (the insert modal); no button without it.
 * @param props.file         The file.
 * @param props.categories   The flat list (for the category's name under "All files").
 * @param props.showCategory Show which category the file is in.
 * @param props.checked      Selected for a bulk action.
 * @param props.onCheck      Selects or deselects it.
 * @param props.onEdit       Opens the edit dialog.
 * @param props.onReplace    Queues new bytes for it.
 */
function FileRow( {
	canManage,
	isCurrent,
	onInsert,
	file,
	categories,
	showCategory,
	checked,
	onCheck,
	onEdit,
	onReplace,
}: {
	canManage: boolean;
	isCurrent: boolean;
	onInsert?: () => void;
	file: FileRecord;
	categories: Category[];
	showCategory: boolean;
	checked: boolean;
	onCheck: ( on: boolean ) => void;
	onEdit: () => void;
	onReplace: ( file: File ) => void;
} ) {
	const categoryId = categoryOf( file );
	return (
		<tr
			id={ `frontage-files-file-${ file.id }` }
			className={
				[ checked ? 'is-checked' : '', isCurrent ? 'is-current' : '' ]
					.filter( Boolean )
					.join( ' ' ) || undefined
			}
			aria-current={ isCurrent ? 'true' : undefined }
		>
			{ canManage && (
				<td className="check-column">
					<input
						type="checkbox"
						aria-label={ sprintf(
							/* translators: %s: file title. */
							__( 'Select “%s”', 'frontage' ),
							file.title
						) }
						checked={ checked }
						onChange={ ( event ) =>
							onCheck( event.currentTarget.checked )
						}
					/>
				</td>
			) }
			<td className="frontage-files__title">
				<strong>{ file.title }</strong>
				{ isCurrent && (
					<span className="frontage-files__badge is-current">
						{ __( 'Current', 'frontage' ) }
					</span>
				) }
				<span className="frontage-files__file-name">
					{ file.name }
					{ showCategory &&
						categoryId > 0 &&
						` · ${ categoryName( categories, categoryId ) }` }
				</span>
				<div className="frontage-files__actions">
					{ onInsert && (
						<Button
							variant="secondary"
							size="small"
							className="frontage-files__insert-file"
							onClick={ onInsert }
							aria-label={ sprintf(
								/* translators: %s: file title. */
								__( 'Insert file “%s”', 'frontage' ),
								file.title
							) }
						>
							{ __( 'Insert file', 'frontage' ) }
						</Button>
					) }
					{ canManage && (
						<>
							<Button
								variant="link"
								onClick={ onEdit }
								aria-label={ sprintf(
									/* translators: %s: file title. */
									__( 'Edit “%s”', 'frontage' ),
									file.title
								) }
							>
								{ __( 'Edit', 'frontage' ) }
							</Button>
							<FormFileUpload
								onChange={ ( event ) => {
									const input = event.currentTarget;
									const picked = input.files?.[ 0 ];
									if ( picked ) {
										onReplace( picked );
									}
									input.value = '';
								} }
								render={ ( { openFileDialog } ) => (
									<Button
										variant="link"
										onClick={ openFileDialog }
										aria-label={ sprintf(
											/* translators: %s: file title. */
											__(
												'Replace the file of “%s”',
												'frontage'
											),
											file.title
										) }
									>
										{ __( 'Replace', 'frontage' ) }
									</Button>
								) }
							/>
						</>
					) }
					{ file.download_url && (
						<a
							href={ file.download_url }
							aria-label={ sprintf(
								/* translators: %s: file title. */
								__( 'Download “%s”', 'frontage' ),
								file.title
							) }
						>
							{ __( 'Download', 'frontage' ) }
						</a>
					) }
				</div>
			</td>
			<td>{ file.ext ? file.ext.toUpperCase() : '' }</td>
			<td>{ formatSize( file.size ) }</td>
			<td>{ file.version }</td>
			<td>{ formatDate( file.updated ) }</td>
			<td>{ file.downloads ?? 0 }</td>
			<td>{ statusLabel( file.status ) }</td>
		</tr>
	);
}
