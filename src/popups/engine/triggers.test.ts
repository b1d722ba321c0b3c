import type { PopupTriggers } from '../popup-settings';
import {
	ADBLOCK_ID_PREFIX,
	randomSuffix,
	startTriggers,
	type TriggerName,
} from './triggers';

const OFF: PopupTriggers = {
	page_load: false,
	page_load_delay: 0,
	scrolling: false,
	scrolling_direction: 'down',
	scrolling_offset: 50,
	scrolling_to: false,
	scrolling_to_selector: '',
	click: false,
	click_times: 1,
	inactivity: false,
	inactivity_time: 30,
	exit_intent: false,
	exit_intent_touch: false,
	adblock_detection: false,
	adblock_detection_delay: 0,
};

/**
 * Starts triggers on the test page and records what fired.
 *
 * @param triggers What differs from all off.
 * @param isTouch  Whether the device is a touch screen.
 */
function start( triggers: Partial< PopupTriggers >, isTouch = false ) {
	const fired: TriggerName[] = [];
	const stop = startTriggers(
		{ ...OFF, ...triggers },
		{ window, isTouch, random: () => 0.5 },
		( name ) => fired.push( name )
	);
	return { fired, stop };
}

/**
 * Scrolls the test page.
 *
 * @param top The new scroll position.
 */
