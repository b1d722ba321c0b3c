/**
 * The search page's controller (docs/search.md, SPEC §2.2, §4 Search, §5): takes over a
 * server-rendered `.frontage-search` block. Without it the form is a plain GET form and the
 * results are the server's; with it:
 *
 * - the form validates (validation.ts) and searches in place through `task=search.display`;
 *   the results area is replaced, page 1 of a new search; the loader shows and suggestions clear
 *   while it loads; one search runs at a time on the whole page (transport.ts: a newer search
 *   aborts an older one);
 * - the address follows: every search is pushed (history.pushState with the visitor's fields);
 *   back and forward put the form and the results back; on load, an address with a filter is
 *   searched unless the server already rendered its results (`data-query`);
 * - sort links, page links and the page-size select run in place (their hrefs stay the
 *   no-JavaScript fallback), focus goes to the sorted header or the result count, and the count
 *   is announced politely;
 * - suggestions (suggest-box.ts), the filters toggle (filters-toggle.ts), number keys
 *   (number-keys.ts), reset (SPEC §4) and the result table's menu, selection, zip across
 *   categories and pop-ups (src/files/file-table.ts);
 * - a failed search says so in the results area, with a retry button; the form keeps
 *   everything typed.
 *
 * Reset pushes the cleared address, so Back returns to the search that was reset.
 */
import { initSearchResultTable } from '../files/file-table';
import { label, readConfig, type SearchConfig } from './config';
import { initFiltersToggle } from './filters-toggle';
import { clearForm, fillForm, readForm, setField } from './form-state';
import { isAllowedNumberKey } from './number-keys';
import {
	BASE_FIELDS,
	ORDERINGS,
	addressRequest,
	fromQuery,
	replaceSearchInQuery,
	searchKey,
	shouldAutoSearch,
	type SearchRequest,
} from './query-state';
import { initSuggestBox } from './suggest-box';
import { runSearch } from './transport';
import { validateSearch, type SearchRefusal } from './validation';
import { enhanceWidgets } from './widgets/widgets';

const CLASS = 'frontage-search';
const TABLE = 'frontage-file-table';

/** Type options the page-builder preview shows in an empty type select (SPEC §2.2). */
export const EDITOR_TYPES: readonly string[] = [
	'pdf',
	'doc',
	'docx',
	'xls',
	'xlsx',
	'ppt',
	'pptx',
	'txt',
	'zip',
	'jpg',
	'png',
];

/**
 * The label keys of Search_Form::labels() for validation's English messages: the server's
 * translation is used when the script's own (wp_set_script_translations) is missing.
 */
const MESSAGE_LABELS: Readonly< Record< string, string > > = {
	'Weight from is positive integer.': 'weightFromPositive',
	'Weight to is positive integer.': 'weightToPositive',
	'Weight from must be less than weight to.': 'weightFromLess',
	'The to date must be greater than the from date.': 'dateOrder',
};

/** What the history entries this page pushes carry. */
interface SearchHistoryState {
	frontageSearch: number;
}

/** Where focus goes once the results are in. */
type FocusTarget =
	{ to: 'none' } | { to: 'count' } | { to: 'sort'; column: string };

interface SearchOptions {
	/** Push the search into the address (false for back/forward and the search on load). */
	push: boolean;
	focus: FocusTarget;
}

/**
 * Whether a history state is one this page pushed, and for which block.
 *
 * @param state history.state.
 * @return The state, or null.
 */
function searchState( state: unknown ): SearchHistoryState | null {
	return state &&
		typeof state === 'object' &&
		typeof ( state as SearchHistoryState ).frontageSearch === 'number'
		? ( state as SearchHistoryState )
		: null;
}

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
 * Fills an empty type select with dummy options, for the page-builder preview (SPEC §2.2).
 *
 * @param select The type select.
 */
export function fillEditorTypes( select: HTMLSelectElement ): void {
	if ( select.options.length > 0 ) {
		return;
	}
	for ( const type of EDITOR_TYPES ) {
		select.add( new Option( type.toUpperCase(), type ) );
	}
}

