/**
 * The add-to-cart links of files linked to a shop product (docs/files.md "Add to cart"). Enqueued by
 * File_Blocks only on pages that show such a link. Without it the link is a plain link to the
 * product's page; with it, a click posts the link's data attributes to the shop's add-to-cart
 * endpoint and follows the answer (src/files/cart/add-to-cart.ts decides what to do).
 */
import {
	SETTINGS_ATTRIBUTE,
	cartFragments,
	cartOutcome,
	cartPayload,
	parseSettings,
	type CartSettings,
} from './add-to-cart';

const BUTTON = '.frontage-add-to-cart__button';
const STATUS = '.frontage-add-to-cart__status';
const BUSY = 'is-busy';

/**
 * Replaces the shop's cart fragments (its mini-cart) with the markup the shop sent.
 *
 * @param answer The endpoint's answer.
 */
function applyFragments( answer: unknown ): void {
	for ( const [ selector, html ] of cartFragments( answer ) ) {
		let targets: NodeListOf< Element >;
		try {
			targets = document.querySelectorAll( selector );
		} catch {
			continue; // Not a selector this browser understands.
		}
		targets.forEach( ( target ) => {
			const template = document.createElement( 'template' );
			template.innerHTML = html;
			target.replaceWith( template.content );
		} );
	}
}

/**
 * Puts the 'View cart' link beside the button, in its live region so screen readers announce it.
 *
 * @param link     The add-to-cart link.
 * @param settings Its settings.
 * @param url      The cart's address.
 */
function showViewCart(
	link: HTMLAnchorElement,
	settings: CartSettings,
	url: string
): void {
	const status = link.parentElement?.querySelector( STATUS );
	if ( ! status ) {
		return;
	}
	const message = document.createElement( 'span' );
	message.className = 'frontage-add-to-cart__message';
	message.textContent = settings.added + ' ';
	const viewCart = document.createElement( 'a' );
	viewCart.className = 'frontage-add-to-cart__view-cart';
	viewCart.href = url;
	viewCart.textContent = settings.viewCart;
	status.replaceChildren( message, viewCart );
}

/**
 * Adds the link's product to the cart and follows the answer.
 *
 * @param link     The add-to-cart link.
 * @param settings Its settings.
 */
async function addToCart(
	link: HTMLAnchorElement,
	settings: CartSettings
): Promise< void > {
	link.classList.add( BUSY );
	link.setAttribute( 'aria-disabled', 'true' );
	let answer: unknown = null;
	try {
		const response = await fetch( settings.endpoint, {
			method: 'POST',
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
			body: cartPayload( Array.from( link.attributes ) ),
		} );
		answer = response.ok ? await response.json() : null;
	} catch {
		answer = null;
	} finally {
		link.classList.remove( BUSY );
		link.removeAttribute( 'aria-disabled' );
	}

	const outcome = cartOutcome( answer, settings, window.location.href );
	switch ( outcome.kind ) {
		case 'product':
		case 'cart':
			window.location.assign( outcome.url );
			return;
		case 'view-cart':
			applyFragments( answer );
			document.body.dispatchEvent(
				new CustomEvent( 'frontage-added-to-cart', {
					detail: { answer, productId: link.dataset.product_id },
				} )
			);
			showViewCart( link, settings, outcome.url );
			return;
		case 'fallback':
			window.location.assign( link.href );
	}
}

document.addEventListener( 'click', ( event ) => {
	if (
		event.defaultPrevented ||
		event.button !== 0 ||
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		event.altKey ||
		! ( event.target instanceof Element )
	) {
		return;
	}
	const link = event.target.closest< HTMLAnchorElement >( BUTTON );
	const settings = link
		? parseSettings( link.getAttribute( SETTINGS_ATTRIBUTE ) )
		: null;
	if ( ! link || ! settings ) {
		return;
	}
	event.preventDefault();
	if ( ! link.classList.contains( BUSY ) ) {
		void addToCart( link, settings );
	}
} );
