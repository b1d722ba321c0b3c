/**
 * Which section of a table of contents is the current one (docs/motion.md "Table of
 * contents"): the last heading whose top has passed the reading line, near the top of the
 * viewport. Before the first heading, none.
 */

/**
 * The current section.
 *
 * @param tops The headings' tops in the viewport, in order (Infinity for one not shown).
 * @param line The reading line, from the viewport's top.
 * @return The index of the current heading, or -1.
 */
export function currentSection( tops: number[], line: number ): number {
	let current = -1;
	tops.forEach( ( top, index ) => {
		if ( top <= line ) {
			current = index;
		}
	} );
	return current;
}
