/**
 * The Account block on the page (docs/theme.md "Account menu and login popup"): the login popup
 * for visitors, the menu for logged-in users. WordPress loads it only on pages with the block;
 * plain DOM, no dependencies, so it stays small. The labels come translated in the markup.
 */
import { setUpAccountMenu } from '../../src/theme/account/account-menu';
import { setUpLoginDialog } from '../../src/theme/account/login-dialog';

for ( const root of document.querySelectorAll< HTMLElement >(
	'.wp-block-frontage-account'
) ) {
	if ( root.classList.contains( 'is-logged-in' ) ) {
		setUpAccountMenu( root );
	} else {
		setUpLoginDialog( root );
	}
}
