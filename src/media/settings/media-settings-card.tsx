/**
 * The "Media" card of Settings → Frontage (docs/media.md "Settings"): whether third-party
 * players wait for the visitor's click, and the YouTube Data API key of the video gallery,
 * saved with the rest of the screen. Shown only while the Media module is on.
 */
import {
	Card,
	CardBody,
	CardHeader,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { apiKeyProblem, type MediaSettings } from './media-values';

interface Props {
	value: MediaSettings;
	onChange: ( value: MediaSettings ) => void;
}

export function MediaSettingsCard( { value, onChange }: Props ) {
	const keyProblem = apiKeyProblem( value.youtube_api_key );
	return (
		<Card>
			<CardHeader>
				<h2>{ __( 'Media', 'frontage' ) }</h2>
			</CardHeader>
			<CardBody>
				<ToggleControl
					label={ __(
						'Load video players only after the visitor’s click',
						'frontage'
					) }
					help={ __(
						'A note under each play button says where the video comes from; the click counts as the visitor’s consent to videos for 30 days.',
						'frontage'
					) }
					checked={ value.block_third_party }
					onChange={ ( checked: boolean ) =>
						onChange( { ...value, block_third_party: checked } )
					}
				/>
				<TextControl
					label={ __( 'YouTube Data API key', 'frontage' ) }
					help={
						keyProblem
							? __(
									'A key holds only letters, digits, _ and - (100 at most).',
									'frontage'
								)
							: __(
									'Lets the video gallery read YouTube playlists. Used by the server only, never shown to visitors.',
									'frontage'
								)
					}
					autoComplete="off"
					spellCheck={ false }
					value={ value.youtube_api_key }
					onChange={ ( key: string ) =>
						onChange( { ...value, youtube_api_key: key.trim() } )
					}
					__nextHasNoMarginBottom
				/>
			</CardBody>
		</Card>
	);
}
