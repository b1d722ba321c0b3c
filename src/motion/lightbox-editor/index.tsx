/**
 * "Lightbox (Frontage)" in the settings of the Image and Gallery blocks (docs/motion.md
 * "Lightbox"): an image linked to its file opens in Frontage's lightbox unless switched off; a
 * gallery's images linked to their files open as a slideshow, or every image of it, or none.
 * A notice says when the setting cannot work: the image is not linked to an image file of this
 * site, WordPress's own "Expand on click" opens it, the gallery links elsewhere.
 */
import { InspectorControls } from '@wordpress/block-editor';
import {
	Notice,
	PanelBody,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import type { ComponentType } from '@wordpress/element';
// WordPress's own wp-hooks, which the build leaves external (as every @wordpress/ script).
// eslint-disable-next-line import/no-extraneous-dependencies
import { addFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';

import { isLightboxImage } from '../lightbox/links';

const IMAGE = 'core/image';
const GALLERY = 'core/gallery';
const ATTRIBUTE = 'frontageLightbox';

interface Attributes {
	frontageLightbox?: string;
	href?: string;
	linkTo?: string;
	lightbox?: { enabled?: boolean };
}

/** A choice of a SelectControl. */
type Choice = { label: string; value: string };

/**
 * The choices, typed as plain strings for SelectControl.
 *
 * @param list The choices.
 */
const choices = ( list: Choice[] ) => list;

interface BlockEditProps {
	name: string;
	isSelected: boolean;
	attributes: Attributes;
	setAttributes: ( attributes: Partial< Attributes > ) => void;
}

/** The hosts whose images open (Lightbox_Links::hosts(), handed over by the server). */
const hosts = ( window as unknown as { frontageLightboxEditor?: string[] } )
	.frontageLightboxEditor ?? [ window.location.hostname ];

/**
 * Why an image with the lightbox on will not open in it, or ''.
 *
 * @param attributes The image's attributes.
 */
function imageProblem( attributes: Attributes ): string {
	if ( attributes.lightbox?.enabled ) {
		return __(
			'WordPress’s own “Expand on click” opens this image, so Frontage’s lightbox leaves it alone.',
			'frontage'
		);
	}
	if ( ! attributes.href ) {
		return __(
			'This image has no link: link it to its media file to open it in the lightbox.',
			'frontage'
		);
	}
	if ( ! isLightboxImage( attributes.href, window.location.href, hosts ) ) {
		return __(
			'This image links to a page or to another site, not to an image file of this site, so it opens as a plain link.',
			'frontage'
		);
	}
	return '';
}

/**
 * The panel of an image.
 *
 * @param props               The block's edit props.
 * @param props.attributes    Its attributes.
 * @param props.setAttributes Sets them.
 */
function ImagePanel( { attributes, setAttributes }: BlockEditProps ) {
	const on = attributes.frontageLightbox !== 'off';
	const problem = on ? imageProblem( attributes ) : '';
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Lightbox (Frontage)', 'frontage' ) }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Open in Frontage lightbox', 'frontage' ) }
					help={ __(
						'A click on the image shows its file in a modal instead of leaving the page.',
						'frontage'
					) }
					checked={ on }
					onChange={ ( value: boolean ) =>
						setAttributes( { [ ATTRIBUTE ]: value ? '' : 'off' } )
					}
				/>
				{ problem && (
					<Notice status="warning" isDismissible={ false }>
						{ problem }
					</Notice>
				) }
			</PanelBody>
		</InspectorControls>
	);
}

/**
 * The panel of a gallery.
 *
 * @param props               The block's edit props.
 * @param props.attributes    Its attributes.
 * @param props.setAttributes Sets them.
 */
function GalleryPanel( { attributes, setAttributes }: BlockEditProps ) {
	const choice = attributes.frontageLightbox ?? '';
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Lightbox (Frontage)', 'frontage' ) }>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Open in Frontage lightbox', 'frontage' ) }
					value={ choice }
					options={ choices( [
						{
							label: __(
								'Images linked to their media files',
								'frontage'
							),
							value: '',
						},
						{
							label: __(
								'Every image, linked or not',
								'frontage'
							),
							value: 'all',
						},
						{ label: __( 'Off', 'frontage' ), value: 'off' },
					] ) }
					onChange={ ( value: string ) =>
						setAttributes( { [ ATTRIBUTE ]: value } )
					}
				/>
				{ choice === '' && attributes.linkTo !== 'media' && (
					<Notice status="warning" isDismissible={ false }>
						{ __(
							'The images do not link to their media files, so none opens in the lightbox: set Link to “Media file”, or choose “Every image”.',
							'frontage'
						) }
					</Notice>
				) }
			</PanelBody>
		</InspectorControls>
	);
}

addFilter(
	'blocks.registerBlockType',
	'frontage/motion-lightbox/attribute',
	( settings: { attributes?: Record< string, unknown > }, name: string ) =>
		name === IMAGE || name === GALLERY
			? {
					...settings,
					attributes: {
						...settings.attributes,
						[ ATTRIBUTE ]: {
							type: 'string',
							enum:
								name === IMAGE
									? [ '', 'off' ]
									: [ '', 'all', 'off' ],
							default: '',
						},
					},
				}
			: settings
);

addFilter(
	'editor.BlockEdit',
	'frontage/motion-lightbox/panel',
	( BlockEdit: ComponentType< BlockEditProps > ) => {
		const WithLightbox = ( props: BlockEditProps ) => {
			const Panel =
				props.name === IMAGE
					? ImagePanel
					: props.name === GALLERY && GalleryPanel;
			return (
				<>
					<BlockEdit { ...props } />
					{ Panel && props.isSelected && <Panel { ...props } /> }
				</>
			);
		};
		return WithLightbox;
	}
);
