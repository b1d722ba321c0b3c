import type { PopupTiming } from '../popup-settings';
import {
	browserOf,
	deviceOf,
	failedTimingRules,
	scheduleBounds,
	sourceOf,
	type Visitor,
} from './timing-rules';

const OFF: PopupTiming = {
	page_views: false,
	page_views_views: 3,
	sessions: false,
	sessions_sessions: 2,
	url: false,
	url_url: '',
	url_action: 'show',
	sources: false,
	sources_sources: [ 'internal', 'external', 'search' ],
	logged_in: false,
	logged_in_users: 'all',
	logged_in_roles: [],
	devices: false,
	devices_devices: [ 'desktop', 'tablet', 'mobile' ],
	browsers: false,
	browsers_browsers: 'all',
	browsers_options: [],
	times: false,
	times_count: 'show',
	times_period: 'day',
	times_times: 1,
	schedule: false,
	schedule_timezone: 'site',
	schedule_start_date: '',
	schedule_end_date: '',
};

const CHROME =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const VISITOR: Visitor = {
	pageViews: 1,
	sessions: 1,
	href: 'https://example.org/blog/news/launch/',
	referrer: '',
	roles: null,
	width: 1280,
	userAgent: CHROME,
	timesShown: 0,
	now: Date.UTC( 2026, 11, 10 ),
	schedule: { start: null, end: null },
};

/**
 * The rules that fail with one rule switched on.
 *
 * @param rule    Settings for the rule.
 * @param visitor What differs in the visitor.
 */
function failing(
	rule: Partial< PopupTiming >,
	visitor: Partial< Visitor > = {}
) {
	return failedTimingRules( { ...OFF, ...rule }, { ...VISITOR, ...visitor } );
}

describe( 'failedTimingRules', () => {
	it( 'lets everything through with no rule on', () => {
		expect( failing( {} ) ).toEqual( [] );
	} );

	it( 'page views and sessions: shows from the set count on', () => {
		const rule = { page_views: true, page_views_views: 3 };
		expect( failing( rule, { pageViews: 2 } ) ).toEqual( [ 'page_views' ] );
		expect( failing( rule, { pageViews: 3 } ) ).toEqual( [] );
		const sessions = { sessions: true, sessions_sessions: 2 };
		expect( failing( sessions, { sessions: 1 } ) ).toEqual( [
			'sessions',
		] );
		expect( failing( sessions, { sessions: 2 } ) ).toEqual( [] );
	} );

	it( 'url: show where it matches, hide there, or a regular expression', () => {
		expect( failing( { url: true, url_url: '/blog/' } ) ).toEqual( [] );
		expect( failing( { url: true, url_url: '/shop/' } ) ).toEqual( [
			'url',
		] );
		expect(
			failing( { url: true, url_url: '/blog/', url_action: 'hide' } )
		).toEqual( [ 'url' ] );
		// A regular expression is decided on the server: the page has the popup only where it
		// matched.
		expect(
			failing( {
				url: true,
				url_url: '/blog/(news|updates)/',
				url_action: 'regex',
			} )
		).toEqual( [] );
	} );

	it( 'url: never runs a regular expression in the browser, so (a+)+$ cannot freeze the tab', () => {
		const crafted = `https://example.org/?q=${ 'a'.repeat( 25 ) }!`;
		const started = Date.now();
		expect(
			failing(
				{ url: true, url_url: '(a+)+$', url_action: 'regex' },
				{ href: crafted }
			)
		).toEqual( [] );
		expect( Date.now() - started ).toBeLessThan( 100 );
	} );

	it( 'sources: internal, external or search', () => {
		const search = {
			sources: true,
			sources_sources: [ 'search' as const ],
		};
		expect(
			failing( search, { referrer: 'https://www.google.com/' } )
		).toEqual( [] );
		expect(
			failing( search, { referrer: 'https://example.org/' } )
		).toEqual( [ 'sources' ] );
	} );

	it( 'logged_in (docs/popups.md "Settings"): anonymous passes; all users or a listed role is held back', () => {
		const all = { logged_in: true, logged_in_users: 'all' as const };
		expect( failing( all ) ).toEqual( [] );
		expect( failing( all, { roles: [ 'subscriber' ] } ) ).toEqual( [
			'logged_in',
		] );
		const roles = {
			logged_in: true,
			logged_in_users: 'custom' as const,
			logged_in_roles: [ 'editor' ],
		};
		expect( failing( roles, { roles: [ 'editor' ] } ) ).toEqual( [
			'logged_in',
		] );
		expect( failing( roles, { roles: [ 'author' ] } ) ).toEqual( [] );
	} );

	it( 'devices and browsers', () => {
		const phones = {
			devices: true,
			devices_devices: [ 'mobile' as const ],
		};
		expect( failing( phones, { width: 375 } ) ).toEqual( [] );
		expect( failing( phones, { width: 1280 } ) ).toEqual( [ 'devices' ] );
		const firefox = {
			browsers: true,
			browsers_browsers: 'custom' as const,
			browsers_options: [ 'firefox' ],
		};
		expect( failing( firefox ) ).toEqual( [ 'browsers' ] );
		expect(
			failing( { ...firefox, browsers_browsers: 'all' as const } )
		).toEqual( [] );
	} );

	it( 'times: no more shows than set in the time frame', () => {
		const twice = { times: true, times_times: 2 };
		expect( failing( twice, { timesShown: 1 } ) ).toEqual( [] );
		expect( failing( twice, { timesShown: 2 } ) ).toEqual( [ 'times' ] );
	} );

	it( 'schedule: from its start, until its end', () => {
		const start = Date.UTC( 2026, 11, 1 );
		const end = Date.UTC( 2026, 11, 24 );
		const rule = { schedule: true };
		expect( failing( rule, { schedule: { start, end } } ) ).toEqual( [] );
		expect(
			failing( rule, { schedule: { start, end }, now: end } )
		).toEqual( [ 'schedule' ] );
		expect(
			failing( rule, { schedule: { start: end, end: null } } )
		).toEqual( [ 'schedule' ] );
	} );
} );

