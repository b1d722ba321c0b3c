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
 * Runs one carousel.
 *
 * @param root The carousel (`section.wp-block-frontage-carousel`).
 */
export function startCarousel( root: HTMLElement ): void {
	const child = ( parent: Element | null, name: string ) =>
		parent?.querySelector< HTMLElement >(
			`:scope > .${ BASE }__${ name }`
		);
	const controls = child( root, 'controls' );
	const track = child( root, 'track' );
	const previous = child( controls ?? null, 'previous' );
	const next = child( controls ?? null, 'next' );
	if ( ! track || ! previous || ! next ) {
		return;
	}
	const status = child( root, 'status' );
	const play = child( controls ?? null, 'play' );
	const dots = child( controls ?? null, 'dots' );
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
	let settle = 0;

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
		track.scrollTo( {
			left: slides[ position ].offsetLeft - slides[ 0 ].offsetLeft,
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
			...list.map( ( stop ) => {
				const dot = document.createElement( 'button' );
				dot.type = 'button';
				dot.className = `${ BASE }__dot`;
				dot.setAttribute( 'aria-controls', track.id );
				dot.setAttribute(
					'aria-label',
					( data.labelDot ?? '%d' ).replace(
						'%d',
						String( stop + 1 )
					)
				);
				dot.addEventListener( 'click', () => go( stop ) );
				return dot;
			} )
		);
		update();
		schedule();
	};

	previous.addEventListener( 'click', () =>
		step( previousPosition( at, position ) )
	);
	next.addEventListener( 'click', () =>
		step( nextPosition( at, position ) )
	);
	play?.addEventListener( 'click', () => {
		playing = ! playing;
		update();
		schedule();
	} );
	track.addEventListener( 'keydown', ( event ) => {
		const rtl = getComputedStyle( track ).direction === 'rtl';
		const keys: Record< string, () => number | null > = {
			ArrowLeft: () =>
				rtl
					? nextPosition( at, position )
					: previousPosition( at, position ),
			ArrowRight: () =>
				rtl
					? previousPosition( at, position )
					: nextPosition( at, position ),
			Home: () => 0,
			End: () => list[ list.length - 1 ] ?? 0,
		};
		if ( event.target === track && keys[ event.key ] ) {
			event.preventDefault();
			step( keys[ event.key ]() );
		}
	} );
	track.addEventListener(
		'scroll',
		() => {
			window.clearTimeout( settle );
			settle = window.setTimeout( () => {
				position = positionAt( at, track.scrollLeft, pitch() );
				update();
			}, SETTLE );
		},
		{ passive: true }
	);
	const hold = ( change: () => void ) => () => {
		change();
		update();
		schedule();
	};
	root.addEventListener(
		'mouseenter',
		hold( () => ( hovered = true ) )
	);
	root.addEventListener(
		'mouseleave',
		hold( () => ( hovered = false ) )
	);
	root.addEventListener(
		'focusin',
		hold( () => ( focused = true ) )
	);
	root.addEventListener( 'focusout', ( event ) => {
		if ( ! root.contains( event.relatedTarget as Node | null ) ) {
			hold( () => ( focused = false ) )();
		}
	} );
	document.addEventListener(
		'visibilitychange',
		hold( () => undefined )
	);
	let resizing = 0;
	window.addEventListener( 'resize', () => {
		window.clearTimeout( resizing );
		resizing = window.setTimeout( measure, RESIZE );
	} );
	root.classList.add( 'is-ready' );
	measure();
}
