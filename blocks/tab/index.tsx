/**
 * Registers the Tab block (one tab of a Tabs block: a title, any blocks) in the editor; visitors
 * get the server's section (includes/motion/class-tab-block.php).
 */
import {
	InnerBlocks,
	RichText,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockEditProps,
} from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import metadata from './block.json';

// A type alias rather than an interface: block APIs require a string-indexable record.
type TabAttributes = { title: string };

/**
 * The tab in the editor: its title, then its blocks.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< TabAttributes > ) {
	const { children, ...blockProps } = useInnerBlocksProps(
		useBlockProps( { className: 'wp-block-frontage-tab' } ),
		{
			template: [
				[
					'core/paragraph',
					{ placeholder: __( 'Tab content…', 'frontage' ) },
				],
			],
		}
	);
	return (
		<div { ...blockProps }>
			<RichText
				tagName="p"
				className="wp-block-frontage-tab__title"
				aria-label={ __( 'Tab title', 'frontage' ) }
				placeholder={ __( 'Tab title', 'frontage' ) }
				allowedFormats={ [] }
				withoutInteractiveFormatting
				value={ attributes.title }
				onChange={ ( title: string ) => setAttributes( { title } ) }
				style={ { fontWeight: 700 } }
			/>
			{ children }
		</div>
	);
}

registerBlockType< TabAttributes >(
	metadata as unknown as BlockConfiguration< TabAttributes >,
	{ edit: Edit, save: () => <InnerBlocks.Content /> }
);
