/**
 * The file-type multi-select's logic (docs/search.md): a contains-search over the extensions. (The
 * block editor's preview gets its placeholder types from the server: Search_Filters::PREVIEW_TYPES.)
 */
import { fold } from './category-filter';

/** A file type the select offers. */
export interface TypeOption {
	value: string;
	label: string;
}

/**
 * The types whose label or value contains the query; all for an empty one.
 *
 * @param options The types.
 * @param query   What was typed.
 * @return The matching types, in their order.
 */
export function filterTypes(
	options: readonly TypeOption[],
	query: string
): TypeOption[] {
	const needle = fold( query ).replace( /^\./, '' );
	return needle
		? options.filter(
				( option ) =>
					fold( option.label ).includes( needle ) ||
					fold( option.value ).includes( needle )
			)
		: [ ...options ];
}
