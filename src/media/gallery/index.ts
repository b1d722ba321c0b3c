/**
 * The video gallery's script (docs/media.md "Video gallery"), printed only on pages that show a
 * gallery (Gallery_Block enqueues it when one renders): sets up every gallery on the page.
 */
import { initGallery } from './gallery';

import './gallery.scss';

/**
 * Sets up every gallery on the page, once.
 */
function init(): void {
	document
		.querySelectorAll< HTMLElement >( '.frontage-gallery' )
		.forEach( ( root ) => {
			if ( ! root.dataset.ready ) {
				root.dataset.ready = '1';
				initGallery( root );
			}
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
