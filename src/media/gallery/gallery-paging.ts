/**
 * The gallery's paging call (docs/media.md "Video gallery", the paging wire): POST to admin-ajax
 * with `action=frontage_gallery_page`, `security` and `options`; the answer is the thumbnail
 * list that replaces the one on the page.
 */
import { pagingFields, type GalleryOptions } from './gallery-state';

/** The paging call's admin-ajax action, a public contract. */
export const PAGING_ACTION = 'frontage_gallery_page';

/**
 * Asks for a page and returns its thumbnail list; rejects on a refusal (a 403 for a bad nonce),
 * a network failure, or an answer that is not a list.
 *
 * @param ajaxUrl   admin-ajax.php's address.
 * @param nonce     The gallery's nonce.
 * @param options   The gallery's options.
 * @param pageToken The page's token.
 * @param listClass The list's class name.
 */
export async function fetchThumbnailList(
	ajaxUrl: string,
	nonce: string,
	options: GalleryOptions,
	pageToken: string,
	listClass: string
): Promise< HTMLElement > {
	const response = await fetch( ajaxUrl, {
		method: 'POST',
		body: new URLSearchParams(
			pagingFields( options, pageToken, nonce, PAGING_ACTION )
		),
		credentials: 'same-origin',
	} );
	if ( ! response.ok ) {
		throw new Error(
			`The gallery page was refused (${ response.status }).`
		);
	}
	const template = document.createElement( 'template' );
	template.innerHTML = ( await response.text() ).trim();
	const list = template.content.firstElementChild;
	if (
		! ( list instanceof HTMLElement ) ||
		! list.classList.contains( listClass )
	) {
		throw new Error( 'The gallery page is not a thumbnail list.' );
	}
	return list;
}
