/**
 * The builder popup's settings panels in the block editor (popup-panels.tsx), loaded only when a
 * popup is edited (includes/popups/class-popup-editor.php).
 */
import { registerPlugin } from '@wordpress/plugins';

import type { PanelData } from './edited-settings';
import { PopupPanels } from './popup-panels';
import './popup-panels.scss';

declare global {
	interface Window {
		frontagePopupEditor?: PanelData;
	}
}

const data = window.frontagePopupEditor;
if ( data ) {
	registerPlugin( 'frontage-popup-settings', {
		render: () => <PopupPanels data={ data } />,
		icon: null,
	} );
}
