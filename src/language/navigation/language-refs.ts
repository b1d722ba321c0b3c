/**
 * The Navigation block's `frontageLanguageRefs` (docs/language.md "Menus per language"): code →
 * the wp_navigation id shown on that language's pages. Pure, for jest.
 */

export type LanguageRefs = Readonly< Record< string, number > >;

/**
 * The refs with one language's navigation set, or removed when `value` is empty; undefined
 * when none is left, so the block's markup loses the attribute.
 *
 * @param refs  The refs now.
 * @param code  A language.
 * @param value The chosen navigation's id as the dropdown gives it ('' for the block's own).
 */
export function withLanguageRef(
	refs: LanguageRefs | undefined,
	code: string,
	value: string
): LanguageRefs | undefined {
	const next: Record< string, number > = { ...( refs ?? {} ) };
	const id = Number.parseInt( value, 10 );
	if ( id > 0 ) {
		next[ code ] = id;
	} else {
		delete next[ code ];
	}
	return Object.keys( next ).length ? next : undefined;
}
