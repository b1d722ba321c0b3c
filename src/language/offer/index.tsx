/**
 * The language popup and hello bar, loaded by src/language/offer-loader only when the head
 * script (src/language/head) offers a language: shows the offer window.frontageLanguageOffer holds,
 * with the settings the loader fetched (window.frontageLanguageOfferSettings).
 */
import { createRoot } from '@wordpress/element';

import { languageOf } from '../flow';
import { LanguageOffer } from './language-offer';
import './language-offer.scss';

const config = window.frontageLanguage;
const decision = window.frontageLanguageOffer;
const settings = window.frontageLanguageOfferSettings;

if ( config && settings && decision?.action === 'offer' ) {
	const host = document.createElement( 'div' );
	host.id = 'frontage-language-offer';
	document.body.append( host );
	const root = createRoot( host );
	root.render(
		<LanguageOffer
			config={ config }
			settings={ settings }
			as={ decision.as }
			language={ decision.language }
			current={ languageOf( config, window.location.pathname ) }
			onClose={ () => {
				root.unmount();
				host.remove();
			} }
		/>
	);
}
