/**
 * Frontage → Files (admin.php?page=wpfd): mounts the library manager into the screen that
 * Admin_Page renders (includes/files/class-admin-page.php).
 */
import apiFetch from '@wordpress/api-fetch';
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

import { FilesAdminApp } from './app';
import './files-admin.scss';

domReady( () => {
	const root = document.getElementById( 'frontage-files-admin' );
	const data = window.frontageFilesAdmin;
	if ( root && data ) {
		// The first answers came with the page: no request waits before the first files show.
		if ( data.preload ) {
			apiFetch.use( apiFetch.createPreloadingMiddleware( data.preload ) );
		}
		createRoot( root ).render( <FilesAdminApp data={ data } /> );
	}
} );
