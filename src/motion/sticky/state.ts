/**
 * The sticky script's decisions (docs/motion.md "Sticky"), from numbers only: where the line a
 * block sticks at is, whether it sticks, whether its effects class is on, how far in-page links
 * stop below the stuck blocks. No DOM; the script measures and hands the numbers in.
 */
import type { Position } from '../sticky-settings';

/** docs/motion.md: the layout is worked out again this long after the window stops resizing. */
export const RESIZE_DEBOUNCE = 300;

/**
 * The line a block sticks at, in px from the window's top: below the admin bar and the offset
 * for a block stuck to the top; the offset above the window's bottom for one stuck to the bottom.
 *
 * @param position       Top or bottom.
 * @param offset         The block's offset.
 * @param bar            The height of the admin bar, when it stays put (0 otherwise).
 * @param viewportHeight The window's height.
 */
export function stickLine(
	position: Position,
	offset: number,
	bar: number,
	viewportHeight: number
): number {
	return position === 'top' ? offset + bar : viewportHeight - offset;
}

/**
 * Whether the block's place in the page has scrolled past its line: its top above the line
 * (stuck to the top), its bottom below it (stuck to the bottom).
 *
 * @param position Top or bottom.
 * @param edge     Where the block's own place is now: its top (top) or bottom (bottom) edge.
 * @param line     stickLine().
 */
export function passed(
	position: Position,
	edge: number,
	line: number
): boolean {
	return position === 'top' ? edge < line - 0.5 : edge > line + 0.5;
}

/**
 * Whether the effects class is on: the block is stuck and the page scrolled the effects offset.
 *
 * @param stuck         Whether the block is stuck.
 * @param scrolled      How far the page is scrolled.
 * @param effectsOffset The block's effects offset.
 */
export function effectsOn(
	stuck: boolean,
	scrolled: number,
	effectsOffset: number
): boolean {
	return stuck && scrolled >= effectsOffset;
}

/** A block stuck to the top that in-page links stop below. */
export interface Cover {
	/** stickLine() of the block. */
	line: number;
	/** Its height. */
	height: number;
	/** The extra gap it asks for. */
	gap: number;
}

/**
 * The document's scroll padding at the top: in-page links stop below the lowest stuck block,
 * and its gap; 0 when none asks.
 *
 * @param covers The blocks stuck to the top that count.
 */
export function anchorPadding( covers: Cover[] ): number {
	return covers.reduce(
		( lowest, cover ) =>
			Math.max(
				lowest,
				Math.ceil( cover.line + cover.height + cover.gap )
			),
		0
	);
}

/**
 * A function that runs `wait` ms after the last of a burst of calls.
 *
 * @param run  The function.
 * @param wait How long after the last call.
 */
export function debounce( run: () => void, wait: number ): () => void {
	let timer: ReturnType< typeof setTimeout > | undefined;
	return () => {
		clearTimeout( timer );
		timer = setTimeout( run, wait );
	};
}
