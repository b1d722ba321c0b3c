/**
 * The video addresses the facade accepts (docs/media.md "Video facade"), checked in the editor
 * as Video_Address checks them on the server: YouTube ids are 11 letters, digits, `_` or `-`,
 * Vimeo ids are numbers, a live channel is `UC` and 22 more. An address that names no video
 * shows nothing to visitors; the editor says why.
 */

export type VideoAddress =
	| { provider: 'youtube' | 'vimeo'; id: string; channel: boolean }
	| { problem: 'empty' | 'not-an-address' | 'foreign' | 'bad-id' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

const YOUTUBE_HOSTS = [
	'youtube.com',
	'www.youtube.com',
	'm.youtube.com',
	'youtube-nocookie.com',
	'www.youtube-nocookie.com',
	'youtu.be',
];
const VIMEO_HOSTS = [ 'vimeo.com', 'www.vimeo.com', 'player.vimeo.com' ];
const YOUTUBE_PATH = /^\/(?:embed|shorts|live|v)\/([^/]+)\/?$/;
const VIMEO_PATH =
	/^\/(?:video\/|channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d+)(?:\/[0-9a-f]+)?\/?$/;

/**
 * The video an address names, or what is wrong with it.
 *
 * @param text The address as the editor typed it.
 */
export function parseVideoAddress( text: string ): VideoAddress {
	const trimmed = text.trim();
	if ( trimmed === '' ) {
		return { problem: 'empty' };
	}
	let url: URL;
	try {
		url = new URL( trimmed );
	} catch {
		return { problem: 'not-an-address' };
	}
	if ( url.protocol !== 'http:' && url.protocol !== 'https:' ) {
		return { problem: 'not-an-address' };
	}
	const host = url.hostname.toLowerCase();
	if ( VIMEO_HOSTS.includes( host ) ) {
		const id = VIMEO_PATH.exec( url.pathname )?.[ 1 ] ?? '';
		return checked( 'vimeo', id, VIMEO_ID, false );
	}
	if ( ! YOUTUBE_HOSTS.includes( host ) ) {
		return { problem: 'foreign' };
	}
	const path = url.pathname.replace( /\/$/, '' );
	const channel =
		/^\/channel\/([^/]+)\/live$/.exec( path )?.[ 1 ] ??
		( path === '/embed/live_stream'
			? ( url.searchParams.get( 'channel' ) ?? '' )
			: null );
	if ( channel !== null ) {
		return checked( 'youtube', channel, CHANNEL_ID, true );
	}
	let id = '';
	if ( host === 'youtu.be' ) {
		id = url.pathname.replace( /^\/|\/$/g, '' );
	} else if ( path === '/watch' ) {
		id = url.searchParams.get( 'v' ) ?? '';
	} else {
		id = YOUTUBE_PATH.exec( url.pathname )?.[ 1 ] ?? '';
	}
	return checked( 'youtube', id, YOUTUBE_ID, false );
}

/**
 * The video, when its id has the right shape.
 *
 * @param provider The provider.
 * @param id       The id found.
 * @param shape    Its pattern.
 * @param channel  Whether it is a live channel.
 */
function checked(
	provider: 'youtube' | 'vimeo',
	id: string,
	shape: RegExp,
	channel: boolean
): VideoAddress {
	return shape.test( id ) ? { provider, id, channel } : { problem: 'bad-id' };
}
