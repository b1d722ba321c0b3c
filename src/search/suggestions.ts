/**
 * File suggestions under the keyword box (docs/search.md "Wire", "Refusals and constants"): asked for only when
 * the setting is on and the keyword has at least three non-space characters, 800 ms after the
 * last keystroke.
 */
import type { SearchRequest, SortDirection } from './query-state';
import type { SearchForm } from './validation';

/** How long typing must pause before suggestions are asked for. */
export const SUGGESTION_DELAY_MS = 800;

/** Non-space characters a keyword needs before suggestions are asked for. */
export const MIN_SUGGESTION_CHARS = 3;

/** A suggestion request (docs/search.md). */
export interface SuggestionRequest {
	q: string;
	catid?: number;
	exclude?: string;
	make_file_suggestion: 1;
	ordering?: string;
	dir?: SortDirection;
}

/**
 * Whether to ask for suggestions.
 *
 * @param enabled The search_file_suggestion setting.
 * @param keyword The keyword box's text.
 * @return True when enabled and the keyword has 3 or more non-space characters.
 */
export function shouldSuggest(
	enabled: boolean | number | string | null | undefined,
	keyword: string
): boolean {
	const on = enabled === true || enabled === 1 || enabled === '1';
	return on && keyword.replace( /\s/g, '' ).length >= MIN_SUGGESTION_CHARS;
}

/**
 * The suggestion request for a keyword within the current search: its category, exclusions and
 * sort order, nothing else.
 *
 * @param keyword The keyword box's text.
 * @param search  The current search state.
 * @return The request's fields.
 */
export function suggestionRequest(
	keyword: string,
	search: Pick< SearchRequest, 'catid' | 'exclude' | 'ordering' | 'dir' > = {}
): SuggestionRequest {
	const request: SuggestionRequest = {
		q: keyword.trim(),
		make_file_suggestion: 1,
	};
	if ( search.catid !== undefined ) {
		request.catid = search.catid;
	}
	if ( search.exclude ) {
		request.exclude = search.exclude;
	}
	if ( search.ordering ) {
		request.ordering = search.ordering;
	}
	if ( search.dir ) {
		request.dir = search.dir;
	}
	return request;
}

/**
 * The part of the current search a suggestion request keeps: the chosen category (a whole
 * number), the block's exclusions and sort order.
 *
 * @param state The search form's state.
 * @return The fields for suggestionRequest().
 */
export function suggestionContext(
	state: Pick< SearchForm, 'catid' | 'base' >
): Pick< SearchRequest, 'catid' | 'exclude' | 'ordering' | 'dir' > {
	const catid = Number( state.catid );
	return {
		catid:
			String( state.catid ).trim() !== '' && Number.isInteger( catid )
				? catid
				: undefined,
		exclude: state.base?.exclude,
		ordering: state.base?.ordering,
		dir: state.base?.dir,
	};
}
