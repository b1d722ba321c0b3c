/**
 * The editor's pickers for the File category and File blocks, fed by the REST API
 * (`GET /frontage/v1/categories`, `GET /frontage/v1/files`). Pure: the answers are read
 * defensively, so an API that is missing or answers something else leaves the editor with the
 * id fields instead of a broken picker.
 */
import { isRecord } from '../wire';

export interface PickerOption {
	value: number;
	label: string;
	/** The plain title or name (the label may be indented or carry the type). */
	name?: string;
	/** A file's category (0: none). */
	categoryId?: number;
}

/** How deep the picker indents; deeper categories keep this indent. */
const MAX_INDENT = 8;

/**
 * Categories as select options, children indented under their parents in the order the API
 * lists them (parents first).
 *
 * @param body The API's answer: a list of `{ id, name, parent }`.
 * @return The options, or null when the answer is not such a list.
 */
export function categoryOptions( body: unknown ): PickerOption[] | null {
	if ( ! Array.isArray( body ) ) {
		return null;
	}
	const parents = new Map< number, number >();
	const categories: Array< { id: number; name: string } > = [];
	for ( const item of body ) {
		if (
			isRecord( item ) &&
			typeof item.id === 'number' &&
			item.id > 0 &&
			typeof item.name === 'string'
		) {
			parents.set(
				item.id,
				typeof item.parent === 'number' ? item.parent : 0
			);
			categories.push( { id: item.id, name: item.name } );
		}
	}
	return categories.map( ( { id, name } ) => ( {
		value: id,
		label: '— '.repeat( depth( id, parents ) ) + name,
		name,
	} ) );
}

/**
 * Files as select options: title and type.
 *
 * @param body The API's answer: a list of `{ id, title, ext, category }`.
 * @return The options, or null when the answer is not such a list.
 */
export function fileOptions( body: unknown ): PickerOption[] | null {
	if ( ! Array.isArray( body ) ) {
		return null;
	}
	return body
		.filter(
			( item ): item is Record< string, unknown > =>
				isRecord( item ) &&
				typeof item.id === 'number' &&
				item.id > 0 &&
				typeof item.title === 'string'
		)
		.map( ( item ) => ( {
			value: item.id as number,
			label:
				typeof item.ext === 'string' && item.ext !== ''
					? `${ item.title } (${ item.ext.toUpperCase() })`
					: ( item.title as string ),
			name: item.title as string,
			categoryId:
				typeof item.category === 'number' && item.category > 0
					? item.category
					: 0,
		} ) );
}

/**
 * How many ancestors a category has among those listed; a loop in bad data ends the count.
 *
 * @param id      The category.
 * @param parents Each category's parent.
 * @return Its depth, at most MAX_INDENT.
 */
function depth( id: number, parents: Map< number, number > ): number {
	let level = 0;
	let parent = parents.get( id ) ?? 0;
	const seen = new Set< number >( [ id ] );
	while ( parent && parents.has( parent ) && ! seen.has( parent ) ) {
		seen.add( parent );
		level++;
		parent = parents.get( parent ) ?? 0;
	}
	return Math.min( level, MAX_INDENT );
}

/**
 * A typed or picked id as a number; anything that is not a positive integer is 0.
 *
 * @param text The value.
 * @return The id.
 */
export function toId( text: string ): number {
	return /^[1-9]\d{0,15}$/.test( text.trim() ) ? Number( text.trim() ) : 0;
}
