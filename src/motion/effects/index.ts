/**
 * Motion effects, entrance animations and lazy backgrounds in the browser (docs/motion.md), on
 * the pages whose blocks use one of them (includes/motion/class-motion-markup.php prints what
 * this reads and queues this script):
 *
 * - `[data-frontage-motion]`: scrolling and mouse effects on the element, and on its
 *   background; one passive scroll listener throttled to a frame, computed only for elements in
 *   view (an IntersectionObserver), only on the devices chosen (re-read 200 ms after a resize);
 *   written as transform, filter and opacity, which move nothing else on the page.
 * - `[data-frontage-entrance]`: revealed once, when a tenth of it is in view.
 * - `.frontage-lazy-bg` and `img[data-frontage-source]`: the background image loads when the
 *   element comes within 200 px of the viewport.
 *
 * Under reduced motion nothing moves and entrance content shows at once; backgrounds still load
 * lazily.
 */
import {
	deviceOf,
	filterOf,
	passage,
	scrollLook,
	still,
	tilt,
	track,
	transformOf,
	type Look,
	type MouseEffect,
	type ScrollEffects,
} from './maths';

/** What the server hands over in data-frontage-motion. */
interface Settings {
	devices?: string[];
	scroll?: ScrollEffects;
	background?: ScrollEffects;
	mouse?: { track?: MouseEffect; tilt?: MouseEffect };
}

interface Item {
	element: HTMLElement;
	settings: Settings;
	top: number;
	left: number;
	width: number;
	height: number;
	inView: boolean;
}

const ENTERED = 'is-entered';
const WAITING = 'is-waiting';
const NEAR = 'is-near';
const RESIZE_DEBOUNCE = 200;

const reduced = window.matchMedia( '(prefers-reduced-motion: reduce)' );
const items: Item[] = [];
const pointer = { x: 0.5, y: 0.5, clientX: -1, clientY: -1 };
let frame = 0;
let resizeTimer = 0;

/**
 * Lazy backgrounds: each one loads when within 200 px of the viewport, once.
 */
function lazyBackgrounds(): void {
	const observer = new IntersectionObserver(
		( entries ) => {
			for ( const entry of entries ) {
				if ( ! entry.isIntersecting ) {
					continue;
				}
				const element = entry.target as HTMLElement;
				observer.unobserve( element );
				const source = element.dataset.frontageSource;
				if ( source ) {
					const set = element.dataset.frontageSources;
					if ( set ) {
						element.setAttribute( 'srcset', set );
					}
					element.setAttribute( 'src', source );
				}
				element.classList.add( NEAR );
			}
		},
		{ rootMargin: '200px' }
	);
	document
		.querySelectorAll( '.frontage-lazy-bg,img[data-frontage-source]' )
		.forEach( ( element ) => {
			element.classList.add( WAITING );
			observer.observe( element );
		} );
}

/**
 * Entrance animations: each element is revealed once, when a tenth of it is in view. The
 * hidden state exists only under the class the inline gate put on <html>; elements this
 * script watches lose the gate's three-second fallback (which shows them if it never runs).
 */
function entrances(): void {
	// Under reduced motion the style shows them as they are (its hidden state is for
	// no-preference only).
	if ( reduced.matches ) {
		return;
	}
	const elements = document.querySelectorAll< HTMLElement >(
		'[data-frontage-entrance]'
	);
	const observer = new IntersectionObserver(
		( entries ) => {
			for ( const entry of entries ) {
				if ( entry.isIntersecting ) {
					observer.unobserve( entry.target );
					entry.target.classList.add( ENTERED );
				}
			}
		},
		{ threshold: 0.1 }
	);
	elements.forEach( ( element ) => {
		element.classList.add( WAITING );
		observer.observe( element );
	} );
}

/**
 * Whether an element's effects run in this window.
 *
 * @param item The element.
 */
function active( item: Item ): boolean {
	return (
		! reduced.matches &&
		( item.settings.devices ?? [ 'desktop', 'tablet', 'mobile' ] ).includes(
			deviceOf( window.innerWidth )
		)
	);
}

/**
 * Reads an element's untransformed box, in page coordinates.
 *
 * @param item The element.
 */
function measure( item: Item ): void {
	const { style } = item.element;
	const transform = style.transform;
	style.transform = '';
	const box = item.element.getBoundingClientRect();
	style.transform = transform;
	item.top = box.top + window.scrollY;
	item.left = box.left + window.scrollX;
	item.width = box.width;
	item.height = box.height;
}

