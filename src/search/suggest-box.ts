/**
 * The suggestion dropdown under the keyword box (docs/search.md "Wire", "Refusals and constants"): an ARIA
 * combobox over the keyword input with a listbox of matching file titles.
 *
 * - asked for 800 ms after the last keystroke, only when enabled and the keyword has 3 or more
 *   non-space characters (suggestions.ts); a newer request aborts an older one;
 * - a placeholder shows while loading; the list hides on a click elsewhere, an empty answer,
 *   Escape or a pick; a pick fills the keyword box and runs the full search;
 * - Up and Down move through the list (aria-activedescendant keeps focus in the box), Enter
 *   picks; the count is announced in the words docs/search.md gives.
 *
 * The server's list (`<button data-title>` items) is read as inert HTML and rebuilt as options
 * with text only: nothing the answer holds runs or is inserted as markup.
 */
import { label, type SearchConfig } from './config';
import type { SearchRequest } from './query-state';
import {
	SUGGESTION_DELAY_MS,
	shouldSuggest,
	suggestionRequest,
} from './suggestions';
import { postSearch } from './transport';

const CLASS = 'frontage-search';

/**
 * The titles in a suggestion answer.
 *
 * @param html The answer: `<ul class="frontage-search__suggestion-list">` or ''.
 * @return The titles, at most 10, in order.
 */
export function parseSuggestions( html: string ): string[] {
	if ( html.trim() === '' ) {
		return [];
	}
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	return Array.from(
		doc.querySelectorAll< HTMLElement >( `.${ CLASS }__suggestion` )
	)
		.map( ( item ) =>
			( item.dataset.title ?? item.textContent ?? '' )
				.replace( /\s+/g, ' ' )
				.trim()
		)
		.filter( Boolean )
		.slice( 0, 10 );
}

/**
 * What a screen reader hears when the list changes (docs/search.md "The page script": `noResults`,
 * `oneResult`, `manyResults`).
 *
 * @param count  The number of suggestions.
 * @param config The settings' labels.
 * @return The message.
 */
export function suggestionMessage(
	count: number,
	config: Pick< SearchConfig, 'labels' >
): string {
	if ( count === 0 ) {
		return label( config, 'noResults', 'No search results.' );
	}
	if ( count === 1 ) {
		return label(
			config,
			'oneResult',
			'1 result is available, use up and down arrow keys to navigate.'
		);
	}
	return label(
		config,
		'manyResults',
		'%d results are available, use up and down arrow keys to navigate.'
	).replace( '%d', String( count ) );
}

/**
 * The option Up or Down moves to. The keyword box itself (-1) sits between the last option and
 * the first, so the visitor can always get back to what they typed.
 *
 * @param active The active option, -1 for none.
 * @param step   1 for Down, -1 for Up.
 * @param count  The number of options.
 * @return The option to make active, -1 for none.
 */
export function nextOption(
	active: number,
	step: 1 | -1,
	count: number
): number {
	const positions = count + 1;
	return (
		( ( ( ( active + 1 + step ) % positions ) + positions ) % positions ) -
		1
	);
}

/**
 * A suggestions container after the keyword box, for markup that lacks one.
 *
 * @param keyword The keyword box.
 * @return The container.
 */
export function suggestionsContainer( keyword: HTMLInputElement ): HTMLElement {
	const container = document.createElement( 'div' );
	container.className = `${ CLASS }__suggestions`;
	keyword.after( container );
	return container;
}

export interface SuggestBoxOptions {
	config: SearchConfig;
	/** The current search, for the suggestions' category, exclusions and order. */
	context: () => Pick<
		SearchRequest,
		'catid' | 'exclude' | 'ordering' | 'dir'
	>;
	/** Runs the full search after a pick. */
	onPick: () => void;
	/** Says something in the page's polite live region. */
	announce: ( message: string ) => void;
}

export interface SuggestBox {
	/** Stops any pending request and hides the list (a search is starting). */
	clear: () => void;
}

let boxCount = 0;

/** The suggestion list in its container: what it shows, and which option is active. */
interface SuggestionList {
	/** The options shown. */
	items: () => HTMLElement[];
	/** The active option, -1 for none. */
	active: () => number;
	/** Makes an option active (-1: none), as aria-activedescendant says. */
	setActive: ( index: number ) => void;
	/** Hides and empties the list. */
	close: () => void;
	/** Shows the placeholder while suggestions load. */
	showLoading: () => void;
	/** Shows these titles as options, announcing their count. */
	show: ( titles: string[] ) => void;
}

/**
 * The listbox under the keyword box.
 *
 * @param input     The keyword box (the combobox).
 * @param container `.frontage-search__suggestions`, with an id.
 * @param options   Settings and the announcer.
 * @return The list.
 */
