/**
 * What the display conditions' picker (id-picker.tsx) asks WordPress's search for, and how it
 * names what it found: pure, so both are tested without the editor.
 */

/** One result of `/wp/v2/search`. */
export interface SearchHit {
	id: number | string;
	title: string;
}

/**
 * The path of a search: by text, or for known ids.
 *
 * @param query         What to search.
 * @param query.type    `post` or `term`.
 * @param query.subtype `any`, or a taxonomy.
 * @param query.search  The text typed.
 * @param query.include Ids whose titles are wanted.
 * @return A path for api-fetch.
 */
export function searchPath( query: {
	type: 'post' | 'term';
	subtype: string;
	search?: string;
	include?: readonly number[];
} ): string {
	const params = new URLSearchParams( {
		type: query.type,
		subtype: query.subtype || 'any',
		per_page: query.include ? String( query.include.length ) : '20',
		_fields: 'id,title',
	} );
	if ( query.search !== undefined ) {
		params.set( 'search', query.search.trim() );
	}
	if ( query.include ) {
		params.set( 'include', query.include.join( ',' ) );
	}
	return `/wp/v2/search?${ params.toString() }`;
}

/**
 * The known titles with those of some wanted ids added: the title found, or `#id` for an id
 * the search does not know (deleted, or not published).
 *
 * @param known  The titles known so far.
 * @param wanted The ids asked for.
 * @param found  What the search answered.
 * @return A new map.
 */
export function titlesById(
	known: ReadonlyMap< number, string >,
	wanted: readonly number[],
	found: readonly SearchHit[]
): Map< number, string > {
	const next = new Map( known );
	for ( const id of wanted ) {
		const hit = found.find( ( item ) => Number( item.id ) === id );
		next.set( id, hit ? hitTitle( hit ) : `#${ id }` );
	}
	return next;
}

/**
 * A search result's title as text (the search sends `&#8217;` and the like), or `#id`.
 *
 * @param hit A search result.
 * @return Its title.
 */
export function hitTitle( hit: SearchHit ): string {
	if ( ! hit.title ) {
		return `#${ hit.id }`;
	}
	// The browser's own parser: the title is read as text, never put on the page as markup.
	const parsed = new DOMParser().parseFromString( hit.title, 'text/html' );
	return parsed.documentElement.textContent ?? hit.title;
}
