/**
 * The Countdown block in the editor: the countdown as visitors get it (the server's markup),
 * what is wrong with the date in a Notice in the sidebar, and there the date and time (in the
 * site's time zone, Settings → General) and what shows at zero.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	DateTimePicker,
	Notice,
	PanelBody,
	SelectControl,
	TextControl,
} from '@wordpress/components';
// WordPress's own wp-date (the site's time zone), which the build leaves external.
// eslint-disable-next-line import/no-extraneous-dependencies
import { getSettings, isInTheFuture } from '@wordpress/date';
import { __, sprintf } from '@wordpress/i18n';

import { BlockPreview } from '../../src/files/editor/block-preview';
import { ProblemNotices } from '../../src/motion/widgets/problem-notices';
import { countdownProblems } from '../../src/motion/widgets/problems';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type CountdownAttributes = {
	date: string;
	atZero: 'message' | 'hide' | 'zeros';
	message: string;
};

/**
 * What visitors see once the date has passed, in the editor's words.
 *
 * @param atZero The at-zero choice.
 */
function pastText( atZero: string ): string {
	if ( atZero === 'hide' ) {
		return __(
			'This moment has passed: visitors see nothing.',
			'frontage'
		);
	}
	return atZero === 'zeros'
		? __( 'This moment has passed: visitors see zeros.', 'frontage' )
		: __( 'This moment has passed: visitors see the message.', 'frontage' );
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
}: BlockEditProps< CountdownAttributes > ) {
	const blockProps = useBlockProps();
	const problems = countdownProblems( attributes );
	const past = problems.length === 0 && ! isInTheFuture( attributes.date );
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Countdown', 'frontage' ) }>
					<ProblemNotices problems={ problems } />
					{ past && (
						<Notice status="info" isDismissible={ false }>
							{ pastText( attributes.atZero ) }
						</Notice>
					) }
					<p>
						{ sprintf(
							/* translators: %s: a time zone, e.g. Pacific/Auckland. */
							__(
								'Counts down to this moment in the site’s time zone (%s), wherever visitors are.',
								'frontage'
							),
							getSettings().timezone.string ||
								getSettings().timezone.abbr
						) }
					</p>
					<DateTimePicker
						currentDate={
							problems.length === 0 ? attributes.date : null
						}
						onChange={ ( date ) =>
							setAttributes( { date: date ?? '' } )
						}
						is12Hour={ false }
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'At zero', 'frontage' ) }
						value={ attributes.atZero }
						options={ [
							{
								value: 'message',
								label: __( 'Show a message', 'frontage' ),
							},
							{
								value: 'hide',
								label: __( 'Hide the block', 'frontage' ),
							},
							{
								value: 'zeros',
								label: __( 'Keep the zeros', 'frontage' ),
							},
						] }
						onChange={ ( atZero ) =>
							setAttributes( {
								atZero: atZero as CountdownAttributes[ 'atZero' ],
							} )
						}
					/>
					{ attributes.atZero === 'message' && (
						<TextControl
							__nextHasNoMarginBottom
							label={ __( 'Message', 'frontage' ) }
							help={ __(
								'Empty: “The countdown has ended.”',
								'frontage'
							) }
							value={ attributes.message }
							onChange={ ( message ) =>
								setAttributes( { message } )
							}
						/>
					) }
				</PanelBody>
			</InspectorControls>
			<BlockPreview
				block="frontage/countdown"
				attributes={ attributes }
				emptyMessage={
					problems.length > 0
						? __(
								'Countdown: choose a date and time in the block’s settings.',
								'frontage'
							)
						: __(
								'Countdown: visitors see nothing now that the moment has passed.',
								'frontage'
							)
				}
			/>
		</div>
	);
}
