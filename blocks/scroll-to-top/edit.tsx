/**
 * The Scroll to top block in the editor: a note where it sits (the button itself is fixed to a
 * corner of the visitor's screen) and, in the sidebar, its name, side and smooth scrolling.
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

// A type alias rather than an interface: block APIs require a string-indexable record.
export type ScrollToTopAttributes = {
	label: string;
	side: 'left' | 'right';
	smoothScroll: boolean;
};

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
}: BlockEditProps< ScrollToTopAttributes > ) {
	const blockProps = useBlockProps( {
		className: 'wp-block-frontage-scroll-to-top__editor',
	} );
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Scroll to top', 'frontage' ) }>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Name for screen readers', 'frontage' ) }
						help={ __( 'Empty: “Back to top”.', 'frontage' ) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Corner', 'frontage' ) }
						value={ attributes.side }
						options={ [
							{
								value: 'right',
								label: __( 'Bottom right', 'frontage' ),
							},
							{
								value: 'left',
								label: __( 'Bottom left', 'frontage' ),
							},
						] }
						onChange={ ( side ) =>
							setAttributes( {
								side: side as ScrollToTopAttributes[ 'side' ],
							} )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Smooth scrolling to in-page links',
							'frontage'
						) }
						help={ __(
							'On the pages that carry this block: links to a heading or section of the page scroll smoothly and stop below a sticky header.',
							'frontage'
						) }
						checked={ attributes.smoothScroll }
						onChange={ ( smoothScroll ) =>
							setAttributes( { smoothScroll } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<p>
				{ __(
					'Scroll to top: visitors see a button in a bottom corner once the header has scrolled away.',
					'frontage'
				) }
			</p>
		</div>
	);
}
