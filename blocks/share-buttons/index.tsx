/**
 * Registers the Share buttons block in the editor: the buttons as visitors get them (the
 * server's markup) and, in the sidebar, which services show. Visitors get the server's links
 * (includes/motion/class-share-buttons.php) and view.ts runs the buttons.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockEditProps,
} from '@wordpress/blocks';
import { CheckboxControl, Notice, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { BlockPreview } from '../../src/files/editor/block-preview';
import metadata from './block.json';

import './style.scss';

// A type alias rather than an interface: block APIs require a string-indexable record.
type ShareAttributes = { services: string[] };

const SERVICES: Array< [ string, string ] > = [
	[ 'x', __( 'X (Twitter)', 'frontage' ) ],
	[ 'facebook', __( 'Facebook', 'frontage' ) ],
	[ 'linkedin', __( 'LinkedIn', 'frontage' ) ],
	[ 'email', __( 'Email', 'frontage' ) ],
	[ 'copy', __( 'Copy link', 'frontage' ) ],
	[ 'native', __( 'Share… (the device’s share sheet)', 'frontage' ) ],
];

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
}: BlockEditProps< ShareAttributes > ) {
	const services = attributes.services ?? [];
	const toggle = ( key: string, on: boolean ) =>
		setAttributes( {
			services: SERVICES.map( ( [ k ] ) => k ).filter( ( k ) =>
				k === key ? on : services.includes( k )
			),
		} );
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Share buttons', 'frontage' ) }>
					{ ! services.length && (
						<Notice status="warning" isDismissible={ false }>
							{ __(
								'No service is chosen: visitors see all of them.',
								'frontage'
							) }
						</Notice>
					) }
					{ SERVICES.map( ( [ key, label ] ) => (
						<CheckboxControl
							__nextHasNoMarginBottom
							key={ key }
							label={ label }
							checked={ services.includes( key ) }
							onChange={ ( on ) => toggle( key, on ) }
						/>
					) ) }
					<p>
						{ __(
							'“Copy link” and “Share…” show only where the visitor’s browser can do them.',
							'frontage'
						) }
					</p>
				</PanelBody>
			</InspectorControls>
			<BlockPreview
				block="frontage/share-buttons"
				attributes={ attributes }
				emptyMessage={ __( 'Share buttons', 'frontage' ) }
			/>
		</div>
	);
}

registerBlockType< ShareAttributes >(
	metadata as BlockConfiguration< ShareAttributes >,
	{ edit: Edit, save: () => null }
);
