/**
 * The mobile menu (docs/theme.md "Menus"): the menu toggle opens its panel as a dropdown hanging
 * from the header's bottom edge or as an off-canvas modal panel; the toggle again, the close
 * button or a window widened past the breakpoint close it.
 */
import { trapDialog, type DialogTrap } from '@frontage/theme-dialog';
import { child, expand, MENU_OPEN, PREFIX } from './markup';

/** What the rest of the menu asks the mobile menu (a tuple: it minifies to nothing). */
export type MobileMenu = [
	/** Whether the panel is open. */
	isOpen: () => boolean,
	/** Closes the open dropdown (focus back on the menu toggle if asked); false if none is. */
	closeDropdown: ( refocus?: boolean ) => boolean,
];

/**
 * Whether a mobile menu's panel is open.
 *
 * @param panel The panel, if any.
 */
const isOpen = ( panel: Element | null ) =>
	!! panel?.classList.contains( MENU_OPEN );

/**
 * Sets up the mobile menu of one menu: its toggle and close buttons, and the window's size (wider
 * than the breakpoint, with no toggle shown, the panel closes; else a dropdown follows the header).
 *
 * @param nav      The menu.
 * @param closeAll Closes every open submenu (the panel closes them as it closes).
 * @return What the rest of the menu asks it.
 */
export function mobileMenu(
	nav: HTMLElement,
	closeAll: () => void
): MobileMenu {
	const openButton = child( nav, `${ PREFIX }-open` );
	const panel = child( nav, PREFIX );
	const offCanvas = nav.classList.contains( 'frontage-menu--off-canvas' );
	const [ open, close ] = panelOpening(
		nav,
		panel,
		openButton,
		offCanvas,
		closeAll
	);

	if ( openButton && panel ) {
		expand( openButton, false );
		openButton.setAttribute( 'aria-controls', panel.id );
		if ( ! offCanvas ) {
			openButton.removeAttribute( 'aria-haspopup' );
		}
	}

	nav.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		if ( openButton?.contains( target ) ) {
			( isOpen( panel ) ? close : open )();
		} else if ( target.closest( `${ PREFIX }-close` ) ) {
			close();
		}
	} );

	// The window grew past the breakpoint: the menu closes; else the dropdown follows the header.
	for ( const name of [ 'resize', 'scroll' ] ) {
		addEventListener( name, () =>
			openButton?.offsetWidth ? place( nav, panel ) : close()
		);
	}

	return [
		() => isOpen( panel ),
		( refocus ) => {
			if ( offCanvas || ! isOpen( panel ) ) {
				return false; // The off-canvas panel closes by its own ways only.
			}
			close();
			if ( refocus ) {
				openButton?.focus();
			}
			return true;
		},
	];
}

/**
 * Opening and closing the panel. Off-canvas, it is a modal dialog named by the menu over a dimmed
 * page a click on which closes it; the shared dialog traps focus (first on the close button),
 * closes it on Escape and puts focus back on the toggle. A dropdown closing with focus in it puts
 * focus on the toggle.
 *
 * @param nav        The menu.
 * @param panel      Its panel, if any.
 * @param openButton The menu toggle, if any.
 * @param offCanvas  The panel is off-canvas (else a dropdown).
 * @param closeAll   Closes every open submenu.
 * @return Opens the panel, and closes it.
 */
function panelOpening(
	nav: HTMLElement,
	panel: HTMLElement | null,
	openButton: HTMLElement | null,
	offCanvas: boolean,
	closeAll: () => void
): [ open: () => void, close: () => void ] {
	let trap: DialogTrap | undefined;
	let backdrop: HTMLElement | undefined;

	const close = () => {
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

	const open = () => {
		if ( ! panel ) {
			return;
		}
		panel.classList.add( MENU_OPEN );
		expand( openButton, true );
		place( nav, panel );
		if ( offCanvas ) {
			panel.setAttribute( 'role', 'dialog' );
			panel.setAttribute( 'aria-modal', 'true' );
			panel.setAttribute( 'aria-label', nav.dataset.frontageLabel ?? '' );
			backdrop = document.createElement( 'div' );
			backdrop.className = 'frontage-menu__backdrop';
			backdrop.onclick = close;
			panel.before( backdrop );
			trap = trapDialog( panel, {
				onEscape: close,
				returnFocus: openButton,
				initialFocus: panel.querySelector< HTMLElement >(
					`${ PREFIX }-close`
				),
			} );
		}
	};

	return [ open, close ];
}

/**
 * Hangs a dropdown from the header's bottom edge: the `<header>` or template part around the
 * menu, else the menu itself.
 *
 * @param nav   The menu.
 * @param panel Its panel, if any.
 */
function place( nav: HTMLElement, panel: HTMLElement | null ): void {
	panel?.style.setProperty(
		'--frontage-menu-top',
		`${ Math.max(
			0,
			(
				nav.closest( 'header,.wp-block-template-part' ) ?? nav
			).getBoundingClientRect().bottom
		) }px`
	);
}
