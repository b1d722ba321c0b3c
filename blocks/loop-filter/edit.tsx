/**
 * The Loop filter block in the editor: its terms as visitors get them (or the server's note
 * when it cannot list any), and in the sidebar the Query Loop it filters (one of the page's),
 * the taxonomy (a public one of that loop's post type), how chosen terms combine, buttons or
 * checkboxes, and counts.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Notice,
	PanelBody,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { BlockPreview } from '../../src/files/editor/block-preview';
import metadata from './block.json';
import {
	useLoops,
	useTaxonomies,
	type LoopOption,
	type TaxonomyOption,
} from './use-loop-options';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type LoopFilterAttributes = {
	queryId: number;
	taxonomy: string;
	logicalJoin: string;
	displayStyle: string;
	showCounts: boolean;
};

type SetAttributes = BlockEditProps< LoopFilterAttributes >[ 'setAttributes' ];

/**
 * The Query Loop menu's choices: the first loop of the page (queryId 0), then each loop.
 *
 * @param loops The page's loops.
 */
function loopChoices( loops: LoopOption[] ): Choices {
	return [
		{
			value: '0',
			label: __( 'The first Query Loop on the page', 'frontage' ),
		},
		...loops.map( ( loop ) => ( {
			value: String( loop.queryId ),
			label: sprintf(
				/* translators: 1: the Query Loop's number (its queryId), 2: its post type. */
				__( 'Query Loop %1$d (%2$s)', 'frontage' ),
				loop.queryId,
				loop.postType
			),
		} ) ),
	];
}

/**
 * The taxonomy menu's choices; the block's taxonomy stays listed (marked) when the loop's
 * post type has no such public taxonomy, so that nothing changes behind the owner's back.
 *
 * @param taxonomies The post type's public taxonomies.
 * @param current    The block's taxonomy.
 */
function taxonomyChoices(
	taxonomies: TaxonomyOption[],
	current: string
): Choices {
	const choices = taxonomies.map( ( taxonomy ) => ( {
		value: taxonomy.slug,
		label: taxonomy.name,
	} ) );
	if ( ! taxonomies.some( ( taxonomy ) => taxonomy.slug === current ) ) {
		choices.push( {
			value: current,
			label: sprintf(
				/* translators: %s: a taxonomy's name. */
				__( '%s (not of this loop)', 'frontage' ),
				current
			),
		} );
	}
	return choices;
}

type Choices = Array< { value: string; label: string } >;

/**
 * How chosen terms combine (docs/loops.md "Loop filter: the URL").
 */
function joinChoices(): Choices {
	return [
		{ value: 'DISABLED', label: __( 'One term at a time', 'frontage' ) },
		{
			value: 'AND',
			label: __( 'Posts with all of them (AND)', 'frontage' ),
		},
		{ value: 'OR', label: __( 'Posts with any of them (OR)', 'frontage' ) },
	];
}

/**
 * How the terms look.
 */
function styleChoices(): Choices {
	return [
		{ value: 'buttons', label: __( 'Buttons', 'frontage' ) },
		{ value: 'checkboxes', label: __( 'Checkboxes', 'frontage' ) },
	];
}

/**
 * The filter's settings.
 *
 * @param props               Props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function FilterPanel( {
	attributes,
	setAttributes,
}: {
	attributes: LoopFilterAttributes;
	setAttributes: SetAttributes;
} ) {
	const loops = useLoops();
	const loop =
		loops.find( ( item ) => item.queryId === attributes.queryId ) ??
		loops[ 0 ];
	const taxonomies = useTaxonomies( loop?.postType ?? 'post' );
	return (
		<PanelBody title={ __( 'Filter', 'frontage' ) }>
			{ ! loops.length && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Add a Query Loop block to this page: the filter changes the posts it lists.',
						'frontage'
					) }
				</Notice>
			) }
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Query Loop', 'frontage' ) }
				value={ String( attributes.queryId ) }
				options={ loopChoices( loops ) }
				onChange={ ( value: string ) =>
					setAttributes( { queryId: Number( value ) } )
				}
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Taxonomy', 'frontage' ) }
				value={ attributes.taxonomy }
				disabled={ ! taxonomies }
				options={ taxonomyChoices(
					taxonomies ?? [],
					attributes.taxonomy
				) }
				onChange={ ( taxonomy: string ) =>
					setAttributes( { taxonomy } )
				}
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Chosen terms', 'frontage' ) }
				value={ attributes.logicalJoin }
				options={ joinChoices() }
				onChange={ ( logicalJoin ) => setAttributes( { logicalJoin } ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Show terms as', 'frontage' ) }
				value={ attributes.displayStyle }
				options={ styleChoices() }
				onChange={ ( displayStyle ) =>
					setAttributes( { displayStyle } )
				}
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
}: BlockEditProps< LoopFilterAttributes > ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<FilterPanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			</InspectorControls>
			<BlockPreview
				block={ metadata.name }
				attributes={ attributes }
				emptyMessage={ __(
					'This taxonomy has no term with posts visitors may read yet.',
					'frontage'
				) }
			/>
		</div>
	);
}
