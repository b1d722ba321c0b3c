import { listedHeadings, type EditorBlock } from './headings';

/**
 * A block.
 *
 * @param name        Its name.
 * @param attributes  Its attributes.
 * @param innerBlocks Its inner blocks.
 */
function block(
	name: string,
	attributes: Record< string, unknown > = {},
	innerBlocks: EditorBlock[] = []
): EditorBlock {
	return { name, attributes, innerBlocks };
}

describe( 'listedHeadings', () => {
	it( 'lists the headings of the levels chosen, at any depth, in order, as text', () => {
		const blocks = [
			block( 'core/heading', { content: 'Start' } ),
			block( 'core/group', {}, [
				block( 'core/heading', {
					level: 3,
					content: 'In <em>a</em> group',
				} ),
				block( 'core/heading', { level: 5, content: 'Too deep' } ),
			] ),
			block( 'core/paragraph', { content: 'Text' } ),
			block( 'core/heading', { level: 4, content: 'Fish &amp; chips' } ),
		];
		expect( listedHeadings( blocks, [ 2, 3, 4 ] ) ).toEqual( [
			{ level: 2, text: 'Start' },
			{ level: 3, text: 'In a group' },
			{ level: 4, text: 'Fish & chips' },
		] );
		expect( listedHeadings( blocks, [ 5 ] ) ).toEqual( [
			{ level: 5, text: 'Too deep' },
		] );
	} );

	it( 'leaves out headings without text', () => {
		expect(
			listedHeadings(
				[ block( 'core/heading', { content: ' <br> ' } ) ],
				[ 2 ]
			)
		).toEqual( [] );
	} );
} );
