/**
 * The language popup and hello bar, loaded by src/language/offer-loader only when the head
 * script (src/language/head) offers a language: shows the offer window.frontageLanguageOffer holds,
 * with the settings the loader fetched (window.frontageLanguageOfferSettings).
 */
import { languageOf } from '../flow';
import { showLanguageOffer } from './language-offer';
import './language-offer.scss';

const config = window.frontageLanguage;
const decision = window.frontageLanguageOffer;
const settings = window.frontageLanguageOfferSettings;

if ( config && settings && decision?.action === 'offer' ) {
	showLanguageOffer( {
		config,
		settings,
		as: decision.as,
		language: decision.language,
		current: languageOf( config, window.location.pathname ),
		doc: document,
		location: window.location,
	} );
}
