/**
 * The sticky script (docs/motion.md "Sticky"), loaded only on pages where a rendered group or
 * template part sticks. For each `[data-frontage-sticky]` block: fixes it at its line once its
 * place scrolls past (a block that stops at its parent is stuck by CSS), sets the stuck and
 * effects classes, keeps in-page links below the stuck blocks (the document's scroll padding),
 * and works the layout out again 300 ms after the window stops resizing. `window.frontageSticky(
 * element, 'refresh' | 'destroy' )` is its small API.
 */
import { readSettings } from '../sticky-settings';
import {
	CLASS_NAME,
	EFFECTS,
	enabled,
	lineOf,
	measure,
	STUCK,
	unfix,
	update,
	type StickyBlock,
} from './block';
import { anchorPadding, debounce, RESIZE_DEBOUNCE } from './state';
import './sticky.scss';

/** docs/motion.md: the message of a method called on an element the script has not set up. */
const NOT_INITIALISED = 'Trying to perform the method prior to initialization';

declare global {
	interface Window {
		frontageSticky?: ( element: Element, method: string ) => void;
	}
}

const blocks = new Map< Element, StickyBlock >();
const root = document.documentElement;
const rootPadding = root.style.scrollPaddingTop;

/**
 * In-page links stop below the blocks stuck to the top that ask for it.
 */
function anchors(): void {
	const padding = anchorPadding(
		[ ...blocks.values() ]
			.filter(
				( block ) =>
					block.settings.position === 'top' &&
					block.settings.anchorLinks &&
					enabled( block )
			)
			.map( ( block ) => ( {
				line: lineOf( block ),
				height: block.element.offsetHeight,
				gap: block.settings.anchorOffset,
			} ) )
	);
	root.style.scrollPaddingTop = padding ? `${ padding }px` : rootPadding;
}

/**
 * Works a block's place out again: back in the page, measured, stuck where the scroll says.
 *
 * @param block The block.
 */
function refresh( block: StickyBlock ): void {
	unfix( block );
	measure( block );
	update( block );
}

/**
 * Every block, worked out again (the window's size changed, the page finished loading).
 */
function layout(): void {
	blocks.forEach( refresh );
	anchors();
}

/**
 * Sticks and unsticks the blocks as the page scrolls.
 */
function onScroll(): void {
	let changed = false;
	blocks.forEach( ( block ) => {
		changed = update( block ) || changed;
	} );
	if ( changed ) {
		anchors(); // A stuck block that shrinks (its effects) covers less.
	}
}

window.frontageSticky = ( element, method ) => {
	const block = blocks.get( element );
	if ( ! block ) {
		throw new Error( NOT_INITIALISED );
	}
	if ( method === 'refresh' ) {
		refresh( block );
	} else if ( method === 'destroy' ) {
		unfix( block );
		block.element.classList.remove( CLASS_NAME, STUCK, EFFECTS );
		blocks.delete( element );
	} else {
		throw new ReferenceError( `Unknown sticky method: ${ method }` );
	}
	anchors();
};

document
	.querySelectorAll< HTMLElement >( '[data-frontage-sticky]' )
	.forEach( ( element ) => {
		let settings = null;
		try {
			settings = readSettings(
				JSON.parse( element.dataset.frontageSticky ?? '' )
			);
		} catch {
			// Not JSON: the block does not stick (the server prints valid settings only).
		}
		if ( settings ) {
			blocks.set( element, {
				element,
				settings,
				style: null,
				placeholder: null,
				inset: 0,
				stuck: false,
				effects: false,
			} );
			element.addEventListener( 'transitionend', anchors );
		}
	} );

if ( blocks.size ) {
	layout();
	addEventListener( 'scroll', onScroll, { passive: true } );
	addEventListener( 'resize', debounce( layout, RESIZE_DEBOUNCE ) );
	addEventListener( 'load', layout );
}
