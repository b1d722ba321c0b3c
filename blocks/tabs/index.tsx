/**
 * Registers the Tabs block in the editor: its Tab blocks one under another, each with its title;
 * visitors get the server's markup (includes/motion/class-tabs-block.php) and view.ts runs it.
 */
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockEditProps,
} from '@wordpress/blocks';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import metadata from './block.json';

import './style.scss';

// A type alias rather than an interface: block APIs require a string-indexable record.
type TabsAttributes = { titleLevel: number; label: string };

/**
 * The block's editor view: its tabs, two to start with; the title level and the list's name.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< TabsAttributes > ) {
	const innerBlocksProps = useInnerBlocksProps( useBlockProps(), {
		allowedBlocks: [ 'frontage/tab' ],
		template: [
			[ 'frontage/tab', { title: __( 'First tab', 'frontage' ) } ],
			[ 'frontage/tab', { title: __( 'Second tab', 'frontage' ) } ],
		],
	} );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Tabs', 'frontage' ) }>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Name of the tab list', 'frontage' ) }
						help={ __(
							'Read by screen readers, e.g. "Product details". Optional.',
							'frontage'
						) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Title level', 'frontage' ) }
						help={ __(
							'The heading level of the titles, which visitors without JavaScript see above each panel.',
							'frontage'
						) }
						value={ String( attributes.titleLevel ) }
						options={ [ 2, 3, 4, 5, 6 ].map( ( n ) => ( {
							value: String( n ),
							label: `H${ n }`,
						} ) ) }
						onChange={ ( level ) =>
							setAttributes( { titleLevel: Number( level ) } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...innerBlocksProps } />
		</>
	);
}

registerBlockType< TabsAttributes >(
	metadata as BlockConfiguration< TabsAttributes >,
	{ edit: Edit, save: () => <InnerBlocks.Content /> }
);
