/**
 * One row of the files list: select, title and file name, its actions (insert, edit, replace,
 * download) and its facts.
 */
import { Button, FormFileUpload } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { formatSize } from '../format-size';
import { categoryName } from './category-options';
import { categoryOf } from './file-form';
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
