/**
 * One row of the files list: select, its type's icon (file-type-icon.ts), title and file name,
 * its actions (insert, edit, replace, download: file-actions.tsx) and its facts.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import { formatSize } from '../format-size';
import { categoryName } from './category-options';
import { FileActions } from './file-actions';
import { categoryOf } from './file-form';
import { typeIconClass } from './file-type-icon';
import { formatDate } from './format';
import type { Category, FileRecord } from './types';

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
 * The facts of the columns a narrow list leaves out (_files-list.scss shows those whose columns
 * it hides), under the file's name.
 *
 * @param props      Component props.
 * @param props.file The file.
 */
function FileFacts( { file }: { file: FileRecord } ) {
	const downloads = file.downloads ?? 0;
	return (
		<span className="frontage-files__file-facts">
			<span className="frontage-files__fact-type">
				{ file.ext ? file.ext.toUpperCase() : '' }
			</span>
			<span className="frontage-files__fact-size">
				{ formatSize( file.size ) }
			</span>
			<span className="frontage-files__fact-version">
				{ sprintf(
					/* translators: %s: the file's version. */
					__( 'Version %s', 'frontage' ),
					file.version
				) }
			</span>
			<span className="frontage-files__fact-updated">
				{ sprintf(
					/* translators: %s: a date. */
					__( 'Updated %s', 'frontage' ),
					formatDate( file.updated )
				) }
			</span>
			<span className="frontage-files__fact-downloads">
				{ sprintf(
					/* translators: %d: number of downloads. */
					_n( '%d download', '%d downloads', downloads, 'frontage' ),
					downloads
				) }
			</span>
		</span>
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
 * @param props.onDragStart  Starts dragging it onto the tree; not draggable without it.
 */
export function FileRow( {
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
	onDragStart,
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
	/** Starts dragging it (and the other selected files) onto the category tree. */
	onDragStart?: ( event: React.DragEvent< HTMLElement > ) => void;
} ) {
	const categoryId = categoryOf( file );
	const type = file.ext ? file.ext.toUpperCase() : '';
	const downloads = file.downloads ?? 0;
	return (
		<tr
			id={ `frontage-files-file-${ file.id }` }
			draggable={ onDragStart ? true : undefined }
			onDragStart={
				onDragStart
					? ( event ) => {
							event.dataTransfer.effectAllowed = 'move';
							onDragStart( event );
						}
					: undefined
			}
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
				<span
					className={ typeIconClass( file.type_family ) }
					aria-hidden="true"
				/>
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
				<FileFacts file={ file } />
				<FileActions
					file={ file }
					canManage={ canManage }
					onInsert={ onInsert }
					onEdit={ onEdit }
					onReplace={ onReplace }
				/>
			</td>
			<td className="frontage-files__col-type">{ type }</td>
			<td className="frontage-files__col-size">
				{ formatSize( file.size ) }
			</td>
			<td className="frontage-files__col-version">{ file.version }</td>
			<td className="frontage-files__col-updated">
				{ formatDate( file.updated ) }
			</td>
			<td className="frontage-files__col-downloads">{ downloads }</td>
			<td className="frontage-files__col-status">
				{ statusLabel( file.status ) }
			</td>
		</tr>
	);
}
