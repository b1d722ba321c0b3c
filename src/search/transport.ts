/**
 * The search page's calls to the server (docs/search.md): `task=search.display` for the
 * results and, with `make_file_suggestion=1`, for the suggestions. Both are form-encoded POSTs to
 * admin-ajax with `&lang=` when the page has a language.
 *
 * One search request at a time, across every search form on the page (docs/search.md): a new
 * search aborts the one still running. The visitor's latest action wins; an answer to an older
 * search can never overwrite a newer one, and a slow answer never blocks a new search.
 */
import type { SearchConfig } from './config';
import { toQuery, type SearchRequest } from './query-state';
import type { SuggestionRequest } from './suggestions';

/** The task that answers searches and suggestions. */
export const SEARCH_TASK = 'search.display';

/** What a search call ended with. */
export type SearchAnswer =
	| { ok: true; html: string }
	| { ok: false; aborted: boolean; message: string };

/**
 * The address of `task=search.display`.
 *
 * @param ajaxUrl The site's admin-ajax.php address.
 * @param lang    The page's language, or '' for none.
 * @return The address.
 */
export function searchDisplayUrl( ajaxUrl: string, lang: string ): string {
	const params = new URLSearchParams( [
		[ 'action', 'wpfd' ],
		[ 'task', SEARCH_TASK ],
	] );
	if ( lang !== '' ) {
		params.append( 'lang', lang );
	}
	return ( ajaxUrl.includes( '?' ) ? ajaxUrl + '&' : ajaxUrl + '?' ) + params;
}

/**
 * A request's form-encoded body: every field present, lists comma-joined (docs/search.md).
 *
 * @param request The search or suggestion request.
 * @return The body.
 */
export function requestBody(
	request: SearchRequest | SuggestionRequest
): string {
	return (
		toQuery( request as SearchRequest ) +
		( 'make_file_suggestion' in request ? '&make_file_suggestion=1' : '' )
	);
}

/**
 * The message to show for a failed search: the server's `data.message` when the answer is the
 * documented `{ success: false, data: { message } }`, else the fallback.
 *
 * @param text     The answer's body.
 * @param fallback The page's own words.
 * @return The message.
 */
export function failureMessage( text: string, fallback: string ): string {
	try {
		const body: unknown = JSON.parse( text );
		const data =
			body && typeof body === 'object'
				? ( body as { data?: unknown } ).data
				: null;
		const message =
			data && typeof data === 'object'
				? ( data as { message?: unknown } ).message
				: null;
		if ( typeof message === 'string' && message.trim() !== '' ) {
			return message;
		}
	} catch {
		// Not JSON: an error page. Our own words.
	}
	return fallback;
}

/**
 * Holds the one request allowed at a time: taking the slot aborts whatever held it.
 */
export class RequestSlot {
	private current: AbortController | null = null;

	/**
	 * Aborts the running request, if any, and makes the signal of the next.
	 *
	 * @return The new request's controller.
	 */
	take(): AbortController {
		this.current?.abort();
		this.current = new AbortController();
		return this.current;
	}

	/**
	 * Frees the slot once a request ended, unless a newer one holds it.
	 *
	 * @param controller The ended request's controller.
	 */
	release( controller: AbortController ): void {
		if ( this.current === controller ) {
			this.current = null;
		}
	}

	/** Whether a request is running. */
	get busy(): boolean {
		return this.current !== null;
	}
}

/** The page's one search slot, shared by every search form on it. */
export const searchSlot = new RequestSlot();

/**
 * Posts a request to `task=search.display` and reads the answer as text.
 *
 * @param config   The search settings (ajaxUrl, lang).
 * @param request  The request.
 * @param signal   Aborts the call.
 * @param fallback The message for a failure the server did not explain.
 * @return The HTML, or why not.
 */
export async function postSearch(
	config: Pick< SearchConfig, 'ajaxUrl' | 'lang' > &
		Partial< Pick< SearchConfig, 'browseAll' > >,
	request: SearchRequest | SuggestionRequest,
	signal: AbortSignal,
	fallback: string
): Promise< SearchAnswer > {
	try {
		const response = await fetch(
			searchDisplayUrl( config.ajaxUrl, config.lang ),
			{
				method: 'POST',
				credentials: 'same-origin',
				headers: {
					'Content-Type':
						'application/x-www-form-urlencoded; charset=UTF-8',
				},
				// A block with browse all says so: its empty search lists the newest files.
				body:
					requestBody( request ) +
					( config.browseAll ? '&browse=1' : '' ),
				signal,
			}
		);
		const text = await response.text();
		if ( ! response.ok ) {
			return {
				ok: false,
				aborted: false,
				message: failureMessage( text, fallback ),
			};
		}
		return { ok: true, html: text };
	} catch {
		return {
			ok: false,
			aborted: signal.aborted,
			message: fallback,
		};
	}
}

/**
 * Runs a search in the page's one slot: a search still running is aborted first.
 *
 * @param config   The search settings.
 * @param request  The search request.
 * @param fallback The message for a failure the server did not explain.
 * @return The answer; `aborted` when a newer search replaced it.
 */
export async function runSearch(
	config: Pick< SearchConfig, 'ajaxUrl' | 'lang' >,
	request: SearchRequest,
	fallback: string
): Promise< SearchAnswer > {
	const controller = searchSlot.take();
	const answer = await postSearch(
		config,
		request,
		controller.signal,
		fallback
	);
	searchSlot.release( controller );
	return controller.signal.aborted
		? { ok: false, aborted: true, message: '' }
		: answer;
}
