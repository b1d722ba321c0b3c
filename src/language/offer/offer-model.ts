/**
 * What the language popup and hello bar show and do (docs/language.md, flow step 5), kept
 * apart from React so jest can check it: the text with its placeholder filled, the languages the
 * dropdown lists, and where accepting leads.
 */
import { urlFor } from '../decision';
import type { LanguageConfig } from '../flow';
import { normaliseCode, sameLanguage } from '../language-codes';
import type { OfferSettings } from '../offer-settings';

/** The placeholder popup_textarea carries (docs/language.md "The settings"). */
export const PLACEHOLDER = '{{suggested_language}}';

export interface OfferChoice {
	code: string;
	name: string;
	/** This page in that language. */
	url: string;
}

/**
 * popup_textarea with the suggested language's name in place of every placeholder. Plain text:
 * React prints it as text, so HTML in the setting shows as written.
 *
 * @param template The setting.
 * @param name     The suggested language's name.
 */
export function offerText( template: string, name: string ): string {
	return template.split( PLACEHOLDER ).join( name );
}

/**
 * The languages the dropdown offers: each published language this page exists in, the page's
 * own language included (its address is the page open now), in the published order.
 *
 * @param config  The language configuration.
 * @param current The page's language.
 * @param href    The address open now.
 */
export function offerChoices(
	config: Pick<
		LanguageConfig,
		'publish_languages' | 'language_urls' | 'english_name'
	>,
	current: string,
	href: string
): OfferChoice[] {
	return config.publish_languages.flatMap( ( code ) => {
		const url = sameLanguage( code, current )
			? href
			: urlFor( config.language_urls, code );
		return url
			? [ { code, name: nameOf( config.english_name, code ), url } ]
			: [];
	} );
}

/**
 * A language's name, whatever the case and separator of its key; the code when it has none.
 *
 * @param names Code → name.
 * @param code  A code.
 */
export function nameOf(
	names: Readonly< Record< string, string > > | undefined,
	code: string
): string {
	names = names ?? {};
	const key = Object.keys( names ).find(
		( candidate ) => normaliseCode( candidate ) === normaliseCode( code )
	);
	return ( key && names[ key ].trim() ) || code;
}

/**
 * Where accepting a choice leads: the chosen language's address, or null when it is the page's
 * own language (accepting it only closes the offer).
 *
 * @param choice  The chosen language.
 * @param current The page's language.
 */
export function acceptTarget(
	choice: OfferChoice | undefined,
	current: string
): string | null {
	if ( ! choice || sameLanguage( choice.code, current ) ) {
		return null;
	}
	return choice.url;
}

/** One of the offer's texts, with the language it is written in when it is a translation. */
export interface OfferWords {
	text: string;
	/** The ISO code of a translation; undefined for the settings' own text (the page's). */
	lang?: string;
}

/**
 * The offer's three texts in the visitor's language (docs/language.md "The popup and the hello
 * bar"): each from the suggested language's translation where it has one, else the page
 * language's translation, else the configuration's own text (popup_textarea, …).
 *
 * @param config       The language configuration.
 * @param translations The texts in other languages (popup_translations).
 * @param suggested    The suggested language.
 * @param current      The page's language.
 */
export function offerWords(
	config: Pick<
		LanguageConfig,
		| 'popup_textarea'
		| 'popup_textarea_change_button'
		| 'popup_textarea_close_button'
	>,
	translations: OfferSettings[ 'translations' ],
	suggested: string,
	current: string
): Record< 'text' | 'changeLabel' | 'closeLabel', OfferWords > {
	const find = ( code: string ) =>
		Object.entries( translations ?? {} ).find(
			( [ key ] ) => normaliseCode( key ) === normaliseCode( code )
		)?.[ 1 ];
	const sources = [ find( suggested ), find( current ) ];
	const own = {
		text: config.popup_textarea,
		changeLabel: config.popup_textarea_change_button,
		closeLabel: config.popup_textarea_close_button,
	};
	const pick = ( field: 'text' | 'changeLabel' | 'closeLabel' ) => {
		const source = sources.find( ( item ) => item?.[ field ]?.trim() );
		return source
			? {
					text: source[ field ] as string,
					lang: source.lang || undefined,
				}
			: { text: own[ field ] };
	};
	return {
		text: pick( 'text' ),
		changeLabel: pick( 'changeLabel' ),
		closeLabel: pick( 'closeLabel' ),
	};
}
