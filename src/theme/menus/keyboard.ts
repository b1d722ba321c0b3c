/**
 * A menu's keyboard map (docs/theme.md "Menus"): Escape closes the innermost open thing, arrows
 * move along a list and into and out of submenus, Home/End go to its ends, letters type ahead.
 */
import type { MobileMenu } from './mobile-menu';
import type { Submenus } from './submenus';
import { focusTarget, OPEN, TOGGLE } from './markup';
import { nextMatch, typeAhead } from './type-ahead';

/**
 * Sets up the keyboard of one menu.
 *
 * @param nav      The menu.
 * @param submenus Its submenus.
 * @param menu     Its mobile menu.
 */
export function handleKeys(
	nav: HTMLElement,
	submenus: Submenus,
	menu: MobileMenu
): void {
	const [ setOpen, , closeSubmenu ] = submenus;
	const [ isOpen, closeDropdown ] = menu;
	const type = typeAhead();
	nav.addEventListener( 'keydown', ( event ) => {
		if (
			event.defaultPrevented ||
			event.altKey ||
			event.ctrlKey ||
			event.metaKey
		) {
			return;
		}
		const target = event.target as HTMLElement;
		const item = target.closest( 'li' );
		const list = item?.parentElement;
		const submenuOf = list?.closest( 'li.has-child' );
		let handled = true;
		if ( event.key === 'Escape' ) {
			// The submenu of the toggle it is pressed on, else the submenu focus is in (focus on
			// its toggle), else the open dropdown; the off-canvas panel's trap closes the panel.
			if (
				item &&
				target.matches( TOGGLE ) &&
				item.classList.contains( OPEN )
			) {
				setOpen( item, false );
			} else if ( submenuOf ) {
				closeSubmenu( submenuOf );
			} else {
				handled = closeDropdown( true );
			}
		} else if ( item && list ) {
			const vertical =
				!! submenuOf ||
				isOpen() ||
				nav.classList.contains( 'is-vertical' );
			handled = move(
				event.key,
				item,
				list,
				submenuOf,
				vertical,
				submenus,
				type
			);
		} else {
			handled = false;
		}
		if ( handled ) {
			event.preventDefault();
		}
	} );
}

/**
 * Any other key in a list: along it next and previous (wrapping), Home and End; across it into a
 * submenu and out of it; a letter to the next item starting with the letters typed.
 *
 * @param key       The key.
 * @param item      The focused item.
 * @param list      Its list.
 * @param submenuOf The item whose submenu the list is, if any.
 * @param vertical  The list runs top to bottom.
 * @param submenus  The menu's submenus.
 * @param type      The type-ahead buffer: adds a key, gives the word.
 * @return Whether it moved or opened something.
 */
function move(
	key: string,
	item: HTMLLIElement,
	list: HTMLElement,
	submenuOf: Element | null | undefined,
	vertical: boolean,
	submenus: Submenus,
	type: ( key: string ) => string
): boolean {
	const [ setOpen, , closeSubmenu ] = submenus;
	const items = [ ...list.children ].filter(
		( element ) => focusTarget( element )?.offsetWidth
	);
	const index = items.indexOf( item );
	const go = ( to: number ) =>
		focusTarget( items[ ( to + items.length ) % items.length ] )?.focus();
	// Along the list: next and previous; across it: into a submenu and out of it.
	const arrow = (
		vertical
			? [ 'ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft' ]
			: [ 'ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp' ]
	).indexOf( key );
	if ( arrow < 2 && arrow >= 0 ) {
		go( index + 1 - arrow * 2 );
	} else if ( key === 'Home' || key === 'End' ) {
		go( key === 'Home' ? 0 : -1 );
	} else if ( arrow === 2 && item.classList.contains( 'has-child' ) ) {
		setOpen( item, true );
		focusTarget( item.querySelector( 'ul>li' ) ?? undefined )?.focus();
	} else if ( arrow === 3 && submenuOf ) {
		closeSubmenu( submenuOf );
	} else if ( key.length === 1 && key !== ' ' ) {
		const found = nextMatch(
			items.map(
				( element ) => focusTarget( element )!.textContent ?? ''
			),
			index,
			type( key )
		);
		if ( found >= 0 ) {
			go( found );
		}
	} else {
		return false;
	}
	return true;
}
