/**
 * The JSON calls the Files admin makes to frontage/v1 through api-fetch (which adds the REST
 * nonce and the API's root). Uploads, which need progress, are in transport.ts.
 */
import apiFetch from '@wordpress/api-fetch';

import { NAMESPACE } from './transport';
import type { FileUpdate } from './file-form';
import type { Category, CategoryDeleted, FileRecord } from './types';

const CATEGORIES = `/${ NAMESPACE }/categories`;
const FILES = `/${ NAMESPACE }/files`;

/** The paths the app's first requests ask for (and the page preloads: first-answers.ts). */
export const CATEGORIES_PATH = CATEGORIES;
export const FILES_PATH = FILES;

/** The fields of a category the page sends. */
export type CategoryInput = Partial<
	Pick<
		Category,
		| 'name'
		| 'parent'
		| 'description'
		| 'visibility'
		| 'roles'
		| 'ordering'
		| 'position'
	>
>;

/** One page of a category's files. */
export interface FilesPage {
	files: FileRecord[];
	total: number;
	totalPages: number;
}

export interface FilesQuery {
	category: number;
	page: number;
	perPage: number;
	orderby: string;
	order: 'asc' | 'desc';
	search: string;
}

/**
 * Every category, whatever its visibility (managers see all).
 *
 * @return The flat list.
 */
export async function fetchCategories(): Promise< Category[] > {
	const body = await apiFetch< Category[] | { categories?: Category[] } >( {
		path: CATEGORIES,
	} );
	return Array.isArray( body ) ? body : ( body?.categories ?? [] );
}

/**
 * Creates a category.
 *
 * @param input Its fields; name is required.
 * @return The new category.
 */
export function createCategory( input: CategoryInput ): Promise< Category > {
	return apiFetch< Category >( {
		path: CATEGORIES,
		method: 'POST',
		data: input,
	} );
}

/**
 * Changes a category.
 *
 * @param id    The category.
 * @param input The fields to change.
 * @return The changed category.
 */
export function updateCategory(
	id: number,
	input: CategoryInput
): Promise< Category > {
	return apiFetch< Category >( {
		path: `${ CATEGORIES }/${ id }`,
		method: 'PUT',
		data: input,
	} );
}

/**
 * Deletes a category; its files and sub-categories move to its parent.
 *
 * @param id The category.
 * @return What moved.
 */
export function deleteCategory( id: number ): Promise< CategoryDeleted > {
	return apiFetch< CategoryDeleted >( {
		path: `${ CATEGORIES }/${ id }`,
		method: 'DELETE',
	} );
}

/**
 * The query string of a files request.
 *
 * @param query The list's state.
 * @return `?category=…&page=…`.
 */
export function filesQueryString( query: Partial< FilesQuery > ): string {
	const params = new URLSearchParams();
	if ( query.category ) {
		params.set( 'category', String( query.category ) );
	}
	if ( query.page ) {
		params.set( 'page', String( query.page ) );
	}
	if ( query.perPage ) {
		params.set( 'per_page', String( query.perPage ) );
	}
	if ( query.orderby ) {
		params.set( 'orderby', query.orderby );
		params.set( 'order', query.order ?? 'asc' );
	}
	if ( query.search?.trim() ) {
		params.set( 'search', query.search.trim() );
	}
	const text = params.toString();
	return text ? `?${ text }` : '';
}

/**
 * One page of files.
 *
 * @param query Category, page, order, search.
 * @return The files and the totals from X-WP-Total and X-WP-TotalPages.
 */
export async function fetchFiles(
	query: Partial< FilesQuery >
): Promise< FilesPage > {
	const response = await apiFetch< Response, false >( {
		path: FILES + filesQueryString( query ),
		parse: false,
	} );
	const body = ( await response.json() ) as
		FileRecord[] | { files?: FileRecord[] };
	const files = Array.isArray( body ) ? body : ( body?.files ?? [] );
	const total = Number( response.headers.get( 'X-WP-Total' ) );
	const totalPages = Number( response.headers.get( 'X-WP-TotalPages' ) );
	return {
		files,
		total: Number.isFinite( total ) && total >= 0 ? total : files.length,
		totalPages:
			Number.isFinite( totalPages ) && totalPages > 0 ? totalPages : 1,
	};
}

/**
 * How many files a category holds directly (private ones too: managers see them).
 *
 * @param category The category.
 * @return The count.
 */
export async function countFiles( category: number ): Promise< number > {
	return ( await fetchFiles( { category, page: 1, perPage: 1 } ) ).total;
}

/**
 * Changes a file's details.
 *
 * @param id     The file.
 * @param update The fields.
 * @return The changed file.
 */
export function updateFile(
	id: number,
	update: Partial< FileUpdate >
): Promise< FileRecord > {
	return apiFetch< FileRecord >( {
		path: `${ FILES }/${ id }`,
		method: 'PUT',
		data: update,
	} );
}

/**
 * Deletes a file and its stored bytes.
 *
 * @param id The file.
 * @return The server's answer.
 */
export function deleteFile( id: number ): Promise< unknown > {
	return apiFetch( { path: `${ FILES }/${ id }`, method: 'DELETE' } );
}
