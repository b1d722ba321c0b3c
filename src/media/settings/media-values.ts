/**
 * The media settings (docs/media.md "Settings") as the settings app edits them: the
 * `frontage_media` option of /wp/v2/settings, there only while the Media module is on (null
 * without it).
 */

export interface MediaSettings {
	youtube_api_key: string;
	block_third_party: boolean;
}

/** The defaults, as Media_Settings registers them. */
export const MEDIA_DEFAULTS: Readonly< MediaSettings > = {
	youtube_api_key: '',
	block_third_party: true,
};

/** What a YouTube Data API key may hold (Media_Settings' schema). */
const KEY = /^[A-Za-z0-9_-]{0,100}$/;

/**
 * The media settings from a /wp/v2/settings answer.
 *
 * @param stored The option's value in the answer (undefined when the module is off).
 * @return The settings, defaults for anything missing; null when the option is not there.
 */
export function readMediaSettings( stored: unknown ): MediaSettings | null {
	if ( ! stored || typeof stored !== 'object' || Array.isArray( stored ) ) {
		return null;
	}
	const raw = stored as Record< string, unknown >;
	return {
		youtube_api_key:
			typeof raw.youtube_api_key === 'string'
				? raw.youtube_api_key
				: MEDIA_DEFAULTS.youtube_api_key,
		block_third_party:
			typeof raw.block_third_party === 'boolean'
				? raw.block_third_party
				: MEDIA_DEFAULTS.block_third_party,
	};
}

/**
 * What is wrong with the YouTube key as typed, or '' (the server refuses it too, with a 400).
 *
 * @param key The key.
 */
export function apiKeyProblem( key: string ): string {
	return KEY.test( key.trim() ) ? '' : 'shape';
}
