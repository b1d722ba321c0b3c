/**
 * The pure maths of motion effects (docs/motion.md "Motion effects"): where an element is in
 * its passage through the viewport, what each scrolling effect makes of that, what the mouse
 * makes of mouse track and tilt, and the device a window width is. No DOM: the view script
 * (index.ts) measures and writes, this computes.
 */

/** One scrolling effect, as the server hands it over (clamped, start < end). */
export interface ScrollEffect {
	/** Strength, 0–10 (blur: 0–15 px). */
	speed: number;
	/** Which way it goes; see each effect. */
	direction: string;
	/** Viewport range, % of the passage where the effect starts (0–100). */
	start: number;
	/** … and ends (start < end ≤ 100). */
	end: number;
}

/** A mouse effect: strength 0–10 and direction ('opposite' or 'direct'). */
export interface MouseEffect {
	speed: number;
	direction: string;
}

export type ScrollEffects = Partial<
	Record<
		'translateY' | 'translateX' | 'rotateZ' | 'scale' | 'opacity' | 'blur',
		ScrollEffect
	>
>;

/** What the effects come to at one moment; identity values when nothing applies. */
export interface Look {
	x: number;
	y: number;
	rotate: number;
	scale: number;
	opacity: number;
	blur: number;
	tiltX: number;
	tiltY: number;
}

/** Pixels moved from start to end of the range per unit of translate speed. */
export const PX_PER_SPEED = 25;
/** Degrees turned from start to end of the range per unit of rotate speed. */
export const DEG_PER_SPEED = 9;
/** Pixels moved by mouse track, from the viewport's centre to its edge, per unit of speed. */
export const TRACK_PX_PER_SPEED = 10;
/** Degrees tilted from the element's centre to its edge per unit of tilt speed. */
export const TILT_DEG_PER_SPEED = 2.5;

/** Widest mobile window and widest tablet window, px (docs/motion.md). */
export const MOBILE_MAX = 767;
export const TABLET_MAX = 1024;

/**
 * The identity look.
 */
export function still(): Look {
	return {
		x: 0,
		y: 0,
		rotate: 0,
		scale: 1,
		opacity: 1,
		blur: 0,
		tiltX: 0,
		tiltY: 0,
	};
}

/**
 * The device a window width is.
 *
 * @param width The window's inner width, px.
 */
export function deviceOf( width: number ): 'mobile' | 'tablet' | 'desktop' {
	if ( width <= MOBILE_MAX ) {
		return 'mobile';
	}
	return width <= TABLET_MAX ? 'tablet' : 'desktop';
}

/**
 * How far an element is through its passage through the viewport: 0 when its top meets the
 * viewport's bottom edge, 1 when its bottom leaves the top edge; clamped.
 *
 * @param scrollY        The page's scroll position.
 * @param viewportHeight The viewport's height.
 * @param top            The element's untransformed top, in page coordinates.
 * @param height         The element's height.
 */
export function passage(
	scrollY: number,
	viewportHeight: number,
	top: number,
	height: number
): number {
	const span = viewportHeight + height;
	return span > 0
		? clamp( ( scrollY + viewportHeight - top ) / span, 0, 1 )
		: 0;
}

/**
 * The progress through an effect's viewport range: 0 before `start` %, 1 after `end` %.
 *
 * @param progress The passage (0–1).
 * @param start    Range start, %.
 * @param end      Range end, %.
 */
export function inRange(
	progress: number,
	start: number,
	end: number
): number {
	return end > start
		? clamp( ( progress * 100 - start ) / ( end - start ), 0, 1 )
		: 0;
}

/**
 * How far from its natural state a fading, blurring or scaling effect is (0 natural, 1 fully
 * changed) for its direction: `in` (reaches natural at the end), `out` (leaves it from the
 * start), `in-out` (natural mid-range), `out-in` (changed most mid-range). Scale calls them
 * up, down, up-down, down-up.
 *
 * @param direction The direction.
 * @param p         Progress through the range (0–1).
 */
export function away( direction: string, p: number ): number {
	switch ( direction ) {
		case 'out':
		case 'down':
			return p;
		case 'in-out':
		case 'up-down':
			return Math.abs( 2 * p - 1 );
		case 'out-in':
		case 'down-up':
			return 1 - Math.abs( 2 * p - 1 );
		default:
			return 1 - p;
	}
}

/**
 * The look of the scrolling effects at one passage.
 *
 * @param effects  The element's scrolling effects.
 * @param progress The element's passage (0–1).
 */
