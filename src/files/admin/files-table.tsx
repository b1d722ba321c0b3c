/**
 * The files list's table: select-all, the sortable column headers, a row per file (file-row.tsx),
 * what an empty list says, and its loading state (aria-busy, a loading row while it has no
 * rows of the shown category yet, rows marked busy while another page or order loads).
 *
 * Each column's cells carry `frontage-files__col-{field}`: where the list is narrow, the optional
 * columns give way to the facts line under the title (_files-list.scss), so nothing is cut.
 */
import { Button, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { insertFileMessage } from '../insert-messages';
import { draggedFiles, writeFilesDrag } from './file-drag';
import { FileRow } from './file-row';
import { categoryOf } from './file-form';
import {
	toggledSelection,
	wholePageSelection,
	type ListQuery,
	type SortField,
} from './files-list-state';
import type { InsertControls } from './insert-bar';
import type { Category, FileRecord } from './types';

/**
 * The sortable columns in their order, with their names.
 *
 * @return The columns.
 */
function sortColumns(): Array< { field: SortField; label: string } > {
	return [
		{ field: 'title', label: __( 'Title', 'frontage' ) },
		{ field: 'type', label: __( 'Type', 'frontage' ) },
		{ field: 'size', label: __( 'Size', 'frontage' ) },
		{ field: 'version', label: __( 'Version', 'frontage' ) },
		{ field: 'updated', label: __( 'Updated', 'frontage' ) },
		{ field: 'downloads', label: __( 'Downloads', 'frontage' ) },
	];
}

export interface FilesTableProps {
	canManage: boolean;
	insert: InsertControls;
	currentFileId: number;
	/** The shown category, 0 for all files (rows then name their category). */
	category: number;
	/** Its name, for the caption. */
	title: string;
	categories: Category[];
	files: FileRecord[];
	loading: boolean;
	query: ListQuery;
	onSort: ( field: SortField ) => void;
	checked: Set< number >;
	setChecked: (
		update: Set< number > | ( ( current: Set< number > ) => Set< number > )
	) => void;
	onEdit: ( file: FileRecord ) => void;
	onReplace: ( replacement: File, fileId: number ) => void;
}

/**
 * The table of the shown page of files.
 *
 * @param props Component props.
 */
export function FilesTable( props: FilesTableProps ) {
	const { canManage, insert, files, query, checked, setChecked } = props;
	const allChecked =
		files.length > 0 &&
		files.filter( ( file ) => checked.has( file.id ) ).length ===
			files.length;
	const busy = props.loading;
	return (
		<div className="frontage-files__table-wrap">
			<table
				className={ `wp-list-table widefat striped frontage-files__table${
					busy ? ' is-busy' : ''
				}` }
				aria-busy={ busy ? 'true' : undefined }
			>
				<caption className="screen-reader-text">
					{ sprintf(
						/* translators: %s: category name. */
						__( 'Files in “%s”', 'frontage' ),
						props.title
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
									disabled={ ! files.length }
									onChange={ ( event ) =>
										setChecked(
											wholePageSelection(
												files,
												event.currentTarget.checked
											)
										)
									}
								/>
							</td>
						) }
						{ sortColumns().map( ( { field, label } ) => (
							<SortHeader
								key={ field }
								field={ field }
								label={ label }
								query={ query }
								onSort={ props.onSort }
							/>
						) ) }
						<th scope="col" className="frontage-files__col-status">
							{ __( 'Status', 'frontage' ) }
						</th>
					</tr>
				</thead>
				<tbody>
					{ files.map( ( file ) => (
						<FileRow
							key={ file.id }
							canManage={ canManage }
							isCurrent={ file.id === props.currentFileId }
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
							categories={ props.categories }
							showCategory={ props.category === 0 }
							checked={ checked.has( file.id ) }
							onCheck={ ( on ) =>
								setChecked( ( current ) =>
									toggledSelection( current, file.id, on )
								)
							}
							onEdit={ () => props.onEdit( file ) }
							onReplace={ ( replacement ) =>
								props.onReplace( replacement, file.id )
							}
							onDragStart={
								canManage
									? ( event ) =>
											writeFilesDrag(
												event.dataTransfer,
												draggedFiles(
													file,
													files,
													checked
												)
											)
									: undefined
							}
						/>
					) ) }
					{ ! files.length && (
						<tr>
							<td colSpan={ canManage ? 8 : 7 }>
								{ busy ? (
									<span className="frontage-files__loading">
										<Spinner />{ ' ' }
										{ __( 'Loading files…', 'frontage' ) }
									</span>
								) : (
									emptyText( !! query.search, canManage )
								) }
							</td>
						</tr>
					) }
				</tbody>
			</table>
		</div>
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
	query: Pick< ListQuery, 'orderby' | 'order' >;
	onSort: ( field: SortField ) => void;
} ) {
	const active = query.orderby === field;
	let sort: 'ascending' | 'descending' | undefined;
	if ( active ) {
		sort = query.order === 'desc' ? 'descending' : 'ascending';
	}
	return (
		<th
			scope="col"
			aria-sort={ sort }
			className={ `frontage-files__col-${ field }` }
		>
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
