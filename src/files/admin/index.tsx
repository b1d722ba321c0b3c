/**
 * Frontage → Files (admin.php?page=wpfd): mounts the library manager into the screen that
 * Admin_Page renders (includes/files/class-admin-page.php). The mount point holds the server's
 * first view (the tree and the first files) until the app replaces it; the app's first render
 * shows the same answers, so nothing jumps, and the mount point stops being busy once it has.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRoot, useLayoutEffect, useState } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

import { FilesAdminApp } from './app';
import { categoryFromAddress } from './category-address';
import { PER_PAGE } from './files-list-state';
import { firstAnswers } from './first-answers';
import { insertOptions } from './insert-options';
import type { FilesAdminData } from './types';
import './files-admin.scss';

/**
 * The app, which marks the mount point ready once it has replaced the server's view.
 *
 * @param props      Component props.
 * @param props.root The mount point.
 * @param props.data What the page hands the app.
 */
function Screen( { root, data }: { root: HTMLElement; data: FilesAdminData } ) {
	const [ first ] = useState( () =>
		firstAnswers(
			data.preload,
			categoryFromAddress(
				window.location.search,
				insertOptions( data, window.location.search ).categoryId
			),
			data.perPage ?? PER_PAGE
		)
	);
	// Before the browser paints the app: the server's view and aria-busy go together.
	useLayoutEffect( () => root.removeAttribute( 'aria-busy' ), [ root ] );
	return <FilesAdminApp data={ data } first={ first } />;
}

domReady( () => {
	const root = document.getElementById( 'frontage-files-admin' );
	const data = window.frontageFilesAdmin;
	if ( root && data ) {
		// The first answers came with the page: no request waits before the first files show.
		if ( data.preload ) {
			apiFetch.use( apiFetch.createPreloadingMiddleware( data.preload ) );
		}
		createRoot( root ).render( <Screen root={ root } data={ data } /> );
	}
} );
