/**
 * A builder popup's timing rules (docs/popups.md "Settings"): whether it may show to
 * this visitor, now. Pure: what is known of the visitor is passed in. Each rule that is switched
 * on must pass; the answer lists the ones that did not, so the editor preview can say why.
 */
import type { Device, PopupTiming, Source } from '../popup-settings';

/** docs/popups.md "Settings": referrers from these count as search. */
export const SEARCH_ENGINES = [ 'google', 'yahoo', 'bing', 'yandex', 'baidu' ];

/** Widths below these are phones and tablets (the block editor's own breakpoints). */
export const MOBILE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 1024;

export interface Visitor {
	/** Page views on the site, this one included. */
	pageViews: number;
	/** The visitor's session number: 1 for the first. */
	sessions: number;
	/** This page's address. */
	href: string;
	/** document.referrer. */
	referrer: string;
	/** null for an anonymous visitor; the user's roles otherwise. */
	roles: string[] | null;
	/** Viewport width in CSS px. */
	width: number;
	/** navigator.userAgent. */
	userAgent: string;
	/** How often the popup was shown in its time frame (popup-storage.ts). */
	timesShown: number;
	/** The time, ms. */
	now: number;
	/** The schedule's bounds in ms, worked out by scheduleBounds(). */
	schedule: { start: number | null; end: number | null };
}

export type TimingRule =
	| 'page_views'
	| 'sessions'
	| 'url'
	| 'sources'
	| 'logged_in'
	| 'devices'
	| 'browsers'
	| 'times'
	| 'schedule';

/**
 * The rules that hold the popup back; empty when it may show.
 *
 * @param timing  The popup's timing rules.
 * @param visitor The visitor, now.
 */
export function failedTimingRules(
	timing: PopupTiming,
	visitor: Visitor
): TimingRule[] {
	const checks: Record< TimingRule, () => boolean > = {
		page_views: () => visitor.pageViews >= timing.page_views_views,
		sessions: () => visitor.sessions >= timing.sessions_sessions,
		url: () => urlAllows( timing, visitor.href ),
		sources: () =>
			timing.sources_sources.includes(
				sourceOf( visitor.referrer, visitor.href )
			),
		logged_in: () => loggedInAllows( timing, visitor.roles ),
		devices: () =>
			timing.devices_devices.includes( deviceOf( visitor.width ) ),
		browsers: () =>
			timing.browsers_browsers === 'all' ||
			timing.browsers_options.includes( browserOf( visitor.userAgent ) ),
		times: () => visitor.timesShown < timing.times_times,
		schedule: () =>
			( visitor.schedule.start === null ||
				visitor.now >= visitor.schedule.start ) &&
			( visitor.schedule.end === null ||
				visitor.now < visitor.schedule.end ),
	};
	return ( Object.keys( checks ) as TimingRule[] ).filter(
		( rule ) => timing[ rule ] && ! checks[ rule ]()
	);
}

/**
 * The url rule: show only where the address contains the text, or hide there. A regular
 * expression (`regex`) is never run here: the browser's engine can backtrack for seconds on a
 * pattern like (a+)+$ and freeze the tab, so the server tests it where backtracking is bounded
 * and leaves the popup's triggers off where it does not match
 * (includes/popups/class-popup-output.php); a popup that reaches the page has passed it.
 *
 * @param timing The rules.
 * @param href   This page's address.
 */
export function urlAllows( timing: PopupTiming, href: string ): boolean {
	const wanted = timing.url_url.trim();
	if ( wanted === '' || timing.url_action === 'regex' ) {
		return true;
	}
	const contains = href.includes( wanted );
	return timing.url_action === 'show' ? contains : ! contains;
}

/**
 * Where the visitor came from: a search engine, this site, or anywhere else (a visit with no
 * referrer came from outside the site).
 *
 * @param referrer document.referrer.
 * @param href     This page's address.
 */
export function sourceOf( referrer: string, href: string ): Source {
	let from: URL;
	try {
		from = new URL( referrer );
	} catch {
		return 'external';
	}
	const host = from.hostname.toLowerCase();
	if (
		SEARCH_ENGINES.some( ( engine ) =>
			host.split( '.' ).includes( engine )
		)
	) {
		return 'search';
	}
	try {
		return host === new URL( href ).hostname.toLowerCase()
			? 'internal'
			: 'external';
	} catch {
		return 'external';
	}
}

/**
 * docs/popups.md "Settings": anonymous visitors always pass; a signed-in user is held back when the rule covers all
 * users, or one of the listed roles is theirs.
 *
 * @param timing The rules.
 * @param roles  The user's roles, or null when anonymous.
 */
export function loggedInAllows(
	timing: PopupTiming,
	roles: string[] | null
): boolean {
	if ( roles === null ) {
		return true;
	}
	if ( timing.logged_in_users === 'all' ) {
		return false;
	}
	return ! roles.some( ( role ) => timing.logged_in_roles.includes( role ) );
}

/**
 * The device type from the viewport's width.
 *
 * @param width CSS px.
 */
export function deviceOf( width: number ): Device {
	if ( width <= MOBILE_MAX_WIDTH ) {
		return 'mobile';
	}
	return width <= TABLET_MAX_WIDTH ? 'tablet' : 'desktop';
}

/**
 * The browser from its user agent: chrome, firefox, safari, edge, opera, samsung, or ''.
 * Order matters: Edge, Opera and Samsung Internet also say Chrome, and Chrome also says Safari.
 *
 * @param userAgent navigator.userAgent.
 */
export function browserOf( userAgent: string ): string {
	const rules: Array< [ string, RegExp ] > = [
		[ 'edge', /\bEdg(e|A|iOS)?\// ],
		[ 'opera', /\b(OPR|Opera)\// ],
		[ 'samsung', /\bSamsungBrowser\// ],
		[ 'firefox', /\b(Firefox|FxiOS)\// ],
		[ 'chrome', /\b(Chrome|CriOS)\// ],
		[ 'safari', /\bVersion\/[\d.]+.*Safari\// ],
	];
	return (
		rules.find( ( [ , pattern ] ) => pattern.test( userAgent ) )?.[ 0 ] ??
		''
	);
}

/**
 * The schedule's bounds in ms. `site`: the server gives them already in ms (it knows the site's
 * time zone, daylight saving included); `local`: the dates are read as the visitor's wall clock.
 *
 * @param timing           The rules.
 * @param siteBounds       The bounds PHP worked out in the site's time zone.
 * @param siteBounds.start
 * @param siteBounds.end
 */
export function scheduleBounds(
	timing: PopupTiming,
	siteBounds: { start: number | null; end: number | null }
): { start: number | null; end: number | null } {
	if ( timing.schedule_timezone === 'site' ) {
		return siteBounds;
	}
	return {
		start: localTime( timing.schedule_start_date ),
		end: localTime( timing.schedule_end_date ),
	};
}

/**
 * A schedule bound on the visitor's clock, or null for none or a value that is not a date.
 *
 * @param value `YYYY-MM-DD` or `YYYY-MM-DD HH:MM`.
 */
function localTime( value: string ): number | null {
	const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(
		value
	);
	if ( ! match ) {
		return null;
	}
	const [ year, month, day, hour = 0, minute = 0 ] = match
		.slice( 1 )
		.map( ( part ) => ( part === undefined ? 0 : Number( part ) ) );
	return new Date( year, month - 1, day, hour, minute ).getTime();
}
