/**
 * What builder popups keep in the visitor's browser (docs/popups.md "Browser storage"): values that
 * expire after a lifetime in seconds; how often each
 * popup was shown in its time frame (docs/popups.md "Settings": day 86400 s, week 604800 s, month 2628288 s); and the
 * do-not-show-again flag. Pure: the store and the clock are passed in. Page views (of the site
 * and of each address) and sessions are counted by visit-counter.ts, shared with the modal block.
 */
import type { Period } from '../popup-settings';
import type { KeyValueStore } from '../visit-counter';

/** The time frames, in seconds (docs/popups.md "Settings": `times`). */
export const PERIOD_SECONDS: Readonly< Record< Period, number > > = {
	'': 0,
	day: 86400,
	week: 604800,
	month: 2628288,
	session: 0,
};

/** Every key starts with this. */
export const STORAGE_PREFIX = 'frontage_popup_';

interface Stored< T > {
	value: T;
	/** When it stops counting, in ms since the epoch; 0 for never. */
	expires: number;
}

/**
 * A stored value, or null when it is missing, expired, or not one of ours (corrupt or foreign
 * values are ignored, never thrown).
 *
 * @param store The storage.
 * @param key   Its key.
 * @param now   The time, ms.
 */
export function readStored< T >(
	store: KeyValueStore,
	key: string,
	now: number
): T | null {
	return readEntry< T >( store, key, now )?.value ?? null;
}

/**
 * A stored value with its expiry, or null (see readStored()).
 *
 * @param store The storage.
 * @param key   Its key.
 * @param now   The time, ms.
 */
function readEntry< T >(
	store: KeyValueStore,
	key: string,
	now: number
): Stored< T > | null {
	let parsed: unknown;
	try {
		parsed = JSON.parse( store.getItem( key ) ?? 'null' );
	} catch {
		return null;
	}
	if (
		! parsed ||
		typeof parsed !== 'object' ||
		! ( 'value' in parsed ) ||
		typeof ( parsed as Stored< T > ).expires !== 'number'
	) {
		return null;
	}
	const entry = parsed as Stored< T >;
	return entry.expires === 0 || entry.expires > now ? entry : null;
}

/**
 * Stores a value until a time.
 *
 * @param store The storage.
 * @param key   Its key.
 * @param entry The value and its expiry.
 */
function writeEntry< T >(
	store: KeyValueStore,
	key: string,
	entry: Stored< T >
): void {
	try {
		store.setItem( key, JSON.stringify( entry ) );
	} catch {
		// Storage full or refused (private browsing): the popup behaves as on a first visit.
	}
}

/**
 * Stores a value for a lifetime.
 *
 * @param store           The storage.
 * @param key             Its key.
 * @param value           The value.
 * @param lifetimeSeconds How long it counts; 0 for ever.
 * @param now             The time, ms.
 */
export function writeStored< T >(
	store: KeyValueStore,
	key: string,
	value: T,
	lifetimeSeconds: number,
	now: number
): void {
	writeEntry( store, key, {
		value,
		expires: lifetimeSeconds > 0 ? now + lifetimeSeconds * 1000 : 0,
	} );
}

/**
 * A whole number from storage, 0 for anything else.
 *
 * @param value A stored value.
 */
function whole( value: unknown ): number {
	return typeof value === 'number' && Number.isInteger( value ) && value > 0
		? value
		: 0;
}

/**
 * The key a popup's settings-dependent values live under: its id, and its content version when
 * the caps reset on a change of content.
 *
 * @param popupId The popup.
 * @param version Its content version ('' when caps do not reset).
 * @param name    What is stored.
 */
export function popupKey(
	popupId: number,
	version: string,
	name: string
): string {
	return `${ STORAGE_PREFIX }${ popupId }${ version ? `_${ version }` : '' }_${ name }`;
}

/** How often a popup was shown in its time frame. */
interface ShowCount {
	count: number;
	/** For the `session` frame: the session it counts in. */
	session: number;
}

/**
 * The popup's show count for its current time frame, or null when none is running.
 *
 * @param store   The storage.
 * @param key     popupKey( …, 'times' ).
 * @param session The visitor's session number (visit-counter.ts).
 * @param now     The time, ms.
 */
function currentFrame(
	store: KeyValueStore,
	key: string,
	session: number,
	now: number
): Stored< ShowCount > | null {
	const entry = readEntry< ShowCount >( store, key, now );
	if (
		! entry ||
		typeof entry.value !== 'object' ||
		entry.value === null ||
		( entry.value.session !== 0 && entry.value.session !== session )
	) {
		return null;
	}
	return entry;
}

/**
 * How many times a popup counted as shown in its current time frame.
 *
 * @param store   The storage.
 * @param key     popupKey( …, 'times' ).
 * @param session The visitor's session number (visit-counter.ts).
 * @param now     The time, ms.
 */
export function timesShown(
	store: KeyValueStore,
	key: string,
	session: number,
	now: number
): number {
	return whole( currentFrame( store, key, session, now )?.value.count );
}

/**
 * Counts one show in the time frame; a frame starts at its first show and lasts the period
 * (a `session` frame lasts the session, '' for ever).
 *
 * @param store   The storage.
 * @param key     popupKey( …, 'times' ).
 * @param period  times_period.
 * @param session The visitor's session number.
 * @param now     The time, ms.
 */
export function countShow(
	store: KeyValueStore,
	key: string,
	period: Period,
	session: number,
	now: number
): void {
	const frame = currentFrame( store, key, session, now );
	const lifetime = PERIOD_SECONDS[ period ] ?? 0;
	writeEntry< ShowCount >( store, key, {
		value: {
			count: whole( frame?.value.count ) + 1,
			session: period === 'session' ? session : 0,
		},
		expires: frame?.expires ?? ( lifetime > 0 ? now + lifetime * 1000 : 0 ),
	} );
}

/**
 * Whether the visitor asked not to see a popup again (a `popup:close` link with
 * do_not_show_again).
 *
 * @param store   The storage.
 * @param popupId The popup.
 * @param version Its content version.
 * @param now     The time, ms.
 */
export function isDisabled(
	store: KeyValueStore,
	popupId: number,
	version: string,
	now: number
): boolean {
	return (
		readStored( store, popupKey( popupId, version, 'disabled' ), now ) ===
		true
	);
}

/**
 * Never shows the popup again (for this content version).
 *
 * @param store   The storage.
 * @param popupId The popup.
 * @param version Its content version.
 * @param now     The time, ms.
 */
export function disable(
	store: KeyValueStore,
	popupId: number,
	version: string,
	now: number
): void {
	writeStored(
		store,
		popupKey( popupId, version, 'disabled' ),
		true,
		0,
		now
	);
}
