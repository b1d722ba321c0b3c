/**
 * The notices after uploads: a replaced file, the files uploaded and the files that failed.
 * Plain functions, unit-tested in upload-messages.test.ts.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/** One notice to give. */
export interface UploadNotice {
	status: 'success' | 'error';
	message: string;
}

/**
 * The notice after a file's bytes were replaced.
 *
 * @param title The file's title.
 * @return The sentence.
 */
export function replacedMessage( title: string ): string {
	return sprintf(
		/* translators: %s: the file's title. */
		__(
			'The file of “%s” was replaced. Its links and download count stay the same.',
			'frontage'
		),
		title
	);
}

/**
 * The notice after some uploads failed.
 *
 * @param failed How many.
 * @return The sentence.
 */
export function uploadsFailedMessage( failed: number ): string {
	return sprintf(
		/* translators: %d: number of files. */
		_n(
			'%d file could not be uploaded. The list of uploads says why.',
			'%d files could not be uploaded. The list of uploads says why.',
			failed,
			'frontage'
		),
		failed
	);
}

/**
 * The notice after files were uploaded.
 *
 * @param done How many.
 * @return The sentence.
 */
export function uploadedMessage( done: number ): string {
	return sprintf(
		/* translators: %d: number of files. */
		_n( '%d file uploaded.', '%d files uploaded.', done, 'frontage' ),
		done
	);
}

/**
 * The notices after a run of uploads ended, in the order they are given: the failures, each
 * replaced file, then how many new files were uploaded.
 *
 * @param done     How many worked (replacements included).
 * @param failed   How many did not.
 * @param replaced The titles of the files whose bytes were replaced.
 * @return The notices; none when nothing happened.
 */
export function uploadRunNotices(
	done: number,
	failed: number,
	replaced: string[]
): UploadNotice[] {
	const notices: UploadNotice[] = [];
	if ( failed ) {
		notices.push( {
			status: 'error',
			message: uploadsFailedMessage( failed ),
		} );
	}
	for ( const title of replaced ) {
		notices.push( {
			status: 'success',
			message: replacedMessage( title ),
		} );
	}
	if ( done > replaced.length ) {
		notices.push( {
			status: 'success',
			message: uploadedMessage( done - replaced.length ),
		} );
	}
	return notices;
}
