/**
 * A file's actions under its title in the files list (file-row.tsx): Insert file (the insert
 * modal), Edit and Replace (library managers), Download.
 */
import { Button, FormFileUpload } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type { FileRecord } from './types';

/**
 * Replace: picks new bytes for the file (the input is emptied, so the same file can be picked
 * again).
 *
 * @param props           Component props.
 * @param props.title     The file's title, for the button's label.
 * @param props.onReplace Queues the picked file.
 */
function ReplaceButton( {
	title,
	onReplace,
}: {
	title: string;
	onReplace: ( file: File ) => void;
} ) {
	return (
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
						__( 'Replace the file of “%s”', 'frontage' ),
						title
					) }
				>
					{ __( 'Replace', 'frontage' ) }
				</Button>
			) }
		/>
	);
}

/**
 * The actions.
 *
 * @param props           Component props.
 * @param props.file      The file.
 * @param props.canManage Whether it can be edited and replaced.
 * @param props.onInsert  Inserts it (the insert modal); no button without it.
 * @param props.onEdit    Opens the edit dialog.
 * @param props.onReplace Queues new bytes for it.
 */
export function FileActions( {
	file,
	canManage,
	onInsert,
	onEdit,
	onReplace,
}: {
	file: FileRecord;
	canManage: boolean;
	onInsert?: () => void;
	onEdit: () => void;
	onReplace: ( file: File ) => void;
} ) {
	return (
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
					<ReplaceButton
						title={ file.title }
						onReplace={ onReplace }
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
	);
}
