/**
 * The gallery's player: the browser's own `<video>` for videos of the Media Library, and for
 * YouTube a poster with a play button that becomes YouTube's player only when the visitor asks
 * (a click on the poster, or a thumbnail chosen), so nothing of YouTube loads before that.
 */
import { consentByPlaying } from '../consent';
import { playLabel, type GalleryLabels } from './gallery-state';

const CLASS = 'frontage-gallery';

/** YouTube's player, without cookies until the visitor plays. */
const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/';

/** YouTube's origins that post the player's state. */
const YOUTUBE_ORIGINS = [
	'https://www.youtube-nocookie.com',
	'https://www.youtube.com',
];

/** A video to put in the player, read from its thumbnail. */
export interface PlayerVideo {
	id: string;
	title: string;
	src: string;
	picture: Element | null;
}

/**
 * A thumbnail's video.
 *
 * @param thumb The thumbnail button.
 */
export function videoOf( thumb: HTMLElement ): PlayerVideo {
	return {
		id: thumb.dataset.videoid ?? '',
		title:
			thumb.querySelector( `.${ CLASS }__thumb-title` )?.textContent ??
			thumb.getAttribute( 'aria-label' ) ??
			'',
		src: thumb.dataset.src ?? '',
		picture: thumb.querySelector( `.${ CLASS }__picture` ),
	};
}

/**
 * Puts a Media Library video in the `<video>`, playing it when asked.
 *
 * @param video  The `<video>`.
 * @param chosen The video.
 * @param play   Whether to start it.
 */
function setMediaVideo(
	video: HTMLVideoElement,
	chosen: PlayerVideo,
	play: boolean
): void {
	if ( video.dataset.videoid !== chosen.id ) {
		video.src = chosen.src;
		video.dataset.videoid = chosen.id;
		video.setAttribute( 'aria-label', chosen.title );
	}
	if ( play ) {
		// A refused autoplay leaves the video ready under its controls.
		video.play().catch( () => undefined );
	}
}

/**
 * YouTube's player for a video, autoplaying, with its state posted back (for autonext).
 *
 * @param chosen The video.
 */
function youtubeFrame( chosen: PlayerVideo ): HTMLIFrameElement {
	const frame = document.createElement( 'iframe' );
	const query = new URLSearchParams( {
		autoplay: '1',
		rel: '0',
		enablejsapi: '1',
		origin: window.location.origin,
	} );
	frame.src = `${ YOUTUBE_EMBED }${ encodeURIComponent( chosen.id ) }?${ query }`;
	frame.title = chosen.title;
	frame.className = `${ CLASS }__frame`;
	frame.dataset.videoid = chosen.id;
	frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
	frame.allowFullscreen = true;
	// Ask the player to post its state (YouTube's player API, without its script).
	frame.addEventListener( 'load', () =>
		frame.contentWindow?.postMessage(
			JSON.stringify( { event: 'listening', id: chosen.id } ),
			'*'
		)
	);
	return frame;
}

/**
 * The poster and play button of a YouTube video.
 *
 * @param chosen The video.
 * @param labels The words.
 */
function youtubePoster(
	chosen: PlayerVideo,
	labels: GalleryLabels
): HTMLButtonElement {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = `${ CLASS }__play`;
	button.dataset.videoid = chosen.id;
	button.setAttribute( 'aria-label', playLabel( labels, chosen.title ) );
	if ( chosen.picture ) {
		button.append( chosen.picture.cloneNode( true ) );
	}
	const icon = document.createElement( 'span' );
	icon.className = `${ CLASS }__play-icon`;
	icon.innerHTML =
		'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M8 5.5v13l11-6.5-11-6.5Z" fill="currentColor"/></svg>';
	button.append( icon );
	return button;
}

/**
 * Sets the player to a video: plays it when asked; otherwise a Media Library video waits under
 * its controls and a YouTube video waits as its poster.
 *
 * @param player                  The player's box.
 * @param chosen                  The video.
 * @param play                    Whether to start it.
 * @param labels                  The words.
 * @param consent                 The gallery's `data-consent` (`video`) and `data-consent-category`: what
 *                                playing a YouTube video consents to, as with the video facade; none while the
 *                                owner does not block third-party players.
 * @param consent.consent
 * @param consent.consentCategory
 */
export function setPlayer(
	player: HTMLElement,
	chosen: PlayerVideo,
	play: boolean,
	labels: GalleryLabels,
	consent: { consent?: string; consentCategory?: string } = {}
): void {
	const now = player.querySelector( `.${ CLASS }__now` );
	if ( now ) {
		now.textContent = chosen.title;
	}
	const video = player.querySelector( 'video' );
	if ( video ) {
		setMediaVideo( video, chosen, play );
		return;
	}
	if ( play ) {
		// Asking YouTube to play is the visitor's consent to videos, as the facade's click is.
		consentByPlaying( consent.consent, consent.consentCategory );
	}
	player
		.querySelector( `.${ CLASS }__play, .${ CLASS }__frame` )
		?.replaceWith(
			play ? youtubeFrame( chosen ) : youtubePoster( chosen, labels )
		);
}

/**
 * Calls back when the player's video ends: the `<video>`'s `ended`, or YouTube's player posting
 * state 0 (ended).
 *
 * @param player The player's box.
 * @param ended  Called with the video's id.
 */
export function onVideoEnd(
	player: HTMLElement,
	ended: ( id: string ) => void
): void {
	const video = player.querySelector( 'video' );
	if ( video ) {
		video.addEventListener( 'ended', () =>
			ended( video.dataset.videoid ?? '' )
		);
		return;
	}
	window.addEventListener( 'message', ( event: MessageEvent ) => {
		const frame = player.querySelector< HTMLIFrameElement >( 'iframe' );
		if (
			! frame ||
			event.source !== frame.contentWindow ||
			! YOUTUBE_ORIGINS.includes( event.origin )
		) {
			return;
		}
		if ( youtubeEnded( event.data ) ) {
			ended( frame.dataset.videoid ?? '' );
		}
	} );
}

/**
 * Whether a message of YouTube's player says the video ended.
 *
 * @param data The message's data (JSON text).
 */
export function youtubeEnded( data: unknown ): boolean {
	try {
		const message = typeof data === 'string' ? JSON.parse( data ) : data;
		return (
			( message?.event === 'onStateChange' && message.info === 0 ) ||
			( message?.event === 'infoDelivery' &&
				message.info?.playerState === 0 )
		);
	} catch {
		return false;
	}
}
