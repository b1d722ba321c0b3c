/**
 * Tools → Frontage import (tools.php?page=frontage-import): mounts the screen into the page
 * Import_Page renders (includes/import/class-import-page.php).
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

import { ImportApp } from './app';
import './import-admin.scss';

domReady( () => {
	const data = window.frontageImportAdmin;
	const root = data && document.getElementById( data.rootId );
	if ( data && root ) {
		createRoot( root ).render(
			<ImportApp
				data={ data }
				locale={ document.documentElement.lang || undefined }
			/>
		);
	}
} );