/**
 * Writes a look on an element, as its own styles or (prefix `--frontage-bg-`) as the
 * variables its background layer reads.
 *
 * @param element The element.
 * @param look    The look.
 * @param layer   Whether it is the background's look.
 */
function write( element: HTMLElement, look: Look, layer: boolean ): void {
	const opacity = look.opacity === 1 ? '' : String( look.opacity );
	const { style } = element;
	if ( layer ) {
		style.setProperty(
			'--frontage-bg-transform',
			transformOf( look ) || 'none'
		);
		style.setProperty( '--frontage-bg-filter', filterOf( look ) || 'none' );
		style.setProperty( '--frontage-bg-opacity', opacity || '1' );
		return;
	}
	style.transform = transformOf( look );
	style.filter = filterOf( look );
	// An entrance still to come owns the opacity (its hidden state is a style rule).
	if (
		element.dataset.frontageEntrance === undefined ||
		element.classList.contains( ENTERED )
	) {
		style.opacity = opacity;
	}
}

/**
 * Computes and writes one element's effects for the current scroll and pointer.
 *
 * @param item The element.
 */
function update( item: Item ): void {
	const { settings, element } = item;
	if ( ! active( item ) ) {
		write( element, still(), false );
		if ( settings.background ) {
			write( element, still(), true );
		}
		return;
	}
	const progress = passage(
		window.scrollY,
		window.innerHeight,
		item.top,
		item.height
	);
	const look = scrollLook( settings.scroll ?? {}, progress );
	const mouse = settings.mouse ?? {};
	if ( mouse.track ) {
		const moved = track( mouse.track, pointer );
		look.x += moved.x;
		look.y += moved.y;
	}
	if ( mouse.tilt && pointer.clientX >= 0 ) {
		Object.assign(
			look,
			tilt( mouse.tilt, {
				x:
					( pointer.clientX +
						window.scrollX -
						item.left -
						item.width / 2 ) /
					( item.width / 2 || 1 ),
				y:
					( pointer.clientY +
						window.scrollY -
						item.top -
						item.height / 2 ) /
					( item.height / 2 || 1 ),
			} )
		);
	}
	write( element, look, false );
	if ( settings.background ) {
		write( element, scrollLook( settings.background, progress ), true );
	}
}

/**
 * Updates the elements in view at the next frame (one frame however many events came).
 */
function schedule(): void {
	if ( ! frame ) {
		frame = requestAnimationFrame( () => {
			frame = 0;
			items.filter( ( item ) => item.inView ).forEach( update );
		} );
	}
}

/**
 * Motion effects: every element with settings is watched; those in view are computed.
 */
function effects(): void {
	const observer = new IntersectionObserver( ( entries ) => {
		for ( const entry of entries ) {
			const item = items.find( ( one ) => one.element === entry.target );
			if ( item ) {
				item.inView = entry.isIntersecting;
				if ( item.inView ) {
					measure( item );
				}
			}
		}
		schedule();
	} );
	document
		.querySelectorAll< HTMLElement >( '[data-frontage-motion]' )
		.forEach( ( element ) => {
			try {
				const settings = JSON.parse(
					element.dataset.frontageMotion ?? ''
				) as Settings;
				items.push( {
					element,
					settings,
					top: 0,
					left: 0,
					width: 0,
					height: 0,
					inView: false,
				} );
				observer.observe( element );
			} catch {
				// Settings the server did not write: the element stays as it is.
			}
		} );
	if ( ! items.length ) {
		return;
	}
	const options = { passive: true };
	window.addEventListener( 'scroll', schedule, options );
	if ( items.some( ( item ) => item.settings.mouse ) ) {
		window.addEventListener(
			'mousemove',
			( event ) => {
				pointer.x = event.clientX / window.innerWidth;
				pointer.y = event.clientY / window.innerHeight;
				pointer.clientX = event.clientX;
				pointer.clientY = event.clientY;
				schedule();
			},
			options
		);
	}
	window.addEventListener( 'resize', () => {
		clearTimeout( resizeTimer );
		resizeTimer = window.setTimeout( () => {
			items.forEach( measure );
			items.forEach( update );
		}, RESIZE_DEBOUNCE );
	} );
	reduced.addEventListener( 'change', () => items.forEach( update ) );
}

lazyBackgrounds();
entrances();
effects();
