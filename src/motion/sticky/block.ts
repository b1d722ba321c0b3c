/**
 * One sticky block in the page (docs/motion.md "Sticky"). A block that stops at its parent is
 * stuck by the browser (`position: sticky`, sticky.scss); this only tells when it is held at its
 * line. A block that follows to the page's end is fixed here, with a placeholder of its size
 * left in its place so nothing below it moves.
 */
import { deviceFor, type StickySettings } from '../sticky-settings';
import { effectsOn, passed, stickLine } from './state';

/** Classes: a public contract (docs/motion.md "Sticky"). */
export const CLASS_NAME = 'frontage-sticky';
export const STUCK = 'is-frontage-stuck';
export const EFFECTS = 'is-frontage-sticky-effects';
export const PLACEHOLDER = 'frontage-sticky-placeholder';

export interface StickyBlock {
	element: HTMLElement;
	settings: StickySettings;
	/** The element's style attribute before it was fixed. */
	style: string | null;
	/** While fixed: what keeps its place. */
	placeholder: HTMLElement | null;
	/** Stopping at its parent: its distance from the parent's top (or bottom) when not stuck. */
	inset: number;
	stuck: boolean;
	effects: boolean;
}

/**
 * The admin bar's height when it stays at the top of the window (it scrolls away on phones).
 */
export function adminBar(): number {
	const bar = document.getElementById( 'wpadminbar' );
	return bar && getComputedStyle( bar ).position === 'fixed'
		? bar.offsetHeight
		: 0;
}

/**
 * Whether the block sticks on this window's device.
 *
 * @param block The block.
 */
export function enabled( block: StickyBlock ): boolean {
	return block.settings.devices.includes( deviceFor( window.innerWidth ) );
}

/**
 * The line the block sticks at (px from the window's top).
 *
 * @param block The block.
 */
export function lineOf( block: StickyBlock ): number {
	return stickLine(
		block.settings.position,
		block.settings.offset,
		adminBar(),
		window.innerHeight
	);
}

/**
 * The parent a block stops at: its parent element (the group, column, section or template part
 * it is in), the body when it has none.
 *
 * @param block The block.
 */
function parentOf( block: StickyBlock ): HTMLElement {
	return block.element.parentElement ?? document.body;
}

/**
 * Measures where a block that stops at its parent sits in it when not stuck.
 *
 * @param block The block.
 */
export function measure( block: StickyBlock ): void {
	if ( ! block.settings.stopAtParent ) {
		return;
	}
	const { element } = block;
	const position = element.style.position;
	element.style.position = 'static';
	const box = element.getBoundingClientRect();
	const parent = parentOf( block ).getBoundingClientRect();
	block.inset =
		block.settings.position === 'top'
			? box.top - parent.top
			: parent.bottom - box.bottom;
	element.style.position = position;
}

/**
 * Takes the block out of the page at its line, leaving a placeholder of its size and margins.
 *
 * @param block The block.
 * @param line  Its line.
 */
function fix( block: StickyBlock, line: number ): void {
	const { element } = block;
	const box = element.getBoundingClientRect();
	const computed = getComputedStyle( element );
	const placeholder = document.createElement( 'div' );
	placeholder.className = PLACEHOLDER;
	placeholder.setAttribute( 'aria-hidden', 'true' );
	placeholder.style.cssText = `height:${ box.height }px;width:${ box.width }px;margin:${ computed.margin };flex:none`;
	element.before( placeholder );
	block.placeholder = placeholder;
	block.style = element.getAttribute( 'style' );
	const edge =
		block.settings.position === 'top'
			? `top:${ line }px`
			: `bottom:${ window.innerHeight - line }px`;
	element.style.cssText += `;position:fixed;${ edge };left:${ box.left }px;width:${ box.width }px;margin:0;box-sizing:border-box`;
}

/**
 * Puts a fixed block back in its place.
 *
 * @param block The block.
 */
export function unfix( block: StickyBlock ): void {
	if ( ! block.placeholder ) {
		return;
	}
	block.placeholder.remove();
	block.placeholder = null;
	if ( block.style === null ) {
		block.element.removeAttribute( 'style' );
	} else {
		block.element.setAttribute( 'style', block.style );
	}
}

/**
 * Takes the effects off at once, without their transition, before the block goes back into its
 * place: its placeholder kept its full size, so nothing below moves (a header shrinking back
 * while in the page would push the page down).
 *
 * @param block The block.
 */
function settle( block: StickyBlock ): void {
	const { element } = block;
	if ( ! block.effects ) {
		return;
	}
	element.style.transition = 'none';
	element.classList.remove( EFFECTS );
	block.effects = false;
	void element.offsetHeight; // The full size applies now, before the transition is back.
}

/**
 * Where the block's own place is now: the top (or bottom) edge it would have without sticking.
 *
 * @param block The block.
 */
function ownEdge( block: StickyBlock ): number {
	const top = block.settings.position === 'top';
	if ( block.settings.stopAtParent ) {
		const parent = parentOf( block ).getBoundingClientRect();
		return top ? parent.top + block.inset : parent.bottom - block.inset;
	}
	const box = ( block.placeholder ?? block.element ).getBoundingClientRect();
	return top ? box.top : box.bottom;
}

/**
 * Sticks or unsticks the block for the page's scroll position, and sets its classes.
 *
 * @param block The block.
 * @return Whether its stuck or effects state changed.
 */
export function update( block: StickyBlock ): boolean {
	const line = lineOf( block );
	const wants =
		enabled( block ) &&
		passed( block.settings.position, ownEdge( block ), line );
	let stuck = wants;
	if ( block.settings.stopAtParent ) {
		// Held at its line, not carried away by its parent's end.
		const box = block.element.getBoundingClientRect();
		const edge = block.settings.position === 'top' ? box.top : box.bottom;
		stuck = wants && Math.abs( edge - line ) < 1;
	} else if ( wants !== Boolean( block.placeholder ) ) {
		if ( wants ) {
			fix( block, line );
		} else {
			settle( block );
			unfix( block );
		}
	}
	const effects = effectsOn(
		stuck,
		window.scrollY,
		block.settings.effectsOffset
	);
	const changed = stuck !== block.stuck || effects !== block.effects;
	block.stuck = stuck;
	block.effects = effects;
	block.element.classList.toggle( STUCK, stuck );
	block.element.classList.toggle( EFFECTS, effects );
	return changed;
}
