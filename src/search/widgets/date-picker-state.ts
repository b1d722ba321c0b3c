/**
 * The calendar dialog's logic (docs/search.md "Refusals and constants"): the weeks of a month starting on
 * the configured day (Monday by default), the keys that move the focused day, clamping to the
 * picker's min and max, and whether Apply is allowed. Calendar dates only, no time zones, no
 * moment.
 */
import {
	DATE_RANGE_SEPARATOR,
	addMonths,
	compareDates,
	daysInMonth,
	formatDate,
	type CalendarDate,
	type GridDay,
} from '../dates';

/** Which end of a range a date box holds. */
export type RangeEnd = 'from' | 'to';

/**
 * A day moved by some days.
 *
 * @param date The day.
 * @param days Days to add (negative to go back).
 * @return The day moved to.
 */
export function addDays( date: CalendarDate, days: number ): CalendarDate {
	const utc = new Date(
		Date.UTC( date.year, date.month - 1, date.day + days )
	);
	return {
		year: utc.getUTCFullYear(),
		month: utc.getUTCMonth() + 1,
		day: utc.getUTCDate(),
	};
}

/**
 * The same day some months away, on the month's last day when it is shorter.
 *
 * @param date   The day.
 * @param months Months to add.
 * @return The day moved to.
 */
export function addMonthsClamped(
	date: CalendarDate,
	months: number
): CalendarDate {
	const { year, month } = addMonths( date.year, date.month, months );
	return {
		year,
		month,
		day: Math.min( date.day, daysInMonth( year, month ) ),
	};
}

/**
 * A day kept between the bounds.
 *
 * @param date The day.
 * @param min  The earliest day allowed, if any.
 * @param max  The latest day allowed, if any.
 * @return The day, or the bound it passed.
 */
export function clampDate(
	date: CalendarDate,
	min?: CalendarDate | null,
	max?: CalendarDate | null
): CalendarDate {
	if ( min && compareDates( date, min ) < 0 ) {
		return min;
	}
	if ( max && compareDates( date, max ) > 0 ) {
		return max;
	}
	return date;
}

/**
 * Whether a day is within the bounds.
 *
 * @param date The day.
 * @param min  The earliest day allowed, if any.
 * @param max  The latest day allowed, if any.
 * @return True when it may be picked.
 */
export function inBounds(
	date: CalendarDate,
	min?: CalendarDate | null,
	max?: CalendarDate | null
): boolean {
	return compareDates( clampDate( date, min, max ), date ) === 0;
}

/**
 * A month as weeks of seven days starting on the given weekday (0 Sunday, 1 Monday…). Days of
 * the neighbouring months fill the first and last weeks and are marked.
 *
 * @param year     The year.
 * @param month    The month, 1 to 12.
 * @param firstDay The week's first day; Monday by default.
 * @return Four to six weeks.
 */
export function calendarWeeks(
	year: number,
	month: number,
	firstDay = 1
): GridDay[][] {
	const weekday = new Date( Date.UTC( year, month - 1, 1 ) ).getUTCDay();
	const leading = ( weekday - firstDay + 7 ) % 7;
	const length = daysInMonth( year, month );
	const weeks: GridDay[][] = [];
	const cells = Math.ceil( ( leading + length ) / 7 ) * 7;
	for ( let cell = 0; cell < cells; cell++ ) {
		let outside: GridDay[ 'outside' ] = null;
		if ( cell < leading ) {
			outside = 'previous';
		} else if ( cell >= leading + length ) {
			outside = 'next';
		}
		if ( cell % 7 === 0 ) {
			weeks.push( [] );
		}
		weeks[ weeks.length - 1 ].push( {
			date: addDays( { year, month, day: 1 }, cell - leading ),
			inMonth: outside === null,
			outside,
		} );
	}
	return weeks;
}

/**
 * Where a key moves the focused day in the grid (the WAI-ARIA date picker dialog's keys):
 * arrows by a day or a week, Home and End to the week's ends, PageUp and PageDown by a month
 * (with Shift, a year). The result stays within the bounds.
 *
 * @param date     The focused day.
 * @param key      The key.
 * @param shift    Whether Shift is held.
 * @param firstDay The week's first day.
 * @param min      The earliest day allowed.
 * @param max      The latest day allowed.
 * @return The day to focus, or null when the key does not move.
 */
