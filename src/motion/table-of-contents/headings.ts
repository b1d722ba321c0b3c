/**
 * The headings the Table of contents block lists, read from the editor's blocks for its
 * preview (the server reads the saved post the same way: Toc_Headings).
 */

/** A block as the block editor's store holds it (what this reads of it). */
export interface EditorBlock {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: EditorBlock[];
}

/** A heading listed. */
export interface ListedHeading {
	level: number;
	text: string;
}

/**
 * A heading's content as text: tags dropped, entities read, spaces made one.
 *
 * @param content The heading's content (HTML, or a RichText value).
 */
function plain( content: unknown ): string {
	const html = String( content ?? '' );
	const text = html
		.replace( /<[^>]*>/g, '' )
		.replace( /&nbsp;|&#160;/g, ' ' )
		.replace( /&amp;/g, '&' )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" );
	return text.replace( /\s+/g, ' ' ).trim();
}

/**
 * The Heading blocks among some blocks, at any depth, in order, of the given levels; headings
 * without text left out.
 *
 * @param blocks The blocks.
 * @param levels The levels listed.
 */
export function listedHeadings(
	blocks: EditorBlock[],
	levels: number[]
): ListedHeading[] {
	return blocks.flatMap( ( block ) => {
		const own: ListedHeading[] = [];
		if ( block.name === 'core/heading' ) {
			const level = Number( block.attributes.level ?? 2 );
			const text = plain( block.attributes.content );
			if ( text && levels.includes( level ) ) {
				own.push( { level, text } );
			}
		}
		return [ ...own, ...listedHeadings( block.innerBlocks ?? [], levels ) ];
	} );
}
