/**
 * The view script of Navigation blocks that use a Frontage mode (docs/theme.md "Menus",
 * "Tooltips"): the mobile menu as a dropdown under the header or an off-canvas modal panel,
 * submenus on hover (with delays and a fade) and keyboard (arrows, type-ahead, Escape), and link
 * descriptions as tooltips. Plain DOM: no React, no wp-i18n (words come from the markup). One
 * module per job: tooltips.ts, submenus.ts, mobile-menu.ts, keyboard.ts (with type-ahead.ts);
 * markup.ts holds core's class names and selectors.
 */
import './menus.scss';
import { parseMenuOptions } from '../menu-options';
import { handleKeys } from './keyboard';
import { OPEN } from './markup';
import { mobileMenu, type MobileMenu } from './mobile-menu';
import { submenus, type Submenus } from './submenus';
import { setUpTooltips } from './tooltips';

/**
 * Sets up one menu.
 *
 * @param nav The menu's nav element.
 */
function setUp( nav: HTMLElement ): void {
	setUpTooltips( nav ); // First: its Escape comes before the menu's.
	const { options, error } = parseMenuOptions(
		nav.getAttribute( 'data-sm-options' )
	);
	if ( error ) {
		// The owner's report (docs/theme.md "Menus"); visitors see nothing.
		// eslint-disable-next-line no-console
		console.warn( `Frontage menu: ${ error }; the default timings apply.` );
	}
	nav.style.setProperty(
		'--frontage-menu-fade',
		`${ options.showDuration }ms`
	);
	const subs = submenus( nav, options );
	const menu = mobileMenu( nav, subs[ 1 ] );
	closeWhenLeft( nav, subs, menu );
	handleKeys( nav, subs, menu );
}

/**
 * What a click outside the menu or focus leaving closes: every submenu focus is not in, and the
 * dropdown (not modal; the off-canvas panel keeps focus in).
 *
 * @param nav  The menu.
 * @param subs Its submenus.
 * @param menu Its mobile menu.
 */
function closeWhenLeft(
	nav: HTMLElement,
	subs: Submenus,
	menu: MobileMenu
): void {
	const [ setOpen, closeAll ] = subs;
	const closeDropdown = menu[ 1 ];
	document.addEventListener( 'click', ( event ) => {
		if ( ! nav.contains( event.target as Node ) ) {
			closeAll();
			closeDropdown();
		}
	} );
	nav.addEventListener( 'focusout', ( event ) => {
		const to = event.relatedTarget;
		if ( to instanceof Node ) {
			nav.querySelectorAll( `.${ OPEN }` ).forEach(
				( item ) => item.contains( to ) || setOpen( item, false )
			);
			if ( ! nav.contains( to ) ) {
				closeDropdown();
			}
		}
	} );
}

document
	.querySelectorAll< HTMLElement >( 'nav.frontage-menu' )
	.forEach( setUp );
