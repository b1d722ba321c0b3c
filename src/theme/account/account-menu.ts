/**
 * The Account block's menu (docs/theme.md "Account menu and login popup"): the user's name is a
 * menu button (`aria-expanded`) for the list of links the server rendered. Enter, Space and the
 * arrow keys open it and focus an item; the arrows, Home, End and a typed letter move; Escape
 * closes it and focus goes back to the button; Tab, a click elsewhere or focus leaving close it.
 */
import { menuMove } from './menu-keys';

const CLASS = 'wp-block-frontage-account';

/**
 * Wires one logged-in block.
 *
 * @param root The block's wrapper.
 */
export function setUpAccountMenu( root: HTMLElement ): void {
	const toggle = root.querySelector< HTMLButtonElement >(
		`.${ CLASS }__toggle`
	);
	const menu = root.querySelector< HTMLElement >( `.${ CLASS }__menu` );
	if ( ! toggle || ! menu ) {
		return;
	}
	const items = Array.from( menu.querySelectorAll< HTMLElement >( 'a' ) );
	const labels = items.map( ( item ) => item.textContent ?? '' );
	menu.setAttribute( 'role', 'menu' );
	for ( const item of items ) {
		item.parentElement?.setAttribute( 'role', 'none' );
		item.setAttribute( 'role', 'menuitem' );
		item.tabIndex = -1;
	}
	toggle.setAttribute( 'aria-haspopup', 'menu' );
	toggle.setAttribute( 'aria-expanded', 'false' );
	menu.hidden = true;
	root.classList.add( 'is-ready' );

	const isOpen = () => toggle.getAttribute( 'aria-expanded' ) === 'true';
	const onOutside = ( event: Event ) => {
		if ( ! root.contains( event.target as Node ) ) {
			close( false );
		}
	};
	function open( index: number ): void {
		if ( ! isOpen() ) {
			toggle!.setAttribute( 'aria-expanded', 'true' );
			menu!.hidden = false;
			// Opens towards the side with room: right-aligned unless that runs off the left edge.
			menu!.classList.remove( 'is-start' );
			if ( menu!.getBoundingClientRect().left < 0 ) {
				menu!.classList.add( 'is-start' );
			}
			document.addEventListener( 'pointerdown', onOutside );
		}
		items[ index ]?.focus();
	}
	function close( focusToggle: boolean ): void {
		if ( ! isOpen() ) {
			return;
		}
		toggle!.setAttribute( 'aria-expanded', 'false' );
		menu!.hidden = true;
		document.removeEventListener( 'pointerdown', onOutside );
		if ( focusToggle ) {
			toggle!.focus();
		}
	}

	toggle.addEventListener( 'click', () =>
		isOpen() ? close( true ) : open( 0 )
	);
	toggle.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			event.preventDefault();
			open( event.key === 'ArrowDown' ? 0 : items.length - 1 );
		} else if ( event.key === 'Escape' && isOpen() ) {
			close( true );
		}
	} );
	menu.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Tab' ) {
			close( false );
			return;
		}
		if ( event.altKey || event.ctrlKey || event.metaKey ) {
			return;
		}
		const move = menuMove(
			event.key,
			items.indexOf( event.target as HTMLElement ),
			labels
		);
		if ( move === null ) {
			return;
		}
		event.preventDefault();
		if ( move === 'close' ) {
			close( true );
		} else {
			items[ move ].focus();
		}
	} );
	root.addEventListener( 'focusout', ( event ) => {
		if ( ! root.contains( event.relatedTarget as Node | null ) ) {
			close( false );
		}
	} );
}
