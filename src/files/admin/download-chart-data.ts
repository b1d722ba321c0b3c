/**
 * The bar chart of a file's downloads per day (download-chart.tsx draws it): pure geometry and
 * the numbers a screen reader hears, unit-tested. Days come from GET /files/{id}/stats
 * (docs/api.md "Download statistics"), one per day, oldest first.
 */

/** One day of GET /files/{id}/stats's `per_day`. */
export interface DayCount {
	/** `YYYY-MM-DD`, in the site's time zone. */
	day: string;
	count: number;
}

/** One bar, in the chart's own units (the SVG's viewBox). */
export interface Bar {
	day: string;
	count: number;
	x: number;
	y: number;
	width: number;
	height: number;
}

/** The chart's drawing area, in viewBox units. */
export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 160;

/**
 * A bar per day, side by side, as tall as its count against the busiest day. A day with
 * downloads is never drawn thinner than one unit, so it stays visible next to a busy day.
 *
 * @param days   The days, oldest first.
 * @param width  The drawing area's width.
 * @param height The drawing area's height.
 * @return The bars, in the days' order.
 */
export function chartBars(
	days: DayCount[],
	width = CHART_WIDTH,
	height = CHART_HEIGHT
): Bar[] {
	if ( days.length === 0 ) {
		return [];
	}
	const max = Math.max( ...days.map( ( day ) => day.count ), 0 );
	const slot = width / days.length;
	// A gap between bars while they are wide enough to show one.
	const gap = slot >= 4 ? slot * 0.2 : 0;
	return days.map( ( day, index ) => {
		const barHeight =
			max > 0 && day.count > 0
				? Math.max( 1, ( day.count / max ) * height )
				: 0;
		return {
			day: day.day,
			count: day.count,
			x: index * slot + gap / 2,
			y: height - barHeight,
			width: slot - gap,
			height: barHeight,
		};
	} );
}

/**
 * The busiest day (the first of equals), or null when nothing was downloaded.
 *
 * @param days The days.
 * @return The day with the most downloads.
 */
export function busiestDay( days: DayCount[] ): DayCount | null {
	let best: DayCount | null = null;
	for ( const day of days ) {
		if ( day.count > 0 && ( ! best || day.count > best.count ) ) {
			best = day;
		}
	}
	return best;
}

/**
 * The days that had downloads: the rows of the chart's table.
 *
 * @param days The days.
 * @return Those with a count above 0, newest first.
 */
export function daysWithDownloads( days: DayCount[] ): DayCount[] {
	return days.filter( ( day ) => day.count > 0 ).reverse();
}

/**
 * A day of the API (`YYYY-MM-DD`, a calendar day) for people, in the reader's language. Read
 * as a date in UTC and printed in UTC, so no time zone moves it to the day before.
 *
 * @param day    `YYYY-MM-DD`.
 * @param locale Locale (the page's language by default).
 * @return E.g. "May 3, 2026"; the text as given when it is not a date.
 */
export function formatDay( day: string, locale?: string ): string {
	const date = new Date( `${ day }T00:00:00Z` );
	if ( Number.isNaN( date.getTime() ) ) {
		return day;
	}
	return new Intl.DateTimeFormat( locale, {
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		timeZone: 'UTC',
	} ).format( date );
}
