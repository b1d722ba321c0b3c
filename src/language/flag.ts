/**
 * A language's flag, as the Language switcher shows it (showFlags; Language_Switcher::flag() on
 * the server, docs/language.md): the emoji of its code's country, made of Unicode's regional
 * indicators, so no image is fetched. A code without a country has none.
 */

/** REGIONAL INDICATOR SYMBOL LETTER A. */
const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * The flag of a language code's country: `de_DE` and `pt-BR` have one (the second part, when it
 * is two letters); `fr`, `eo` and `es_419` have none ('').
 *
 * @param code The language code.
 */
export function languageFlag( code: string ): string {
	const country = code.split( /[_-]/ )[ 1 ] ?? '';
	if ( ! /^[A-Za-z]{2}$/.test( country ) ) {
		return '';
	}
	return String.fromCodePoint(
		...[ ...country.toUpperCase() ].map(
			( letter ) =>
				REGIONAL_INDICATOR_A +
				letter.charCodeAt( 0 ) -
				'A'.charCodeAt( 0 )
		)
	);
}
