/**
 * Dates as the files table shows them. Plain functions over Intl, unit-tested. Sizes come from
 * src/files/format-size.ts, which prints them as the server's file tables do.
 */

/**
 * Parses the API's dates. WordPress's mysql_to_rfc3339() gives GMT without a zone
 * ("2024-05-01T10:00:00"); a date with a zone is read as given.
 *
 * @param value The date string.
 * @return The date, or null when it cannot be read.
 */
export function parseApiDate( value: string ): Date | null {
	if ( ! value ) {
		return null;
	}
	const normalised = value.trim().replace( ' ', 'T' );
	const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test( normalised );
	const date = new Date( hasZone ? normalised : `${ normalised }Z` );
	return Number.isNaN( date.getTime() ) ? null : date;
}

/**
 * A date for the files table, in the reader's locale and time zone.
 *
 * @param value    The API's date string.
 * @param locale   Locale (the page's language by default).
 * @param timeZone Time zone (the browser's by default).
 * @return E.g. "May 1, 2024"; an empty string when the date cannot be read.
 */
export function formatDate(
	value: string,
	locale?: string,
	timeZone?: string
): string {
	const date = parseApiDate( value );
	if ( ! date ) {
		return '';
	}
	return new Intl.DateTimeFormat( locale, {
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		...( timeZone ? { timeZone } : {} ),
	} ).format( date );
}
