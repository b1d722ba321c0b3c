/**
 * A file row's type icon: the element the visitors' tables print (File_Types::icon(),
 * docs/files.md "File-type icons"), drawn by the same style (src/files/_file-icon.scss). Its
 * family comes with the file from the API (`type_family`), so which extension gets which icon
 * is decided in PHP alone.
 */

/** What the tables draw for a type they have no family for (File_Types::OTHER_FAMILY). */
const OTHER_FAMILY = 'other';

/**
 * The icon's classes for the family the API answered.
 *
 * @param family The file's `type_family`.
 * @return `frontage-file-icon is-{family}`; `is-other` when it is missing or not a family name.
 */
export function typeIconClass( family: unknown ): string {
	const shown =
		typeof family === 'string' && /^[a-z][a-z0-9-]*$/.test( family )
			? family
			: OTHER_FAMILY;
	return `frontage-file-icon is-${ shown }`;
}
