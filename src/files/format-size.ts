/**
 * File sizes for people, as the server prints them (File_Blocks::format_size()): 1024-based
 * units (docs/files.md "The file table"), one decimal only when it matters.
 */

/** The units, smallest first; each is 1024 of the one before. */
export const SIZE_UNITS = [ 'B', 'KB', 'MB', 'GB', 'TB' ] as const;

/** The units a size filter offers (docs/files.md "The file table"), and how many bytes one of each is. */
export const FILTER_UNIT_BYTES = {
	kb: 1024,
	mb: 1024 ** 2,
	gb: 1024 ** 3,
} as const;

export type FilterUnit = keyof typeof FILTER_UNIT_BYTES;

/**
 * A size in bytes as text, e.g. `1.5 MB`, `320 KB`, `12 B`.
 *
 * @param bytes  The size; negative or non-finite values count as 0.
 * @param locale The page's language for the number, e.g. `de-DE`; the browser's by default.
 * @return The size with its unit.
 */
export function formatSize( bytes: number, locale?: string ): string {
	let value = Number.isFinite( bytes ) && bytes > 0 ? bytes : 0;
	let unit = 0;
	while ( value >= 1024 && unit < SIZE_UNITS.length - 1 ) {
		value /= 1024;
		unit++;
	}
	const number = new Intl.NumberFormat( safeLocale( locale ), {
		maximumFractionDigits: unit === 0 ? 0 : 1,
	} ).format( unit === 0 ? Math.round( value ) : value );
	return `${ number } ${ SIZE_UNITS[ unit ] }`;
}

/**
 * The locale, when Intl knows it; undefined (the browser's) otherwise.
 *
 * @param locale A language tag from the page.
 * @return The tag, or undefined.
 */
function safeLocale( locale?: string ): string | undefined {
	if ( ! locale ) {
		return undefined;
	}
	try {
		return Intl.NumberFormat.supportedLocalesOf( [ locale ] )[ 0 ];
	} catch {
		return undefined;
	}
}
