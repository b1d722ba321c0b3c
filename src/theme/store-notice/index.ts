/**
 * The store notice's head script, printed inline in <head> by Store_Notice on pages that carry
 * the block (docs/theme.md "Store notice"): before the page is painted, copies the hashes of the
 * texts this visitor dismissed (localStorage `frontage_store_notice`) onto <html>, where the
 * head's CSS hides a bar showing one of them.
 */
import { ATTRIBUTE, dismissedHashes, readStored } from './dismissal';

const hashes = dismissedHashes( readStored( () => window.localStorage ) );
if ( hashes.length ) {
	document.documentElement.setAttribute( ATTRIBUTE, hashes.join( ' ' ) );
}
