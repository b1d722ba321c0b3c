/**
 * One search block's searches, one at a time (docs/search.md): a search shows the loader, asks the
 * server for the results (`task=search.display`, transport.ts), and when it is still the newest
 * search of the block puts them in place, pushes the address if asked, announces the count and
 * moves focus. A failure shows in the results area with a retry button.
 */
import { label, type SearchConfig } from './config';
import type { SearchRequest } from './query-state';
import type { FocusTarget, ResultsArea } from './results-area';
import type { SearchAddress } from './search-address';
import { runSearch } from './transport';

export interface SearchOptions {
	/** Push the search into the address (false for back/forward and the search on load). */
	push: boolean;
	focus: FocusTarget;
	/** Runs once the results are in place, before focus moves (the filters fold on a phone). */
	shown?: () => void;
}

/** The block's searches. */
export interface SearchRunner {
	/** Runs a search; an older one of the block no longer shows. */
	run: ( request: SearchRequest, options: SearchOptions ) => Promise< void >;
	/** Drops the search shown and any running: the area is empty. */
	forget: () => void;
	/** The search the results show, if any. */
	current: () => SearchRequest | null;
	/** Takes the results the server rendered as this search's. */
	adopt: ( request: SearchRequest ) => void;
}

export interface SearchRunnerParts {
	config: SearchConfig;
	results: ResultsArea;
	address: SearchAddress;
	announce: ( message: string ) => void;
	/** Runs as each search starts (the suggestions close). */
	onStart: () => void;
}

/**
 * Makes the block's search runner.
 *
 * @param parts The block's settings, results area, address and announcer.
 * @return The runner.
 */
export function createSearchRunner( parts: SearchRunnerParts ): SearchRunner {
	const { config, results, address, announce } = parts;
	let current: SearchRequest | null = null;
	let generation = 0;

	async function run(
		request: SearchRequest,
		options: SearchOptions
	): Promise< void > {
		if ( config.editor ) {
			return;
		}
		const mine = ++generation;
		parts.onStart();
		results.setLoading( true );
		const answer = await runSearch(
			config,
			request,
			label(
				config,
				'searchError',
				'The search could not be run. Check your connection and try again.'
			)
		);
		if ( mine !== generation ) {
			// A newer search of this block, or a reset, took over.
			return;
		}
		results.setLoading( false );
		if ( ! answer.ok ) {
			if ( ! answer.aborted ) {
				results.fail(
					answer.message,
					label( config, 'retry', 'Try again' ),
					() =>
						void run( request, {
							push: true,
							focus: { to: 'count' },
						} )
				);
			}
			return;
		}
		results.show( answer.html );
		current = request;
		if ( options.push ) {
			address.push( request );
		}
		results.enhance();
		options.shown?.();
		const count = results.count();
		announce( count?.textContent?.replace( /\s+/g, ' ' ).trim() ?? '' );
		results.focus( options.focus, count );
	}

	return {
		run,
		forget() {
			generation++;
			results.setLoading( false );
			results.clear();
			current = null;
		},
		current: () => current,
		adopt( request ) {
			current = request;
			results.enhance();
		},
	};
}
