/**
 * The pop-up list of a combobox (the category picker, the file types, the tag suggestions),
 * after the WAI-ARIA combobox pattern: focus stays in the text box, which points at the active
 * option with aria-activedescendant; arrows move, Enter picks. A status line tells screen
 * reader users how many options match (docs/search.md, the autocomplete messages).
 */
import { label as configLabel, type SearchConfig } from '../config';
import { el, uid } from './dom';
import {
	arrowTarget,
	clampActive,
	firstActive,
	statusMessage,
	type ListMessages,
} from './listbox-state';

export type { ListMessages } from './listbox-state';

/** One option of the list. */
export interface ListItem {
	/** The value the option stands for. */
	value: string;
	/** What the option shows. */
	label: string;
	/** The id of what the option stands for (a tag option's term id), as `data-id`. */
	id?: number;
	/** aria-selected. */
	selected?: boolean;
	/** Extra class names, e.g. a level. */
	className?: string;
	/** Inline custom properties, e.g. `--frontage-level: 2`. */
	style?: string;
}

/**
 * The status line's messages in the settings' words: the autocomplete's (docs/search.md), the
 * same for every list — 'No search results.', '1 result is available, …', '{n} results are
 * available, use up and down arrow keys to navigate.'
 *
 * @param config The search settings.
 * @return The messages.
 */
export function listMessages(
	config: Pick< SearchConfig, 'labels' >
): ListMessages {
	return {
		noResults: configLabel( config, 'noResults', 'No search results.' ),
		oneResult: configLabel(
			config,
			'oneResult',
			'1 result is available, use up and down arrow keys to navigate.'
		),
		manyResults: configLabel(
			config,
			'manyResults',
			'%d results are available, use up and down arrow keys to navigate.'
		),
	};
}

export interface Listbox {
	/** The list element, to place in the page. */
	element: HTMLUListElement;
	/** The status line (visually hidden), to place beside it. */
	status: HTMLElement;
	/** Shows these options; the active one is the first selected, else none. */
	render: ( items: ListItem[], active?: number ) => void;
	/** The options shown. */
	items: () => ListItem[];
	/** Shows or hides the list; aria-expanded follows. */
	open: ( shown: boolean ) => void;
	isOpen: () => boolean;
	/**
	 * The list's part of the text box's keydown: arrows move, Enter picks.
	 *
	 * @return True when the key was used (the caller then prevents its default).
	 */
	handleKey: ( event: KeyboardEvent ) => boolean;
}

/**
 * Makes a text box the combobox of a list (focus stays in it; it names the list it controls).
 *
 * @param input The text box.
 * @param id    The list's id.
 */
function makeCombobox( input: HTMLInputElement, id: string ): void {
	input.setAttribute( 'role', 'combobox' );
	input.setAttribute( 'aria-autocomplete', 'list' );
	input.setAttribute( 'aria-controls', id );
	input.setAttribute( 'aria-expanded', 'false' );
	input.setAttribute( 'autocomplete', 'off' );
}

/**
 * The list, hidden, and its status line (visually hidden).
 *
 * @param doc      The page.
 * @param id       The list's id.
 * @param label    The list's accessible name.
 * @param multiple Whether several options can be selected.
 * @return The two elements.
 */
function listElements(
	doc: Document,
	id: string,
	label: string,
	multiple: boolean
): { element: HTMLUListElement; status: HTMLElement } {
	return {
		element: el( doc, 'ul', {
			id,
			role: 'listbox',
			class: 'frontage-search-list',
			'aria-label': label,
			'aria-multiselectable': multiple ? 'true' : undefined,
			hidden: true,
		} ),
		status: el( doc, 'div', {
			role: 'status',
			class: 'frontage-search__sr-only',
		} ),
	};
}

/**
 * One option of the list.
 *
 * @param doc  The page.
 * @param id   The option's id.
 * @param item What it stands for and shows.
 * @return The option element.
 */
function optionElement(
	doc: Document,
	id: string,
	item: ListItem
): HTMLLIElement {
	return el(
		doc,
		'li',
		{
			id,
			role: 'option',
			class: [ 'frontage-search-list__option', item.className ]
				.filter( Boolean )
				.join( ' ' ),
			style: item.style,
			'aria-selected': item.selected ? 'true' : 'false',
			'data-value': item.value,
			'data-id': item.id ? String( item.id ) : undefined,
		},
		[ el( doc, 'span', { text: item.label } ) ]
	);
}

/**
 * Makes a list for a combobox text box.
 *
 * @param input    The text box (role combobox is set here).
 * @param label    The list's accessible name.
 * @param messages The status messages.
 * @param onPick   Called with the picked option (Enter or a click).
 * @param multiple Whether several options can be selected (aria-multiselectable).
 * @return The list.
 */
export function createListbox(
	input: HTMLInputElement,
	label: string,
	messages: ListMessages,
	onPick: ( item: ListItem ) => void,
	multiple = false
): Listbox {
	const doc = input.ownerDocument;
	const id = uid( 'listbox' );
	const { element, status } = listElements( doc, id, label, multiple );
	let shown: ListItem[] = [];
	let activeIndex = -1;
	let message = '';

	makeCombobox( input, id );

	const setActive = ( index: number ) => {
		activeIndex = clampActive( index, shown.length );
		Array.from( element.children ).forEach( ( option, at ) =>
			option.classList.toggle( 'is-active', at === activeIndex )
		);
		const option = element.children[ activeIndex ] as
			HTMLElement | undefined;
		if ( option ) {
			input.setAttribute( 'aria-activedescendant', option.id );
			option.scrollIntoView?.( { block: 'nearest' } );
		} else {
			input.removeAttribute( 'aria-activedescendant' );
		}
	};

	const open = ( show: boolean ) => {
		element.hidden = ! show;
		input.setAttribute( 'aria-expanded', show ? 'true' : 'false' );
		// The count is spoken only while the list is shown.
		status.textContent = show ? message : '';
		if ( ! show ) {
			input.removeAttribute( 'aria-activedescendant' );
		} else {
			setActive( activeIndex );
		}
	};

	// Keeps focus in the text box when an option is clicked.
	element.addEventListener( 'mousedown', ( event ) =>
		event.preventDefault()
	);
	element.addEventListener( 'click', ( event ) => {
		const option = ( event.target as Element ).closest( '[role=option]' );
		const index = option
			? Array.from( element.children ).indexOf( option )
			: -1;
		if ( index >= 0 ) {
			setActive( index );
			onPick( shown[ index ] );
		}
	} );

	return {
		element,
		status,
		render( items, active ) {
			shown = items;
			element.replaceChildren(
				...items.map( ( item, at ) =>
					optionElement( doc, `${ id }-${ at }`, item )
				)
			);
			message = statusMessage( messages, items.length );
			if ( ! element.hidden ) {
				status.textContent = message;
			}
			setActive( firstActive( items, multiple, active ) );
			if ( element.hidden ) {
				input.removeAttribute( 'aria-activedescendant' );
			}
		},
		items: () => shown,
		open,
		isOpen: () => ! element.hidden,
		handleKey( event ) {
			if ( event.altKey && event.key === 'ArrowDown' ) {
				open( true );
				return true;
			}
			if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
				if ( element.hidden ) {
					open( true );
					return true;
				}
				setActive(
					arrowTarget( activeIndex, event.key, shown.length )
				);
				return true;
			}
			if ( event.key === 'Enter' && ! element.hidden && shown.length ) {
				if ( activeIndex >= 0 ) {
					onPick( shown[ activeIndex ] );
				}
				return true;
			}
			return false;
		},
	};
}
