/**
 * A builder popup's triggers (docs/popups.md "Settings"): each watches for its moment; the first to
 * fire opens the popup and every trigger of that popup is destroyed (docs/popups.md "Settings"). Delays and times are
 * seconds. The browser is passed in, so jest drives it with a fake clock.
 */
import type { PopupTriggers } from '../popup-settings';
import { createScrollTrigger } from '../scroll-trigger';

export type TriggerName =
	| 'page_load'
	| 'scrolling'
	| 'scrolling_to'
	| 'click'
	| 'inactivity'
	| 'exit_intent'
	| 'adblock_detection';

/** docs/popups.md "Settings": exit intent is the pointer leaving at the top edge, this close to it or above. */
export const EXIT_INTENT_EDGE_PX = 20;

/** docs/popups.md "Settings": how much of an element must be on screen for scrolling_to. */
export const INTERSECTION_THRESHOLD = 0.1;

/** Touch exit intent: scrolling up this far within FAST_SCROLL_MS, as thumbs do to reach the bar. */
export const FAST_SCROLL_PX = 150;
export const FAST_SCROLL_MS = 300;

/** docs/popups.md "Settings": the adblock test element's id ends with 6 random lowercase letters and digits. */
export const ADBLOCK_ID_PREFIX = 'frontage-ad-';

/** Class names ad blockers hide; the test element wears them. */
const ADBLOCK_BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250';

export interface TriggerEnvironment {
	window: Window & { IntersectionObserver?: typeof IntersectionObserver };
	/** Whether the device's main pointer is touch (for exit_intent_touch). */
	isTouch: boolean;
	/** A number in [0, 1): Math.random. */
	random: () => number;
}

/**
 * Starts a popup's triggers.
 *
 * @param triggers The popup's trigger settings.
 * @param env      The browser.
 * @param fire     Called once, with the trigger that fired.
 * @return Stops every trigger (call it when the popup opens another way).
 */
export function startTriggers(
	triggers: PopupTriggers,
	env: TriggerEnvironment,
	fire: ( trigger: TriggerName ) => void
): () => void {
	const { window: win } = env;
	const doc = win.document;
	const cleanups: Array< () => void > = [];
	let done = false;

	const stop = () => {
		while ( cleanups.length ) {
			cleanups.pop()?.();
		}
	};
	const fired = ( trigger: TriggerName ) => {
		if ( done ) {
			return;
		}
		done = true;
		stop();
		fire( trigger );
	};
	const listen = (
		target: EventTarget,
		type: string,
		handler: ( event: Event ) => void
	) => {
		target.addEventListener( type, handler, { passive: true } );
		cleanups.push( () => target.removeEventListener( type, handler ) );
	};
	const after = ( seconds: number, handler: () => void ) => {
		const timer = win.setTimeout( handler, Math.max( 0, seconds ) * 1000 );
		cleanups.push( () => win.clearTimeout( timer ) );
	};

	if ( triggers.page_load ) {
		after( triggers.page_load_delay, () => fired( 'page_load' ) );
	}

	if ( triggers.scrolling ) {
		const test = createScrollTrigger(
			triggers.scrolling_direction,
			triggers.scrolling_offset
		);
		listen( win, 'scroll', () => {
			const max = doc.documentElement.scrollHeight - win.innerHeight;
			if ( test( { top: win.scrollY, max } ) ) {
				fired( 'scrolling' );
			}
		} );
	}

	if ( triggers.scrolling_to ) {
		watchElement( triggers.scrolling_to_selector, win, cleanups, () =>
			fired( 'scrolling_to' )
		);
	}

	if ( triggers.click ) {
		let clicks = 0;
		listen( doc.body ?? doc, 'click', () => {
			clicks += 1;
			if ( clicks === triggers.click_times ) {
				fired( 'click' );
			}
		} );
	}

	if ( triggers.inactivity ) {
		let timer = 0;
		const restart = () => {
			win.clearTimeout( timer );
			timer = win.setTimeout(
				() => fired( 'inactivity' ),
				triggers.inactivity_time * 1000
			);
		};
		restart();
		cleanups.push( () => win.clearTimeout( timer ) );
		for ( const type of [
			'keydown',
			'mousemove',
			'pointerdown',
			'touchstart',
			'scroll',
		] ) {
			listen( doc, type, restart );
		}
	}

	if ( triggers.exit_intent ) {
		listen( doc, 'mouseout', ( event ) => {
			const mouse = event as MouseEvent;
			if (
				! mouse.relatedTarget &&
				mouse.clientY <= EXIT_INTENT_EDGE_PX
			) {
				fired( 'exit_intent' );
			}
		} );
		if ( triggers.exit_intent_touch && env.isTouch ) {
			watchTouchExit( win, listen, () => fired( 'exit_intent' ) );
		}
	}

	if ( triggers.adblock_detection ) {
		const bait = doc.createElement( 'div' );
		bait.id = ADBLOCK_ID_PREFIX + randomSuffix( env.random );
		bait.className = ADBLOCK_BAIT_CLASSES;
		bait.setAttribute( 'aria-hidden', 'true' );
		bait.style.cssText =
			'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;';
		( doc.body ?? doc.documentElement ).append( bait );
		cleanups.push( () => bait.remove() );
		after( triggers.adblock_detection_delay, () => {
			if (
				! bait.isConnected ||
				win.getComputedStyle( bait ).display === 'none'
			) {
				fired( 'adblock_detection' );
			}
		} );
	}

	return () => {
		done = true;
		stop();
	};
}

