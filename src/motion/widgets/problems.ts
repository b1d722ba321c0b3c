/**
 * What is wrong with a counter's, progress bar's or countdown's settings, and what visitors see
 * instead (the server's reading: includes/motion/class-counter.php, class-progress.php,
 * class-countdown.php; docs/widgets.md "Bad input"). Pure, so each rule is tested without an
 * editor; the blocks' editors turn each problem into a Notice.
 */

/** Numbers beyond a million million either side are read as the limit. */
export const COUNTER_LIMIT = 1e12;
/** The counter's longest count, in ms. */
export const MAX_DURATION = 10000;
/** The counter's most decimals. */
export const MAX_DECIMALS = 3;

export type Problem =
	| { code: 'not-a-number'; field: string; text: string; reads: number }
	| { code: 'out-of-range'; field: string; reads: number }
	| { code: 'start-above-end'; reads: number }
	| { code: 'no-label' }
	| { code: 'no-date' }
	| { code: 'not-a-date'; text: string };

/**
 * The number an attribute holds (a number, or a text that is one), or null.
 *
 * @param raw The attribute.
 */
export function readNumber( raw: unknown ): number | null {
	if ( typeof raw === 'string' ) {
		const text = raw.trim();
		if (
			text === '' ||
			! /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test( text )
		) {
			return null;
		}
		raw = Number( text );
	}
	return typeof raw === 'number' && Number.isFinite( raw ) ? raw : null;
}

/**
 * Reads one number attribute into `problems`: the number, within limits.
 *
 * @param raw      The attribute.
 * @param field    Its name, for the message.
 * @param fallback What a non-number reads as.
 * @param min      The smallest allowed.
 * @param max      The largest allowed.
 * @param problems Where problems go.
 */
function numberIn(
	raw: unknown,
	field: string,
	fallback: number,
	min: number,
	max: number,
	problems: Problem[]
): number {
	if ( raw === undefined ) {
		return fallback; // Not set: the default, as block.json gives it.
	}
	const number = readNumber( raw );
	if ( number === null ) {
		problems.push( {
			code: 'not-a-number',
			field,
			text: String( raw ),
			reads: fallback,
		} );
		return fallback;
	}
	const clamped = Math.min( max, Math.max( min, number ) );
	if ( clamped !== number ) {
		problems.push( { code: 'out-of-range', field, reads: clamped } );
	}
	return clamped;
}

/**
 * The counter's problems.
 *
 * @param attributes The block's attributes.
 */
export function counterProblems(
	attributes: Record< string, unknown >
): Problem[] {
	const problems: Problem[] = [];
	const end = numberIn(
		attributes.end,
		'end',
		100,
		-COUNTER_LIMIT,
		COUNTER_LIMIT,
		problems
	);
	const start = numberIn(
		attributes.start,
		'start',
		0,
		-COUNTER_LIMIT,
		COUNTER_LIMIT,
		problems
	);
	if ( start > end ) {
		problems.push( { code: 'start-above-end', reads: end } );
	}
	numberIn( attributes.duration, 'duration', 500, 0, MAX_DURATION, problems );
	numberIn( attributes.decimals, 'decimals', 0, 0, MAX_DECIMALS, problems );
	return problems;
}

/**
 * The progress bar's problems.
 *
 * @param attributes The block's attributes.
 */
export function progressProblems(
	attributes: Record< string, unknown >
): Problem[] {
	const problems: Problem[] = [];
	numberIn( attributes.value, 'value', 50, 0, 100, problems );
	if ( typeof attributes.label !== 'string' || ! attributes.label.trim() ) {
		problems.push( { code: 'no-label' } );
	}
	return problems;
}

/**
 * Whether a countdown's date is one: `YYYY-MM-DDTHH:MM` with optional `:SS`, a real day of the
 * calendar, a real time of day (read in the site's time zone by the server).
 *
 * @param text The `date` attribute.
 */
export function isCountdownDate( text: string ): boolean {
	const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(
		text.trim()
	);
	if ( ! parts ) {
		return false;
	}
	const [ year, month, day, hour, minute ] = parts
		.slice( 1, 6 )
		.map( Number );
	const second = Number( parts[ 6 ] ?? 0 );
	const calendar = new Date( Date.UTC( year, month - 1, day ) );
	return (
		calendar.getUTCFullYear() === year &&
		calendar.getUTCMonth() === month - 1 &&
		calendar.getUTCDate() === day &&
		hour < 24 &&
		minute < 60 &&
		second < 60
	);
}

/**
 * The countdown's problems (a date that has passed is not one: the editor says what shows).
 *
 * @param attributes The block's attributes.
 */
export function countdownProblems(
	attributes: Record< string, unknown >
): Problem[] {
	const date = typeof attributes.date === 'string' ? attributes.date : '';
	if ( date.trim() === '' ) {
		return [ { code: 'no-date' } ];
	}
	return isCountdownDate( date )
		? []
		: [ { code: 'not-a-date', text: date } ];
}
