/**
 * What PHP prints for the language popup and hello bar in popup mode
 * (includes/language/class-language-offer.php): read by the loader (src/language/offer-loader)
 * and the popup itself (src/language/offer). Types only; nothing here reaches the head script.
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
	/** popup_textarea: plain text with {{suggested_language}}. */
	text: string;
	/** popup_textarea_change_button, popup_textarea_close_button. */
	changeLabel: string;
	closeLabel: string;
	/**
	 * popup_translations: the texts in other languages, only those written, with the language's
	 * ISO code; left out when there are none.
	 */
	translations?: Record< string, OfferTranslation >;
	/** english_name of each published language. */
	names: Record< string, string >;
	/** Words of Frontage's own, translated by PHP (the popup loads no wp-i18n). */
	labels: { language: string; dismiss: string; region: string };
	/** The popup's scripts with their dependencies, dependencies first. */
	scripts: AssetEntry[];
	styles: AssetEntry[];
}
