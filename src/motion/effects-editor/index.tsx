/**
 * "Motion effects" in the settings of every block that can have them (docs/motion.md): the
 * `frontageMotion` attribute added to each block type (but those in EXCLUDED, as on the server)
 * and the panel in the block's Inspector. The editor shows the block still; the page moves it.
 */
import { InspectorControls } from '@wordpress/block-editor';
import type { ComponentType } from '@wordpress/element';
// WordPress's own wp-hooks, which the build leaves external (as every @wordpress/ script).
// eslint-disable-next-line import/no-extraneous-dependencies
import { addFilter } from '@wordpress/hooks';

import { MotionPanel } from './panel';
import { EXCLUDED, type MotionValue } from './settings';

const ATTRIBUTE = 'frontageMotion';

interface BlockEditProps {
	name: string;
	isSelected: boolean;
	attributes: { frontageMotion?: MotionValue };
	setAttributes: ( attributes: { frontageMotion?: MotionValue } ) => void;
}

addFilter(
	'blocks.registerBlockType',
	'frontage/motion-effects/attribute',
	( settings: { attributes?: Record< string, unknown > }, name: string ) =>
		EXCLUDED.includes( name )
			? settings
			: {
					...settings,
					attributes: {
						...settings.attributes,
						[ ATTRIBUTE ]: { type: 'object' },
					},
				}
);

addFilter(
	'editor.BlockEdit',
	'frontage/motion-effects/panel',
	( BlockEdit: ComponentType< BlockEditProps > ) => {
		const WithMotion = ( props: BlockEditProps ) => (
			<>
				<BlockEdit { ...props } />
				{ props.isSelected && ! EXCLUDED.includes( props.name ) && (
					<InspectorControls>
						<MotionPanel
							name={ props.name }
							value={ props.attributes.frontageMotion ?? {} }
							onChange={ ( value ) =>
								props.setAttributes( { frontageMotion: value } )
							}
						/>
					</InspectorControls>
				) }
			</>
		);
		return WithMotion;
	}
);
