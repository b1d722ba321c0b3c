/**
 * The Lightbox in the browser (docs/motion.md "Lightbox"). The server marks the links it opens
 * (`data-frontage-lightbox`, whose value names a gallery's slideshow) and hands over the words
 * and the allowed hosts (`window.frontageLightbox`); each link is checked again here.
 *
 * A click on a marked link opens a modal <dialog>, built once with textContent and attributes
 * only (nothing from an address or a caption becomes markup): the image, its caption (the
 * figure's figcaption, else the image's alt text), and for a gallery "n of m" with Previous and
 * Next (buttons, arrow keys, a swipe), going round. Focus stays inside and returns to the link;
 * Escape, the close button and a click beside the image close it (src/shared/dialog.ts through
 * the shared script). An image that fails to load says so. Ctrl/Cmd/Shift-click and the middle
 * button still open the file as a link; without JavaScript every link is a plain link.
 */
import { trapDialog, type DialogTrap } from '@frontage/theme-dialog';

import { counterText, isLightboxImage, stepIndex } from './links';
import './lightbox.scss';

type Label = 'dialog' | 'close' | 'previous' | 'next' | 'counter' | 'error';

interface Config {
	hosts: string[];
	labels: Record< Label, string >;
}

interface Slide {
	href: string;
	alt: string;
	caption: string;
}

interface View {
	dialog: HTMLDialogElement;
	image: HTMLImageElement;
	error: HTMLElement;
	caption: HTMLElement;
	counter: HTMLElement;
	previous: HTMLButtonElement;
	next: HTMLButtonElement;
	close: HTMLButtonElement;
}

const MARK = 'data-frontage-lightbox';
const NAME = 'frontage-lightbox';
/** Shortest horizontal swipe that changes the image, in px. */
const SWIPE = 40;

const config = ( window as unknown as { frontageLightbox?: Config } )
	.frontageLightbox;

let view: View | null = null;
let slides: Slide[] = [];
let current = 0;
let trap: DialogTrap | null = null;

/**
 * Whether the lightbox may open a marked link.
 *
 * @param link The link.
 */
function qualifies( link: HTMLAnchorElement ): boolean {
	return (
		!! config &&
		isLightboxImage(
			link.getAttribute( 'href' ) ?? '',
			window.location.href,
			config.hosts
		)
	);
}

/**
 * What a link shows: its address, the image's alt text (or the link's words), and the caption.
 *
 * @param link The link.
 */
function slideOf( link: HTMLAnchorElement ): Slide {
	const image = link.querySelector( 'img' );
	const alt = ( image ? image.alt : ( link.textContent ?? '' ) ).trim();
	const caption =
		link
			.closest( 'figure' )
			?.querySelector( ':scope > figcaption' )
			?.textContent?.trim() || ( image ? alt : '' );
	return { href: link.href, alt, caption };
}

/**
 * An element of the dialog, added to its parent.
 *
 * @param tag    The tag.
 * @param part   Its class name's part after `frontage-lightbox__`.
 * @param parent Where it goes.
 * @param text   Its text.
 */
function add< K extends keyof HTMLElementTagNameMap >(
	tag: K,
	part: string,
	parent: Element,
	text = ''
): HTMLElementTagNameMap[ K ] {
	const element = document.createElement( tag );
	element.className = `${ NAME }__${ part }`;
	element.textContent = text;
	parent.append( element );
	return element;
}

/**
 * A button of the dialog: a sign, named by its label.
 *
 * @param part   Its class name's part.
 * @param parent The dialog.
 * @param sign   What it shows.
 * @param label  Its name.
 * @param action What it does.
 */
function button(
	part: string,
	parent: Element,
	sign: string,
	label: string,
	action: () => void
): HTMLButtonElement {
	const element = add( 'button', part, parent, sign );
	element.type = 'button';
	element.setAttribute( 'aria-label', label );
	element.addEventListener( 'click', action );
	return element;
}

/**
 * Builds the dialog on the first open.
 *
 * @param labels The words.
 */
