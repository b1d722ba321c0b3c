import {
	hasOpenDialog,
	tabbableElements,
	trapDialog,
	type DialogTrap,
} from './dialog';

/**
 * Sends a key press to the focused element, as a browser would, and says whether the trap
 * stopped the browser's default reaction.
 *
 * @param key     The key, e.g. `Tab`.
 * @param options Modifier keys.
 * @return True when the event's default was prevented.
 */
function press( key: string, options: KeyboardEventInit = {} ): boolean {
	const target = focused() ?? document.body;
	const event = new KeyboardEvent( 'keydown', {
		key,
		bubbles: true,
		cancelable: true,
		...options,
	} );
	target.dispatchEvent( event );
	return event.defaultPrevented;
}

/**
 * The focused element. jsdom has a single document, so the global one is the right one here.
 */
function focused(): Element | null {
	// eslint-disable-next-line @wordpress/no-global-active-element -- one document in jsdom.
	return document.activeElement;
}

/**
 * The element with an id, which the test markup guarantees.
 *
 * @param id The id.
 */
function byId( id: string ): HTMLElement {
	const element = document.getElementById( id );
	if ( ! element ) {
		throw new Error( `No #${ id } in the test page.` );
	}
	return element;
}

let traps: DialogTrap[] = [];

/**
 * Traps a dialog and remembers to release it after the test.
 *
 * @param id      The dialog's id.
 * @param options Trap options.
 */
function trap(
	id: string,
	options: Parameters< typeof trapDialog >[ 1 ] = {}
) {
	const made = trapDialog( byId( id ), options );
	traps.push( made );
	return made;
}

beforeEach( () => {
	document.documentElement.removeAttribute( 'style' );
	document.body.innerHTML = `
		<button id="opener">Open</button>
		<a id="page-link" href="/elsewhere">Elsewhere</a>
		<div id="dialog" role="dialog" aria-modal="true" aria-labelledby="title">
			<h2 id="title">Offer</h2>
			<button id="close">Close</button>
			<button id="disabled" disabled>Disabled</button>
			<span tabindex="-1" id="script-only">Not in tab order</span>
			<div hidden><a id="hidden-link" href="#">Hidden</a></div>
			<a id="more" href="/more">More</a>
			<input id="email" type="email">
		</div>
		<div id="empty" role="dialog" aria-label="Empty"><p>Nothing to focus</p></div>
		<div id="inner" role="dialog" aria-label="Inner"><button id="inner-ok">OK</button></div>
	`;
	byId( 'opener' ).focus();
} );

afterEach( () => {
	traps.forEach( ( made ) => made.release() );
	traps = [];
} );

describe( 'tabbableElements', () => {
	it( 'lists what Tab reaches: enabled, not hidden, not taken out of the tab order', () => {
		expect(
			tabbableElements( byId( 'dialog' ) ).map(
				( element ) => element.id
			)
		).toEqual( [ 'close', 'more', 'email' ] );
	} );
} );

describe( 'trapDialog', () => {
	it( 'moves focus to the first focusable element', () => {
		trap( 'dialog' );
		expect( focused() ).toBe( byId( 'close' ) );
	} );

	it( 'moves focus where the owner asks', () => {
		trap( 'dialog', { initialFocus: byId( 'email' ) } );
		expect( focused() ).toBe( byId( 'email' ) );
	} );

	it( 'focuses the dialog itself when nothing inside can take focus', () => {
		trap( 'empty' );
		expect( focused() ).toBe( byId( 'empty' ) );
		expect( press( 'Tab' ) ).toBe( true );
		expect( focused() ).toBe( byId( 'empty' ) );
	} );

	it( 'wraps Tab from the last element to the first', () => {
		trap( 'dialog' );
		byId( 'email' ).focus();
		expect( press( 'Tab' ) ).toBe( true );
		expect( focused() ).toBe( byId( 'close' ) );
	} );

	it( 'wraps Shift+Tab from the first element to the last', () => {
		trap( 'dialog' );
		expect( press( 'Tab', { shiftKey: true } ) ).toBe( true );
		expect( focused() ).toBe( byId( 'email' ) );
	} );

	it( 'leaves Tab between inner elements to the browser', () => {
		trap( 'dialog' );
		expect( press( 'Tab' ) ).toBe( false );
		expect( focused() ).toBe( byId( 'close' ) );
	} );

	it( 'brings focus back when it lands outside the dialog', () => {
		trap( 'dialog' );
		byId( 'page-link' ).focus();
		expect( focused() ).toBe( byId( 'close' ) );
	} );

	it( 'hands Escape to the owner and stops the browser closing a native dialog', () => {
		const onEscape = jest.fn();
		trap( 'dialog', { onEscape } );
		expect( press( 'Escape' ) ).toBe( true );
		expect( onEscape ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'leaves Escape alone when something inside the dialog handled it', () => {
		const onEscape = jest.fn();
		trap( 'dialog', { onEscape } );
		byId( 'email' ).addEventListener( 'keydown', ( event ) =>
			event.preventDefault()
		);
		byId( 'email' ).focus();
		press( 'Escape' );
		expect( onEscape ).not.toHaveBeenCalled();
	} );

	it( 'returns focus to the element focused before it opened', () => {
		const made = trap( 'dialog' );
		made.release();
		expect( focused() ).toBe( byId( 'opener' ) );
	} );

	it( 'returns focus to the opener it was given', () => {
		byId( 'close' ).focus();
		const made = trap( 'dialog', { returnFocus: byId( 'opener' ) } );
		made.release();
		expect( focused() ).toBe( byId( 'opener' ) );
	} );

	it( 'leaves focus alone when the opener has left the page', () => {
		const made = trap( 'dialog' );
		byId( 'opener' ).remove();
		made.release();
		expect( focused() ).toBe( byId( 'close' ) );
	} );

	it( 'stops the page scrolling while open, and restores it after', () => {
		document.documentElement.style.overflow = 'scroll';
		const made = trap( 'dialog' );
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		made.release();
		expect( document.documentElement.style.overflow ).toBe( 'scroll' );
	} );

	it( 'says whether a dialog is open', () => {
		expect( hasOpenDialog() ).toBe( false );
		const made = trap( 'dialog' );
		expect( hasOpenDialog() ).toBe( true );
		made.release();
		expect( hasOpenDialog() ).toBe( false );
	} );

	it( 'gives the keys to the innermost dialog, then back to the outer one', () => {
		const outerEscape = jest.fn();
		const innerEscape = jest.fn();
		trap( 'dialog', { onEscape: outerEscape } );
		const inner = trap( 'inner', { onEscape: innerEscape } );

		press( 'Escape' );
		expect( innerEscape ).toHaveBeenCalledTimes( 1 );
		expect( outerEscape ).not.toHaveBeenCalled();
		press( 'Tab' );
		expect( focused() ).toBe( byId( 'inner-ok' ) );

		inner.release();
		expect( focused() ).toBe( byId( 'close' ) );
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		press( 'Escape' );
		expect( outerEscape ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stops listening once every dialog is released', () => {
		const onEscape = jest.fn();
		trap( 'dialog', { onEscape } ).release();
		press( 'Escape' );
		expect( onEscape ).not.toHaveBeenCalled();
	} );
} );
