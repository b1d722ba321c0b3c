/**
 * Where files are uploaded to the shown category: the upload button (many files at once) and
 * the drop zone over the list.
 */
import { Button, DropZone, FormFileUpload } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type { Uploads } from './uploads';

/**
 * The upload button, its hint and the drop zone.
 *
 * @param props          Component props.
 * @param props.category The shown category, 0 for all files.
 * @param props.title    Its name, or "All files".
 * @param props.uploads  The upload queue.
 */
export function UploadArea( {
	category,
	title,
	uploads,
}: {
	category: number;
	title: string;
	uploads: Uploads;
} ) {
	return (
		<div className="frontage-files__upload-area">
			<FormFileUpload
				multiple
				onChange={ ( event ) => {
					const input = event.currentTarget;
					uploads.add( Array.from( input.files ?? [] ), category );
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
									__( 'Upload files to “%s”', 'frontage' ),
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
					__( 'Drop files to upload them to “%s”', 'frontage' ),
					title
				) }
				onFilesDrop={ ( files: File[] ) =>
					uploads.add( files, category )
				}
			/>
		</div>
	);
}
