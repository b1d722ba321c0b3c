/**
 * The search page's controller (docs/search.md): takes over a
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
 *   (number-keys.ts), reset (docs/search.md) and the result table's menu, selection, zip across
 *   categories and pop-ups (src/files/file-table.ts);
 * - a failed search says so in the results area, with a retry button; the form keeps
 *   everything typed.
 *
 * Reset pushes the cleared address, so Back returns to the search that was reset.
 */
import { label, readConfig, type SearchConfig } from './config';
import {
	bindFormEvents,
	createRefusals,
	resetForm,
	startInCategory,
} from './form-events';
import { createFormSearches } from './form-searches';
import { fillForm, readForm } from './form-state';
import { resultLinkSearches } from './link-searches';
import { shouldAutoSearch } from './query-state';
import { interceptResultLinks } from './result-links';
import {
	createAnnouncer,
	createResultsArea,
	type ResultsArea,
} from './results-area';
import {
	answersAddress,
	createSearchAddress,
	type SearchAddress,
} from './search-address';
import { createSearchRunner, type SearchRunner } from './search-runner';
import { initSuggestBox, suggestionsContainer } from './suggest-box';
import { suggestionContext } from './suggestions';
import { enhanceWidgets } from './widgets/widgets';

const CLASS = 'frontage-search';

/**
 * On load: searches when the address asks for it and the server has not answered it already;
 * else the server's results are the block's.
 *
 * @param config   The search settings.
 * @param results  The results area.
 * @param address  The block's address.
 * @param searches The block's searches.
 */
function searchOnLoad(
	config: SearchConfig,
	results: ResultsArea,
	address: SearchAddress,
	searches: SearchRunner
): void {
	const rendered = results.rendered();
	const query = window.location.search;
	if (
		shouldAutoSearch( query ) &&
		! (
			rendered &&
			answersAddress(
				rendered.dataset.query,
				query,
				config.dateFormat,
				address.defaults
			)
		)
	) {
		void searches.run( address.fromAddress(), {
			push: false,
			focus: { to: 'none' },
		} );
	} else if ( rendered ) {
		searches.adopt( address.fromAddress() );
	}
}

/**
 * Takes over one search block: wires the address (search-address.ts), the results area
 * (results-area.ts), the form's events (form-events.ts) and searches (form-searches.ts) and the
 * results' links (result-links.ts, link-searches.ts) to the block's searches (search-runner.ts),
 * one at a time.
 *
 * @param root  The `.frontage-search` element.
 * @param index The block's place on the page, which names its history entries.
 */
export function initSearch( root: HTMLElement, index = 0 ): void {
	const form = root.querySelector< HTMLFormElement >(
		`form.${ CLASS }__form`
	);
	const area = root.querySelector< HTMLElement >( `.${ CLASS }__results` );
	if ( ! form || ! area || root.dataset.frontageReady ) {
		return;
	}
	root.dataset.frontageReady = '1';
	root.classList.add( 'is-enhanced' );
	const config: SearchConfig = readConfig( root.dataset.config );
	const keyword = form.querySelector< HTMLInputElement >( 'input[name="q"]' );
	const dateMessage = root.querySelector< HTMLElement >(
		`.${ CLASS }__date-message`
	);

	const results = createResultsArea( root, area, {
		index,
		searchName: () =>
			searches.current()?.q ??
			label( config, 'zipName', 'search-results' ),
	} );
	const announce = createAnnouncer( root );
	const widgets = enhanceWidgets( form, config );
	const address = createSearchAddress( form, config, index );
	const { defaults } = address;
	const searches = createSearchRunner( {
		config,
		results,
		address,
		announce,
		onStart: () => suggest?.clear(),
	} );

	const refuse = createRefusals( form, config, dateMessage, ( message ) => {
		searches.forget();
		results.notice( message );
		announce( message );
	} );
	const { submit, browse } = createFormSearches( {
		form,
		config,
		searches,
		refuse,
		foldFilters: () => events.foldFilters(),
	} );

	const suggest =
		keyword &&
		initSuggestBox(
			keyword,
			root.querySelector< HTMLElement >( `.${ CLASS }__suggestions` ) ??
				suggestionsContainer( keyword ),
			{
				config,
				context: () => suggestionContext( readForm( form, config ) ),
				onPick: submit,
				announce,
			}
		);

	// Reset (docs/search.md): the form, the widgets, the results and the address.
	const reset = () => {
		searches.forget();
		suggest?.clear();
		resetForm( form, config, defaults, widgets, dateMessage );
		address.clear();
		if ( config.browseAll ) {
			browse();
		}
		announce( label( config, 'cleared', 'The search form was cleared.' ) );
		keyword?.focus();
	};
	const events = bindFormEvents( root, form, { submit, reset } );

	interceptResultLinks(
		area,
		config.editor,
		resultLinkSearches( form, config, address, searches )
	);

	address.onBackForward( () => {
		const request = address.fromAddress();
		// The same rule as on load: type, size or page fields alone are no search.
		const searching = shouldAutoSearch( window.location.search );
		fillForm( form, request, defaults );
		if ( ! searching ) {
			startInCategory( form, config );
		}
		widgets.sync( request.ftags ?? [] );
		suggest?.clear();
		if ( searching ) {
			void searches.run( request, {
				push: false,
				focus: { to: 'none' },
			} );
		} else if ( config.browseAll ) {
			browse();
		} else {
			searches.forget();
		}
	} );

	searchOnLoad( config, results, address, searches );
}
