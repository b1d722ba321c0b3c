/**
 * The carousel's arithmetic (docs/motion.md "Carousel"), with no DOM: the settings as the front
 * end uses them, the positions a carousel can stop at, where the previous and next buttons and
 * the dots take it, and which slide a scroll offset shows.
 *
 * A position is the index of the first slide on screen: 0 up to `count - shown` (the last
 * position shows the last slide at the end of the row, never an empty space after it).
 */

/** The settings a carousel runs with, already clamped. */
export interface Layout {
	/** Slides in the carousel. */
	count: number;
	/** Slides on screen at once (1 … count). */
	shown: number;
	/** Slides moved by one press of previous or next (1 … shown). */
	step: number;
	/** Whether next at the end goes back to the first slide, and previous at the start to the last. */
	loop: boolean;
}

/**
 * A whole number within bounds; anything that is not a finite number reads as the fallback.
 *
 * @param value    The value as given (an attribute, a data attribute's text).
 * @param min      The least allowed.
 * @param max      The most allowed.
 * @param fallback The value when it is not a number.
 */
export function clampInt(
	value: unknown,
	min: number,
	max: number,
	fallback: number
): number {
	const number = typeof value === 'string' ? Number( value ) : value;
	if ( typeof number !== 'number' || ! Number.isFinite( number ) ) {
		return Math.min( Math.max( fallback, min ), max );
	}
	return Math.min( Math.max( Math.round( number ), min ), max );
}

/**
 * The layout for a number of slides: shown clamped to 1 … count, step to 1 … shown.
 *
 * @param count Slides in the carousel.
 * @param shown Slides on screen as set for the device.
 * @param step  Slides moved per press as set.
 * @param loop  Whether the ends wrap.
 */
export function layout(
	count: number,
	shown: unknown,
	step: unknown,
	loop: boolean
): Layout {
	const slides = Math.max( 0, Math.floor( count ) );
	const onScreen = clampInt( shown, 1, Math.max( 1, slides ), 1 );
	return {
		count: slides,
		shown: onScreen,
		step: clampInt( step, 1, onScreen, 1 ),
		loop,
	};
}

/**
 * The last position: the first slide on screen when the last slide is at the end.
 *
 * @param at The layout.
 */
export function lastPosition( at: Layout ): number {
	return Math.max( 0, at.count - at.shown );
}

/**
 * Whether the carousel has anywhere to move: more slides than it shows.
 *
 * @param at The layout.
 */
export function moves( at: Layout ): boolean {
	return lastPosition( at ) > 0;
}

/**
 * A position kept within 0 … the last.
 *
 * @param at       The layout.
 * @param position Any whole number.
 */
export function clampPosition( at: Layout, position: number ): number {
	return Math.min(
		Math.max( Math.round( position ), 0 ),
		lastPosition( at )
	);
}

/**
 * Where next takes the carousel: one step on, stopping at the last position; from the last,
 * back to the first when it loops, else nowhere (null).
 *
 * @param at       The layout.
 * @param position The current position.
 */
export function nextPosition( at: Layout, position: number ): number | null {
	const last = lastPosition( at );
	const from = clampPosition( at, position );
	if ( from >= last ) {
		return at.loop && last > 0 ? 0 : null;
	}
	return Math.min( from + at.step, last );
}

/**
 * Where previous takes the carousel: one step back, stopping at the first position; from the
 * first, to the last when it loops, else nowhere (null).
 *
 * @param at       The layout.
 * @param position The current position.
 */
export function previousPosition(
	at: Layout,
	position: number
): number | null {
	const last = lastPosition( at );
	const from = clampPosition( at, position );
	if ( from <= 0 ) {
		return at.loop && last > 0 ? last : null;
	}
	return Math.max( from - at.step, 0 );
}

/**
 * The positions the dots go to: every step from the first, and the last position (so the last
 * slide always has a dot). None when the carousel has nowhere to move.
 *
 * @param at The layout.
 */
export function stops( at: Layout ): number[] {
	const last = lastPosition( at );
	if ( last === 0 ) {
		return [];
	}
	const result: number[] = [];
	for ( let position = 0; position < last; position += at.step ) {
		result.push( position );
	}
	result.push( last );
	return result;
}

/**
 * The dot of a position: the last stop at or before it.
 *
 * @param list     The stops (stops()).
 * @param position The current position.
 */
export function currentStop( list: number[], position: number ): number {
	let current = 0;
	list.forEach( ( stop, index ) => {
		if ( stop <= position ) {
			current = index;
		}
	} );
	return current;
}

/**
 * The position a scroll offset shows: the slide whose start is nearest, within the positions.
 *
 * @param at     The layout.
 * @param offset How far the row has scrolled, in pixels (negative in right-to-left pages).
 * @param pitch  A slide's width plus the gap after it, in pixels.
 */
export function positionAt(
	at: Layout,
	offset: number,
	pitch: number
): number {
	if ( ! ( pitch > 0 ) ) {
		return 0;
	}
	return clampPosition( at, Math.round( Math.abs( offset ) / pitch ) );
}
