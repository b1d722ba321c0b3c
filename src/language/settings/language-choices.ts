/**
 * The languages the Languages card offers to add (GET /frontage/v1/languages,
 * Language_Choices; docs/language.md "The Languages screen"): which of them are still to add,
 * how each reads in the picker, and the row one becomes. Pure, so it is tested without the screen.
 */
import type { LanguageRow, LanguageSettings } from './language-values';

/** One language of the list. */
export interface LanguageChoice {
	code: string;
	/** The name its speakers read (Deutsch). */
	name: string;
	/** Its English name (German). */
	english_name: string;
	/** Its ISO 639-1 code (de). */
	iso: string;
	/** The address prefix it gets (de). */
	slug: string;
	/** Whether WordPress has its translation installed. */
	installed: boolean;
}

/**
 * A code as the flow compares them: no case, `_` and `-` alike (docs/language.md, flow step 7).
 *
 * @param code The code.
 */
const key = ( code: string ) => code.toLowerCase().replace( /_/g, '-' );

/**
 * The list's languages that are not on the card yet, in the list's order (installed first).
 *
 * @param settings The settings being edited.
 * @param choices  The list.
 */
export function choicesToAdd(
	settings: LanguageSettings,
	choices: LanguageChoice[]
): LanguageChoice[] {
	const added = new Set(
		settings.languages.map( ( row ) => key( row.code ) )
	);
	return choices.filter( ( choice ) => ! added.has( key( choice.code ) ) );
}

/**
 * How a language reads in the picker: its own name, its English name where that differs, its
 * code, and whether WordPress has it installed.
 *
 * @param choice         The language.
 * @param installedLabel The word for an installed language, translated.
 */
export function choiceLabel(
	choice: LanguageChoice,
	installedLabel: string
): string {
	return [
		choice.name,
		choice.english_name !== choice.name ? choice.english_name : '',
		choice.code,
		choice.installed ? installedLabel : '',
	]
		.filter( Boolean )
		.join( ', ' );
}

/**
 * The row a language of the list becomes. Its prefix and ISO code are the language's (`de`);
 * when another row has them already (Português do Brasil beside Português), the code's own
 * (`pt-br`, `pt-BR`), so every prefix stays one language's and `hreflang` tells them apart.
 *
 * @param settings The settings being edited.
 * @param choice   The language.
 */
export function rowOf(
	settings: LanguageSettings,
	choice: LanguageChoice
): LanguageRow {
	const slugs = new Set( settings.languages.map( ( row ) => row.slug ) );
	// A row without an ISO code has its code's language part (Language_Settings).
	const isos = new Set(
		settings.languages.map( ( row ) =>
			( row.iso || row.code.split( /[_-]/ )[ 0 ] ).toLowerCase()
		)
	);
	const own = choice.code.replace( /_/g, '-' );
	return {
		code: choice.code,
		name: choice.name,
		slug: slugs.has( choice.slug )
			? own.toLowerCase().slice( 0, 20 )
			: choice.slug,
		iso: isos.has( choice.iso.toLowerCase() ) ? own : choice.iso,
	};
}

/**
 * The settings with a language of the list added at the end.
 *
 * @param settings The settings.
 * @param choice   The language.
 */
export function withChoice(
	settings: LanguageSettings,
	choice: LanguageChoice
): LanguageSettings {
	return {
		...settings,
		languages: [ ...settings.languages, rowOf( settings, choice ) ],
	};
}
