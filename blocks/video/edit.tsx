/**
 * The Video block in the editor: the address and title, and a preview that says what visitors
 * will see, or, for an address that names no video, what is wrong with it (visitors then see
 * nothing). The preview loads nothing from the video host either.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Notice,
	PanelBody,
	RangeControl,
	TextControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { parseVideoAddress } from '../../src/media/video-address';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type VideoAttributes = {
	url: string;
	title: string;
	volume?: number;
	liveFallback: string;
};

/**
 * What is wrong with an address, in the editor's words.
 *
 * @param problem The parser's verdict.
 */
function problemText( problem: string ): string {
	switch ( problem ) {
		case 'empty':
			return __(
				'Paste the address of a YouTube or Vimeo video.',
				'frontage'
			);
		case 'foreign':
			return __(
				'Only YouTube and Vimeo addresses can play here: visitors will see nothing.',
				'frontage'
			);
		case 'bad-id':
			return __(
				'This address names no video: a YouTube video id is 11 letters, digits, _ or -, a Vimeo id is a number. Visitors will see nothing.',
				'frontage'
			);
		default:
			return __(
				'This is not a web address: visitors will see nothing.',
				'frontage'
			);
	}
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
}: BlockEditProps< VideoAttributes > ) {
	const blockProps = useBlockProps();
	const video = parseVideoAddress( attributes.url );
	const provider =
		'provider' in video
			? { youtube: 'YouTube', vimeo: 'Vimeo' }[ video.provider ]
			: '';
	const urlField = (
		<TextControl
			label={ __( 'Video address', 'frontage' ) }
			type="url"
			value={ attributes.url }
			onChange={ ( url: string ) => setAttributes( { url } ) }
			__nextHasNoMarginBottom
		/>
	);
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Video', 'frontage' ) }>
					{ urlField }
					<TextControl
						label={ __( 'Title', 'frontage' ) }
						help={ __(
							'Names the play button (“Play: …”). Empty: the title YouTube or Vimeo gives.',
							'frontage'
						) }
						value={ attributes.title }
						onChange={ ( title: string ) =>
							setAttributes( { title } )
						}
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Volume', 'frontage' ) }
						help={ __( 'Empty: the player’s own.', 'frontage' ) }
						min={ 0 }
						max={ 100 }
						allowReset
						value={ attributes.volume }
						onChange={ ( volume?: number ) =>
							setAttributes( { volume } )
						}
						__nextHasNoMarginBottom
					/>
					{ 'channel' in video && video.channel && (
						<TextControl
							label={ __(
								'When the channel is not live',
								'frontage'
							) }
							value={ attributes.liveFallback }
							onChange={ ( liveFallback: string ) =>
								setAttributes( { liveFallback } )
							}
							__nextHasNoMarginBottom
						/>
					) }
				</PanelBody>
			</InspectorControls>
			{ 'problem' in video ? (
				<>
					{ urlField }
					<Notice
						status={
							video.problem === 'empty' ? 'info' : 'warning'
						}
						isDismissible={ false }
					>
						{ problemText( video.problem ) }
					</Notice>
				</>
			) : (
				<div className="frontage-video">
					<div className="frontage-video__frame frontage-video__editor-preview">
						<p>
							{ sprintf(
								/* translators: 1: YouTube or Vimeo, 2: the video's id. */
								__( '%1$s video %2$s', 'frontage' ),
								provider,
								video.id
							) }
							<br />
							{ attributes.title
								? sprintf(
										/* translators: %s: the video's title. */
										__( 'Play: %s', 'frontage' ),
										attributes.title
									)
								: __(
										'Visitors see the poster stored on the site and a play button.',
										'frontage'
									) }
						</p>
					</div>
				</div>
			) }
		</div>
	);
}