function build( labels: Config[ 'labels' ] ): View {
	const dialog = document.createElement( 'dialog' );
	dialog.className = NAME;
	dialog.setAttribute( 'aria-label', labels.dialog );
	const figure = add( 'figure', 'figure', dialog );
	const image = add( 'img', 'image', figure );
	const error = add( 'p', 'error', figure, labels.error );
	error.setAttribute( 'role', 'alert' );
	error.hidden = true;
	const built: View = {
		dialog,
		image,
		error,
		caption: add( 'figcaption', 'caption', figure ),
		counter: add( 'p', 'counter', dialog ),
		previous: button( 'previous', dialog, '‹', labels.previous, () =>
			go( -1 )
		),
		next: button( 'next', dialog, '›', labels.next, () => go( 1 ) ),
		close: button( 'close', dialog, '×', labels.close, close ),
	};
	built.counter.setAttribute( 'aria-live', 'polite' );
	image.addEventListener( 'error', () => {
		image.hidden = true;
		error.hidden = false;
	} );
	listen( built );
	document.body.append( dialog );
	return built;
}

/**
 * Arrow keys, swipes, a click beside the image, and the dialog closed by the browser.
 *
 * @param parts The dialog's parts.
 */
function listen( parts: View ): void {
	const { dialog } = parts;
	const figure = parts.image.parentElement;
	dialog.addEventListener( 'keydown', ( event ) => {
		const step = { ArrowLeft: -1, ArrowRight: 1 }[ event.key ];
		if ( step && slides.length > 1 ) {
			event.preventDefault();
			go( document.dir === 'rtl' ? -step : step );
		}
	} );
	let start: PointerEvent | null = null;
	dialog.addEventListener( 'pointerdown', ( event ) => {
		start = event.pointerType === 'mouse' ? null : event;
	} );
	dialog.addEventListener( 'pointerup', ( event ) => {
		const dx = start ? event.clientX - start.clientX : 0;
		const dy = start ? event.clientY - start.clientY : 0;
		start = null;
		if ( Math.abs( dx ) >= SWIPE && Math.abs( dx ) > Math.abs( dy ) ) {
			go( dx < 0 ? 1 : -1 );
		}
	} );
	dialog.addEventListener( 'click', ( event ) => {
		if ( event.target === dialog || event.target === figure ) {
			close();
		}
	} );
	// A close request that is not Escape (the Android back gesture) goes the same way.
	dialog.addEventListener( 'cancel', ( event ) => {
		event.preventDefault();
		close();
	} );
}

/**
 * Shows the current slide.
 *
 * @param parts The dialog's parts.
 * @param words The words.
 */
function show( parts: View, words: Config[ 'labels' ] ): void {
	const slide = slides[ current ];
	const many = slides.length > 1;
	parts.error.hidden = true;
	parts.image.hidden = false;
	parts.image.alt = slide.alt;
	parts.image.src = slide.href;
	parts.caption.textContent = slide.caption;
	parts.caption.hidden = ! slide.caption;
	parts.counter.textContent = many
		? counterText( words.counter, current + 1, slides.length )
		: '';
	parts.counter.hidden = ! many;
	parts.previous.hidden = ! many;
	parts.next.hidden = ! many;
}

/**
 * The previous (-1) or next (1) image.
 *
 * @param step -1 or 1.
 */
function go( step: number ): void {
	if ( view && config && slides.length > 1 ) {
		current = stepIndex( current, step, slides.length );
		show( view, config.labels );
	}
}

/**
 * Opens the lightbox on a link: its gallery's images, or it alone.
 *
 * @param link The link.
 */
function open( link: HTMLAnchorElement ): void {
	if ( ! config || view?.dialog.open ) {
		return;
	}
	const group = link.getAttribute( MARK );
	const links = group
		? Array.from(
				document.querySelectorAll< HTMLAnchorElement >(
					`a[${ MARK }="${ CSS.escape( group ) }"]`
				)
			).filter( qualifies )
		: [ link ];
	slides = links.map( slideOf );
	current = Math.max( 0, links.indexOf( link ) );
	view ??= build( config.labels );
	show( view, config.labels );
	view.dialog.showModal();
	trap = trapDialog( view.dialog, {
		onEscape: close,
		initialFocus: view.close,
		returnFocus: link,
	} );
}

/**
 * Closes the lightbox; focus returns to the link.
 */
function close(): void {
	view?.dialog.close();
	trap?.release();
	trap = null;
}

document.addEventListener( 'click', ( event ) => {
	const link =
		event.target instanceof Element
			? event.target.closest< HTMLAnchorElement >( `a[${ MARK }]` )
			: null;
	if (
		! link ||
		event.defaultPrevented ||
		event.button !== 0 ||
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		event.altKey ||
		! qualifies( link )
	) {
		return;
	}
	event.preventDefault();
	open( link );
} );
