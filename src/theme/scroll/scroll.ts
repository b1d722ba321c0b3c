/**
 * Scroll to top and smooth scrolling (docs/theme.md "Scroll to top and smooth scrolling"), run by
 * the Scroll to top block's view script on the pages that carry the block:
 *
 * - the button shows once the site header has scrolled out of view (after 300 px when there is
 *   no header, or when the header is sticky and never leaves), and takes the visitor and the
 *   focus back to the top of the content;
 * - in-page links whose hash is an id (anchor.ts) scroll smoothly, the target's top just below a
 *   sticky or fixed header, and focus moves to the target; other links are left to the browser;
 * - on load, an address with such a hash is scrolled to again after 750 ms (the browser's own
 *   jump ignores the header); on archives the server hands over `theme_template_id`, whose
 *   element is scrolled to mid-screen;
 * - under prefers-reduced-motion every scroll jumps.
 */
import { findHeader } from '../header';
import { anchorId, centred, templateId, topBelowHeader } from './anchor';

/** docs/theme.md: how far the page scrolls before the button shows when no header is found. */
export const FALLBACK_THRESHOLD = 300;

/** docs/theme.md: the delay before the scroll to an address's hash on load. */
export const LOAD_DELAY = 750;

/**
 * 'auto' (a jump) when the visitor asked for less motion, else 'smooth'.
 */
function behavior(): ScrollBehavior {
	return window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
		? 'auto'
		: 'smooth';
}

/**
 * Whether an element stays on screen while the page scrolls.
 *
 * @param element The element.
 */
function isPinned( element: Element ): boolean {
	const position = getComputedStyle( element ).position;
	return position === 'fixed' || position === 'sticky';
}

/**
 * How much of the top of the screen a pinned header (and the admin bar) covers: the header, the
 * elements around it and its sticky parts, whichever reaches lowest once pinned.
 *
 * @param header The site header, if any.
 */
function coveredTop( header: HTMLElement | null ): number {
	const candidates: Element[] = [];
	const bar = document.getElementById( 'wpadminbar' );
	if ( bar ) {
		candidates.push( bar );
	}
	for ( let element = header; element && element !== document.body; ) {
		candidates.push( element );
		element = element.parentElement;
	}
	if ( header ) {
		candidates.push(
			...Array.from( header.children ),
			...Array.from( header.querySelectorAll( '.is-position-sticky' ) )
		);
	}
	let covered = 0;
	for ( const element of candidates ) {
		const style = getComputedStyle( element );
		const top = parseFloat( style.top );
		if ( isPinned( element ) && ! Number.isNaN( top ) ) {
			covered = Math.max(
				covered,
				top + element.getBoundingClientRect().height
			);
		}
	}
	return covered;
}

/**
 * Scrolls an element's top to just below the pinned header.
 *
 * @param element The element.
 * @param header  The site header, if any.
 */
function scrollToElement( element: Element, header: HTMLElement | null ) {
	window.scrollTo( {
		top: topBelowHeader(
			element.getBoundingClientRect().top + window.scrollY,
			coveredTop( header )
		),
		behavior: behavior(),
	} );
}

/**
 * Moves focus to an element without scrolling, making it focusable by script when it is not.
 *
 * @param element The element.
 */
function focusWithoutScroll( element: HTMLElement ): void {
	if ( element.tabIndex < 0 && ! element.hasAttribute( 'tabindex' ) ) {
		element.setAttribute( 'tabindex', '-1' );
	}
	element.focus( { preventScroll: true } );
}

/**
 * Shows the button once the header has left the screen, or past the fallback distance.
 *
 * @param button The button.
 * @param header The site header, if any.
 */
function watchVisibility( button: HTMLElement, header: HTMLElement | null ) {
	const show = ( visible: boolean ) => {
		button.hidden = ! visible;
	};
	if ( header && ! isPinned( header ) && 'IntersectionObserver' in window ) {
		new IntersectionObserver( ( [ entry ] ) =>
			show(
				! entry.isIntersecting && entry.boundingClientRect.bottom <= 0
			)
		).observe( header );
		return;
	}
	const update = () => show( window.scrollY > FALLBACK_THRESHOLD );
	window.addEventListener( 'scroll', update, { passive: true } );
	update();
}

/**
 * Scrolls in-page links to ids smoothly; leaves every other click to the browser.
 *
 * @param header The site header, if any.
 */
function smoothLinks( header: HTMLElement | null ): void {
	document.addEventListener( 'click', ( event ) => {
		if (
			event.defaultPrevented ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey ||
			! ( event.target instanceof Element )
		) {
			return;
		}
		const link = event.target.closest( 'a[href]' );
		if (
			! ( link instanceof HTMLAnchorElement ) ||
			( link.target && link.target !== '_self' ) ||
			link.origin !== location.origin ||
			link.pathname !== location.pathname ||
			link.search !== location.search
		) {
			return;
		}
		const id = anchorId( link.hash );
		const target = id ? document.getElementById( id ) : null;
		if ( ! target ) {
			return;
		}
		event.preventDefault();
		if ( location.hash !== link.hash ) {
			history.pushState( history.state, '', link.hash );
		}
		scrollToElement( target, header );
		focusWithoutScroll( target );
	} );
}

/**
 * On load: the archive's template element mid-screen, else the address's hash below the header.
 *
 * @param button The button, carrying the server's template id.
 * @param header The site header, if any.
 */
function scrollOnLoad( button: HTMLElement, header: HTMLElement | null ) {
	const template = templateId( button.dataset.templateId );
	const id = anchorId( location.hash );
	if ( ! template && ! id ) {
		return;
	}
	window.setTimeout( () => {
		const element = template
			? document.querySelector(
					`.post-${ template }, [data-elementor-id="${ template }"]`
				)
			: document.getElementById( id ?? '' );
		if ( ! element ) {
			return;
		}
		if ( ! template ) {
			scrollToElement( element, header );
			return;
		}
		const box = element.getBoundingClientRect();
		window.scrollTo( {
			top: centred(
				box.top + window.scrollY,
				box.height,
				window.innerHeight
			),
			behavior: behavior(),
		} );
	}, LOAD_DELAY );
}

/**
 * Starts the page's scroll behaviour from its (first) Scroll to top button.
 *
 * @param button The block's button.
 */
export function startScroll( button: HTMLElement ): void {
	const header = findHeader();
	watchVisibility( button, header );
	button.addEventListener( 'click', () => {
		window.scrollTo( { top: 0, behavior: behavior() } );
		const target =
			document.getElementById( 'wp--skip-link--target' ) ??
			document.querySelector< HTMLElement >( 'main' );
		if ( target ) {
			focusWithoutScroll( target );
		}
	} );
	if ( button.dataset.smooth === '1' ) {
		smoothLinks( header );
	}
	scrollOnLoad( button, header );
}
