/**
 * The Search overlay in the browser (docs/theme.md "Search overlay"). The server renders a
 * <details> (its <summary> is the search button) holding a plain search form, which works
 * without JavaScript; this script turns the panel into the chosen overlay:
 *
 * - `slide`: a bar that slides down under the site header, across the screen;
 * - `cover`: a bar over the site header, its height;
 * - `fullscreen`: a modal over the whole screen; focus stays inside (src/shared/dialog.ts) and
 *   the page behind does not scroll.
 *
 * On open the field takes focus; Escape and the close button close it and focus returns to the
 * button; in the two bar modes, a click or focus outside closes it too (focus stays where the
 * visitor put it).
 */
import { trapDialog, type DialogTrap } from '@frontage/theme-dialog';
import { findHeader } from '../header';

const CLASS_NAME = 'wp-block-frontage-search-overlay';

/**
 * Places a bar under (slide) or over (cover) the site header, in custom properties the style
 * reads; without a header, under or over the button's row at the top of the screen.
 *
 * @param details The block.
 * @param mode    Its mode.
 */
function place( details: HTMLDetailsElement, mode: string ): void {
	const header = findHeader();
	const box = ( header ?? details ).getBoundingClientRect();
	const top = mode === 'slide' ? box.bottom : box.top;
	details.style.setProperty(
		'--frontage-search-top',
		`${ Math.max( 0, Math.round( top ) ) }px`
	);
	details.style.setProperty(
		'--frontage-search-height',
		`${ Math.max( 64, Math.round( box.bottom - Math.max( 0, box.top ) ) ) }px`
	);
}

/**
 * Enhances one Search overlay.
 *
 * @param details The block's <details>.
 */
export function enhanceOverlay( details: HTMLDetailsElement ): void {
	const summary = details.querySelector( 'summary' );
	const panel = details.querySelector< HTMLElement >(
		`.${ CLASS_NAME }__panel`
	);
	const field = details.querySelector< HTMLInputElement >(
		`.${ CLASS_NAME }__field`
	);
	const closeButton = details.querySelector< HTMLButtonElement >(
		`.${ CLASS_NAME }__close`
	);
	if ( ! summary || ! panel || ! field || ! closeButton ) {
		return;
	}
	const mode = details.dataset.mode ?? 'slide';
	const modal = mode === 'fullscreen';
	let trap: DialogTrap | null = null;
	const reposition = () => place( details, mode );

	/**
	 * Closes the overlay; with focus back on the button unless the visitor moved it elsewhere.
	 *
	 * @param returnFocus Whether focus goes back to the button.
	 */
	const close = ( returnFocus: boolean ) => {
		if ( ! details.open ) {
			return;
		}
		if ( returnFocus ) {
			summary.focus();
		}
		details.open = false;
	};

	details.classList.add( 'is-enhanced' );
	closeButton.hidden = false;
	closeButton.addEventListener( 'click', () => close( true ) );
	details.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' && details.open && ! modal ) {
			event.preventDefault();
			close( true );
		}
	} );
	details.addEventListener( 'focusout', ( event ) => {
		const next = event.relatedTarget;
		if ( ! modal && next instanceof Node && ! details.contains( next ) ) {
			close( false );
		}
	} );
	document.addEventListener( 'click', ( event ) => {
		if (
			! modal &&
			event.target instanceof Node &&
			! details.contains( event.target )
		) {
			close( false );
		}
	} );
	details.addEventListener( 'toggle', () => {
		if ( details.open ) {
			reposition();
			window.addEventListener( 'resize', reposition );
			window.addEventListener( 'scroll', reposition, { passive: true } );
			if ( modal ) {
				trap = trapDialog( panel, {
					initialFocus: field,
					returnFocus: summary,
					onEscape: () => close( true ),
				} );
			} else {
				field.focus();
			}
			return;
		}
		window.removeEventListener( 'resize', reposition );
		window.removeEventListener( 'scroll', reposition );
		trap?.release();
		trap = null;
	} );
}

/**
 * Enhances every Search overlay of the page.
 */
export function enhanceOverlays(): void {
	for ( const details of document.querySelectorAll< HTMLDetailsElement >(
		`details.${ CLASS_NAME }`
	) ) {
		enhanceOverlay( details );
	}
}
