/**
 * What the loader fetches for the language popup and hello bar when, and only when, one is shown
 * (includes/language/class-language-offer.php, admin-ajax `frontage-language-offer`): read by the
 * loader (src/language/offer-loader) and the popup itself (src/language/offer). The texts and
 * the names are the language configuration's own (`window.frontageLanguage`). Types only.
 */

/** A script or style as [the element id WordPress gives it, its address]. */
export type AssetEntry = [ string, string ];

/** The offer's texts in one language (Language_Offer::translations()). */
export interface OfferTranslation {
	text?: string;
	changeLabel?: string;
	closeLabel?: string;
	/** Its ISO code, for the `lang` attribute. */
	lang: string;
}

export interface OfferSettings {
	/**
	 * popup_translations: the texts in other languages, only those written, with the language's
	 * ISO code; left out when there are none.
	 */
	translations?: Record< string, OfferTranslation >;
	/** Words of Frontage's own, translated by PHP (the popup loads no wp-i18n). */
	labels: { language: string; dismiss: string; region: string };
	/** The popup's scripts with their dependencies, dependencies first. */
	scripts: AssetEntry[];
	styles: AssetEntry[];
}