function createSuggestionList(
	input: HTMLInputElement,
	container: HTMLElement,
	options: SuggestBoxOptions
): SuggestionList {
	const { config } = options;
	const listId = `${ container.id }-list`;
	let items: HTMLElement[] = [];
	let active = -1;

	const setActive = ( index: number ) => {
		active = index;
		items.forEach( ( item, at ) => {
			item.setAttribute( 'aria-selected', String( at === index ) );
			item.classList.toggle( 'is-active', at === index );
		} );
		if ( index >= 0 ) {
			input.setAttribute( 'aria-activedescendant', items[ index ].id );
			items[ index ].scrollIntoView?.( { block: 'nearest' } );
		} else {
			input.removeAttribute( 'aria-activedescendant' );
		}
	};
	const close = () => {
		items = [];
		setActive( -1 );
		container.hidden = true;
		container.replaceChildren();
		input.setAttribute( 'aria-expanded', 'false' );
		input.removeAttribute( 'aria-busy' );
	};
	return {
		items: () => items,
		active: () => active,
		setActive,
		close,
		showLoading() {
			close();
			const loading = document.createElement( 'p' );
			loading.className = `${ CLASS }__suggestions-loading`;
			loading.textContent = label(
				config,
				'suggestionsLoading',
				'Loading…'
			);
			container.replaceChildren( loading );
			container.hidden = false;
			input.setAttribute( 'aria-busy', 'true' );
		},
		show( titles ) {
			close();
			options.announce( suggestionMessage( titles.length, config ) );
			if ( titles.length === 0 ) {
				return;
			}
			const list = document.createElement( 'ul' );
			list.id = listId;
			list.className = `${ CLASS }__suggestion-list`;
			list.setAttribute( 'role', 'listbox' );
			list.setAttribute(
				'aria-label',
				label( config, 'suggestions', 'Suggestions' )
			);
			items = titles.map( ( title, index ) => {
				const item = document.createElement( 'li' );
				item.id = `${ listId }-${ index }`;
				item.className = `${ CLASS }__suggestion`;
				item.setAttribute( 'role', 'option' );
				item.setAttribute( 'aria-selected', 'false' );
				item.textContent = title;
				return item;
			} );
			list.append( ...items );
			container.replaceChildren( list );
			container.hidden = false;
			input.setAttribute( 'aria-expanded', 'true' );
		},
	};
}

/**
 * Makes the keyword box a combobox with suggestions.
 *
 * @param input     The keyword box.
 * @param container `.frontage-search__suggestions`, hidden.
 * @param options   Settings and callbacks.
 * @return The box's handle.
 */
export function initSuggestBox(
	input: HTMLInputElement,
	container: HTMLElement,
	options: SuggestBoxOptions
): SuggestBox {
	const { config } = options;
	boxCount++;
	container.id ||= `frontage-search-suggestions-${ boxCount }`;
	input.setAttribute( 'role', 'combobox' );
	input.setAttribute( 'aria-autocomplete', 'list' );
	input.setAttribute( 'aria-expanded', 'false' );
	input.setAttribute( 'aria-controls', container.id );
	container.hidden = true;
	const list = createSuggestionList( input, container, options );

	let timer: ReturnType< typeof setTimeout > | undefined;
	let request: AbortController | null = null;

	const stop = () => {
		clearTimeout( timer );
		request?.abort();
		request = null;
	};
	const pick = ( index: number ) => {
		const title = list.items()[ index ]?.textContent ?? '';
		if ( title === '' ) {
			return;
		}
		stop();
		list.close();
		input.value = title;
		options.onPick();
	};
	const load = async () => {
		const keyword = input.value;
		request?.abort();
		const controller = new AbortController();
		request = controller;
		list.showLoading();

		const answer = await postSearch(
			config,
			suggestionRequest( keyword, options.context() ),
			controller.signal,
			''
		);
		if ( request !== controller ) {
			return;
		}
		request = null;
		input.removeAttribute( 'aria-busy' );
		// A failed suggestion call is not worth a message: the search itself still works.
		list.show( answer.ok ? parseSuggestions( answer.html ) : [] );
	};

	input.addEventListener( 'input', () => {
		stop();
		if (
			config.editor ||
			! shouldSuggest( config.search_file_suggestion, input.value )
		) {
			list.close();
			return;
		}
		timer = setTimeout( () => void load(), SUGGESTION_DELAY_MS );
	} );
	input.addEventListener( 'keydown', ( event ) => {
		const count = list.items().length;
		if ( count === 0 ) {
			if ( event.key === 'Escape' && ! container.hidden ) {
				event.preventDefault();
				stop();
				list.close();
			}
			return;
		}
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			event.preventDefault();
			const step = event.key === 'ArrowDown' ? 1 : -1;
			list.setActive( nextOption( list.active(), step, count ) );
		} else if ( event.key === 'Enter' && list.active() >= 0 ) {
			event.preventDefault();
			pick( list.active() );
		} else if ( event.key === 'Escape' ) {
			event.preventDefault();
			list.close();
		}
	} );
	// Keep focus in the box when an option is pressed.
	container.addEventListener( 'mousedown', ( event ) =>
		event.preventDefault()
	);
	container.addEventListener( 'click', ( event ) => {
		const item =
			event.target instanceof Element
				? event.target.closest( `.${ CLASS }__suggestion` )
				: null;
		if ( item ) {
			pick( list.items().indexOf( item as HTMLElement ) );
		}
	} );
	document.addEventListener( 'click', ( event ) => {
		const target = event.target;
		if (
			target instanceof Node &&
			! container.contains( target ) &&
			target !== input
		) {
			stop();
			list.close();
		}
	} );
	input.addEventListener( 'blur', () => {
		// Leaving the box by keyboard closes the list; a click on an option keeps focus here.
		stop();
		list.close();
	} );

	return {
		clear: () => {
			stop();
			list.close();
		},
	};
}
