/**
 * Add to cart (docs/files.md "Add to cart") without the DOM: what to post to the shop's add-to-cart endpoint,
 * and what to do with its answer.
 */

/** What the server put on the link in data-frontage-cart (File_Blocks::add_to_cart()). */
export interface CartSettings {
	/** The shop's add-to-cart endpoint (`?wc-ajax=add_to_cart`). */
	endpoint: string;
	/** The cart page. */
	cartUrl: string;
	/** Whether the shop sends shoppers to the cart after adding. */
	redirect: boolean;
	/** The 'View cart' link's text. */
	viewCart: string;
	/** The sentence announced once the product is in the cart. */
	added: string;
}

/** What to do after the endpoint answered (docs/files.md "Add to cart"). */
export type CartOutcome =
	/** The shop could not add it (out of stock, options to choose): go to the product. */
	| { kind: 'product'; url: string }
	/** Added, and the shop sends shoppers to the cart. */
	| { kind: 'cart'; url: string }
	/** Added: show a 'View cart' link beside the button. */
	| { kind: 'view-cart'; url: string }
	/** No usable answer: follow the link itself, the product page. */
	| { kind: 'fallback' };

/** The attribute that holds Frontage's own settings, never posted to the shop. */
export const SETTINGS_ATTRIBUTE = 'data-frontage-cart';

/**
 * The form fields to post: the link's data attributes under their own names (`data-product_id`
 * → `product_id`), as the shop's own buttons send them, without Frontage's settings.
 *
 * @param attributes The link's attributes as name/value pairs.
 * @return The fields.
 */
export function cartPayload(
	attributes: Iterable< { name: string; value: string } >
): URLSearchParams {
	const payload = new URLSearchParams();
	for ( const { name, value } of attributes ) {
		const lower = name.toLowerCase();
		if (
			lower.startsWith( 'data-' ) &&
			! lower.startsWith( 'data-frontage-' )
		) {
			payload.append( lower.slice( 'data-'.length ), value );
		}
	}
	return payload;
}

/**
 * Frontage's settings from the link, or null when they are missing or malformed.
 *
 * @param raw The data-frontage-cart value.
 * @return The settings.
 */
export function parseSettings( raw: string | null ): CartSettings | null {
	if ( ! raw ) {
		return null;
	}
	let value: unknown;
	try {
		value = JSON.parse( raw );
	} catch {
		return null;
	}
	if ( typeof value !== 'object' || value === null ) {
		return null;
	}
	const settings = value as Record< string, unknown >;
	if (
		typeof settings.endpoint !== 'string' ||
		settings.endpoint === '' ||
		typeof settings.cartUrl !== 'string'
	) {
		return null;
	}
	return {
		endpoint: settings.endpoint,
		cartUrl: settings.cartUrl,
		redirect: settings.redirect === true,
		viewCart:
			typeof settings.viewCart === 'string' ? settings.viewCart : '',
		added: typeof settings.added === 'string' ? settings.added : '',
	};
}

/**
 * An address safe to send the browser to: http(s) only, so an answer can never run script
 * through a `javascript:` address.
 *
 * @param url  The address, maybe relative.
 * @param base The page's address, to resolve it against.
 * @return The absolute address, or null.
 */
export function safeUrl( url: unknown, base: string ): string | null {
	if ( typeof url !== 'string' || url.trim() === '' ) {
		return null;
	}
	try {
		const resolved = new URL( url, base );
		return resolved.protocol === 'http:' || resolved.protocol === 'https:'
			? resolved.href
			: null;
	} catch {
		return null;
	}
}

/**
 * What to do with the endpoint's answer (docs/files.md "Add to cart"): an answer with `error` and `product_url`
 * goes to the product; otherwise the cart when the shop redirects after adding; otherwise a
 * 'View cart' link. An answer that is not the shop's JSON, or an error without a product
 * address, falls back to the link's own address (the product page), as without JavaScript.
 *
 * @param answer   The parsed JSON answer (anything).
 * @param settings The link's settings.
 * @param base     The page's address.
 * @return The outcome.
 */
export function cartOutcome(
	answer: unknown,
	settings: CartSettings,
	base: string
): CartOutcome {
	if ( typeof answer !== 'object' || answer === null ) {
		return { kind: 'fallback' };
	}
	const response = answer as Record< string, unknown >;
	if ( response.error ) {
		const productUrl = safeUrl( response.product_url, base );
		return productUrl
			? { kind: 'product', url: productUrl }
			: { kind: 'fallback' };
	}
	const cartUrl = safeUrl( settings.cartUrl, base );
	if ( ! cartUrl ) {
		return { kind: 'fallback' };
	}
	return settings.redirect
		? { kind: 'cart', url: cartUrl }
		: { kind: 'view-cart', url: cartUrl };
}

/**
 * The shop's cart fragments from an answer: selector → replacement markup (its mini-cart).
 *
 * @param answer The parsed JSON answer.
 * @return The fragments; empty when there are none.
 */
export function cartFragments( answer: unknown ): Array< [ string, string ] > {
	if ( typeof answer !== 'object' || answer === null ) {
		return [];
	}
	const fragments = ( answer as Record< string, unknown > ).fragments;
	if ( typeof fragments !== 'object' || fragments === null ) {
		return [];
	}
	return Object.entries( fragments ).filter(
		( entry ): entry is [ string, string ] => typeof entry[ 1 ] === 'string'
	);
}
