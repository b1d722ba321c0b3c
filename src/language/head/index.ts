/**
 * The language head script: printed inline at the top of <head> by
 * includes/language/class-language-head.php, before the page is painted, so a visitor who needs
 * another language never sees this one first. Plain TypeScript, no WordPress packages: at most
 * 2 KB gzipped (src/language/bundle-size.test.ts).
 */
import { runLanguageFlow } from '../flow';

const config = window.frontageLanguage;
if ( config ) {
	void runLanguageFlow( config, {
		location: window.location,
		document,
		navigator: window.navigator,
		fetch: window.fetch?.bind( window ),
		// An offer: the popup or hello bar is loaded now, and only now.
		dispatch: ( decision ) => {
			window.frontageLanguageOffer = decision;
			if ( config.offerScript ) {
				const script = document.createElement( 'script' );
				script.src = config.offerScript;
				document.head.append( script );
			}
		},
	} );
}
