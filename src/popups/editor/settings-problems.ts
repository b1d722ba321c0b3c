/**
 * What is wrong with a popup's settings, said in the editor panel next to the field before the
 * popup is saved (the server refuses the same with a 400: includes/popups/class-popup-settings.php).
 * Pure: the browser's own selector and regular-expression parsers are passed in.
 */
import type { PopupSettings } from '../popup-settings';

export type Problems = Partial< Record< string, string > >;

export interface Parsers {
	/** Throws for an invalid selector (document.querySelector). */
	selector: ( selector: string ) => void;
}

const DATETIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/;

/**
 * Field path → message, for every field that is wrong.
 *
 * @param settings           The settings being edited.
 * @param parsers            The browser's parsers.
 * @param messages           The messages, translated by the caller.
 * @param messages.selector
 * @param messages.regex
 * @param messages.slowRegex
 * @param messages.date
 * @param messages.order
 * @param messages.classes
 */
export function settingsProblems(
	settings: PopupSettings,
	parsers: Parsers,
	messages: {
		selector: string;
		regex: string;
		slowRegex: string;
		date: string;
		order: string;
		classes: string;
	}
): Problems {
	const problems: Problems = {};
	const checkSelector = ( path: string, value: string ) => {
		if ( value.trim() === '' ) {
			return;
		}
		try {
			if ( /[<>{}]/.test( value ) ) {
				throw new Error( 'markup' );
			}
			parsers.selector( value );
		} catch {
			problems[ path ] = messages.selector;
		}
	};
	checkSelector( 'open_selector', settings.open_selector );
	if ( settings.triggers.scrolling_to ) {
		checkSelector(
			'triggers.scrolling_to_selector',
			settings.triggers.scrolling_to_selector
		);
	}
	if ( ! /^[A-Za-z0-9_ -]*$/.test( settings.classes ) ) {
		problems.classes = messages.classes;
	}
	const timing = settings.timing;
	if ( timing.url_action === 'regex' && timing.url_url !== '' ) {
		try {
			new RegExp( timing.url_url );
			if ( repeatsARepetition( timing.url_url ) ) {
				problems[ 'timing.url_url' ] = messages.slowRegex;
			}
		} catch {
			problems[ 'timing.url_url' ] = messages.regex;
		}
	}
	for ( const key of [
		'schedule_start_date',
		'schedule_end_date',
	] as const ) {
		if ( timing[ key ] !== '' && ! DATETIME.test( timing[ key ] ) ) {
			problems[ `timing.${ key }` ] = messages.date;
		}
	}
	const full = ( value: string ) =>
		value.length === 10 ? `${ value } 00:00` : value;
	if (
		! problems[ 'timing.schedule_start_date' ] &&
		! problems[ 'timing.schedule_end_date' ] &&
		timing.schedule_start_date !== '' &&
		timing.schedule_end_date !== '' &&
		full( timing.schedule_end_date ) <= full( timing.schedule_start_date )
	) {
		problems[ 'timing.schedule_end_date' ] = messages.order;
	}
	return problems;
}

/**
 * Whether a pattern repeats a group that holds a repetition itself — `(a+)+`, `(\\d*x)*`,
 * `(?:a{2,})+` — which backtracking engines can take exponential time on. The server refuses
 * the same (Popup_Settings::repeats_a_repetition()). Escapes and character classes are
 * skipped; a group repeated at most once (`?`, `{0,1}`) is fine.
 *
 * @param pattern The pattern.
 */
export function repeatsARepetition( pattern: string ): boolean {
	// For each open group: whether something inside it repeats without bound.
	const groups: boolean[] = [];
	for ( let i = 0; i < pattern.length; i++ ) {
		const char = pattern[ i ];
		if ( char === '\\' ) {
			i++;
		} else if ( char === '[' ) {
			// A character class: up to its closing bracket (a leading ] or ^] is literal).
			let j = i + 1;
			if ( pattern[ j ] === '^' ) {
				j++;
			}
			if ( pattern[ j ] === ']' ) {
				j++;
			}
			while ( j < pattern.length && pattern[ j ] !== ']' ) {
				j += pattern[ j ] === '\\' ? 2 : 1;
			}
			i = j;
		} else if ( char === '(' ) {
			groups.push( false );
		} else if ( char === ')' ) {
			const innerRepeats = groups.pop() ?? false;
			const repeated = unboundedRepeatAt( pattern, i + 1 );
			if ( innerRepeats && repeated ) {
				return true;
			}
			if ( ( innerRepeats || repeated ) && groups.length ) {
				groups[ groups.length - 1 ] = true;
			}
		} else if (
			groups.length &&
			unboundedRepeatAt( pattern, i ) &&
			pattern[ i - 1 ] !== '('
		) {
			groups[ groups.length - 1 ] = true;
		}
	}
	return false;
}

/**
 * Whether a quantifier that repeats more than once starts at a position: `*`, `+`, `{n,}`, or
 * `{n,m}` with m over 1.
 *
 * @param pattern  The pattern.
 * @param position Where.
 */
function unboundedRepeatAt( pattern: string, position: number ): boolean {
	const char = pattern[ position ];
	if ( char === '*' || char === '+' ) {
		return true;
	}
	const bounds = /^\{(\d*),(\d*)\}/.exec( pattern.slice( position ) );
	return (
		char === '{' &&
		bounds !== null &&
		( bounds[ 2 ] === '' || Number( bounds[ 2 ] ) > 1 )
	);
}
