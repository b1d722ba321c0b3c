/**
 * The loader, added by the language head script (src/language/head) only when it hands something
 * over (window.frontageLanguageOffer), so visitors who are offered nothing load none of it:
 *
 * - `detect`: the detection call of the IP methods (src/language/server-detection.ts), then
 *   redirect or offer as flow step 4 says;
 * - `offer`: unless this offer was already made on this page (offers-made.ts), it fetches the
 *   offer's settings (admin-ajax `frontage-language-offer`: the popup's scripts and styles, its
 *   own words and the texts in other languages) and, once the page is parsed, adds the popup's
 *   stylesheet and, once it has loaded, its script (plain DOM, no dependencies) unless the page
 *   printed them itself.
 */
import type { Decision } from '../decision';
import type { LanguageConfig } from '../flow';
import type { AssetEntry, OfferSettings } from '../offer-settings';
import { detectOnServer } from '../server-detection';
import { firstOffer } from './offers-made';

/** The admin-ajax action that answers the offer's settings (Language_Offer::ACTION). */
export const OFFER_ACTION = 'frontage-language-offer';

declare global {
	interface Window {
		/** The offer's settings, fetched by the loader for the popup (src/language/offer). */
		frontageLanguageOfferSettings?: OfferSettings;
	}
}

/**
 * Adds the elements the document lacks, by WordPress's element ids: the stylesheets first, and
 * the scripts once those have loaded (or failed), so the offer is never on screen unstyled — an
 * unstyled popup has no backdrop where a click beside it would dismiss it.
 *
 * @param doc     The page.
 * @param styles  Stylesheets.
 * @param scripts Scripts, dependencies first; they run in this order.
 */
export function loadOfferAssets(
	doc: Document,
	styles: readonly AssetEntry[],
	scripts: readonly AssetEntry[]
): void {
	const loading: Promise< unknown >[] = [];
	for ( const [ id, href ] of styles ) {
		if ( ! doc.getElementById( id ) ) {
			const link = doc.createElement( 'link' );
			link.id = id;
			link.rel = 'stylesheet';
			link.href = href;
			loading.push(
				new Promise( ( settle ) => {
					link.addEventListener( 'load', settle, { once: true } );
					link.addEventListener( 'error', settle, { once: true } );
				} )
			);
			doc.head.append( link );
		}
	}
	void Promise.all( loading ).then( () => {
		for ( const [ id, src ] of scripts ) {
			if ( ! doc.getElementById( id ) ) {
				const script = doc.createElement( 'script' );
				script.id = id;
				script.src = src;
				// Added scripts run as soon as they arrive unless told to keep their order.
				script.async = false;
				doc.body.append( script );
			}
		}
	} );
}

/**
 * The offer's settings from the server, or null when they cannot be had (no offer is shown).
 *
 * @param config The language configuration.
 * @param fetch  The browser's fetch.
 * @param href   The page's address, to resolve a relative endpoint.
 */
export async function fetchOfferSettings(
	config: Pick< LanguageConfig, 'ajax_url' >,
	fetch: typeof globalThis.fetch,
	href: string
): Promise< OfferSettings | null > {
	try {
		const url = new URL( config.ajax_url, href );
		url.searchParams.set( 'action', OFFER_ACTION );
		const response = await fetch( url, { credentials: 'same-origin' } );
		const settings = (
			response.ok ? await response.json() : null
		) as OfferSettings | null;
		return settings && Array.isArray( settings.scripts ) ? settings : null;
	} catch {
		return null;
	}
}

/**
 * Shows an offer: once per page and language, with the popup's settings and scripts.
 *
 * @param config The language configuration.
 * @param offer  The offer.
 */
async function showOffer(
	config: LanguageConfig,
	offer: Extract< Decision, { action: 'offer' } >
): Promise< void > {
	const shown = firstOffer(
		() => window.localStorage,
		config.cookie_name + '_offered',
		offer.language,
		window.location.pathname
	);
	window.frontageLanguageOffer = { ...offer, shown };
	if ( ! shown ) {
		return;
	}
	const settings = await fetchOfferSettings(
		config,
		window.fetch.bind( window ),
		window.location.href
	);
	if ( ! settings ) {
		return;
	}
	window.frontageLanguageOfferSettings = settings;
	const load = () =>
		loadOfferAssets( document, settings.styles, settings.scripts );
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', load, { once: true } );
	} else {
		load();
	}
}

const config = window.frontageLanguage;
const handoff = window.frontageLanguageOffer;
if ( config && handoff?.action === 'detect' ) {
	void detectOnServer( config, {
		location: window.location,
		document,
		navigator: window.navigator,
		fetch: window.fetch.bind( window ),
		dispatch: ( offer ) => void showOffer( config, offer ),
	} );
} else if ( config && handoff?.action === 'offer' ) {
	void showOffer( config, handoff );
}
