import {
	DEFAULT_COOKIE_DAYS,
	DEFAULT_PAGE_VIEWS,
	DEFAULT_SESSIONS,
	readModalSettings,
} from './modal-settings';

describe( 'readModalSettings', () => {
	it( 'gives a button-triggered modal that closes on Escape and overlay when nothing is set', () => {
		expect( readModalSettings( {} ) ).toEqual( {
			id: '',
			trigger: 'button',
			openAfterSeconds: null,
			exitIntent: false,
			scrollDirection: 'down',
			scrollPercentage: 50,
			scrollElement: '',
			customClasses: '',
			customIds: '',
			closeOnEsc: true,
			closeOnOverlay: true,
			cookie: null,
			pageViews: null,
			sessions: null,
		} );
	} );

	it( 'reads every setting the page carries', () => {
		const settings = readModalSettings( {
			modalId: 'offer',
			triggerOn: 'automatic',
			afterSec: 'yes',
			afterSecVal: '5',
			exitIntent: 'yes',
			scrollDirection: 'up',
			scrollPercentage: '30',
			scrollElement: '#footer',
			custom: 'open-offer',
			customId: 'offer-link',
			closeOnEsc: 'no',
			closeOnOverlay: 'no',
			cookies: 'yes',
			cookiesType: 'closed',
			cookiesDays: '30',
			pageViewsEnabled: 'yes',
			pageViewsCount: '4',
			pageViewsScope: 'current',
			sessionsEnabled: 'yes',
			sessionsCount: '5',
		} );
		expect( settings ).toEqual( {
			id: 'offer',
			trigger: 'automatic',
			openAfterSeconds: 5,
			exitIntent: true,
			scrollDirection: 'up',
			scrollPercentage: 30,
			scrollElement: '#footer',
			customClasses: 'open-offer',
			customIds: 'offer-link',
			closeOnEsc: false,
			closeOnOverlay: false,
			cookie: { type: 'closed', days: 30 },
			pageViews: { count: 4, scope: 'current' },
			sessions: { count: 5 },
		} );
	} );

	it( 'uses the documented defaults for page views (3) and sessions (2)', () => {
		const settings = readModalSettings( {
			pageViewsEnabled: 'yes',
			sessionsEnabled: 'yes',
			cookies: 'yes',
		} );
		expect( settings.pageViews ).toEqual( {
			count: DEFAULT_PAGE_VIEWS,
			scope: 'global',
		} );
		expect( DEFAULT_PAGE_VIEWS ).toBe( 3 );
		expect( settings.sessions ).toEqual( { count: DEFAULT_SESSIONS } );
		expect( DEFAULT_SESSIONS ).toBe( 2 );
		expect( settings.cookie ).toEqual( {
			type: 'default',
			days: DEFAULT_COOKIE_DAYS,
		} );
	} );

	it( 'falls back to defaults for values it does not know', () => {
		const settings = readModalSettings( {
			triggerOn: 'hologram',
			scrollDirection: 'sideways',
			scrollPercentage: 'lots',
			cookies: 'yes',
			cookiesType: 'forever',
			cookiesDays: '-3',
			pageViewsEnabled: 'yes',
			pageViewsCount: '0',
			pageViewsScope: 'everywhere',
		} );
		expect( settings.trigger ).toBe( 'button' );
		expect( settings.scrollDirection ).toBe( 'down' );
		expect( settings.scrollPercentage ).toBe( 50 );
		expect( settings.cookie ).toEqual( { type: 'default', days: 0 } );
		expect( settings.pageViews ).toEqual( { count: 1, scope: 'global' } );
	} );

	it( 'reads the icon and photo triggers', () => {
		expect( readModalSettings( { triggerOn: 'icon' } ).trigger ).toBe(
			'icon'
		);
		expect( readModalSettings( { triggerOn: 'photo' } ).trigger ).toBe(
			'photo'
		);
	} );

	it( 'keeps the scroll percentage within 0 to 100', () => {
		expect(
			readModalSettings( { scrollPercentage: '250' } ).scrollPercentage
		).toBe( 100 );
		expect(
			readModalSettings( { scrollPercentage: '-5' } ).scrollPercentage
		).toBe( 0 );
	} );

	it( 'opens by time only when after-sec is yes', () => {
		expect(
			readModalSettings( { afterSec: 'no', afterSecVal: '3' } )
				.openAfterSeconds
		).toBeNull();
		expect(
			readModalSettings( { afterSec: 'yes' } ).openAfterSeconds
		).toBe( 0 );
	} );
} );
