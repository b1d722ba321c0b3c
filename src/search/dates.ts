/**
 * Dates in the search form (docs/search.md "Global search settings", "Refusals and constants"): text in the DD-MM-YYYY format by
 * default, compared and moved by months for a Monday-first date picker (its grid:
 * widgets/date-picker-state.ts). Calendar dates only: no time zones, so a date never shifts by a day in the visitor's browser.
 */

/** The date format unless the settings give another. */
export const DEFAULT_DATE_FORMAT = 'DD-MM-YYYY';

/** Between the two ends of a date range, as the date picker shows it (docs/search.md "Refusals and constants"). */
export const DATE_RANGE_SEPARATOR = ' - ';

/** Days a week starts on, as JavaScript numbers them: Monday (docs/search.md "Refusals and constants"). */
export const FIRST_DAY_OF_WEEK = 1;

/** A day on the calendar; month runs 1 to 12. */
export interface CalendarDate {
	year: number;
	month: number;
	day: number;
}

/** One cell of the month grid. */
export interface GridDay {
	date: CalendarDate;
	/** False for the leading and trailing days of the neighbouring months. */
	inMonth: boolean;
	/** 'previous' or 'next' for a neighbouring month's day, null in the shown month. */
	outside: 'previous' | 'next' | null;
}

/**
 * The number of days in a month.
 *
 * @param year  The year.
 * @param month The month, 1 to 12.
 * @return 28 to 31.
 */
export function daysInMonth( year: number, month: number ): number {
	return new Date( Date.UTC( year, month, 0 ) ).getUTCDate();
}

/**
 * Whether the parts make a real day (no 31-02, no month 13).
 *
 * @param year  The year, 1 to 9999.
 * @param month The month.
 * @param day   The day.
 * @return True when the day exists.
 */
export function isValidDate(
	year: number,
	month: number,
	day: number
): boolean {
	return (
		Number.isInteger( year ) &&
		Number.isInteger( month ) &&
		Number.isInteger( day ) &&
		year >= 1 &&
		year <= 9999 &&
		month >= 1 &&
		month <= 12 &&
		day >= 1 &&
		day <= daysInMonth( year, month )
	);
}

/**
 * Reads a date written in a format made of DD, MM and YYYY with any separators, strictly: two-digit
 * day and month, four-digit year, a day that exists.
 *
 * @param text   The text, e.g. `05-03-2024`.
 * @param format The format; DD-MM-YYYY by default.
 * @return The date, or null when the text is not one.
 */
export function parseDate(
	text: string | null | undefined,
	format: string = DEFAULT_DATE_FORMAT
): CalendarDate | null {
	const order = format.match( /YYYY|MM|DD/g ) ?? [];
	if ( order.length !== 3 || new Set( order ).size !== 3 ) {
		return null;
	}
	const pattern = format
		.split( /(YYYY|MM|DD)/ )
		.map( ( part ) => {
			if ( part === 'YYYY' ) {
				return '(\\d{4})';
			}
			if ( part === 'MM' || part === 'DD' ) {
				return '(\\d{2})';
			}
			return part.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
		} )
		.join( '' );
	const match = new RegExp( `^${ pattern }$` ).exec( ( text ?? '' ).trim() );
	if ( ! match ) {
		return null;
	}
	const parts: Record< string, number > = {};
	for ( const [ index, token ] of order.entries() ) {
		parts[ token ] = Number( match[ index + 1 ] );
	}
	const date = { year: parts.YYYY, month: parts.MM, day: parts.DD };
	return isValidDate( date.year, date.month, date.day ) ? date : null;
}

/**
 * Writes a date in a format made of DD, MM and YYYY.
 *
 * @param date   The date.
 * @param format The format; DD-MM-YYYY by default.
 * @return The text, e.g. `05-03-2024`.
 */
export function formatDate(
	date: CalendarDate,
	format: string = DEFAULT_DATE_FORMAT
): string {
	const pad = ( value: number, width: number ) =>
		String( value ).padStart( width, '0' );
	return format.replace( /YYYY|MM|DD/g, ( token ) => {
		if ( token === 'YYYY' ) {
			return pad( date.year, 4 );
		}
		return pad( token === 'MM' ? date.month : date.day, 2 );
	} );
}

/**
 * Orders two dates.
 *
 * @param a One date.
 * @param b The other.
 * @return Negative when a is earlier, 0 when the same day, positive when later.
 */
export function compareDates( a: CalendarDate, b: CalendarDate ): number {
	return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The month before or after, for the picker's previous and next buttons.
 *
 * @param year  The shown year.
 * @param month The shown month, 1 to 12.
 * @param delta Months to move, e.g. -1 or 1.
 * @return The year and month moved to.
 */
export function addMonths(
	year: number,
	month: number,
	delta: number
): { year: number; month: number } {
	const index = year * 12 + ( month - 1 ) + delta;
	return { year: Math.floor( index / 12 ), month: ( index % 12 ) + 1 };
}
