/**
 * The language popup and hello bar, loaded by src/language/offer-loader only when the head
 * script (src/language/head) offers a language: shows the offer window.frontageLanguageOffer holds.
 */
import { createRoot } from '@wordpress/element';

import { pageLanguage } from '../language-codes';
import { LanguageOffer } from './language-offer';
import './language-offer.scss';

const config = window.frontageLanguage;
const decision = window.frontageLanguageOffer;
const offer = config?.offer;

if ( config && offer && decision?.action === 'offer' ) {
	const host = document.createElement( 'div' );
	host.id = 'frontage-language-offer';
	document.body.append( host );
	const root = createRoot( host );
	root.render(
		<LanguageOffer
			config={ { ...config, offer } }
			as={ decision.as }
			language={ decision.language }
			current={ pageLanguage(
				window.location.pathname,
				config.urlSlugs,
				config.defaultLanguage,
				config.published,
				config.homePath
			) }
			onClose={ () => {
				root.unmount();
				host.remove();
			} }
		/>
	);
}
