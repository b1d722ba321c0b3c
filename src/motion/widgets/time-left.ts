/**
 * The time left until a countdown's moment (blocks/countdown/view.ts): pure, so the units and
 * the zero are tested without a page or a clock.
 */

export interface TimeLeft {
	days: number;
	hours: number;
	minutes: number;
	seconds: number;
	/** The moment has come (everything above is 0). */
	done: boolean;
}

/**
 * Days, hours, minutes and seconds from `now` until `target` (both ms since 1970, so neither
 * depends on a time zone), a started second counted whole (0 shows at the moment itself, not a
 * second early); all 0 and `done` once it has come.
 *
 * @param target The moment counted to.
 * @param now    The present moment.
 */
export function timeLeft( target: number, now: number ): TimeLeft {
	let left = Math.ceil( ( target - now ) / 1000 );
	if ( ! Number.isFinite( left ) || left <= 0 ) {
		return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
	}
	const days = Math.floor( left / 86400 );
	left -= days * 86400;
	const hours = Math.floor( left / 3600 );
	left -= hours * 3600;
	const minutes = Math.floor( left / 60 );
	return { days, hours, minutes, seconds: left - minutes * 60, done: false };
}

/**
 * A unit's figure as the block shows it: days as they are, the others in two digits.
 *
 * @param unit  The unit.
 * @param value Its figure.
 */
export function unitText( unit: string, value: number ): string {
	return unit === 'days'
		? String( value )
		: String( value ).padStart( 2, '0' );
}
