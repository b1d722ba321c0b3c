/**
 * The File search block on the page: starts the search controller (src/search/controller.ts) on
 * every server-rendered `.frontage-search` block. WordPress prints it only on pages that hold
 * the block, the shortcode or the widget.
 */
import { initSearch } from '../../src/search/controller';

/**
 * Sets up every search block on the page.
 */
function init(): void {
	document
		.querySelectorAll< HTMLElement >( '.frontage-search' )
		.forEach( ( root, index ) => initSearch( root, index ) );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
