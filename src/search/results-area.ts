/**
 * The search block's results area (docs/search.md): the server's results put in place and
 * enhanced (sort state on the headers, the result table's menu, selection and zip), the loading
 * state, a failure with its retry button, where focus goes once results are in, and the one polite
 * live region that announces counts and suggestions.
 */
import { initSearchResultTable } from '../files/file-table';

const CLASS = 'frontage-search';
const TABLE = 'frontage-file-table';

/** Where focus goes once the results are in. */
export type FocusTarget =
	{ to: 'none' } | { to: 'count' } | { to: 'sort'; column: string };

/**
 * The sort state on the headers (`aria-sort`), from the results' data-ordering and data-dir:
 * the sorted column says which way, the others say nothing.
 *
 * @param results The `.frontage-search-results` element.
 */
export function applyAriaSort( results: HTMLElement ): void {
	const ordering = results.dataset.ordering ?? '';
	const direction =
		results.dataset.dir === 'desc' ? 'descending' : 'ascending';
	results
		.querySelectorAll< HTMLTableCellElement >( 'thead th[data-column]' )
		.forEach( ( header ) => {
			if ( ! header.querySelector( `.${ TABLE }__sort` ) ) {
				return;
			}
			if ( header.dataset.column === ordering ) {
				header.setAttribute( 'aria-sort', direction );
			} else {
				header.removeAttribute( 'aria-sort' );
			}
		} );
}

/**
 * Adds the block's polite live region, for counts and suggestions.
 *
 * @param root The `.frontage-search` element.
 * @return Says a message in it.
 */
export function createAnnouncer(
	root: HTMLElement
): ( message: string ) => void {
	const status = document.createElement( 'div' );
	status.className = `${ CLASS }__status`;
	status.setAttribute( 'role', 'status' );
	root.append( status );
	let timer: ReturnType< typeof setTimeout > | undefined;
	return ( message ) => {
		clearTimeout( timer );
		status.textContent = '';
		// A change a moment later is announced even when the words are the same as before.
		timer = setTimeout( () => ( status.textContent = message ), 100 );
	};
}

export interface ResultsAreaOptions {
	/** The block's place on the page, which names the table's stored choices. */
	index: number;
	/** The name of a zip of the results. */
	searchName: () => string;
}

/** The results area's handle. */
export interface ResultsArea {
	/** The server's results on the page, if any. */
	rendered: () => HTMLElement | null;
	/** Shows or hides the loader; the area is busy meanwhile. */
	setLoading: ( loading: boolean ) => void;
	/** Puts the server's results in place. */
	show: ( html: string ) => void;
	/** Sort state and the result table's tools on the results shown. */
	enhance: () => void;
	/** Says the search failed, with a button that runs it again. */
	fail: ( message: string, retryText: string, retry: () => void ) => void;
	/** Empties the area. */
	clear: () => void;
	/** Shows a notice instead of results, as the server renders one. */
	notice: ( message: string ) => void;
	/** The result count, or the message that nothing was found. */
	count: () => HTMLElement | null;
	/** Moves focus where the search asked. */
	focus: ( focus: FocusTarget, count: HTMLElement | null ) => void;
}

/**
 * Takes over the results area.
 *
 * @param root    The `.frontage-search` element.
 * @param area    The `.frontage-search__results` element.
 * @param options The block's place and the zip's name.
 * @return The area's handle.
 */
export function createResultsArea(
	root: HTMLElement,
	area: HTMLElement,
	options: ResultsAreaOptions
): ResultsArea {
	const loader = root.querySelector< HTMLElement >( `.${ CLASS }__loader` );
	// The results area itself is not live: a live region that is replaced whole would read the
	// whole table. The announcer says the count instead.
	area.setAttribute( 'aria-live', 'off' );
	const rendered = () =>
		area.querySelector< HTMLElement >( '.frontage-search-results' );

	return {
		rendered,
		setLoading( loading ) {
			if ( loader ) {
				loader.hidden = ! loading;
			}
			root.classList.toggle( 'is-loading', loading );
			if ( loading ) {
				area.setAttribute( 'aria-busy', 'true' );
			} else {
				area.removeAttribute( 'aria-busy' );
			}
		},
		show( html ) {
			// Our own server's markup for this page, as it renders it without JavaScript.
			area.innerHTML = html;
		},
		enhance() {
			const results = rendered();
			if ( ! results ) {
				return;
			}
			applyAriaSort( results );
			if ( results.querySelector( `table.${ TABLE }__table` ) ) {
				initSearchResultTable( results, {
					searchName: options.searchName,
					storageKey: `frontage-search:${ window.location.pathname }:${ options.index }`,
				} );
			}
		},
		fail( message, retryText, retry ) {
			const box = document.createElement( 'div' );
			box.className = `${ CLASS }__error`;
			box.setAttribute( 'role', 'alert' );
			const words = document.createElement( 'p' );
			words.textContent = message;
			const button = document.createElement( 'button' );
			button.type = 'button';
			button.className = `${ CLASS }__retry wp-element-button`;
			button.textContent = retryText;
			button.addEventListener( 'click', retry );
			box.append( words, button );
			area.replaceChildren( box );
		},
		clear() {
			area.replaceChildren();
		},
		notice( message ) {
			const words = document.createElement( 'p' );
			words.className = 'frontage-search-results__notice';
			words.textContent = message;
			area.replaceChildren( words );
		},
		count: () =>
			area.querySelector< HTMLElement >(
				'.frontage-search-results__count, .frontage-search-results__empty, .frontage-search-results__notice'
			),
		focus( focus, count ) {
			if ( focus.to === 'sort' ) {
				const link = Array.from(
					area.querySelectorAll< HTMLElement >( 'th[data-column]' )
				)
					.find(
						( header ) => header.dataset.column === focus.column
					)
					?.querySelector< HTMLElement >( `.${ TABLE }__sort` );
				if ( link ) {
					link.focus();
					return;
				}
			}
			if ( focus.to !== 'none' && count ) {
				count.tabIndex = -1;
				count.focus();
				// Into view even where focus alone would not scroll (docs/search.md "After a search").
				count.scrollIntoView?.( { block: 'nearest' } );
			}
		},
	};
}
