/**
 * The spec's admin-ajax calls a file table makes (SPEC §7), built and read without the DOM. The
 * names, misspellings included, are public contracts: existing sites and themes call them.
 */

/** The admin-ajax action of every file-manager call. */
export const AJAX_ACTION = 'wpfd';

export const TASKS = {
	zipSelected: 'files.zipSeletedFiles',
	downloadZip: 'files.downloadZipedFile',
	fileDisplay: 'file.display',
} as const;

/** What the zip call answered: a hash to download, or the server's message (SPEC §8). */
export type ZipAnswer =
	{ ok: true; hash: string } | { ok: false; message: string };

/**
 * An admin-ajax address with the action, a task and its parameters, in order. Commas stay
 * commas, as `filesId` has always been sent.
 *
 * @param ajaxUrl The site's admin-ajax.php address.
 * @param task    The task.
 * @param params  The task's parameters.
 * @return The address.
 */
function taskUrl(
	ajaxUrl: string,
	task: string,
	params: ReadonlyArray< [ string, string ] >
): string {
	const query = new URLSearchParams( [
		[ 'action', AJAX_ACTION ],
		[ 'task', task ],
		...params,
	] );
	const separator = ajaxUrl.includes( '?' ) ? '&' : '?';
	return ajaxUrl + separator + query.toString().replace( /%2C/gi, ',' );
}

/**
 * The distinct positive integer ids among checkbox values, in the order ticked.
 *
 * @param values The ticked checkboxes' values.
 * @return The ids.
 */
export function selectedIds( values: Iterable< string > ): number[] {
	const ids: number[] = [];
	for ( const value of values ) {
		if ( /^[1-9]\d{0,15}$/.test( value ) ) {
			const id = Number( value );
			if ( ! ids.includes( id ) ) {
				ids.push( id );
			}
		}
	}
	return ids;
}

/**
 * The zip call: `task=files.zipSeletedFiles&filesId={ids}&wpfd_category_id={id}` (GET).
 *
 * @param ajaxUrl    The site's admin-ajax.php address.
 * @param fileIds    The selected files.
 * @param categoryId The table's category.
 * @return The address.
 */
export function zipRequestUrl(
	ajaxUrl: string,
	fileIds: readonly number[],
	categoryId: number
): string {
	return taskUrl( ajaxUrl, TASKS.zipSelected, [
		[ 'filesId', fileIds.join( ',' ) ],
		[ 'wpfd_category_id', String( categoryId ) ],
	] );
}

/**
 * Where the browser goes after a successful zip call:
 * `task=files.downloadZipedFile&hash=…&wpfd_category_id=…&wpfd_category_name=…`.
 *
 * @param ajaxUrl      The site's admin-ajax.php address.
 * @param hash         The hash the zip call answered.
 * @param categoryId   The table's category.
 * @param categoryName The category's name (the zip is named after it).
 * @return The address.
 */
export function zipDownloadUrl(
	ajaxUrl: string,
	hash: string,
	categoryId: number,
	categoryName: string
): string {
	return taskUrl( ajaxUrl, TASKS.downloadZip, [
		[ 'hash', hash ],
		[ 'wpfd_category_id', String( categoryId ) ],
		[ 'wpfd_category_name', categoryName ],
	] );
}

/**
 * Reads the zip call's answer, `{ success, data: { hash } }` or `{ success: false, data: {
 * message } }`. Anything else (an error page, no body) gets the fallback message.
 *
 * @param body     The parsed JSON body, or undefined when it was not JSON.
 * @param fallback The message when the server gave none.
 * @return The hash, or the message to alert.
 */
export function readZipAnswer( body: unknown, fallback: string ): ZipAnswer {
	const answer = isRecord( body ) ? body : {};
	const data = isRecord( answer.data ) ? answer.data : {};
	if (
		answer.success === true &&
		typeof data.hash === 'string' &&
		data.hash !== ''
	) {
		return { ok: true, hash: data.hash };
	}
	const message =
		typeof data.message === 'string' && data.message.trim() !== ''
			? data.message
			: fallback;
	return { ok: false, message };
}

/**
 * The detail call of the pop-ups:
 * `task=file.display&view=file&id={fileId}&categoryid={id}&rootcat={id}` (GET).
 *
 * @param ajaxUrl        The site's admin-ajax.php address.
 * @param fileId         The file.
 * @param categoryId     The file's table's category.
 * @param rootCategoryId The table's root category.
 * @return The address.
 */
export function fileDisplayUrl(
	ajaxUrl: string,
	fileId: number,
	categoryId: number,
	rootCategoryId: number
): string {
	return taskUrl( ajaxUrl, TASKS.fileDisplay, [
		[ 'view', 'file' ],
		[ 'id', String( fileId ) ],
		[ 'categoryid', String( categoryId ) ],
		[ 'rootcat', String( rootCategoryId ) ],
	] );
}

/**
 * Whether a value is a plain object.
 *
 * @param value Anything.
 * @return True for objects that are not arrays or null.
 */
export function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}
