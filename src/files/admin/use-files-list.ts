/**
 * The files list's state: the query (page, sort, search typed with a pause), the loaded page of
 * files, the selection, and reloading. The transitions are plain functions in
 * files-list-state.ts.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { fetchFiles, type FilesPage } from './api';
import {
	FIRST_QUERY,
	PER_PAGE,
	firstPage,
	keptSelection,
	searchedFor,
	sortedBy,
	turnedPage,
	type ListQuery,
	type SortField,
} from './files-list-state';
import type { FileRecord } from './types';

/** Searching waits this long after the last key. */
const SEARCH_PAUSE_MS = 300;

export interface ListState {
	/** The category the files are of; null before the first answer. */
	category: number | null;
	files: FileRecord[];
	total: number;
	totalPages: number;
	loading: boolean;
	error: string | null;
}

export interface FilesList {
	query: ListQuery;
	/** What is typed in the search field (searched after a pause). */
	searchText: string;
	setSearchText: ( text: string ) => void;
	list: ListState;
	/** The selected files' ids. */
	checked: Set< number >;
	setChecked: (
		update: Set< number > | ( ( current: Set< number > ) => Set< number > )
	) => void;
	sortBy: ( field: SortField ) => void;
	/** Pages forward (1) or back (-1). */
	turnPage: ( by: number ) => void;
	/** Fetches the shown page again. */
	reload: () => void;
}

/**
 * The sentence for a request that failed.
 *
 * @param error What it rejected with.
 * @return The server's message, or why there is none.
 */
export function requestFailure( error: unknown ): string {
	return apiErrorMessage(
		error,
		__( 'The server could not be reached.', 'frontage' )
	);
}

/**
 * The list of a category's files, fetched once whenever the query, the category or the
 * version changes; only the latest request's answer is shown (a later click wins). The files
 * of another category are never listed: from the render that selects a new category until its
 * answer, the list is empty and loading.
 *
 * The first page that came with the page (first-answers.ts) is the list from the first render,
 * so the app draws the rows the server printed; its first request (answered from the page, too)
 * then refreshes them without marking the list busy.
 *
 * @param category The selected category, 0 for all files.
 * @param version  Changes when files may have changed elsewhere.
 * @param perPage  Files on one page.
 * @param first    The first page of `category` that came with the page; null when it did not.
 * @return The list's state and what changes it.
 */
export function useFilesList(
	category: number,
	version: number,
	perPage: number = PER_PAGE,
	first: FilesPage | null = null
): FilesList {
	const [ query, setQuery ] = useState< ListQuery >( FIRST_QUERY );
	const [ searchText, setSearchText ] = useState( '' );
	const [ list, setList ] = useState< ListState >( () =>
		first
			? { ...first, category, loading: false, error: null }
			: {
					category: null,
					files: [],
					total: 0,
					totalPages: 1,
					loading: true,
					error: null,
				}
	);
	// The first request only confirms the rows that are already shown.
	const confirming = useRef( first !== null );
	const [ checked, setCheckedState ] = useState< Set< number > >( new Set() );
	const [ reloadCount, setReloadCount ] = useState( 0 );
	const [ queryCategory, setQueryCategory ] = useState( category );
	const request = useRef( 0 );

	// A new category starts on its first page, with nothing selected. Set while rendering (not
	// in an effect), so the request below goes out once, with the new category's query.
	if ( queryCategory !== category ) {
		setQueryCategory( category );
		setQuery( firstPage );
		setCheckedState( new Set() );
	}

	// Searching waits for a pause in typing.
	useEffect( () => {
		const timer = window.setTimeout( () => {
			setQuery( ( current ) => searchedFor( current, searchText ) );
		}, SEARCH_PAUSE_MS );
		return () => window.clearTimeout( timer );
	}, [ searchText ] );

	useEffect( () => {
		const id = ++request.current;
		if ( confirming.current ) {
			confirming.current = false;
		} else {
			setList( ( current ) => ( { ...current, loading: true } ) );
		}
		fetchFiles( { ...query, category, perPage } )
			.then( ( page ) => {
				if ( id !== request.current ) {
					return;
				}
				setList( { ...page, category, loading: false, error: null } );
				// Selections of files no longer listed go.
				setCheckedState( ( current ) =>
					keptSelection( current, page.files )
				);
			} )
			.catch( ( error: unknown ) => {
				if ( id === request.current ) {
					setList( ( current ) => ( {
						...current,
						// What is listed stays only when it is this category's.
						...( current.category === category
							? {}
							: {
									category,
									files: [],
									total: 0,
									totalPages: 1,
								} ),
						loading: false,
						error: requestFailure( error ),
					} ) );
				}
			} );
	}, [ category, query, version, reloadCount, perPage ] );

	// Another category's files are never shown, not even for the render before its request.
	const shown: ListState =
		list.category === category
			? list
			: { ...list, files: [], total: 0, totalPages: 1, loading: true };

	return {
		query,
		searchText,
		setSearchText,
		list: shown,
		checked,
		setChecked: setCheckedState,
		sortBy: ( field ) =>
			setQuery( ( current ) => sortedBy( current, field ) ),
		turnPage: ( by ) =>
			setQuery( ( current ) => turnedPage( current, by ) ),
		reload: () => setReloadCount( ( count ) => count + 1 ),
	};
}
