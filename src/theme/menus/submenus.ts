/**
 * The submenus of a menu (docs/theme.md "Menus"): opening one closes its siblings, closing one
 * closes what is open inside it, each fades out (not under reduced motion); for a mouse, wider
 * than the breakpoint, they open and close on hover after the menu's delays; a tap on a toggle
 * opens or closes one.
 */
import type { MenuOptions } from '../menu-options';
import {
	child,
	CLOSING,
	expand,
	focusTarget,
	MENU_OPEN,
	OPEN,
	TOGGLE,
} from './markup';

/** Opens or closes an item's submenu. */
export type SetOpen = ( item: Element, open: boolean ) => void;

/** What the other parts open and close submenus with (a tuple: it minifies to nothing). */
export type Submenus = [
	setOpen: SetOpen,
	/** Closes every open submenu of the menu. */
	closeAll: () => void,
	/** Closes an item's submenu, focus on its toggle. */
	closeSubmenu: ( item: Element ) => void,
];

/** Runs something after a time, instead of what was waiting under the same key. */
type Later = ( key: object, run: () => void, time: number ) => void;

/**
 * Sets up the submenus of one menu.
 *
 * @param nav     The menu.
 * @param options The menu's timings.
 * @return What the other parts open and close them with.
 */
export function submenus( nav: HTMLElement, options: MenuOptions ): Submenus {
	const timers = new WeakMap< object, number >();

	const later: Later = ( key, run, time ) => {
		clearTimeout( timers.get( key ) );
		timers.set( key, window.setTimeout( run, time ) );
	};

	const setOpen: SetOpen = ( item, open ) => {
		clearTimeout( timers.get( item ) );
		if ( open === item.classList.contains( OPEN ) ) {
			return;
		}
		item.classList.toggle( OPEN, open );
		item.classList.toggle( CLOSING, ! open );
		expand( child( item, TOGGLE ), open );
		for ( const other of open
			? item.parentElement!.children
			: item.querySelectorAll( `.${ OPEN }` ) ) {
			if ( other !== item ) {
				setOpen( other, false );
			}
		}
		// The fade out (none under reduced motion), keyed by the item's toggle state.
		later(
			item.classList,
			() => item.classList.remove( CLOSING ),
			matchMedia( '(prefers-reduced-motion: reduce)' ).matches
				? 0
				: options.hideDuration
		);
	};

	const closeAll = () =>
		nav
			.querySelectorAll( `.${ OPEN }` )
			.forEach( ( item ) => setOpen( item, false ) );

	openOnHover( nav, options, later, setOpen );
	// A click or tap on a submenu's toggle opens or closes it.
	nav.addEventListener( 'click', ( event ) => {
		const toggle = ( event.target as Element ).closest(
			TOGGLE
		)?.parentElement;
		if ( toggle ) {
			setOpen( toggle, ! toggle.classList.contains( OPEN ) );
		}
	} );

	return [
		setOpen,
		closeAll,
		( item ) => {
			setOpen( item, false );
			( child( item, TOGGLE ) ?? focusTarget( item ) )?.focus();
		},
	];
}

/**
 * The hover timing: a mouse over an item opens its submenu after `showTimeout`, leaving closes it
 * after `hideTimeout`; never for touch, in the open mobile menu or with *Open on click*. Marks
 * every submenu toggle closed.
 *
 * @param nav     The menu.
 * @param options The menu's timings.
 * @param later   Runs something after a time, keyed by the item (setOpen clears the key).
 * @param setOpen Opens or closes an item's submenu.
 */
function openOnHover(
	nav: HTMLElement,
	options: MenuOptions,
	later: Later,
	setOpen: SetOpen
): void {
	nav.querySelectorAll( 'li.has-child' ).forEach( ( item ) => {
		expand( child( item, TOGGLE ), false );
		const hover = ( event: Event, open: boolean ) => {
			if (
				( event as PointerEvent ).pointerType === 'mouse' &&
				! item.closest( `.${ MENU_OPEN },.open-on-click` )
			) {
				later(
					item,
					() => setOpen( item, open ),
					open ? options.showTimeout : options.hideTimeout
				);
			}
		};
		item.addEventListener( 'pointerenter', ( event ) =>
			hover( event, true )
		);
		item.addEventListener( 'pointerleave', ( event ) =>
			hover( event, false )
		);
	} );
}
