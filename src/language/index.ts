/**
 * The language head script: printed inline at the top of <head> by
 * includes/language/class-language-head.php, before the page is painted, so a visitor who needs
 * another language never sees this one first. Plain TypeScript, no WordPress packages: at most
 * 2 KB gzipped (src/language/bundle-size.test.ts).
 */
import { OFFER_EVENT, runLanguageFlow, type LanguageConfig } from './flow';

declare global {
	interface Window {
		frontageLanguage?: LanguageConfig;
	}
}

const config = window.frontageLanguage;
if ( config ) {
	void runLanguageFlow( config, {
		location: window.location,
		document,
		navigator: window.navigator,
		fetch: window.fetch?.bind( window ),
		dispatch: ( decision ) =>
			window.dispatchEvent(
				new CustomEvent( OFFER_EVENT, { detail: decision } )
			),
	} );
}
