/**
 * The language head script: printed inline at the top of <head> by
 * includes/language/class-language-head.php after the language configuration
 * (`window.frontageLanguage`), before the page is painted, so a visitor who needs another
 * language never sees this one first. Plain TypeScript, no WordPress packages; with its
 * configuration at most 2 KB gzipped (tests/php/language/test-language-head.php measures what is
 * printed). An offer, or the detection call of the IP methods, is handed to the loader
 * (src/language/offer-loader), added only then.
 */
import { runLanguageFlow } from '../flow';

const config = window.frontageLanguage;
if ( config ) {
	runLanguageFlow( config, {
		location,
		document,
		navigator,
		dispatch: ( handoff ) => {
			window.frontageLanguageOffer = handoff;
			if ( config.loader_url ) {
				const script = document.createElement( 'script' );
				script.src = config.loader_url;
				document.head.append( script );
			}
		},
	} );
}
