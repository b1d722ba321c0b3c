/**
 * The file detail pop-up's answers (docs/files.md "The file detail pop-up"): `task=file.display`
 * is asked once per address while a page is open, as soon as the visitor points at a title or
 * tabs to it, so the pop-up usually opens already filled. A failed answer is forgotten, so that
 * the next try asks again. Plain logic: the fetching and the timer are passed in.
 */
import type { FileDetail } from './file-detail';

/** How long a pointer or focus rests on a title before its details are asked for. */
export const PREFETCH_DELAY_MS = 100;

/** Asks the server for one file's details; null when the answer holds none. Never rejects. */
export type DetailFetcher = ( url: string ) => Promise< FileDetail | null >;

export interface DetailLoader {
	/**
	 * The details at an address: the answer already asked for, or a new question.
	 *
	 * @param url The task=file.display address.
	 */
	load: ( url: string ) => Promise< FileDetail | null >;
	/**
	 * The details at an address when they have already arrived.
	 *
	 * @param url The task=file.display address.
	 */
	ready: ( url: string ) => FileDetail | undefined;
	/**
	 * Asks for the details once the pointer or focus has rested on a title for a moment.
	 *
	 * @param url The task=file.display address.
	 */
	intend: ( url: string ) => void;
	/** Forgets an intent that did not rest long enough (the pointer or focus left). */
	cancel: () => void;
}

export interface Timer {
	set: ( run: () => void, ms: number ) => number;
	clear: ( id: number ) => void;
}

const WINDOW_TIMER: Timer = {
	set: ( run, ms ) => window.setTimeout( run, ms ),
	clear: ( id ) => window.clearTimeout( id ),
};

/**
 * A loader of file details for one table.
 *
 * @param fetchDetail Asks the server.
 * @param timer       The clock (the window's by default).
 * @return The loader.
 */
export function createDetailLoader(
	fetchDetail: DetailFetcher,
	timer: Timer = WINDOW_TIMER
): DetailLoader {
	const asked = new Map< string, Promise< FileDetail | null > >();
	const arrived = new Map< string, FileDetail >();
	let pending: number | null = null;

	const load = ( url: string ): Promise< FileDetail | null > => {
		const known = asked.get( url );
		if ( known ) {
			return known;
		}
		const question = fetchDetail( url )
			.catch( () => null )
			.then( ( detail ) => {
				if ( detail ) {
					arrived.set( url, detail );
				} else {
					asked.delete( url );
				}
				return detail;
			} );
		asked.set( url, question );
		return question;
	};

	const cancel = (): void => {
		if ( pending !== null ) {
			timer.clear( pending );
			pending = null;
		}
	};

	return {
		load,
		ready: ( url ) => arrived.get( url ),
		intend: ( url ) => {
			cancel();
			if ( asked.has( url ) ) {
				return;
			}
			pending = timer.set( () => {
				pending = null;
				void load( url );
			}, PREFETCH_DELAY_MS );
		},
		cancel,
	};
}
