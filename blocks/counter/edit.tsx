/**
 * The Counter block in the editor: the number as visitors get it (the server's markup), what is
 * wrong with the settings in Notices in the sidebar, and there the numbers, the count's duration, the
 * prefix, suffix and title.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { BlockPreview } from '../../src/files/editor/block-preview';
import { NumberTextField } from '../../src/motion/widgets/number-text-field';
import { ProblemNotices } from '../../src/motion/widgets/problem-notices';
import { counterProblems } from '../../src/motion/widgets/problems';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type CounterAttributes = {
	start: number | string;
	end: number | string;
	duration: number | string;
	decimals: number | string;
	prefix: string;
	suffix: string;
	title: string;
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
}: BlockEditProps< CounterAttributes > ) {
	const blockProps = useBlockProps();
	const problems = counterProblems( attributes );
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Counter', 'frontage' ) }>
					<ProblemNotices problems={ problems } />
					<NumberTextField
						label={ __( 'Start', 'frontage' ) }
						value={ attributes.start }
						onChange={ ( start ) => setAttributes( { start } ) }
					/>
					<NumberTextField
						label={ __( 'End', 'frontage' ) }
						help={ __(
							'The number visitors read; the count ends on it.',
							'frontage'
						) }
						value={ attributes.end }
						onChange={ ( end ) => setAttributes( { end } ) }
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Decimals', 'frontage' ) }
						value={ String( attributes.decimals ) }
						options={ [ 0, 1, 2, 3 ].map( ( n ) => ( {
							value: String( n ),
							label: String( n ),
						} ) ) }
						onChange={ ( decimals ) =>
							setAttributes( { decimals: Number( decimals ) } )
						}
					/>
					<NumberTextField
						label={ __( 'Duration (ms)', 'frontage' ) }
						help={ __(
							'How long the count lasts, 0 to 10000 ms (500 by default; 0: no count). Visitors who ask for less motion see the number at once.',
							'frontage'
						) }
						value={ attributes.duration }
						onChange={ ( duration ) =>
							setAttributes( { duration } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Prefix', 'frontage' ) }
						value={ attributes.prefix }
						onChange={ ( prefix ) => setAttributes( { prefix } ) }
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Suffix', 'frontage' ) }
						value={ attributes.suffix }
						onChange={ ( suffix ) => setAttributes( { suffix } ) }
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Title', 'frontage' ) }
						help={ __( 'Shown below the number.', 'frontage' ) }
						value={ attributes.title }
						onChange={ ( title ) => setAttributes( { title } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<BlockPreview
				block="frontage/counter"
				attributes={ attributes }
				emptyMessage={ __( 'Counter', 'frontage' ) }
			/>
		</div>
	);
}