/**
 * A suggestions container after the keyword box, for markup that lacks one.
 *
 * @param keyword The keyword box.
 * @return The container.
 */
function suggestionsContainer( keyword: HTMLInputElement ): HTMLElement {
	const container = document.createElement( 'div' );
	container.className = `${ CLASS }__suggestions`;
	keyword.after( container );
	return container;
}

/**
 * Takes over one search block.
 *
 * @param root  The `.frontage-search` element.
 * @param index The block's place on the page, which names its history entries.
 */
export function initSearch( root: HTMLElement, index = 0 ): void {
	const form = root.querySelector< HTMLFormElement >(
		`form.${ CLASS }__form`
	);
	const found = root.querySelector< HTMLElement >( `.${ CLASS }__results` );
	if ( ! form || ! found || root.dataset.frontageReady ) {
		return;
	}
	const area: HTMLElement = found;
	root.dataset.frontageReady = '1';
	root.classList.add( 'is-enhanced' );
	const config: SearchConfig = readConfig( root.dataset.config );
	const keyword = form.querySelector< HTMLInputElement >( 'input[name="q"]' );
	const loader = root.querySelector< HTMLElement >( `.${ CLASS }__loader` );
	const dateMessage = root.querySelector< HTMLElement >(
		`.${ CLASS }__date-message`
	);
	const text = ( key: string, fallback: string ) =>
		label( config, key, fallback );
	const translated = ( words: string ) =>
		MESSAGE_LABELS[ words ]
			? text( MESSAGE_LABELS[ words ], words )
			: words;

	// One polite live region for counts and suggestions. The results area itself is not live:
	// a live region that is replaced whole would read the whole table.
	area.setAttribute( 'aria-live', 'off' );
	const status = document.createElement( 'div' );
	status.className = `${ CLASS }__status`;
	status.setAttribute( 'role', 'status' );
	root.append( status );
	let announceTimer: ReturnType< typeof setTimeout > | undefined;
	const announce = ( message: string ) => {
		clearTimeout( announceTimer );
		status.textContent = '';
		// A change a moment later is announced even when the words are the same as before.
		announceTimer = setTimeout(
			() => ( status.textContent = message ),
			100
		);
	};

	const widgets = enhanceWidgets( form, config );
	if ( config.editor ) {
		const types = form.querySelector< HTMLSelectElement >(
			'select[name="type[]"], select[name="type"]'
		);
		if ( types ) {
			fillEditorTypes( types );
		}
	}

	/** The block's own fields (theme, columns, exclusions, pagination): in every request. */
	const baseFields = (): SearchRequest => {
		const base: SearchRequest = readForm( form, config ).base ?? {};
		const fields: SearchRequest = {};
		for ( const field of BASE_FIELDS ) {
			if ( base[ field ] !== undefined ) {
				Object.assign( fields, { [ field ]: base[ field ] } );
			}
		}
		return fields;
	};
	// The block's sort: from the settings, else the form's hidden fields when the address did not
	// set them (the server fills them with the block's ordering until the address says otherwise).
	const startParams = new URLSearchParams( window.location.search );
	const startField = ( name: 'ordering' | 'dir' ) =>
		startParams.has( name )
			? ''
			: ( form.querySelector< HTMLInputElement >( `[name="${ name }"]` )
					?.value ?? '' );
	const startDir = startField( 'dir' );
	const startOrdering = startField( 'ordering' );
	const defaults: Pick< SearchConfig, 'limit' | 'ordering' | 'dir' > = {
		limit: config.limit,
		ordering:
			config.ordering ||
			( ORDERINGS.includes( startOrdering ) ? startOrdering : '' ),
		dir:
			config.dir ||
			( startDir === 'asc' || startDir === 'desc' ? startDir : '' ),
	};
	/** The request fields an address or a link may leave out: the block's. */
	const implied = (): SearchRequest => {
		const fields: SearchRequest = { ...baseFields(), limit: config.limit };
		if ( defaults.ordering ) {
			fields.ordering = defaults.ordering;
		}
		if ( defaults.dir !== '' ) {
			fields.dir = defaults.dir;
		}
		return fields;
	};
	/**
	 * The visitor's part of a request, the block's defaults left out, for the address.
	 *
	 * @param request The search.
	 * @return The fields to write.
	 */
	const address = ( request: SearchRequest ): SearchRequest => {
		const fields = addressRequest( request );
		if ( fields.limit === defaults.limit ) {
			delete fields.limit;
		}
		if ( defaults.ordering && fields.ordering === defaults.ordering ) {
			delete fields.ordering;
		}
		if ( defaults.dir && fields.dir === defaults.dir ) {
			delete fields.dir;
		}
		return fields;
	};
	const requestFromAddress = (): SearchRequest => ( {
		...implied(),
		...addressRequest(
			fromQuery( window.location.search, config.dateFormat )
		),
	} );

	let current: SearchRequest | null = null;
	let generation = 0;

	const setLoading = ( loading: boolean ) => {
		if ( loader ) {
			loader.hidden = ! loading;
		}
		root.classList.toggle( 'is-loading', loading );
		if ( loading ) {
			area.setAttribute( 'aria-busy', 'true' );
		} else {
			area.removeAttribute( 'aria-busy' );
		}
	};

	const enhanceResults = (): HTMLElement | null => {
		const results = area.querySelector< HTMLElement >(
			'.frontage-search-results'
		);
		if ( ! results ) {
			return null;
		}
		applyAriaSort( results );
		if ( results.querySelector( `table.${ TABLE }__table` ) ) {
			initSearchResultTable( results, {
				searchName: () =>
					current?.q ?? text( 'zipName', 'search-results' ),
				storageKey: `frontage-search:${ window.location.pathname }:${ index }`,
			} );
		}
		return results;
	};

	const countElement = (): HTMLElement | null =>
		area.querySelector< HTMLElement >(
			'.frontage-search-results__count, .frontage-search-results__empty'
		);

	const showFailure = ( message: string, request: SearchRequest ) => {
		const box = document.createElement( 'div' );
		box.className = `${ CLASS }__error`;
		box.setAttribute( 'role', 'alert' );
		const words = document.createElement( 'p' );
		words.textContent = message;
		const retry = document.createElement( 'button' );
		retry.type = 'button';
		retry.className = `${ CLASS }__retry wp-element-button`;
		retry.textContent = text( 'retry', 'Try again' );
		retry.addEventListener(
			'click',
			() => void search( request, { push: true, focus: { to: 'count' } } )
		);
		box.append( words, retry );
		area.replaceChildren( box );
	};

	async function search(
		request: SearchRequest,
		options: SearchOptions
	): Promise< void > {
		if ( config.editor ) {
			return;
		}
		const mine = ++generation;
		suggest?.clear();
		setLoading( true );
		const answer = await runSearch(
			config,
			request,
			text(
				'searchError',
				'The search could not be run. Check your connection and try again.'
			)
		);
		if ( mine !== generation ) {
			// A newer search of this block, or a reset, took over.
			return;
		}
		setLoading( false );
		if ( ! answer.ok ) {
			if ( ! answer.aborted ) {
				showFailure( answer.message, request );
			}
			return;
		}
		// Our own server's markup for this page, as it renders it without JavaScript.
		area.innerHTML = answer.html;
		current = request;
		if ( options.push ) {
			const state: SearchHistoryState = { frontageSearch: index };
			window.history.pushState(
				state,
				'',
				window.location.pathname +
					replaceSearchInQuery(
						window.location.search,
						address( request )
					) +
					window.location.hash
			);
		}
		enhanceResults();
		const count = countElement();
		announce( count?.textContent?.replace( /\s+/g, ' ' ).trim() ?? '' );
		moveFocus( options.focus, count );
	}

	const moveFocus = ( focus: FocusTarget, count: HTMLElement | null ) => {
		if ( focus.to === 'sort' ) {
			const link = Array.from(
				area.querySelectorAll< HTMLElement >( 'th[data-column]' )
			)
				.find( ( header ) => header.dataset.column === focus.column )
				?.querySelector< HTMLElement >( `.${ TABLE }__sort` );
			if ( link ) {
				link.focus();
				return;
			}
		}
		if ( focus.to !== 'none' && count ) {
			count.tabIndex = -1;
			count.focus();
		}
	};

	const refuse = ( refusal: SearchRefusal ) => {
		switch ( refusal.reason ) {
			case 'no-filter':
				keyword?.focus();
				break;
			case 'size': {
				// eslint-disable-next-line no-alert -- SPEC §5: the size messages are alerts.
				window.alert( translated( refusal.alert ) );
				form.querySelector< HTMLInputElement >(
					`[name="${ refusal.field }"]`
				)?.focus();
				break;
			}
			case 'invalid-date': {
				const box = form.querySelector< HTMLInputElement >(
					`[name="${ refusal.field }"]`
				);
				box?.setAttribute( 'aria-invalid', 'true' );
				box?.focus();
				break;
			}
			case 'date-order':
				if ( dateMessage ) {
					dateMessage.textContent = translated( refusal.message );
					dateMessage.hidden = false;
					clearTimeout( dateTimer );
					dateTimer = setTimeout( () => {
						dateMessage.hidden = true;
					}, refusal.hideAfterMs );
				}
				break;
			default:
				// Category 0 without 'search all', or no keyword under 'check empty key':
				// nothing happens (SPEC §5).
				break;
		}
	};
	let dateTimer: ReturnType< typeof setTimeout > | undefined;

	const submit = () => {
		if ( config.editor ) {
			return;
		}
		form.querySelectorAll( '[aria-invalid="true"]' ).forEach( ( box ) =>
			box.removeAttribute( 'aria-invalid' )
		);
		const decision = validateSearch( readForm( form, config ) );
		if ( ! decision.search ) {
			refuse( decision.refusal );
			return;
		}
		// A new search starts on page 1.
		const request = { ...decision.request };
		delete request.paged;
		void search( request, { push: true, focus: { to: 'none' } } );
	};

	const suggest =
		keyword &&
		initSuggestBox(
			keyword,
			root.querySelector< HTMLElement >( `.${ CLASS }__suggestions` ) ??
				suggestionsContainer( keyword ),
			{
				config,
				context: () => {
					const state = readForm( form, config );
					const catid = Number( state.catid );
					return {
						catid:
							String( state.catid ).trim() !== '' &&
							Number.isInteger( catid )
								? catid
								: undefined,
						exclude: state.base?.exclude,
						ordering: state.base?.ordering,
						dir: state.base?.dir,
					};
				},
				onPick: submit,
				announce,
			}
		);

	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		submit();
	} );
	form.addEventListener( 'input', ( event ) => {
		if ( event.target instanceof Element ) {
			event.target.removeAttribute( 'aria-invalid' );
		}
	} );

	// Size boxes take digits only (SPEC §5).
	form.querySelectorAll< HTMLInputElement >(
		'input[name="wfrom"], input[name="wto"]'
	).forEach( ( box ) =>
		box.addEventListener( 'keydown', ( event ) => {
			if ( ! isAllowedNumberKey( event ) ) {
				event.preventDefault();
			}
		} )
	);

	root.querySelectorAll< HTMLButtonElement >(
		`button.${ CLASS }__toggle`
	).forEach( initFiltersToggle );

	// The category the block starts in (its picker, or a hidden field when the picker is off),
	// for a form without a search: after Reset, and back at an address without one.
	const startInCategory = () => {
		if ( config.categoryId > 0 ) {
			setField( form, 'catid', [ String( config.categoryId ) ] );
		}
	};

	// Reset (SPEC §4): the form, the widgets, the results and the address.
	const reset = () => {
		generation++;
		setLoading( false );
		suggest?.clear();
		clearForm( form, defaults );
		startInCategory();
		widgets.reset();
		form.querySelectorAll( '[aria-invalid="true"]' ).forEach( ( box ) =>
			box.removeAttribute( 'aria-invalid' )
		);
		if ( dateMessage ) {
			dateMessage.hidden = true;
		}
		area.replaceChildren();
		current = null;
		const cleared = replaceSearchInQuery( window.location.search, {} );
		if ( cleared !== window.location.search ) {
			const state: SearchHistoryState = { frontageSearch: index };
			window.history.pushState(
				state,
				'',
				window.location.pathname + cleared + window.location.hash
			);
		}
		announce( text( 'cleared', 'The search form was cleared.' ) );
		keyword?.focus();
	};
	root.addEventListener( 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		if ( target?.closest( `.${ CLASS }__reset` ) ) {
			event.preventDefault();
			reset();
		}
	} );
	form.addEventListener( 'reset', ( event ) => {
		event.preventDefault();
		reset();
	} );

	// Sorting, paging and the page size, in place.
	area.addEventListener( 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const link = target?.closest< HTMLAnchorElement >(
			`a.${ TABLE }__sort, a.${ TABLE }__page-link`
		);
		if (
			! link ||
			! link.href ||
			event.button !== 0 ||
			event.ctrlKey ||
			event.metaKey ||
			event.shiftKey ||
			event.altKey ||
			config.editor
		) {
			return;
		}
		event.preventDefault();
		const fromLink = addressRequest(
			fromQuery(
				new URL( link.href, window.location.href ).search,
				config.dateFormat
			)
		);
		const request: SearchRequest = {
			...implied(),
			limit: current?.limit ?? config.limit,
			...fromLink,
		};
		setField( form, 'ordering', [ request.ordering ?? '' ] );
		setField( form, 'dir', request.dir ? [ request.dir ] : [] );
		const column = link.closest< HTMLElement >( 'th' )?.dataset.column;
		void search( request, {
			push: true,
			focus: column ? { to: 'sort', column } : { to: 'count' },
		} );
	} );
	const changeLimit = ( select: HTMLSelectElement ) => {
		const limit = Number( select.value );
		if ( ! Number.isInteger( limit ) || limit < 1 ) {
			return;
		}
		setField( form, 'limit', [ String( limit ) ] );
		const request: SearchRequest = {
			...( current ?? requestFromAddress() ),
			limit,
		};
		delete request.paged;
		void search( request, { push: true, focus: { to: 'count' } } );
	};
	area.addEventListener( 'change', ( event ) => {
		if (
			event.target instanceof HTMLSelectElement &&
			event.target.name === 'limit'
		) {
			changeLimit( event.target );
		}
	} );
	area.addEventListener( 'submit', ( event ) => {
		const select =
			event.target instanceof HTMLFormElement
				? event.target.querySelector< HTMLSelectElement >(
						'select[name="limit"]'
					)
				: null;
		if ( select ) {
			event.preventDefault();
			changeLimit( select );
		}
	} );

	// Back and forward.
	window.addEventListener( 'popstate', ( event ) => {
		const state = searchState( event.state );
		if ( state && state.frontageSearch !== index ) {
			return;
		}
		const request = requestFromAddress();
		fillForm( form, request, defaults );
		if ( Object.keys( address( request ) ).length === 0 ) {
			startInCategory();
		}
		widgets.sync( request.ftags ?? [] );
		suggest?.clear();
		if ( Object.keys( address( request ) ).length > 0 ) {
			void search( request, { push: false, focus: { to: 'none' } } );
		} else {
			generation++;
			setLoading( false );
			area.replaceChildren();
			current = null;
		}
	} );

	// On load: search when the address asks for it and the server has not answered it already.
	// Results without data-query are the server's answer to this very address.
	const rendered = area.querySelector< HTMLElement >(
		'.frontage-search-results'
	);
	const query = window.location.search;
	const answered =
		rendered !== null &&
		( rendered.dataset.query === undefined ||
			searchKey( rendered.dataset.query, config.dateFormat, defaults ) ===
				searchKey( query, config.dateFormat, defaults ) );
	if ( shouldAutoSearch( query ) && ! answered ) {
		void search( requestFromAddress(), {
			push: false,
			focus: { to: 'none' },
		} );
	} else if ( rendered ) {
		current = requestFromAddress();
		enhanceResults();
	}
}
