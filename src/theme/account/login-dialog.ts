/**
 * The Account block's login popup (docs/theme.md "Account menu and login popup"): the "Log in"
 * link opens WordPress's login form, rendered by the server in a closed <dialog>, instead of
 * going to wp-login.php. The close button, Escape and a click on the dimmed page close it; the
 * shared trap keeps focus inside, locks the page's scrolling and gives focus back to the link.
 * Clicks with a modifier key (a new tab) still follow the link.
 */
import { trapDialog, type DialogTrap } from '@frontage/theme-dialog';

const CLASS = 'wp-block-frontage-account';

/**
 * Wires one logged-out block.
 *
 * @param root The block's wrapper.
 */
export function setUpLoginDialog( root: HTMLElement ): void {
	const link = root.querySelector< HTMLAnchorElement >(
		`.${ CLASS }__login`
	);
	const dialog = root.querySelector< HTMLDialogElement >(
		`dialog.${ CLASS }__dialog`
	);
	if ( ! link || ! dialog || typeof dialog.showModal !== 'function' ) {
		return; // The link still leads to wp-login.php.
	}
	link.setAttribute( 'role', 'button' );
	link.setAttribute( 'aria-haspopup', 'dialog' );
	let trap: DialogTrap | null = null;

	const close = () => {
		if ( dialog.open ) {
			dialog.close();
		}
	};
	const open = () => {
		if ( dialog.open ) {
			return;
		}
		dialog.showModal();
		trap = trapDialog( dialog, {
			onEscape: close,
			initialFocus:
				dialog.querySelector< HTMLElement >( 'input[name="log"]' ),
			returnFocus: link,
		} );
	};

	link.addEventListener( 'click', ( event ) => {
		if (
			event.button !== 0 ||
			event.ctrlKey ||
			event.metaKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		event.preventDefault();
		open();
	} );
	// A link with the role of a button answers Space as a button does.
	link.addEventListener( 'keydown', ( event ) => {
		if ( event.key === ' ' ) {
			event.preventDefault();
			open();
		}
	} );
	dialog
		.querySelector( `.${ CLASS }__close` )
		?.addEventListener( 'click', close );
	// Other close requests (Android's back gesture) come as `cancel`.
	dialog.addEventListener( 'cancel', ( event ) => {
		event.preventDefault();
		close();
	} );
	// A press that starts and ends on the backdrop (outside the box) closes it.
	let pressedOutside = false;
	const outside = ( event: MouseEvent ) => {
		const box = dialog.getBoundingClientRect();
		return (
			event.target === dialog &&
			( event.clientX < box.left ||
				event.clientX > box.right ||
				event.clientY < box.top ||
				event.clientY > box.bottom )
		);
	};
	dialog.addEventListener( 'pointerdown', ( event ) => {
		pressedOutside = outside( event );
	} );
	dialog.addEventListener( 'click', ( event ) => {
		if ( pressedOutside && outside( event ) ) {
			close();
		}
	} );
	dialog.addEventListener( 'close', () => {
		trap?.release();
		trap = null;
	} );
}
