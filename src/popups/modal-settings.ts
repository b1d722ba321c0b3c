/**
 * The modal block's settings as the page carries them: render.php writes one `data-*` attribute
 * per setting on the block's wrapper, named as docs/popups.md names the modal's data attributes
 * (`data-trigger-on`, `data-cookies-type`, …). This module turns those strings into typed
 * settings with their documented defaults. includes/popups/class-modal-block.php writes the same names.
 */

/**
 * What opens the modal (`data-trigger-on`). A click on the button or text link, or on elements
 * the owner names; automatically (after a delay, on exit intent); on scrolling; or only by the
 * `uael-modal-action` URL parameter, which opens any modal whatever its trigger.
 */
export const TRIGGERS = [
	'button',
	'text',
	'icon',
	'photo',
	'automatic',
	'on_scroll',
	'on_scroll_element',
	'custom',
	'custom_id',
	'via_url',
] as const;

export type Trigger = ( typeof TRIGGERS )[ number ];

/** docs/popups.md "The modal block": a page-view rule shows the modal from the 3rd page view on, unless set otherwise. */
export const DEFAULT_PAGE_VIEWS = 3;

/** docs/popups.md "The modal block": a session rule shows the modal from the 2nd session on, unless set otherwise. */
export const DEFAULT_SESSIONS = 2;

/** How long the "don't show again" cookie lasts when the page names no number of days. */
export const DEFAULT_COOKIE_DAYS = 7;

/** The boolean data attributes (docs/popups.md) say `yes` for true; anything else is false. */
const YES = 'yes';

export interface CookieRule {
	/** `default`: the cookie is set when the modal opens; `closed`: when it is closed. */
	type: 'default' | 'closed';
	/** Lifetime in days; 0 keeps it until the browser closes. */
	days: number;
}

export interface PageViewRule {
	/** The modal shows from this page view on. */
	count: number;
	/** `global`: views of the site's pages; `current`: views of this page. */
	scope: 'global' | 'current';
}

export interface SessionRule {
	/** The modal shows from this session on, counted from the visitor's first sight of it. */
	count: number;
}

export interface ModalSettings {
	/** The id that `?uael-modal-action=<id>` and the cookie name use; may be empty. */
	id: string;
	trigger: Trigger;
	/** For `automatic`: open after this many seconds, or never by time (null). */
	openAfterSeconds: number | null;
	/** For `automatic`: open when the pointer leaves the window through its top edge. */
	exitIntent: boolean;
	/** For `on_scroll`. */
	scrollDirection: 'down' | 'up';
	/** For `on_scroll` down: the scroll depth, in percent of the page, that opens the modal. */
	scrollPercentage: number;
	/** For `on_scroll_element`: the comma-separated selectors of the elements to watch. */
	scrollElement: string;
	/** For `custom`: comma-separated class names whose elements open the modal on click. */
	customClasses: string;
	/** For `custom_id`: comma-separated ids whose elements open the modal on click. */
	customIds: string;
	closeOnEsc: boolean;
	closeOnOverlay: boolean;
	/** Rules that keep an automatic trigger from opening the modal; null when not set. */
	cookie: CookieRule | null;
	pageViews: PageViewRule | null;
	sessions: SessionRule | null;
}

/**
 * The `data-*` attributes of a modal's wrapper as `element.dataset` gives them (camelCase keys).
 */
export type ModalDataset = Readonly< Record< string, string | undefined > >;

/**
 * Reads a modal's settings from its wrapper's data attributes, with the documented defaults for
 * anything missing or malformed.
 *
 * @param data The wrapper's `dataset`.
 * @return The modal's settings.
 */
export function readModalSettings( data: ModalDataset ): ModalSettings {
	const trigger = oneOf( data.triggerOn, TRIGGERS, 'button' );
	return {
		id: data.modalId ?? '',
		trigger,
		openAfterSeconds:
			data.afterSec === YES
				? wholeNumber( data.afterSecVal, 0, 0 )
				: null,
		exitIntent: data.exitIntent === YES,
		scrollDirection: oneOf(
			data.scrollDirection,
			[ 'down', 'up' ] as const,
			'down'
		),
		scrollPercentage: Math.min(
			100,
			wholeNumber( data.scrollPercentage, 50, 0 )
		),
		scrollElement: data.scrollElement ?? '',
		customClasses: data.custom ?? '',
		customIds: data.customId ?? '',
		// Closing is allowed unless the page says otherwise: a modal nobody can leave is worse.
		closeOnEsc: data.closeOnEsc !== 'no',
		closeOnOverlay: data.closeOnOverlay !== 'no',
		cookie:
			data.cookies === YES
				? {
						type: oneOf(
							data.cookiesType,
							[ 'default', 'closed' ] as const,
							'default'
						),
						days: wholeNumber(
							data.cookiesDays,
							DEFAULT_COOKIE_DAYS,
							0
						),
					}
				: null,
		pageViews:
			data.pageViewsEnabled === YES
				? {
						count: wholeNumber(
							data.pageViewsCount,
							DEFAULT_PAGE_VIEWS,
							1
						),
						scope: oneOf(
							data.pageViewsScope,
							[ 'global', 'current' ] as const,
							'global'
						),
					}
				: null,
		sessions:
			data.sessionsEnabled === YES
				? {
						count: wholeNumber(
							data.sessionsCount,
							DEFAULT_SESSIONS,
							1
						),
					}
				: null,
	};
}

/**
 * A value from a fixed list, or the fallback.
 *
 * @param value    The attribute's value.
 * @param allowed  The values it may take.
 * @param fallback The value when it is missing or not in the list.
 * @return One of the allowed values.
 */
function oneOf< T extends string >(
	value: string | undefined,
	allowed: readonly T[],
	fallback: T
): T {
	return allowed.find( ( option ) => option === value ) ?? fallback;
}

/**
 * A whole number of at least `minimum`, or the fallback when the value is not a number.
 *
 * @param value    The attribute's value.
 * @param fallback The value when it is missing or not a number.
 * @param minimum  The smallest value allowed; smaller numbers are raised to it.
 * @return The number.
 */
function wholeNumber(
	value: string | undefined,
	fallback: number,
	minimum: number
): number {
	const number = Number.parseInt( value ?? '', 10 );
	return Number.isNaN( number ) ? fallback : Math.max( minimum, number );
}
