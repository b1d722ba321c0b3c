/**
 * The view script of Navigation blocks that use a Frontage mode (docs/theme.md "Menus",
 * "Tooltips"): the mobile menu as a dropdown under the header or an off-canvas modal panel,
 * submenus on hover (with delays and a fade) and keyboard (arrows, type-ahead, Escape), and link
 * descriptions as tooltips. Plain DOM: no React, no wp-i18n (words come from the markup).
 */
import './menus.scss';
import { trapDialog, type DialogTrap } from '@frontage/theme-dialog';
import { parseMenuOptions } from '../menu-options';
import { setUpTooltips } from './tooltips';
import { nextMatch, typeAhead } from './type-ahead';

const OPEN = 'is-frontage-open';
const CLOSING = 'is-frontage-closing';
const MENU_OPEN = 'is-menu-open';
const TOGGLE = '.wp-block-navigation-submenu__toggle';
const PREFIX = '.wp-block-navigation__responsive-container';

/**
 * A direct child of an element matching a selector.
 *
 * @param parent   The element.
 * @param selector The selector.
 */
const child = ( parent: Element, selector: string ): HTMLElement | null =>
	parent.querySelector( `:scope>${ selector }` );

/**
 * What focus lands on for a menu item: its link, else its toggle.
 *
 * @param item The item (li).
 */
const focusTarget = ( item?: Element ): HTMLElement | null | undefined =>
	item && child( item, 'a,button' );

/**
 * Says whether something is expanded.
 *
 * @param element The toggle.
 * @param open    Whether what it controls is open.
 */
const expand = ( element: Element | null, open: boolean ) =>
	element?.setAttribute( 'aria-expanded', String( open ) );

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
	const timers = new WeakMap< object, number >();
	const type = typeAhead();
	const openButton = child( nav, `${ PREFIX }-open` );
	const panel = child( nav, PREFIX );
	const offCanvas = nav.classList.contains( 'frontage-menu--off-canvas' );
	const isOpen = ( element?: Element | null ) =>
		!! element?.classList.contains( MENU_OPEN );
	let trap: DialogTrap | undefined;
	let backdrop: HTMLElement | undefined;

	const later = ( key: object, run: () => void, time: number ) => {
		clearTimeout( timers.get( key ) );
		timers.set( key, window.setTimeout( run, time ) );
	};

	const setOpen = ( item: Element, open: boolean ): void => {
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

	const closeSubmenu = ( item: Element ) => {
		setOpen( item, false );
		( child( item, TOGGLE ) ?? focusTarget( item ) )?.focus();
	};

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

	// The mobile menu. A dropdown hangs from the header's bottom edge.
	const place = () =>
		panel?.style.setProperty(
			'--frontage-menu-top',
			`${ Math.max(
				0,
				(
					nav.closest( 'header,.wp-block-template-part' ) ?? nav
				).getBoundingClientRect().bottom
			) }px`
		);

	const closeMenu = () => {
		if ( ! panel || ! isOpen( panel ) ) {
			return;
		}
		closeAll();
		panel.classList.remove( MENU_OPEN );
		[ 'role', 'aria-modal', 'aria-label' ].forEach( ( name ) =>
			panel.removeAttribute( name )
		);
		backdrop?.remove();
		expand( openButton, false );
		if ( trap ) {
			trap.release();
			trap = undefined;
		} else if ( panel.contains( nav.ownerDocument.activeElement ) ) {
			openButton?.focus();
		}
	};

	const openMenu = () => {
		if ( ! panel ) {
			return;
		}
		panel.classList.add( MENU_OPEN );
		expand( openButton, true );
		place();
		if ( offCanvas ) {
			panel.setAttribute( 'role', 'dialog' );
			panel.setAttribute( 'aria-modal', 'true' );
			panel.setAttribute( 'aria-label', nav.dataset.frontageLabel ?? '' );
			backdrop = document.createElement( 'div' );
			backdrop.className = 'frontage-menu__backdrop';
			backdrop.onclick = closeMenu;
			panel.before( backdrop );
			trap = trapDialog( panel, {
				onEscape: closeMenu,
				returnFocus: openButton,
				initialFocus: panel.querySelector< HTMLElement >(
					`${ PREFIX }-close`
				),
			} );
		}
	};

	if ( openButton && panel ) {
		expand( openButton, false );
		openButton.setAttribute( 'aria-controls', panel.id );
		if ( ! offCanvas ) {
			openButton.removeAttribute( 'aria-haspopup' );
		}
	}

	nav.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		const toggle = target.closest( TOGGLE )?.parentElement;
		if ( toggle ) {
			setOpen( toggle, ! toggle.classList.contains( OPEN ) );
		} else if ( openButton?.contains( target ) ) {
			( isOpen( panel ) ? closeMenu : openMenu )();
		} else if ( target.closest( `${ PREFIX }-close` ) ) {
			closeMenu();
		}
	} );

	document.addEventListener( 'click', ( event ) => {
		if ( ! nav.contains( event.target as Node ) ) {
			closeAll();
			if ( ! offCanvas ) {
				closeMenu();
			}
		}
	} );

	nav.addEventListener( 'focusout', ( event ) => {
		const to = event.relatedTarget;
		if ( to instanceof Node ) {
			nav.querySelectorAll( `.${ OPEN }` ).forEach(
				( item ) => item.contains( to ) || setOpen( item, false )
			);
			if ( ! offCanvas && ! nav.contains( to ) ) {
				closeMenu();
			}
		}
	} );

	// The window grew past the breakpoint: the menu closes; else the dropdown follows the header.
	for ( const name of [ 'resize', 'scroll' ] ) {
		addEventListener( name, () =>
			openButton?.offsetWidth ? place() : closeMenu()
		);
	}

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
		const hasChild = item?.classList.contains( 'has-child' );
		if ( event.key === 'Escape' ) {
			if (
				item &&
				target.matches( TOGGLE ) &&
				item.classList.contains( OPEN )
			) {
				setOpen( item, false );
			} else if ( submenuOf ) {
				closeSubmenu( submenuOf );
			} else if ( ! offCanvas && isOpen( panel ) ) {
				closeMenu();
				openButton?.focus();
			} else {
				return; // The off-canvas panel's trap closes it.
			}
			event.preventDefault();
			return;
		}
		if ( ! item || ! list ) {
			return;
		}
		const items = [ ...list.children ].filter(
			( element ) => focusTarget( element )?.offsetWidth
		);
		const index = items.indexOf( item );
		const vertical =
			!! submenuOf ||
			isOpen( panel ) ||
			nav.classList.contains( 'is-vertical' );
		const move = ( to: number ) =>
			focusTarget(
				items[ ( to + items.length ) % items.length ]
			)?.focus();
		// Along the list: next and previous; across it: into a submenu and out of it.
		const arrow = (
			vertical
				? [ 'ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft' ]
				: [ 'ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp' ]
		).indexOf( event.key );
		const key = event.key;
		if ( arrow < 2 && arrow >= 0 ) {
			move( index + 1 - arrow * 2 );
		} else if ( key === 'Home' || key === 'End' ) {
			move( key === 'Home' ? 0 : -1 );
		} else if ( arrow === 2 && hasChild ) {
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
				move( found );
			}
		} else {
			return;
		}
		event.preventDefault();
	} );
}

document
	.querySelectorAll< HTMLElement >( 'nav.frontage-menu' )
	.forEach( setUp );
