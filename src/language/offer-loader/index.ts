/**
 * Loads the language popup or hello bar (src/language/offer) after the head script
 * (src/language/head) has decided to offer a language: the head script adds this small script only
 * then, so visitors who are offered nothing load none of it. An offer already made on this page
 * is not made again (offers-made.ts). Otherwise, once the page is parsed, it adds the popup's
 * stylesheet and scripts (React from WordPress included) that the page has not printed itself,
 * in order.
 */
import type { AssetEntry } from '../offer-settings';
import { firstOffer } from './offers-made';

/**
 * Adds the elements the document lacks, by WordPress's element ids.
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
	for ( const [ id, href ] of styles ) {
		if ( ! doc.getElementById( id ) ) {
			const link = doc.createElement( 'link' );
			link.id = id;
			link.rel = 'stylesheet';
			link.href = href;
			doc.head.append( link );
		}
	}
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
}

const config = window.frontageLanguage;
const offer = config?.offer;
const decision = window.frontageLanguageOffer;
if (
	config &&
	offer &&
	decision?.action === 'offer' &&
	firstOffer(
		() => window.localStorage,
		config.cookieName + '_offered',
		decision.language,
		window.location.pathname
	)
) {
	const load = () => loadOfferAssets( document, offer.styles, offer.scripts );
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', load, { once: true } );
	} else {
		load();
	}
}