/**
 * scrolling_to: fires when the first element the selector matches comes on screen; an invalid
 * selector, no match, or no IntersectionObserver does nothing (docs/popups.md "Settings").
 *
 * @param selector The selector.
 * @param win      The window.
 * @param cleanups Where to put its cleanup.
 * @param onSeen   Called when it is seen.
 */
function watchElement(
	selector: string,
	win: TriggerEnvironment[ 'window' ],
	cleanups: Array< () => void >,
	onSeen: () => void
): void {
	let element: Element | null = null;
	try {
		element = selector.trim()
			? win.document.querySelector( selector )
			: null;
	} catch {
		return;
	}
	const Observer = win.IntersectionObserver;
	if ( ! element || typeof Observer !== 'function' ) {
		return;
	}
	const observer = new Observer(
		( entries: IntersectionObserverEntry[] ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				onSeen();
			}
		},
		{ threshold: INTERSECTION_THRESHOLD }
	);
	observer.observe( element );
	cleanups.push( () => observer.disconnect() );
}

/**
 * Exit intent on touch screens (opt-in): a fast scroll up, or the page being hidden (the visitor
 * switched tabs or apps); the popup is there when they come back.
 *
 * @param win    The window.
 * @param listen Adds a listener with its cleanup.
 * @param onExit Called on an exit intent.
 */
function watchTouchExit(
	win: Window,
	listen: ( target: EventTarget, type: string, handler: () => void ) => void,
	onExit: () => void
): void {
	let anchorTop = win.scrollY;
	let anchorTime = win.performance.now();
	listen( win, 'scroll', () => {
		const top = win.scrollY;
		const now = win.performance.now();
		if ( top >= anchorTop || now - anchorTime > FAST_SCROLL_MS ) {
			anchorTop = top;
			anchorTime = now;
			return;
		}
		if ( anchorTop - top >= FAST_SCROLL_PX ) {
			onExit();
		}
	} );
	listen( win.document, 'visibilitychange', () => {
		if ( win.document.visibilityState === 'hidden' ) {
			onExit();
		}
	} );
}

/**
 * Six random lowercase letters and digits (docs/popups.md "Settings").
 *
 * @param random Math.random.
 */
export function randomSuffix( random: () => number ): string {
	const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
	let suffix = '';
	for ( let i = 0; i < 6; i++ ) {
		suffix += alphabet[ Math.floor( random() * alphabet.length ) % 36 ];
	}
	return suffix;
}
