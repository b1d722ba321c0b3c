/**
 * A menu's timing options, read from its `data-sm-options` (docs/theme.md "Menus"): a JSON
 * object whose known numbers replace the defaults. Shared by the view script, which reports bad
 * text in the console, and the editor's panel, which shows a notice.
 */

export interface MenuOptions {
	/** Hover time before a submenu opens, ms. */
	showTimeout: number;
	/** Time after the pointer leaves before a submenu closes, ms. */
	hideTimeout: number;
	/** A submenu's fade in, ms. */
	showDuration: number;
	/** A submenu's fade out, ms. */
	hideDuration: number;
}

export const MENU_DEFAULTS: Readonly< MenuOptions > = {
	showTimeout: 250,
	hideTimeout: 500,
	showDuration: 200,
	hideDuration: 200,
};

/** The longest time an option may set, ms. */
const MAX_TIME = 10000;

export interface ParsedMenuOptions {
	options: MenuOptions;
	/** What is wrong with the text, or null when nothing is. */
	error: string | null;
}

/**
 * The options a `data-sm-options` text gives. Bad text gives the defaults and says why; a value
 * that is not a number from 0 to 10000 keeps its default.
 *
 * @param text The attribute's value; null or blank for none.
 * @return The options, and what was wrong.
 */
export function parseMenuOptions( text: string | null ): ParsedMenuOptions {
	const options = { ...MENU_DEFAULTS };
	if ( ! text || ! text.trim() ) {
		return { options, error: null };
	}
	let value: unknown;
	try {
		value = JSON.parse( text );
	} catch {
		return { options, error: 'data-sm-options is not valid JSON' };
	}
	if ( ! value || typeof value !== 'object' || Array.isArray( value ) ) {
		return { options, error: 'data-sm-options is not a JSON object' };
	}
	for ( const key of Object.keys( options ) as Array< keyof MenuOptions > ) {
		const given = ( value as Record< string, unknown > )[ key ];
		if (
			typeof given === 'number' &&
			Number.isFinite( given ) &&
			given >= 0 &&
			given <= MAX_TIME
		) {
			options[ key ] = given;
		}
	}
	return { options, error: null };
}
