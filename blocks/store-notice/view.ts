/**
 * The Store notice's Dismiss buttons (docs/theme.md "Store notice"): a press hides the bar and
 * adds its text's hash to localStorage `frontage_store_notice`, so the head script hides it
 * before the first paint on every later page (until the text changes). Where storage is blocked
 * the bar is hidden for this page only.
 */
import {
	ATTRIBUTE,
	STORAGE_KEY,
	readStored,
	withDismissed,
} from '../../src/theme/store-notice/dismissal';

document
	.querySelectorAll< HTMLElement >(
		'.frontage-store-notice[data-frontage-notice]'
	)
	.forEach( ( bar ) => {
		bar.querySelector(
			'.frontage-store-notice__dismiss'
		)?.addEventListener( 'click', () => {
			const stored = withDismissed(
				readStored( () => window.localStorage ),
				bar.dataset.frontageNotice ?? ''
			);
			try {
				window.localStorage.setItem( STORAGE_KEY, stored );
			} catch {
				// Storage blocked: hidden on this page only.
			}
			document.documentElement.setAttribute( ATTRIBUTE, stored );
			bar.hidden = true;
		} );
	} );
