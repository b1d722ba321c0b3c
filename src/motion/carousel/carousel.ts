/**
 * The Carousel block's behaviour (docs/motion.md "Carousel"), run by its view script on each
 * carousel the server rendered with two slides or more. The row itself scrolls and snaps with
 * CSS (so it works without JavaScript, and swiping is the browser's own); this adds:
 *
 * - previous / next and one dot per position (positions.ts), and ←/→, Home/End on the row;
 *   the buttons show once this runs, and not on a device whose screen shows every slide;
 * - autoplay, held while the pointer is over the carousel or the focus is in it, stopped and
 *   started by its pause / play button, and stopped at the start under prefers-reduced-motion;
 *   without loop it stops at the last slide;
 * - a polite live region naming the slide a visitor moved to (silent while autoplay runs);
 * - jumps instead of smooth scrolling under prefers-reduced-motion.
 *
 * Labels come translated from the server in data attributes.
 */
import {
	clampPosition,
	currentStop,
	layout,
	moves,
	nextPosition,
	positionAt,
	previousPosition,
	stops,
	type Layout,
} from './positions';

const BASE = 'wp-block-frontage-carousel';

/** docs/motion.md "Carousel": mobile ≤ 767 px, tablet 768–1024 px, desktop above. */
const MOBILE = '(max-width: 767px)';
const TABLET = '(max-width: 1024px)';
const REDUCE = '(prefers-reduced-motion: reduce)';

/** How long the row must be still before its position is read from the scroll (ms). */
const SETTLE = 100;

/** The longest a move's smooth scroll is waited for before the row's offset is believed (ms). */
const AIM = 1000;

/** The resize debounce (ms, docs/motion.md). */
const RESIZE = 200;

/**
 * The device the screen is, by the breakpoints the style uses.
 */
function device(): 'desktop' | 'tablet' | 'mobile' {
	if ( window.matchMedia( MOBILE ).matches ) {
		return 'mobile';
	}
	return window.matchMedia( TABLET ).matches ? 'tablet' : 'desktop';
}

/**
 * A carousel's parts (its own, not those of a carousel inside a slide), or null when the row or
 * its previous / next buttons are missing.
 *
 * @param root The carousel.
 */
function partsOf( root: HTMLElement ) {
	const child = ( parent: Element | null | undefined, name: string ) =>
		parent?.querySelector< HTMLElement >(
			`:scope > .${ BASE }__${ name }`
		) ?? null;
	const controls = child( root, 'controls' );
	const parts = {
		track: child( root, 'track' ),
		status: child( root, 'status' ),
		previous: child( controls, 'previous' ),
		next: child( controls, 'next' ),
		play: child( controls, 'play' ),
		dots: child( controls, 'dots' ),
	};
	const { track, previous, next } = parts;
	return track && previous && next
		? { ...parts, track, previous, next }
		: null;
}

/**
 * Runs one carousel.
 *
 * @param root The carousel (`section.wp-block-frontage-carousel`).
 */
export function startCarousel( root: HTMLElement ): void {
	const found = partsOf( root );
	if ( ! found ) {
		return;
	}
	const { track, status, previous, next, play, dots } = found;
	const slides = Array.from( track.children ) as HTMLElement[];
	const data = root.dataset;
	const interval = Number( data.autoplay ) || 0;
	const reduced = () => window.matchMedia( REDUCE ).matches;
	// The visitor's choice, shown by the button; hover and focus only hold it.
	let playing = interval > 0 && ! reduced();
	let hovered = false;
	let focused = false;
	let at: Layout = layout( slides.length, 1, 1, false );
	let list: number[] = [];
	let position = 0;
	let timer = 0;
	// Where a move by button, key or autoplay is scrolling to, and until when a scroll short of
	// it is that move still under way (a slow page can pause mid-scroll longer than SETTLE).
	let aim = { left: 0, until: 0 };

	const running = () =>
		playing && ! hovered && ! focused && moves( at ) && ! document.hidden;

	const pitch = () =>
		Math.abs( slides[ 1 ].offsetLeft - slides[ 0 ].offsetLeft );

	const update = () => {
		const ends = ! at.loop && position >= list[ list.length - 1 ];
		previous.setAttribute(
			'aria-disabled',
			String( ! moves( at ) || ( ! at.loop && position === 0 ) )
		);
		next.setAttribute( 'aria-disabled', String( ! moves( at ) || ends ) );
		const current = currentStop( list, position );
		Array.from( dots?.children ?? [] ).forEach( ( dot, index ) =>
			index === current
				? dot.setAttribute( 'aria-current', 'true' )
				: dot.removeAttribute( 'aria-current' )
		);
		if ( play ) {
			play.dataset.playing = playing ? '1' : '0';
			play.setAttribute(
				'aria-label',
				( playing ? data.labelPause : data.labelPlay ) ?? ''
			);
		}
		status?.setAttribute( 'aria-live', running() ? 'off' : 'polite' );
	};

	const schedule = () => {
		window.clearTimeout( timer );
		if ( running() ) {
			timer = window.setTimeout( advance, interval );
		}
	};

	const go = ( target: number, announce = true ) => {
		position = clampPosition( at, target );
		aim = {
			left: slides[ position ].offsetLeft - slides[ 0 ].offsetLeft,
			until: Date.now() + AIM,
		};
		track.scrollTo( {
			left: aim.left,
			behavior: reduced() ? 'auto' : 'smooth',
		} );
		if ( announce && status ) {
			status.textContent =
				slides[ position ].getAttribute( 'aria-label' );
		}
		update();
		schedule();
	};

	function advance() {
		const target = nextPosition( at, position );
		if ( target === null ) {
			playing = false;
			update();
			return;
		}
		go( target, false );
	}

	const step = ( target: number | null ) => target !== null && go( target );

	const measure = () => {
		at = layout(
			slides.length,
			data[ device() ],
			data.step,
			data.loop === '1'
		);
		list = stops( at );
		position = positionAt( at, track.scrollLeft, pitch() );
		dots?.replaceChildren(
			...list.map( ( stop ) =>
				dotButton(
					( data.labelDot ?? '%d' ).replace(
						'%d',
						String( stop + 1 )
					),
					track.id,
					() => go( stop )
				)
			)
		);
		update();
		schedule();
	};

	listen( root, track, [ previous, next, play ], {
		toggle: () => {
			playing = ! playing;
		},
		previous: () => step( previousPosition( at, position ) ),
		next: () => step( nextPosition( at, position ) ),
		first: () => step( 0 ),
		last: () => step( list[ list.length - 1 ] ?? 0 ),
		hold: ( kind, on ) => {
			if ( kind === 'hover' ) {
				hovered = on;
			} else {
				focused = on;
			}
		},
		refresh: () => {
			update();
			schedule();
		},
		settled: function settled() {
			const wait = aim.until - Date.now();
			if ( wait > 0 && Math.abs( track.scrollLeft - aim.left ) > 2 ) {
				window.setTimeout( settled, wait );
				return;
			}
			aim.until = 0;
			position = positionAt( at, track.scrollLeft, pitch() );
			update();
		},
		measure,
	} );
	root.classList.add( 'is-ready' );
	measure();
}