describe( 'the visitor', () => {
	it( 'tells search engines, this site and elsewhere apart', () => {
		const here = 'https://example.org/page/';
		for ( const engine of [
			'https://www.google.de/search?q=x',
			'https://search.yahoo.com/',
			'https://www.bing.com/',
			'https://yandex.ru/',
			'https://www.baidu.com/',
		] ) {
			expect( sourceOf( engine, here ) ).toBe( 'search' );
		}
		expect( sourceOf( 'https://example.org/other/', here ) ).toBe(
			'internal'
		);
		expect( sourceOf( 'https://news.example.net/', here ) ).toBe(
			'external'
		);
		expect( sourceOf( '', here ) ).toBe( 'external' );
		expect( sourceOf( 'https://googleblog.example.com/', here ) ).toBe(
			'external'
		);
	} );

	it( 'tells devices by width and browsers by user agent', () => {
		expect( [ 375, 767, 768, 1024, 1025 ].map( deviceOf ) ).toEqual( [
			'mobile',
			'mobile',
			'tablet',
			'tablet',
			'desktop',
		] );
		expect( browserOf( CHROME ) ).toBe( 'chrome' );
		expect( browserOf( `${ CHROME } Edg/124.0` ) ).toBe( 'edge' );
		expect(
			browserOf(
				'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0'
			)
		).toBe( 'firefox' );
		expect(
			browserOf(
				'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
			)
		).toBe( 'safari' );
		expect( browserOf( 'curl/8.0' ) ).toBe( '' );
	} );

	it( 'reads a local schedule on the visitor’s clock, a site one as the server gave it', () => {
		const local = scheduleBounds(
			{
				...OFF,
				schedule_timezone: 'local',
				schedule_start_date: '2026-12-01 09:30',
				schedule_end_date: 'junk',
			},
			{ start: 1, end: 2 }
		);
		expect( local ).toEqual( {
			start: new Date( 2026, 11, 1, 9, 30 ).getTime(),
			end: null,
		} );
		expect( scheduleBounds( OFF, { start: 1, end: 2 } ) ).toEqual( {
			start: 1,
			end: 2,
		} );
	} );
} );
