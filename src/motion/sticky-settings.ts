/**
 * The sticky setting's values (docs/motion.md "Sticky"), read the way the server reads them
 * (includes/motion/class-sticky.php Sticky::settings(): the same limits), and what is wrong with
 * an editor's input. Shared by the view script and the editor's panel; no DOM.
 */

export type Position = 'top' | 'bottom';
export type Device = 'desktop' | 'tablet' | 'mobile';

export interface StickySettings {
	position: Position;
	devices: Device[];
	offset: number;
	effectsOffset: number;
	stopAtParent: boolean;
	anchorLinks: boolean;
	anchorOffset: number;
}

/** The attribute as saved: anything at all. */
export type RawSticky = Record< string, unknown > | undefined;

export const DEVICES: Device[] = [ 'desktop', 'tablet', 'mobile' ];
export const MAX_OFFSET = 500;
export const MAX_EFFECTS_OFFSET = 5000;
export const MAX_ANCHOR_OFFSET = 200;
/** docs/motion.md: the widest mobile window and the widest tablet window, in px. */
export const MOBILE_MAX = 767;
export const TABLET_MAX = 1024;

/**
 * A whole number of pixels between 0 and a maximum; anything else is 0.
 *
 * @param value The saved value.
 * @param max   The largest allowed.
 */
export function pixels( value: unknown, max: number ): number {
	const number =
		typeof value === 'number' || typeof value === 'string'
			? Number( value )
			: NaN;
	if (
		( typeof value === 'string' && value.trim() === '' ) ||
		! isFinite( number )
	) {
		return 0;
	}
	return Math.max( 0, Math.min( max, Math.round( number ) ) );
}

/**
 * A saved boolean (true, 1, '1', 'true'), or the default when it is missing.
 *
 * @param value    The saved value.
 * @param fallback When missing.
 */
function flag( value: unknown, fallback: boolean ): boolean {
	if ( value === undefined || value === null ) {
		return fallback;
	}
	return value === true || value === 1 || value === '1' || value === 'true';
}

/**
 * The settings, clamped, or null when the block does not stick (no position, or no device).
 *
 * @param raw The saved attribute.
 */
export function readSettings( raw: unknown ): StickySettings | null {
	if ( ! raw || typeof raw !== 'object' ) {
		return null;
	}
	const value = raw as Record< string, unknown >;
	if ( value.position !== 'top' && value.position !== 'bottom' ) {
		return null;
	}
	let ticked: unknown[] = Array.isArray( value.devices ) ? value.devices : [];
	if ( value.devices === undefined ) {
		ticked = DEVICES;
	}
	const devices = DEVICES.filter( ( device ) => ticked.includes( device ) );
	if ( ! devices.length ) {
		return null;
	}
	const stopAtParent = flag( value.stopAtParent, false );
	return {
		position: value.position,
		devices,
		offset: pixels( value.offset ?? 0, MAX_OFFSET ),
		effectsOffset: pixels( value.effectsOffset ?? 0, MAX_EFFECTS_OFFSET ),
		stopAtParent,
		// Anchors land below a block that sticks to the page's end; one that stops at its parent
		// covers only part of the page, so it counts only when asked.
		anchorLinks: flag( value.anchorLinks, ! stopAtParent ),
		anchorOffset: pixels( value.anchorOffset ?? 0, MAX_ANCHOR_OFFSET ),
	};
}

/**
 * The device a window of this width is: mobile ≤ 767 px, tablet 768–1024 px, desktop above.
 *
 * @param width The window's width (with its scroll bar, as media queries count it).
 */
export function deviceFor( width: number ): Device {
	if ( width <= MOBILE_MAX ) {
		return 'mobile';
	}
	return width <= TABLET_MAX ? 'tablet' : 'desktop';
}

/** What the editor's panel says about an input, by the field it concerns. */
export interface Problem {
	field: 'offset' | 'effectsOffset' | 'anchorOffset' | 'devices';
	kind: 'negative' | 'too-large' | 'not-a-number' | 'no-device';
	/** The value the page uses instead. */
	used?: number;
}

/**
 * What is wrong with the saved attribute, and what the page does instead: negative offsets are
 * 0, offsets over their maximum are the maximum, no device ticked sticks nowhere.
 *
 * @param raw The saved attribute.
 */
export function problems( raw: RawSticky ): Problem[] {
	if ( ! raw || ( raw.position !== 'top' && raw.position !== 'bottom' ) ) {
		return [];
	}
	const found: Problem[] = [];
	const limits = {
		offset: MAX_OFFSET,
		effectsOffset: MAX_EFFECTS_OFFSET,
		anchorOffset: MAX_ANCHOR_OFFSET,
	} as const;
	for ( const field of Object.keys( limits ) as Array<
		keyof typeof limits
	> ) {
		const value = raw[ field ];
		if ( value === undefined || value === '' ) {
			continue;
		}
		const number = Number( value );
		const used = pixels( value, limits[ field ] );
		if ( ! isFinite( number ) ) {
			found.push( { field, kind: 'not-a-number', used } );
		} else if ( number < 0 ) {
			found.push( { field, kind: 'negative', used } );
		} else if ( number > limits[ field ] ) {
			found.push( { field, kind: 'too-large', used } );
		}
	}
	if ( Array.isArray( raw.devices ) && ! readSettings( raw ) ) {
		found.push( { field: 'devices', kind: 'no-device' } );
	}
	return found;
}
