/**
 * The site's header, which several theme parts measure (docs/theme.md): a block theme's header
 * template part (`header.wp-block-template-part`), else the page's first `<header>`.
 */

/**
 * The site header, if the page has one.
 *
 * @param root The page.
 * @return The header element, or null.
 */
export function findHeader( root: Document = document ): HTMLElement | null {
	return (
		root.querySelector< HTMLElement >( 'header.wp-block-template-part' ) ??
		root.querySelector< HTMLElement >( 'header' )
	);
}
