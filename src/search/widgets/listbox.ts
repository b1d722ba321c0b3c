/**
 * The pop-up list of a combobox (the category picker, the file types, the tag suggestions),
 * after the WAI-ARIA combobox pattern: focus stays in the text box, which points at the active
 * option with aria-activedescendant; arrows move, Enter picks. A status line tells screen
 * reader users how many options match (docs/search.md, the autocomplete messages).
 */
import { label as configLabel, type SearchConfig } from '../config';
import { el, fill, uid } from './dom';

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

/** The messages of the status line. */
export interface ListMessages {
	noResults: string;
	oneResult: string;
	manyResults: string;
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
	const element = el( doc, 'ul', {
		id,
		role: 'listbox',
		class: 'frontage-search-list',
		'aria-label': label,
		'aria-multiselectable': multiple ? 'true' : undefined,
		hidden: true,
	} );
	const status = el( doc, 'div', {
		role: 'status',
		class: 'frontage-search__sr-only',
	} );
	let shown: ListItem[] = [];
	let activeIndex = -1;
	let message = '';

	input.setAttribute( 'role', 'combobox' );
	input.setAttribute( 'aria-autocomplete', 'list' );
	input.setAttribute( 'aria-controls', id );
	input.setAttribute( 'aria-expanded', 'false' );
	input.setAttribute( 'autocomplete', 'off' );

	const setActive = ( index: number ) => {
		activeIndex = shown.length
			? Math.max( 0, Math.min( index, shown.length - 1 ) )
			: -1;
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
					el(
						doc,
						'li',
						{
							id: `${ id }-${ at }`,
							role: 'option',
							class: [
								'frontage-search-list__option',
								item.className,
							]
								.filter( Boolean )
								.join( ' ' ),
							style: item.style,
							'aria-selected': item.selected ? 'true' : 'false',
							'data-value': item.value,
							'data-id': item.id ? String( item.id ) : undefined,
						},
						[ el( doc, 'span', { text: item.label } ) ]
					)
				)
			);
			message = fill( messages.manyResults, items.length );
			if ( items.length === 0 ) {
				message = messages.noResults;
			} else if ( items.length === 1 ) {
				message = messages.oneResult;
			}
			if ( ! element.hidden ) {
				status.textContent = message;
			}
			const firstSelected = items.findIndex( ( item ) => item.selected );
			setActive(
				active ?? ( multiple || firstSelected < 0 ? 0 : firstSelected )
			);
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
				const step = event.key === 'ArrowDown' ? 1 : -1;
				setActive(
					activeIndex < 0 && step < 0
						? shown.length - 1
						: activeIndex + step
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
