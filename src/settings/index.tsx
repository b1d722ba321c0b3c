/**
 * Settings → Frontage: mounts the settings app into the screen that Settings_Page renders.
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

import { SettingsApp } from './settings-app';
import './settings.scss';

domReady( () => {
	const root = document.getElementById( 'frontage-settings' );
	const data = window.frontageSettings;
	if ( root && data ) {
		createRoot( root ).render( <SettingsApp data={ data } /> );
	}
} );
