/**
 * The Carousel block in the editor: its slides side by side (as many columns as desktop shows),
 * each a Slide block holding any blocks, with a button to add one; in the sidebar the slides
 * shown per device, the step, loop, dots, autoplay and the name, and a notice for what is wrong
 * (src/motion/carousel/problems.ts).
 */
import {
	InnerBlocks,
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { Block, BlockEditProps } from '@wordpress/blocks';
import {
	Notice,
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { carouselProblems } from '../../src/motion/carousel/problems';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type CarouselAttributes = {
	slidesDesktop: number;
	slidesTablet: number;
	slidesMobile: number;
	slidesToScroll: number;
	loop: boolean;
	autoplay: boolean;
	autoplayInterval: number;
	showDots: boolean;
	label: string;
};

type SetAttributes = ( attributes: Partial< CarouselAttributes > ) => void;

const SLIDE = 'frontage/carousel-slide';
const TEMPLATE: Array< [ string ] > = [ [ SLIDE ], [ SLIDE ], [ SLIDE ] ];

/** docs/motion.md "Carousel": the most slides shown at once (Carousel_Settings::MAX_SHOWN). */
const MAX_SHOWN = 6;

/**
 * Whether a block shows nothing: no blocks inside, or only text blocks without text. The server
 * leaves such a slide out (Carousel_Slide_Block).
 *
 * @param block A slide.
 */
function isEmpty( block: Block ): boolean {
	return block.innerBlocks.every(
		( inner ) =>
			[ 'core/paragraph', 'core/heading' ].includes( inner.name ) &&
			! String( inner.attributes.content ?? '' ).trim()
	);
}

/**
 * The block's editor view.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 * @param props.clientId      The block's id in the editor.
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< CarouselAttributes > ) {
	const slides = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					getBlock: ( id: string ) => Block | null;
				}
			 ).getBlock( clientId )?.innerBlocks ?? [],
		[ clientId ]
	);
	const blockProps = useBlockProps( {
		className: 'wp-block-frontage-carousel__editor',
		style: {
			'--frontage-carousel-desktop': Math.max(
				1,
				Math.min( attributes.slidesDesktop, slides.length || 1 )
			),
		} as React.CSSProperties,
	} );
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		allowedBlocks: [ SLIDE ],
		template: TEMPLATE,
		orientation: 'horizontal',
		renderAppender: InnerBlocks.ButtonBlockAppender,
	} );
	const problems = carouselProblems( {
		slides: slides.length,
		empty: slides.flatMap( ( slide, index ) =>
			isEmpty( slide ) ? [ index + 1 ] : []
		),
		shown: {
			desktop: attributes.slidesDesktop,
			tablet: attributes.slidesTablet,
			mobile: attributes.slidesMobile,
		},
		step: attributes.slidesToScroll,
	} );
	return (
		<>
			<InspectorControls>
				<CarouselPanel
					attributes={ attributes }
					setAttributes={ setAttributes }
					problems={ problems }
				/>
			</InspectorControls>
			<div { ...innerBlocksProps } />
		</>
	);
}

/**
 * The sidebar panel.
 *
 * @param props               Props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 * @param props.problems      What is wrong, as sentences.
 */
function CarouselPanel( {
	attributes,
	setAttributes,
	problems,
}: {
	attributes: CarouselAttributes;
	setAttributes: SetAttributes;
	problems: string[];
} ) {
	const count = (
		label: string,
		key: keyof CarouselAttributes,
		min: number,
		max: number,
		help?: string
	) => (
		<RangeControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ label }
			help={ help }
			min={ min }
			max={ max }
			value={ attributes[ key ] as number }
			onChange={ ( value ) => setAttributes( { [ key ]: value ?? min } ) }
		/>
	);
	return (
		<PanelBody title={ __( 'Carousel', 'frontage' ) }>
			{ problems.map( ( problem ) => (
				<Notice
					key={ problem }
					status="warning"
					isDismissible={ false }
				>
					{ problem }
				</Notice>
			) ) }
			{ count(
				__( 'Slides shown on desktop', 'frontage' ),
				'slidesDesktop',
				1,
				MAX_SHOWN
			) }
			{ count(
				__( 'Slides shown on tablet (768–1024 px)', 'frontage' ),
				'slidesTablet',
				1,
				MAX_SHOWN
			) }
			{ count(
				__( 'Slides shown on mobile (up to 767 px)', 'frontage' ),
				'slidesMobile',
				1,
				MAX_SHOWN
			) }
			{ count(
				__( 'Slides to scroll', 'frontage' ),
				'slidesToScroll',
				1,
				MAX_SHOWN,
				__(
					'By the previous and next buttons; at most as many as are shown.',
					'frontage'
				)
			) }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Loop', 'frontage' ) }
				help={ __(
					'Next on the last slide goes back to the first, previous on the first to the last.',
					'frontage'
				) }
				checked={ attributes.loop }
				onChange={ ( loop ) => setAttributes( { loop } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Dots', 'frontage' ) }
				checked={ attributes.showDots }
				onChange={ ( showDots ) => setAttributes( { showDots } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Autoplay', 'frontage' ) }
				help={ __(
					'Visitors get a pause button; it holds while the pointer or the focus is on the carousel, and starts paused for visitors who ask for less motion.',
					'frontage'
				) }
				checked={ attributes.autoplay }
				onChange={ ( autoplay ) => setAttributes( { autoplay } ) }
			/>
			{ attributes.autoplay &&
				count(
					__( 'Seconds per slide', 'frontage' ),
					'autoplayInterval',
					2,
					30
				) }
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Name for screen readers', 'frontage' ) }
				help={ __( 'Empty: “Carousel”.', 'frontage' ) }
				value={ attributes.label }
				onChange={ ( label ) => setAttributes( { label } ) }
			/>
		</PanelBody>
	);
}