function scrollTo( top: number ) {
	Object.defineProperty( window, 'scrollY', {
		value: top,
		configurable: true,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

beforeEach( () => {
	jest.useFakeTimers();
	document.body.innerHTML = '';
	scrollTo( 0 );
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'startTriggers', () => {
	it( 'page_load fires after its delay in seconds', () => {
		const { fired } = start( { page_load: true, page_load_delay: 3 } );
		jest.advanceTimersByTime( 2999 );
		expect( fired ).toEqual( [] );
		jest.advanceTimersByTime( 1 );
		expect( fired ).toEqual( [ 'page_load' ] );
	} );

	it( 'click fires on the set count of clicks on the page', () => {
		const { fired } = start( { click: true, click_times: 3 } );
		document.body.click();
		document.body.click();
		expect( fired ).toEqual( [] );
		document.body.click();
		expect( fired ).toEqual( [ 'click' ] );
	} );

	it( 'inactivity fires after the time without activity; activity starts it again', () => {
		const { fired } = start( { inactivity: true, inactivity_time: 10 } );
		jest.advanceTimersByTime( 9000 );
		document.dispatchEvent( new Event( 'mousemove' ) );
		jest.advanceTimersByTime( 9000 );
		expect( fired ).toEqual( [] );
		jest.advanceTimersByTime( 1000 );
		expect( fired ).toEqual( [ 'inactivity' ] );
	} );

	it( 'exit_intent fires when the pointer leaves at the top edge only', () => {
		const { fired } = start( { exit_intent: true } );
		document.dispatchEvent(
			new MouseEvent( 'mouseout', { clientY: 300 } )
		);
		document.dispatchEvent(
			new MouseEvent( 'mouseout', {
				clientY: 5,
				relatedTarget: document.body,
			} )
		);
		expect( fired ).toEqual( [] );
		document.dispatchEvent( new MouseEvent( 'mouseout', { clientY: 20 } ) );
		expect( fired ).toEqual( [ 'exit_intent' ] );
	} );

	it( 'exit intent on touch screens is an opt-in: the page hidden', () => {
		const hide = () => {
			Object.defineProperty( document, 'visibilityState', {
				value: 'hidden',
				configurable: true,
			} );
			document.dispatchEvent( new Event( 'visibilitychange' ) );
		};
		const without = start( { exit_intent: true }, true );
		hide();
		expect( without.fired ).toEqual( [] );
		without.stop();

		const opted = start(
			{ exit_intent: true, exit_intent_touch: true },
			true
		);
		hide();
		expect( opted.fired ).toEqual( [ 'exit_intent' ] );
		Object.defineProperty( document, 'visibilityState', {
			value: 'visible',
			configurable: true,
		} );
	} );
} );

describe( 'startTriggers: scrolling, ad blockers, and ending', () => {
	it( 'scrolling up fires after more than 20 px upwards', () => {
		const { fired } = start( {
			scrolling: true,
			scrolling_direction: 'up',
		} );
		scrollTo( 500 );
		scrollTo( 485 );
		expect( fired ).toEqual( [] );
		scrollTo( 470 );
		expect( fired ).toEqual( [ 'scrolling' ] );
	} );

	it( 'scrolling_to does nothing for an invalid selector or no match', () => {
		const invalid = start( {
			scrolling_to: true,
			scrolling_to_selector: '#[bad',
		} );
		const none = start( {
			scrolling_to: true,
			scrolling_to_selector: '#nowhere',
		} );
		jest.advanceTimersByTime( 10_000 );
		expect( [ ...invalid.fired, ...none.fired ] ).toEqual( [] );
	} );

	it( 'scrolling_to fires when the element comes into view', () => {
		const observed: Element[] = [];
		let notify: (
			entries: Array< { isIntersecting: boolean } >
		) => void = () => {};
		(
			window as unknown as Record< string, unknown >
		 ).IntersectionObserver = class {
			constructor( callback: typeof notify ) {
				notify = callback;
			}
			observe( element: Element ) {
				observed.push( element );
			}
			disconnect() {}
		};
		document.body.innerHTML = '<p id="comments">Comments</p>';
		const { fired } = start( {
			scrolling_to: true,
			scrolling_to_selector: '#comments',
		} );
		expect( observed[ 0 ]?.id ).toBe( 'comments' );
		notify( [ { isIntersecting: false } ] );
		expect( fired ).toEqual( [] );
		notify( [ { isIntersecting: true } ] );
		expect( fired ).toEqual( [ 'scrolling_to' ] );
		delete ( window as unknown as Record< string, unknown > )
			.IntersectionObserver;
	} );

	it( 'adblock_detection fires when its bait is removed or hidden after the delay', () => {
		const { fired } = start( {
			adblock_detection: true,
			adblock_detection_delay: 1,
		} );
		const bait = document.querySelector(
			`[id^="${ ADBLOCK_ID_PREFIX }"]`
		) as HTMLElement;
		expect( bait.id ).toMatch( /^frontage-ad-[a-z0-9]{6}$/ );
		bait.style.display = 'none';
		jest.advanceTimersByTime( 1000 );
		expect( fired ).toEqual( [ 'adblock_detection' ] );
		expect( bait.isConnected ).toBe( false );

		const clean = start( { adblock_detection: true } );
		jest.advanceTimersByTime( 0 );
		expect( clean.fired ).toEqual( [] );
	} );

	it( 'destroys every trigger once one fires (docs/popups.md "Settings")', () => {
		const { fired } = start( {
			click: true,
			page_load: true,
			page_load_delay: 5,
			inactivity: true,
			inactivity_time: 6,
		} );
		document.body.click();
		jest.advanceTimersByTime( 60_000 );
		document.body.click();
		expect( fired ).toEqual( [ 'click' ] );
	} );

	it( 'stops everything when asked', () => {
		const { fired, stop } = start( { page_load: true, click: true } );
		stop();
		document.body.click();
		jest.advanceTimersByTime( 1000 );
		expect( fired ).toEqual( [] );
	} );
} );

describe( 'randomSuffix', () => {
	it( 'is six lowercase letters and digits', () => {
		expect( randomSuffix( Math.random ) ).toMatch( /^[a-z0-9]{6}$/ );
		expect( randomSuffix( () => 0.9999999 ) ).toBe( '999999' );
		expect( randomSuffix( () => 0 ) ).toBe( 'aaaaaa' );
	} );
} );
