/**
 * Core's Navigation markup, as the menus' view script reads and marks it (docs/theme.md "Menus"):
 * the class names and selectors, and small helpers shared by its parts.
 */

/** On an item whose submenu is open. */
export const OPEN = 'is-frontage-open';
/** On an item whose submenu is fading out. */
export const CLOSING = 'is-frontage-closing';
/** On the mobile menu's panel while it is open (core's name). */
export const MENU_OPEN = 'is-menu-open';
/** A submenu's toggle button. */
export const TOGGLE = '.wp-block-navigation-submenu__toggle';
/** The mobile menu's panel; `-open` and `-close` are its buttons. */
export const PREFIX = '.wp-block-navigation__responsive-container';

/**
 * A direct child of an element matching a selector.
 *
 * @param parent   The element.
 * @param selector The selector.
 */
export const child = (
	parent: Element,
	selector: string
): HTMLElement | null => parent.querySelector( `:scope>${ selector }` );

/**
 * What focus lands on for a menu item: its link, else its toggle.
 *
 * @param item The item (li).
 */
export const focusTarget = ( item?: Element ): HTMLElement | null | undefined =>
	item && child( item, 'a,button' );

/**
 * Says whether something is expanded.
 *
 * @param element The toggle.
 * @param open    Whether what it controls is open.
 */
export const expand = ( element: Element | null, open: boolean ) =>
	element?.setAttribute( 'aria-expanded', String( open ) );
