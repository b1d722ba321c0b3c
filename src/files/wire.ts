/**
 * The admin-ajax calls a file table makes (docs/files.md "The file table", "Zips of selected files"), built and read without the DOM. The
 * names, misspellings included, are public contracts: existing sites and themes call them.
 */

/** The admin-ajax action of every file-manager call. */
export const AJAX_ACTION = 'wpfd';

export const TASKS = {
	zipSelected: 'files.zipSeletedFiles',
	downloadZip: 'files.downloadZipedFile',
	fileDisplay: 'file.display',
	zipSelectedMultiple: 'files.zipSeletedFilesMultipleCategories',
	downloadZipMultiple: 'files.downloadZipedFileMultipleCategories',
} as const;

/** What the zip call answered: a hash to download, or the server's message (docs/files.md). */
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

/** A selected row of a search-result table: the file and the category it was listed in. */
export interface SelectedFile {
	id: number;
	categoryId: number;
}

/**
 * The zip call across categories (search results): `POST task=files.zipSeletedFilesMultipleCategories`
 * with `filesId` (ids joined by commas) and `selectedFileWithCategoryIds` (JSON file id → category
 * id), form-encoded.
 *
 * @param ajaxUrl The site's admin-ajax.php address.
 * @param files   The selected files, in the order ticked.
 * @return The address and the body to post.
 */
export function zipMultipleRequest(
	ajaxUrl: string,
	files: readonly SelectedFile[]
): { url: string; body: string } {
	const map: Record< string, number > = {};
	for ( const file of files ) {
		map[ String( file.id ) ] = file.categoryId;
	}
	const body = new URLSearchParams( [
		[ 'filesId', files.map( ( file ) => file.id ).join( ',' ) ],
		[ 'selectedFileWithCategoryIds', JSON.stringify( map ) ],
	] );
	return {
		url: taskUrl( ajaxUrl, TASKS.zipSelectedMultiple, [] ),
		body: body.toString().replace( /%2C/gi, ',' ),
	};
}

/**
 * Where the browser goes after a successful zip call across categories:
 * `task=files.downloadZipedFileMultipleCategories&hash=…&wpfd_search_name=…`.
 *
 * @param ajaxUrl    The site's admin-ajax.php address.
 * @param hash       The hash the zip call answered.
 * @param searchName The zip's name (e.g. the keyword searched for).
 * @return The address.
 */
export function zipMultipleDownloadUrl(
	ajaxUrl: string,
	hash: string,
	searchName: string
): string {
	return taskUrl( ajaxUrl, TASKS.downloadZipMultiple, [
		[ 'hash', hash ],
		[ 'wpfd_search_name', searchName ],
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
