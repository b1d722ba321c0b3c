/**
 * The app's first answers, read from the page's preload (Admin_Page::app_data(), docs/files.md
 * "The Files screen") before the app renders: the categories and the opening category's first
 * page of files. The app's first render shows them, so it draws what the server printed into the
 * mount point (Admin_Page_Markup) and nothing jumps when it takes over. Plain data, no DOM:
 * unit-tested in first-answers.test.ts.
 */
import {
	CATEGORIES_PATH,
	FILES_PATH,
	filesQueryString,
	type FilesPage,
} from './api';
import type { Category, FileRecord, FilesAdminData } from './types';

export interface FirstAnswers {
	/** The categories, null when they did not come with the page. */
	categories: Category[] | null;
	/** The opening category's first page, null when it did not come with the page. */
	files: FilesPage | null;
}

/**
 * A header of a preloaded answer as a count (PHP gives numbers, a proxy may give text).
 *
 * @param headers The answer's headers.
 * @param name    The header.
 * @return The count, or null when absent or not a count.
 */
function countHeader(
	headers: Record< string, unknown > | undefined,
	name: string
): number | null {
	const value = Number( headers?.[ name ] );
	return headers?.[ name ] !== undefined &&
		Number.isFinite( value ) &&
		value >= 0
		? value
		: null;
}

/**
 * The first answers the page holds, by the paths the app asks for (src/files/admin/api.ts).
 *
 * @param preload  The page's preloaded answers by path.
 * @param category The category the app opens on, 0 for all files.
 * @param perPage  Files on one page.
 * @return What the first render can show.
 */
export function firstAnswers(
	preload: FilesAdminData[ 'preload' ],
	category: number,
	perPage: number
): FirstAnswers {
	const list = preload?.[ CATEGORIES_PATH ]?.body;
	const page =
		preload?.[
			FILES_PATH + filesQueryString( { category, page: 1, perPage } )
		];
	const files = Array.isArray( page?.body )
		? ( page.body as FileRecord[] )
		: null;
	const total = countHeader( page?.headers, 'X-WP-Total' );
	const totalPages = countHeader( page?.headers, 'X-WP-TotalPages' );
	return {
		categories: Array.isArray( list ) ? ( list as Category[] ) : null,
		files: files
			? {
					files,
					total: total ?? files.length,
					totalPages: totalPages && totalPages > 0 ? totalPages : 1,
				}
			: null,
	};
}
