/**
 * The block editor's Language panel (language-panel.tsx), loaded while two or more languages
 * are published (includes/language/class-language-editor.php).
 */
import { registerPlugin } from '@wordpress/plugins';

import { LanguagePanel, type LanguageEditorData } from './language-panel';
import './language-panel.scss';

declare global {
	interface Window {
		frontageLanguageEditor?: LanguageEditorData;
	}
}

const data = window.frontageLanguageEditor;
if ( data ) {
	registerPlugin( 'frontage-language', {
		render: () => <LanguagePanel data={ data } />,
		icon: null,
	} );
}
