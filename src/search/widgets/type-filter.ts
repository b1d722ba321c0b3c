/**
 * The file-type multi-select's logic (docs/search.md): a contains-search over the extensions, and the
 * dummy types the page-builder editor's preview shows.
 */
import { fold } from './category-filter';

/** A file type the select offers. */
export interface TypeOption {
	value: string;
	label: string;
}

/**
 * The types shown in the block editor's preview when the server listed none (docs/search.md):
 * the one list, used by the type widget and by controller.ts's fillEditorTypes.
 */
export const DUMMY_TYPES: readonly string[] = [
	'pdf',
	'doc',
	'docx',
	'xls',
	'xlsx',
	'ppt',
	'pptx',
	'txt',
	'csv',
	'zip',
	'jpg',
	'png',
];

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
