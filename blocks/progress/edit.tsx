/**
 * The Progress block in the editor: the bar as visitors get it (the server's markup), what is
 * wrong with the settings in Notices in the sidebar, and there the label, value and figure.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { BlockPreview } from '../../src/files/editor/block-preview';
import { NumberTextField } from '../../src/motion/widgets/number-text-field';
import { ProblemNotices } from '../../src/motion/widgets/problem-notices';
import { progressProblems } from '../../src/motion/widgets/problems';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type ProgressAttributes = {
	label: string;
	value: number | string;
	showValue: boolean;
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
}: BlockEditProps< ProgressAttributes > ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Progress bar', 'frontage' ) }>
					<ProblemNotices
						problems={ progressProblems( attributes ) }
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Label', 'frontage' ) }
						help={ __(
							'What the bar measures, e.g. “Raised of our goal”.',
							'frontage'
						) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
					<NumberTextField
						label={ __( 'Value (%)', 'frontage' ) }
						help={ __( 'From 0 to 100.', 'frontage' ) }
						value={ attributes.value }
						onChange={ ( value ) => setAttributes( { value } ) }
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show the percentage', 'frontage' ) }
						checked={ attributes.showValue }
						onChange={ ( showValue ) =>
							setAttributes( { showValue } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<BlockPreview
				block="frontage/progress"
				attributes={ attributes }
				emptyMessage={ __( 'Progress bar', 'frontage' ) }
			/>
		</div>
	);
}
