/**
 * What the script watch decides (docs/motion.md "Lazy code"), apart from the page: which script
 * elements it watches and what it says about one that failed.
 */

/** How long a script may take before it is reported (120 s). */
export const TIMEOUT = 120000;

/** Why a script failed: not fetched, fetched but not run, or not there in time. */
export type Failure = 'error' | 'missing' | 'timeout';

/**
 * The name a watched script is reported by: its handle (the element's id without `-js`), when
 * the id starts with one of the prefixes; null for a script that is not watched.
 *
 * @param id       The script element's id.
 * @param prefixes Handle prefixes of the watched scripts.
 */
export function watchedName( id: string, prefixes: string[] ): string | null {
	const handle = id.replace( /-js$/, '' );
	return handle !== id &&
		prefixes.some( ( prefix ) => handle.startsWith( prefix ) )
		? handle
		: null;
}

/**
 * The console message for a script that failed, in webpack's words for a chunk.
 *
 * @param name    The script's handle.
 * @param failure Why it failed.
 * @param address Its address.
 */
export const failureMessage = (
	name: string,
	failure: Failure,
	address: string
): string => `Loading chunk ${ name } failed.\n(${ failure }: ${ address })`;