/**
 * One dot: a button going to a position.
 *
 * @param label    Its name ("Go to slide 3").
 * @param controls The row's id.
 * @param onClick  What it does.
 */
function dotButton( label: string, controls: string, onClick: () => void ) {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = `${ BASE }__dot`;
	button.setAttribute( 'aria-controls', controls );
	button.setAttribute( 'aria-label', label );
	button.addEventListener( 'click', onClick );
	return button;
}

/** What the event handlers may ask of a carousel. */
interface Actions {
	toggle: () => void;
	previous: () => void;
	next: () => void;
	first: () => void;
	last: () => void;
	hold: ( kind: 'hover' | 'focus', on: boolean ) => void;
	refresh: () => void;
	settled: () => void;
	measure: () => void;
}

/**
 * The events a carousel answers: previous, next and pause / play; ←/→ (reversed right to
 * left) and Home/End on the focused row; the row's scroll, read once it has come to rest (a swipe, a
 * focused slide scrolled into view); the pointer over it and the focus in it, which hold
 * autoplay; the tab hidden, which holds it too; resizes, debounced.
 *
 * @param root    The carousel.
 * @param track   The row of slides.
 * @param buttons Previous, next, and pause / play if there is one.
 * @param actions What the handlers may do.
 */
function listen(
	root: HTMLElement,
	track: HTMLElement,
	buttons: [ HTMLElement, HTMLElement, HTMLElement | null ],
	actions: Actions
) {
	const [ previous, next, play ] = buttons;
	previous.addEventListener( 'click', actions.previous );
	next.addEventListener( 'click', actions.next );
	play?.addEventListener( 'click', () => {
		actions.toggle();
		actions.refresh();
	} );
	track.addEventListener( 'keydown', ( event ) => {
		const rtl = getComputedStyle( track ).direction === 'rtl';
		const keys: Record< string, () => void > = {
			ArrowLeft: rtl ? actions.next : actions.previous,
			ArrowRight: rtl ? actions.previous : actions.next,
			Home: actions.first,
			End: actions.last,
		};
		if ( event.target === track && keys[ event.key ] ) {
			event.preventDefault();
			keys[ event.key ]();
		}
	} );
	let settle = 0;
	track.addEventListener(
		'scroll',
		() => {
			window.clearTimeout( settle );
			settle = window.setTimeout( actions.settled, SETTLE );
		},
		{ passive: true }
	);
	const hold = ( kind: 'hover' | 'focus', on: boolean ) => {
		actions.hold( kind, on );
		actions.refresh();
	};
	root.addEventListener( 'mouseenter', () => hold( 'hover', true ) );
	root.addEventListener( 'mouseleave', () => hold( 'hover', false ) );
	root.addEventListener( 'focusin', () => hold( 'focus', true ) );
	root.addEventListener( 'focusout', ( event ) => {
		if ( ! root.contains( event.relatedTarget as Node | null ) ) {
			hold( 'focus', false );
		}
	} );
	document.addEventListener( 'visibilitychange', actions.refresh );
	let resizing = 0;
	window.addEventListener( 'resize', () => {
		window.clearTimeout( resizing );
		resizing = window.setTimeout( actions.measure, RESIZE );
	} );
}
