/**
 * The Documentation grid block in the editor: the grid as visitors get it (or, for a taxonomy
 * that cannot be listed, the server's note saying why), its taxonomy and counts, and its columns
 * and spacing per device in the sidebar.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { BlockPreview } from '../../src/files/editor/block-preview';
import { NumberField } from '../../src/shared/number-field';
import metadata from './block.json';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type DocsGridAttributes = {
	taxonomy: string;
	categories: number;
	parent: number;
	postsPerCard: number;
	columnsDesktop: number;
	columnsTablet: number;
	columnsMobile: number;
	spacingDesktop: number;
	spacingTablet: number;
	spacingMobile: number;
	showCounts: boolean;
};

type SetAttributes = BlockEditProps< DocsGridAttributes >[ 'setAttributes' ];

/** The taxonomies offered by name; any other public taxonomy can be typed. */
const KNOWN = [ 'category', 'post_tag', 'frontage_category' ];
const OTHER = '';

/**
 * The devices, as the attributes name them, with their labels.
 */
function devices(): Array< [ 'Desktop' | 'Tablet' | 'Mobile', string ] > {
	return [
		[ 'Desktop', __( 'Desktop', 'frontage' ) ],
		[ 'Tablet', __( 'Tablet (up to 1024 px)', 'frontage' ) ],
		[ 'Mobile', __( 'Mobile (up to 767 px)', 'frontage' ) ],
	];
}

/**
 * The taxonomy menu's choices.
 */
function taxonomyOptions(): Array< { value: string; label: string } > {
	return [
		{ value: 'category', label: __( 'Post categories', 'frontage' ) },
		{ value: 'post_tag', label: __( 'Post tags', 'frontage' ) },
		{
			value: 'frontage_category',
			label: __( 'File categories', 'frontage' ),
		},
		{ value: OTHER, label: __( 'Another taxonomy…', 'frontage' ) },
	];
}

/**
 * Which categories: the taxonomy, how many, and how much each card lists.
 *
 * @param props               Props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function ContentPanel( {
	attributes,
	setAttributes,
}: {
	attributes: DocsGridAttributes;
	setAttributes: SetAttributes;
} ) {
	const known = KNOWN.includes( attributes.taxonomy );
	return (
		<PanelBody title={ __( 'Categories', 'frontage' ) }>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Taxonomy', 'frontage' ) }
				value={ known ? attributes.taxonomy : OTHER }
				options={ taxonomyOptions() }
				// Another taxonomy: '' (the server reads it as post categories) until one is typed.
				onChange={ ( taxonomy: string ) =>
					setAttributes( { taxonomy } )
				}
			/>
			{ ! known && (
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Taxonomy name', 'frontage' ) }
					value={ attributes.taxonomy }
					onChange={ ( taxonomy: string ) =>
						setAttributes( { taxonomy: taxonomy.trim() } )
					}
				/>
			) }
			<NumberField
				__nextHasNoMarginBottom
				integer
				label={ __( 'Most categories', 'frontage' ) }
				value={ attributes.categories }
				min={ 1 }
				max={ 100 }
				onChange={ ( categories ) => setAttributes( { categories } ) }
			/>
			<NumberField
				__nextHasNoMarginBottom
				integer
				label={ __( 'Entries in each card', 'frontage' ) }
				value={ attributes.postsPerCard }
				min={ 0 }
				max={ 20 }
				onChange={ ( postsPerCard ) =>
					setAttributes( { postsPerCard } )
				}
			/>
			<NumberField
				__nextHasNoMarginBottom
				integer
				label={ __( 'Parent category id', 'frontage' ) }
				help={ __(
					'-1: every category; 0: the top-level ones; a category’s id: its children.',
					'frontage'
				) }
				value={ attributes.parent }
				min={ -1 }
				onChange={ ( parent ) => setAttributes( { parent } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Show counts', 'frontage' ) }
				checked={ attributes.showCounts }
				onChange={ ( showCounts: boolean ) =>
					setAttributes( { showCounts } )
				}
			/>
		</PanelBody>
	);
}

/**
 * The block's editor view.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< DocsGridAttributes > ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<ContentPanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<PanelBody title={ __( 'Layout', 'frontage' ) }>
					{ devices().map( ( [ device, label ] ) => (
						<div key={ device }>
							<NumberField
								__nextHasNoMarginBottom
								integer
								label={ `${ label }: ${ __(
									'columns',
									'frontage'
								) }` }
								value={ attributes[ `columns${ device }` ] }
								min={ 1 }
								max={ 6 }
								onChange={ ( value ) =>
									setAttributes( {
										[ `columns${ device }` ]: value,
									} )
								}
							/>
							<NumberField
								__nextHasNoMarginBottom
								integer
								label={ `${ label }: ${ __(
									'spacing (px)',
									'frontage'
								) }` }
								value={ attributes[ `spacing${ device }` ] }
								min={ 0 }
								max={ 100 }
								onChange={ ( value ) =>
									setAttributes( {
										[ `spacing${ device }` ]: value,
									} )
								}
							/>
						</div>
					) ) }
				</PanelBody>
			</InspectorControls>
			<BlockPreview
				block={ metadata.name }
				attributes={ attributes }
				emptyMessage={ __(
					'No category of this taxonomy holds anything visitors may read yet.',
					'frontage'
				) }
			/>
		</div>
	);
}