export function moveByKey(
	date: CalendarDate,
	key: string,
	shift: boolean,
	firstDay = 1,
	min?: CalendarDate | null,
	max?: CalendarDate | null
): CalendarDate | null {
	const weekday = new Date(
		Date.UTC( date.year, date.month - 1, date.day )
	).getUTCDay();
	const sinceFirst = ( weekday - firstDay + 7 ) % 7;
	const moves: Record< string, () => CalendarDate > = {
		ArrowLeft: () => addDays( date, -1 ),
		ArrowRight: () => addDays( date, 1 ),
		ArrowUp: () => addDays( date, -7 ),
		ArrowDown: () => addDays( date, 7 ),
		Home: () => addDays( date, -sinceFirst ),
		End: () => addDays( date, 6 - sinceFirst ),
		PageUp: () => addMonthsClamped( date, shift ? -12 : -1 ),
		PageDown: () => addMonthsClamped( date, shift ? 12 : 1 ),
	};
	const move = moves[ key ];
	return move ? clampDate( move(), min, max ) : null;
}

/**
 * Whether a picked day can be applied (docs/search.md "Refusals and constants": the picker disables apply when start is after
 * end): a 'from' day not after the range's 'to' day, a 'to' day not before its 'from' day.
 *
 * @param end   Which end the box holds.
 * @param date  The picked day.
 * @param other The other end's day, if set.
 * @return True when Apply is allowed.
 */
export function canApply(
	end: RangeEnd,
	date: CalendarDate | null,
	other: CalendarDate | null
): boolean {
	if ( ! date ) {
		return false;
	}
	if ( ! other ) {
		return true;
	}
	return end === 'from'
		? compareDates( date, other ) <= 0
		: compareDates( other, date ) <= 0;
}

/**
 * The range a date box and its other end make, for the picker's "Custom" line: from, the
 * separator ' - ', to (docs/search.md "Refusals and constants"); an end not set yet is "…".
 *
 * @param end    Which end the box holds.
 * @param date   The day picked in the box, if any.
 * @param other  The other end's day, if set.
 * @param format The site's date format.
 * @return E.g. "04-03-2024 - 10-03-2024"; '' when neither end is set.
 */
export function rangeText(
	end: RangeEnd,
	date: CalendarDate | null,
	other: CalendarDate | null,
	format: string
): string {
	const [ from, to ] = end === 'from' ? [ date, other ] : [ other, date ];
	const text = ( day: CalendarDate | null ) =>
		day ? formatDate( day, format ) : '…';
	return from || to ? text( from ) + DATE_RANGE_SEPARATOR + text( to ) : '';
}

/**
 * The names of the week's days in a locale, starting on the first day.
 *
 * @param locale   BCP 47 locale.
 * @param firstDay The week's first day.
 * @return Short and long names, seven of each.
 */
export function weekdayNames(
	locale: string,
	firstDay = 1
): Array< { short: string; long: string } > {
	const short = formatter( locale, { weekday: 'short', timeZone: 'UTC' } );
	const long = formatter( locale, { weekday: 'long', timeZone: 'UTC' } );
	// 2024-01-07 was a Sunday.
	return Array.from( { length: 7 }, ( _, at ) => {
		const day = new Date(
			Date.UTC( 2024, 0, 7 + ( ( firstDay + at ) % 7 ) )
		);
		return { short: short.format( day ), long: long.format( day ) };
	} );
}

/**
 * A month's title in a locale, e.g. "March 2024" or "März 2024".
 *
 * @param locale BCP 47 locale.
 * @param year   The year.
 * @param month  The month, 1 to 12.
 * @return The title.
 */
export function monthTitle(
	locale: string,
	year: number,
	month: number
): string {
	return formatter( locale, {
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	} ).format( new Date( Date.UTC( year, month - 1, 1 ) ) );
}

/**
 * A day's full name in a locale, for a grid cell's accessible name.
 *
 * @param locale BCP 47 locale.
 * @param date   The day.
 * @return E.g. "Monday, 4 March 2024".
 */
export function dayName( locale: string, date: CalendarDate ): string {
	return formatter( locale, {
		weekday: 'long',
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	} ).format( new Date( Date.UTC( date.year, date.month - 1, date.day ) ) );
}

/**
 * A date formatter, falling back to English for a locale the browser does not know.
 *
 * @param locale  BCP 47 locale.
 * @param options The format.
 * @return The formatter.
 */
function formatter(
	locale: string,
	options: Intl.DateTimeFormatOptions
): Intl.DateTimeFormat {
	try {
		return new Intl.DateTimeFormat( locale.replace( '_', '-' ), options );
	} catch {
		return new Intl.DateTimeFormat( 'en-US', options );
	}
}