export function scrollLook( effects: ScrollEffects, progress: number ): Look {
	const look = still();
	const p = ( effect: ScrollEffect ) =>
		inRange( progress, effect.start, effect.end );
	const { translateY, translateX, rotateZ, scale, opacity, blur } = effects;
	if ( translateY ) {
		const sign = translateY.direction === 'down' ? 1 : -1;
		look.y =
			sign * ( p( translateY ) - 0.5 ) * translateY.speed * PX_PER_SPEED +
			0; // Not -0.
	}
	if ( translateX ) {
		const sign = translateX.direction === 'left' ? -1 : 1;
		look.x =
			sign * ( p( translateX ) - 0.5 ) * translateX.speed * PX_PER_SPEED +
			0; // Not -0.
	}
	if ( rotateZ ) {
		const sign = rotateZ.direction === 'left' ? -1 : 1;
		look.rotate =
			sign * ( p( rotateZ ) - 0.5 ) * rotateZ.speed * DEG_PER_SPEED + 0; // Not -0.
	}
	if ( scale ) {
		look.scale = Math.max(
			0,
			1 - away( scale.direction, p( scale ) ) * scale.speed * 0.1
		);
	}
	if ( opacity ) {
		look.opacity = clamp(
			1 - away( opacity.direction, p( opacity ) ) * opacity.speed * 0.1,
			0,
			1
		);
	}
	if ( blur ) {
		look.blur = away( blur.direction, p( blur ) ) * blur.speed;
	}
	return look;
}

/**
 * Mouse track: the element follows the pointer (`direct`) or moves against it (`opposite`),
 * by its distance from the viewport's centre.
 *
 * @param effect    The effect.
 * @param pointer   The pointer, as fractions of the viewport (0–1 each).
 * @param pointer.x Across.
 * @param pointer.y Down.
 */
export function track(
	effect: MouseEffect,
	pointer: { x: number; y: number }
): { x: number; y: number } {
	const amount =
		( effect.direction === 'direct' ? 2 : -2 ) *
		effect.speed *
		TRACK_PX_PER_SPEED;
	return {
		x: round( ( pointer.x - 0.5 ) * amount ),
		y: round( ( pointer.y - 0.5 ) * amount ),
	};
}

/**
 * Tilt: the element turns towards the pointer (`direct`) or away from it (`opposite`), by the
 * pointer's place over the element (-1 at one edge, 1 at the other, beyond outside it).
 *
 * @param effect    The effect.
 * @param pointer   The pointer relative to the element's centre, as fractions of half its size.
 * @param pointer.x Across.
 * @param pointer.y Down.
 */
export function tilt(
	effect: MouseEffect,
	pointer: { x: number; y: number }
): { tiltX: number; tiltY: number } {
	const amount =
		( effect.direction === 'opposite' ? -1 : 1 ) *
		effect.speed *
		TILT_DEG_PER_SPEED;
	return {
		// Turning about the X axis lifts the side the pointer is on: negative for the top.
		tiltX: round( -clamp( pointer.y, -1, 1 ) * amount ),
		tiltY: round( clamp( pointer.x, -1, 1 ) * amount ),
	};
}

/**
 * The CSS transform of a look ('' for the identity, so nothing is written).
 *
 * @param look The look.
 */
export function transformOf( look: Look ): string {
	const parts: string[] = [];
	if ( look.tiltX || look.tiltY ) {
		parts.push(
			`perspective(1000px) rotateX(${ look.tiltX }deg) rotateY(${ look.tiltY }deg)`
		);
	}
	if ( look.x || look.y ) {
		parts.push(
			`translate(${ round( look.x ) }px,${ round( look.y ) }px)`
		);
	}
	if ( look.rotate ) {
		parts.push( `rotate(${ round( look.rotate ) }deg)` );
	}
	if ( look.scale !== 1 ) {
		parts.push( `scale(${ round( look.scale ) })` );
	}
	return parts.join( ' ' );
}

/**
 * The CSS filter of a look ('' without blur).
 *
 * @param look The look.
 */
export function filterOf( look: Look ): string {
	return look.blur > 0 ? `blur(${ round( look.blur ) }px)` : '';
}

/**
 * A number between two others.
 *
 * @param value The number.
 * @param min   The smallest.
 * @param max   The largest.
 */
function clamp( value: number, min: number, max: number ): number {
	return Math.min( max, Math.max( min, value ) );
}

/**
 * Rounded to 2 decimals (shorter styles; no visible difference).
 *
 * @param value The number.
 */
function round( value: number ): number {
	return Math.round( value * 100 ) / 100 || 0;
}
