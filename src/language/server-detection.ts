/**
 * The detection call (docs/language.md "The detection call"), made by the loader
 * (src/language/offer-loader) when the head script hands it over: POST admin-ajax.php with
 * `action=get-needed-language` and the configuration's fields, then flow step 4 with the answer.
 * Kept out of the head script, which decides without a request.
 */
import type { Decision } from './decision';
import {
	browserLanguage,
	languageOf,
	redirectIfNeeded,
	type FlowEnvironment,
	type LanguageConfig,
} from './flow';

/**
 * The configuration's fields the call carries, under the names docs/language.md "The detection
 * call" lists ("When the call is made").
 */
export const DETECTION_FIELDS = [
	'detection_method',
	'popup_option',
	'popup_textarea',
	'popup_type',
	'popup_textarea_change_button',
	'popup_textarea_close_button',
	'publish_languages',
	'iso_codes',
	'english_name',
	'default_language',
	'is_iphone_user_check',
] as const;

/**
 * The call's form body: `action` and the fields, lists as `name[]` and maps as `name[key]`.
 *
 * @param config The configuration.
 */
export function detectionBody( config: LanguageConfig ): URLSearchParams {
	const body = new URLSearchParams( { action: 'get-needed-language' } );
	for ( const field of DETECTION_FIELDS ) {
		const value: unknown = config[ field ];
		if ( Array.isArray( value ) ) {
			value.forEach( ( item ) => body.append( `${ field }[]`, item ) );
		} else if ( value && typeof value === 'object' ) {
			for ( const [ key, item ] of Object.entries( value ) ) {
				body.append( `${ field }[${ key }]`, String( item ) );
			}
		} else {
			body.append( field, String( value ?? '' ) );
		}
	}
	return body;
}

/**
 * The language the server answers, or null for an empty answer or a failure (flow step 3).
 *
 * @param config The configuration.
 * @param fetch  The browser's fetch.
 */
export async function askServer(
	config: LanguageConfig,
	fetch: typeof globalThis.fetch
): Promise< string | null > {
	try {
		// A URLSearchParams body is sent form-encoded, with this origin's cookies.
		const response = await fetch( config.ajax_url, {
			method: 'POST',
			body: detectionBody( config ),
		} );
		const answer: unknown = response.ok ? await response.json() : null;
		return typeof answer === 'string' && answer !== '' ? answer : null;
	} catch {
		return null;
	}
}

/**
 * Flow steps 3–4 for the methods that need the server: the server's answer, else (ip_browser)
 * the browser's languages, else the page's language; then redirect-if-needed.
 *
 * @param config The configuration.
 * @param env    The browser, with fetch.
 * @return What was decided.
 */
export async function detectOnServer(
	config: LanguageConfig,
	env: Omit< FlowEnvironment, 'dispatch' > & {
		fetch: typeof globalThis.fetch;
		dispatch: ( offer: Extract< Decision, { action: 'offer' } > ) => void;
	}
): Promise< Decision > {
	const current = languageOf( config, env.location.pathname );
	const needed =
		( await askServer( config, env.fetch ) ) ??
		( config.detection_method === 'ip_browser'
			? browserLanguage( config, env.navigator )
			: null ) ??
		current;
	return redirectIfNeeded( config, env, current, needed );
}
