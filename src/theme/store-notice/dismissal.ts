/**
 * The store notice's dismissals (docs/theme.md "Store notice"): the hashes of the texts a visitor
 * dismissed, kept in localStorage under `frontage_store_notice`, space-separated, newest first.
 * Shared by the inline head script (./index.ts) and the block's view script. Pure apart from
 * the storage passed in.
 */

/** The localStorage key (Store_Notice::STORAGE_KEY). */
export const STORAGE_KEY = 'frontage_store_notice';

/** The attribute on <html> holding the dismissed hashes, which the head's CSS matches. */
export const ATTRIBUTE = 'data-frontage-notice-dismissed';

/** The most dismissals kept: older ones are forgotten (their texts are long gone). */
export const MAX_KEPT = 20;

/** A text's hash, as Store_Notice::hash() writes it. */
const HASH = /^[0-9a-f]{8}$/;

/**
 * The hashes in a stored value, anything that is not one left out.
 *
 * @param stored The stored value (null when nothing is stored).
 */
export function dismissedHashes( stored: string | null ): string[] {
	return ( stored ?? '' )
		.split( ' ' )
		.filter( ( hash ) => HASH.test( hash ) )
		.slice( 0, MAX_KEPT );
}

/**
 * The value to store once a text is dismissed: its hash first, then the others.
 *
 * @param stored The stored value.
 * @param hash   The dismissed text's hash.
 */
export function withDismissed( stored: string | null, hash: string ): string {
	if ( ! HASH.test( hash ) ) {
		return dismissedHashes( stored ).join( ' ' );
	}
	return [
		hash,
		...dismissedHashes( stored ).filter( ( other ) => other !== hash ),
	]
		.slice( 0, MAX_KEPT )
		.join( ' ' );
}

/**
 * The stored value, or null when storage cannot be read (blocked, private mode).
 *
 * @param storage The storage (window.localStorage).
 */
export function readStored( storage: () => Storage ): string | null {
	try {
		return storage().getItem( STORAGE_KEY );
	} catch {
		return null;
	}
}
