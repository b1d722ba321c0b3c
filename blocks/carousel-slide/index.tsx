/**
 * Registers the Slide block (one slide of a Carousel, any blocks inside) in the editor; visitors
 * get the server's box (Carousel_Slide_Block::render()).
 */
import {
	InnerBlocks,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import metadata from './block.json';

/**
 * The slide in the editor: its blocks, a paragraph to start with.
 */
function Edit() {
	const innerBlocksProps = useInnerBlocksProps( useBlockProps(), {
		template: [
			[
				'core/paragraph',
				{ placeholder: __( 'Slide content…', 'frontage' ) },
			],
		],
		templateLock: false,
	} );
	return <div { ...innerBlocksProps } />;
}

registerBlockType( metadata as unknown as BlockConfiguration, {
	edit: Edit,
	save: () => <InnerBlocks.Content />,
} );
