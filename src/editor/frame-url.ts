/**
 * The insert modal frame's address (docs/editor.md "The contract"): admin.php?page=wpfd&noheader=1&caninsert=1,
 * with the page-builder flag, the mode and the current choice when there are any.
 */
import type { InsertModalOptions } from './types';

/**
 * The frame's address.
 *
 * @param base    `wpfdInsertVars.frameUrl`, which already carries page, noheader and caninsert.
 * @param options How the modal was opened.
 * @return The address, absolute when `base` is.
 */
export function frameUrl(
	base: string,
	options: Pick<
		InsertModalOptions,
		'mode' | 'pageBuilder' | 'fileId' | 'categoryId'
	>
): string {
	const url = new URL( base, 'http://relative.invalid' );
	url.searchParams.set( 'page', 'wpfd' );
	url.searchParams.set( 'noheader', '1' );
	url.searchParams.set( 'caninsert', '1' );
	if ( options.pageBuilder ) {
		url.searchParams.set( 'pagebuilder', '1' );
	}
	if ( options.mode === 'file' || options.mode === 'category' ) {
		url.searchParams.set( 'mode', options.mode );
	}
	if ( isId( options.fileId ) ) {
		url.searchParams.set( 'wpfd_file_id', String( options.fileId ) );
	}
	if ( isId( options.categoryId ) ) {
		url.searchParams.set(
			'wpfd_category_id',
			String( options.categoryId )
		);
	}
	return url.origin === 'http://relative.invalid'
		? url.pathname + url.search
		: url.toString();
}

/**
 * Whether a value is a usable id.
 *
 * @param value The value.
 * @return True for positive integers.
 */
function isId( value: number | undefined ): value is number {
	return (
		typeof value === 'number' && Number.isSafeInteger( value ) && value > 0
	);
}
