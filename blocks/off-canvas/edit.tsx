/**
 * The Off-canvas panel block in the editor: its inner blocks in place, and in the sidebar its id
 * (what `#frontage-action:action=off_canvas:open&id=…` links name), its accessible name and the
 * side it slides in from, with the link to copy.
 */
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type OffCanvasAttributes = {
	panelId: string;
	label: string;
	side: 'left' | 'right';
};

/** docs/popups.md "Opening from outside": an id starts with a letter or underscore, then word characters or hyphens. */
const ID_PATTERN = /^[A-Za-z_][\w-]{0,63}$/;

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
}: BlockEditProps< OffCanvasAttributes > ) {
	const blockProps = useBlockProps( {
		className: 'wp-block-frontage-off-canvas__editor',
	} );
	const valid = ID_PATTERN.test( attributes.panelId );
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Panel', 'frontage' ) }>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Panel id', 'frontage' ) }
						help={
							valid
								? `#frontage-action:action=off_canvas:toggle&id=${ attributes.panelId }`
								: __(
										'Start with a letter; then letters, digits, hyphens or underscores. Links open the panel by this id.',
										'frontage'
									)
						}
						value={ attributes.panelId }
						onChange={ ( panelId ) => setAttributes( { panelId } ) }
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Name for screen readers', 'frontage' ) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Slides in from', 'frontage' ) }
						value={ attributes.side }
						options={ [
							{
								value: 'right',
								label: __( 'The right', 'frontage' ),
							},
							{
								value: 'left',
								label: __( 'The left', 'frontage' ),
							},
						] }
						onChange={ ( side ) =>
							setAttributes( {
								side: side as OffCanvasAttributes[ 'side' ],
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<p className="wp-block-frontage-off-canvas__editor-label">
				{ valid
					? `${ __( 'Off-canvas panel', 'frontage' ) } #${ attributes.panelId }`
					: __(
							'Off-canvas panel: give it an id in the sidebar.',
							'frontage'
						) }
			</p>
			<InnerBlocks />
		</div>
	);
}
