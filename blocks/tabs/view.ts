/**
 * The Tabs block's view script (docs/motion.md "Tabs"): shows the tab list the server printed
 * hidden, turns each panel into a tab panel labelled by its tab, and shows one at a time — the
 * first, or the one the address's #hash names (its id, or an element inside it). Tabs follow
 * the WAI-ARIA pattern: one tab in the Tab order, arrows / Home / End move and open at once.
 */
import { tabAfterKey } from '../../src/motion/tabs/keys';

const CLASS = 'wp-block-frontage-tabs';
const openers: Array< ( target: Element ) => boolean > = [];

/**
 * Makes one Tabs block work.
 *
 * @param block The block.
 */
function enhance( block: HTMLElement ): void {
	const list = block.querySelector< HTMLElement >( `.${ CLASS }__list` );
	const tabs = Array.from(
		list?.querySelectorAll< HTMLElement >( '[role="tab"]' ) ?? []
	);
	const panels = tabs.map( ( tab ) =>
		document.getElementById( tab.getAttribute( 'aria-controls' ) ?? '' )
	);
	if ( ! list || ! tabs.length || panels.includes( null ) ) {
		return;
	}
	const select = ( index: number, focus = false ) => {
		tabs.forEach( ( tab, i ) => {
			tab.setAttribute( 'aria-selected', String( i === index ) );
			tab.tabIndex = i === index ? 0 : -1;
			panels[ i ]!.hidden = i !== index;
		} );
		if ( focus ) {
			tabs[ index ].focus();
		}
	};
	panels.forEach( ( panel, i ) => {
		panel!.setAttribute( 'role', 'tabpanel' );
		panel!.setAttribute( 'aria-labelledby', tabs[ i ].id );
		panel!.tabIndex = 0;
	} );
	list.addEventListener( 'click', ( event ) => {
		const index = tabs.indexOf(
			( event.target as Element ).closest( '[role="tab"]' ) as HTMLElement
		);
		if ( index >= 0 ) {
			select( index );
		}
	} );
	list.addEventListener( 'keydown', ( event ) => {
		const index = tabAfterKey(
			event.key,
			tabs.indexOf( event.target as HTMLElement ),
			tabs.length,
			getComputedStyle( list ).direction === 'rtl'
		);
		if ( index !== null ) {
			event.preventDefault();
			select( index, true );
		}
	} );
	openers.push( ( target ) => {
		const index = panels.findIndex(
			( panel, i ) => panel!.contains( target ) || tabs[ i ] === target
		);
		if ( index >= 0 ) {
			select( index );
		}
		return index >= 0;
	} );
	select( 0 );
	list.hidden = false;
	block.classList.add( 'is-tabbed' );
}

/**
 * Opens the tab the address's #hash points into, outermost first (tabs inside tabs), and
 * brings the target into view.
 */
function openFromHash(): void {
	let target: Element | null = null;
	try {
		target = document.getElementById(
			decodeURIComponent( location.hash.slice( 1 ) )
		);
	} catch {}
	if ( target && openers.filter( ( open ) => open( target! ) ).length ) {
		target.scrollIntoView();
	}
}

document.querySelectorAll< HTMLElement >( `.${ CLASS }` ).forEach( enhance );
openFromHash();
addEventListener( 'hashchange', openFromHash );
