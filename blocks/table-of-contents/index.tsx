/**
 * Registers the Table of contents block in the editor: a preview of the links, read from the
 * headings being edited, and a Notice when there are none; its title and levels in the
 * sidebar. Visitors get the server's list (includes/motion/class-table-of-contents.php).
 */
import {
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockEditProps,
} from '@wordpress/blocks';
import {
	CheckboxControl,
	Notice,
	PanelBody,
	TextControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import {
	listedHeadings,
	type EditorBlock,
} from '../../src/motion/table-of-contents/headings';
import metadata from './block.json';

import './style.scss';

// A type alias rather than an interface: block APIs require a string-indexable record.
type TocAttributes = { levels: number[]; title: string };

/**
 * The block's editor view.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< TocAttributes > ) {
	const levels = attributes.levels?.length ? attributes.levels : [ 2, 3, 4 ];
	const blocks = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as {
					getBlocks: () => EditorBlock[];
				}
			 ).getBlocks(),
		[]
	);
	const headings = listedHeadings( blocks, levels );
	const toggle = ( level: number, on: boolean ) =>
		setAttributes( {
			levels: on
				? [ ...levels, level ].sort( ( a, b ) => a - b )
				: levels.filter( ( l ) => l !== level ),
		} );
	return (
		<nav
			{ ...useBlockProps() }
			aria-label={
				attributes.title || __( 'Table of contents', 'frontage' )
			}
		>
			<InspectorControls>
				<PanelBody title={ __( 'Table of contents', 'frontage' ) }>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Title', 'frontage' ) }
						help={ __(
							'Shown above the links and read by screen readers; without one, screen readers hear "Table of contents".',
							'frontage'
						) }
						value={ attributes.title }
						onChange={ ( title ) => setAttributes( { title } ) }
					/>
					<p>{ __( 'Headings listed', 'frontage' ) }</p>
					{ [ 2, 3, 4, 5, 6 ].map( ( level ) => (
						<CheckboxControl
							__nextHasNoMarginBottom
							key={ level }
							label={ `H${ level }` }
							checked={ levels.includes( level ) }
							onChange={ ( on ) => toggle( level, on ) }
						/>
					) ) }
				</PanelBody>
			</InspectorControls>
			{ attributes.title && (
				<p className="wp-block-frontage-table-of-contents__title">
					{ attributes.title }
				</p>
			) }
			{ headings.length ? (
				<ol className="wp-block-frontage-table-of-contents__list">
					{ headings.map( ( heading, index ) => (
						<li
							key={ index }
							style={ {
								marginLeft: `${ heading.level - levels[ 0 ] }em`,
							} }
						>
							{ heading.text }
						</li>
					) ) }
				</ol>
			) : (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'This page has no headings of the levels listed yet: add Heading blocks. Until it has some, visitors see nothing here.',
						'frontage'
					) }
				</Notice>
			) }
		</nav>
	);
}

registerBlockType< TocAttributes >(
	metadata as BlockConfiguration< TocAttributes >,
	{ edit: Edit, save: () => null }
);
