/**
 * The counter's figure at a moment of its count (blocks/counter/view.ts): pure, so the easing
 * and the end are tested without a page.
 */

/**
 * The value shown `elapsed` ms into a count from `start` to `end` lasting `duration` ms: fast
 * at first, slowing towards the end (ease-out), exactly `end` once the time is up.
 *
 * @param start    The first figure.
 * @param end      The last figure.
 * @param elapsed  Milliseconds since the count began.
 * @param duration Milliseconds the count lasts.
 */
export function valueAt(
	start: number,
	end: number,
	elapsed: number,
	duration: number
): number {
	if ( duration <= 0 || elapsed >= duration ) {
		return end;
	}
	const t = Math.max( 0, elapsed ) / duration;
	const eased = 1 - Math.pow( 1 - t, 3 );
	return start + ( end - start ) * eased;
}
