/**
 * The tags of a category (docs/search.md "Wire"): the
 * call's address, its answer read defensively, and the tag-input field's matching.
 */
import { AJAX_ACTION, isRecord } from '../../files/wire';
import { fold } from './category-filter';

/** The task that lists a category's tags. */
export const TAGS_TASK = 'search.getTagByCatId';

/**
 * A tag option (docs/search.md): its id (the term's, 0 when the markup did not say), the name it
 * shows and the slug the form sends as its value.
 */
export interface Tag {
	id: number;
	name: string;
	slug: string;
}

/** The category whose tags are asked for. */
export interface TagCategory {
	/** The category id; '' or '0' for all categories. */
	id: string;
	type: string;
	slug: string;
}

/** What the tag call answered. */
export type TagsAnswer =
	| { kind: 'tags'; tags: Tag[] }
	/** The string '0': the category has no tags. */
	| { kind: 'none' }
	/** A failure, with the server's message ('' when it sent none). */
	| { kind: 'error'; message: string };

/**
 * `GET admin-ajax.php?action=wpfd&task=search.getTagByCatId&catId=&catType=&catSlug=`.
 *
 * @param ajaxUrl  The site's admin-ajax.php address.
 * @param category The category.
 * @return The address.
 */
export function tagsUrl( ajaxUrl: string, category: TagCategory ): string {
	const query = new URLSearchParams( [
		[ 'action', AJAX_ACTION ],
		[ 'task', TAGS_TASK ],
		[ 'catId', /^\d+$/.test( category.id ) ? category.id : '0' ],
		[ 'catType', category.type ],
		[ 'catSlug', category.slug ],
	] );
	return ajaxUrl + ( ajaxUrl.includes( '?' ) ? '&' : '?' ) + query;
}

/**
 * Reads the body of the tag call: '0', `{success:true, tags:[{id,name,slug}]}`, or
 * `{success:false, message}` (also as the `data.message` of a wp_send_json_error()).
 *
 * @param body The response text.
 * @return The tags, none, or the error with the server's message.
 */
export function readTagsAnswer( body: string ): TagsAnswer {
	const text = body.trim();
	if ( text === '0' ) {
		return { kind: 'none' };
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse( text );
	} catch {
		return { kind: 'error', message: '' };
	}
	if ( parsed === 0 || parsed === '0' ) {
		return { kind: 'none' };
	}
	const answer = isRecord( parsed ) ? parsed : {};
	if ( answer.success === true && Array.isArray( answer.tags ) ) {
		const tags: Tag[] = [];
		for ( const raw of answer.tags ) {
			const tag = readTag( raw );
			if ( tag && ! tags.some( ( known ) => known.slug === tag.slug ) ) {
				tags.push( tag );
			}
		}
		return tags.length ? { kind: 'tags', tags } : { kind: 'none' };
	}
	const data = isRecord( answer.data ) ? answer.data : {};
	let message = '';
	if ( typeof answer.message === 'string' ) {
		message = answer.message;
	} else if ( typeof data.message === 'string' ) {
		message = data.message;
	}
	return { kind: 'error', message: message.trim() };
}

/**
 * A tag's id: a whole number ≥ 0 (or its digits); 0 for anything else.
 *
 * @param raw The id as it came.
 * @return The id.
 */
export function tagId( raw: unknown ): number {
	const id =
		typeof raw === 'string' && /^\d+$/.test( raw ) ? Number( raw ) : raw;
	return typeof id === 'number' && Number.isSafeInteger( id ) && id > 0
		? id
		: 0;
}

/**
 * One tag of the answer; a tag has an id, a name and, in Frontage, a slug (docs/search.md).
 *
 * @param raw A tag from the answer.
 * @return The tag, or null when it has no name.
 */
function readTag( raw: unknown ): Tag | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const name = typeof raw.name === 'string' ? raw.name.trim() : '';
	if ( ! name ) {
		return null;
	}
	const slug =
		typeof raw.slug === 'string' && raw.slug.trim() !== ''
			? raw.slug.trim()
			: name;
	return { id: tagId( raw.id ), name, slug };
}

/**
 * The known tag a typed text names: by name or slug, case and accents ignored.
 *
 * @param tags The known tags.
 * @param text What was typed.
 * @return The tag, or undefined when no tag has that name.
 */
export function findTag( tags: readonly Tag[], text: string ): Tag | undefined {
	const needle = fold( text );
	return needle
		? tags.find(
				( tag ) =>
					fold( tag.name ) === needle || fold( tag.slug ) === needle
			)
		: undefined;
}

/**
 * The suggestions for a typed text: known tags not chosen yet whose name contains it (at least
 * one character: docs/search.md "Refusals and constants").
 *
 * @param tags   The known tags.
 * @param chosen The chosen tags' slugs.
 * @param text   What was typed.
 * @return The tags to suggest, names starting with the text first.
 */
export function suggestTags(
	tags: readonly Tag[],
	chosen: readonly string[],
	text: string
): Tag[] {
	const needle = fold( text );
	if ( ! needle ) {
		return [];
	}
	const matches = tags.filter(
		( tag ) =>
			! chosen.includes( tag.slug ) && fold( tag.name ).includes( needle )
	);
	const starts = ( tag: Tag ) =>
		fold( tag.name ).startsWith( needle ) ? 0 : 1;
	return matches
		.map( ( tag, at ) => ( { tag, at } ) )
		.sort( ( a, b ) => starts( a.tag ) - starts( b.tag ) || a.at - b.at )
		.map( ( { tag } ) => tag );
}
