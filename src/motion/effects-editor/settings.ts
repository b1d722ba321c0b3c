/**
 * The motion settings the Inspector panel edits (docs/motion.md "What is stored"): the same
 * effects, directions, defaults and bounds as includes/motion/class-motion-settings.php (held
 * equal by ../php-twins.test.ts), and what is wrong with a value, pure so it is tested without a
 * screen.
 */

/** One effect as stored: strength, direction, and for scrolling effects the viewport range. */
export interface EffectValue {
	speed?: number;
	direction?: string;
	start?: number;
	end?: number;
}

export type Effects = Record< string, EffectValue >;

/** The attribute `frontageMotion`. */
export interface MotionValue {
	devices?: string[];
	scroll?: Effects;
	background?: Effects;
	mouse?: Effects;
	entrance?: { animation?: string; duration?: number; delay?: number };
	lazyBackground?: boolean;
}

/** An effect's directions (the default first), default strength and largest strength. */
export interface EffectKind {
	directions: string[];
	speed: number;
	max: number;
}

export const SCROLL_EFFECTS: Record< string, EffectKind > = {
	translateY: { directions: [ 'up', 'down' ], speed: 4, max: 10 },
	translateX: { directions: [ 'left', 'right' ], speed: 4, max: 10 },
	rotateZ: { directions: [ 'left', 'right' ], speed: 1, max: 10 },
	scale: {
		directions: [ 'up', 'down', 'up-down', 'down-up' ],
		speed: 4,
		max: 10,
	},
	opacity: {
		directions: [ 'in', 'out', 'in-out', 'out-in' ],
		speed: 10,
		max: 10,
	},
	blur: {
		directions: [ 'in', 'out', 'in-out', 'out-in' ],
		speed: 7,
		max: 15,
	},
};

export const MOUSE_EFFECTS: Record< string, EffectKind > = {
	track: { directions: [ 'opposite', 'direct' ], speed: 1, max: 10 },
	tilt: { directions: [ 'direct', 'opposite' ], speed: 4, max: 10 },
};

export const DEVICES = [ 'desktop', 'tablet', 'mobile' ];

export const ENTRANCES = [
	'fade-in',
	'slide-up',
	'slide-down',
	'slide-left',
	'slide-right',
	'zoom-in',
];

/** Entrance duration and delay, ms: default, smallest, largest. */
export const DURATION = { value: 600, min: 100, max: 5000 };
export const DELAY = { value: 0, min: 0, max: 5000 };

/** The blocks whose background can move and load lazily. */
export const BACKGROUND_BLOCKS = [ 'core/group', 'core/cover' ];

/** Blocks without the setting (includes/motion/class-motion-effects.php EXCLUDED). */
export const EXCLUDED = [
	'core/freeform',
	'core/html',
	'core/shortcode',
	'core/more',
	'core/nextpage',
	'core/block',
	'core/pattern',
	'core/missing',
	'core/legacy-widget',
	'core/widget-group',
	'core/navigation-link',
	'core/navigation-submenu',
	'core/home-link',
	'core/page-list-item',
];

/** What a typed number became. */
export interface Clamped {
	value: number;
	/** The number typed, when it was out of bounds (and so changed). */
	typed?: number;
}

/**
 * A typed number brought within its bounds, saying whether it had to be; null while the text
 * is no number.
 *
 * @param text The field's text.
 * @param min  Smallest.
 * @param max  Largest.
 */
export function clampTyped(
	text: string,
	min: number,
	max: number
): Clamped | null {
	const number = Number( text );
	if ( text.trim() === '' || ! Number.isFinite( number ) ) {
		return null;
	}
	const value = Math.min( max, Math.max( min, number ) );
	return value === number ? { value } : { value, typed: number };
}

/** What is wrong with a stored effect; the page's fallback is said with it. */
export type Problem =
	| { kind: 'strength'; value: number; max: number }
	| { kind: 'range-bounds'; start: number; end: number }
	| { kind: 'range-order'; start: number; end: number };

/**
 * What is wrong with one stored effect (the values the server will clamp).
 *
 * @param effect The effect.
 * @param kind   Its kind.
 * @param ranged Whether it has a viewport range.
 */
export function effectProblems(
	effect: EffectValue,
	kind: EffectKind,
	ranged: boolean
): Problem[] {
	const problems: Problem[] = [];
	const speed = effect.speed ?? kind.speed;
	if ( typeof speed === 'number' && ( speed < 0 || speed > kind.max ) ) {
		problems.push( { kind: 'strength', value: speed, max: kind.max } );
	}
	if ( ranged ) {
		const start = effect.start ?? 0;
		const end = effect.end ?? 100;
		if ( start < 0 || start > 100 || end < 0 || end > 100 ) {
			problems.push( { kind: 'range-bounds', start, end } );
		} else if ( start >= end ) {
			problems.push( { kind: 'range-order', start, end } );
		}
	}
	return problems;
}

/**
 * A copy of the value with one part replaced; a part set to undefined is removed, and an
 * empty group with it.
 *
 * @param value The attribute.
 * @param group The group ('scroll', 'background', 'mouse').
 * @param name  The effect.
 * @param next  Its new value, or undefined to switch it off.
 */
export function withEffect(
	value: MotionValue,
	group: 'scroll' | 'background' | 'mouse',
	name: string,
	next: EffectValue | undefined
): MotionValue {
	const effects: Effects = { ...( value[ group ] ?? {} ) };
	if ( next ) {
		effects[ name ] = next;
	} else {
		delete effects[ name ];
	}
	const result: MotionValue = { ...value, [ group ]: effects };
	if ( ! Object.keys( effects ).length ) {
		delete result[ group ];
	}
	return result;
}
