/**
 * The video facade on the page (docs/media.md "Video facade"): a click on a facade's button
 * swaps its poster for the player (autoplay=1), moves focus into it and, while the owner keeps
 * third-party players blocked, records the visitor's consent to videos. Started players pause
 * each other and get the owner's volume once ready, through the players' postMessage APIs; a
 * live channel that is not live is replaced by the facade's fallback text. Loaded only on pages
 * with a facade (Video_Facade enqueues it); no dependencies.
 */
import { consentByPlaying, hasConsent } from '../consent';
import {
	FACADE_CLASS,
	VIDEO_START_EVENT,
	VIDEO_STOP_EVENT,
} from '../video-events';
import {
	commandMessage,
	PLAYER_ORIGINS,
	readPlayerMessage,
	type Command,
	type Provider,
} from './player-messages';

import './facade.scss';

/** docs/media.md "Video facade": the player's API is asked again every second, five times at most. */
const READY_CHECK_MS = 1000;
const READY_CHECKS = 5;

/** docs/media.md "Video facade": a live channel's player stays hidden 4 s at most. */
const LIVE_WAIT_MS = 4000;

const CLASS = {
	root: FACADE_CLASS,
	frame: 'frontage-video__frame',
	play: 'frontage-video__play',
	offline: 'frontage-video__offline',
	playing: 'is-playing',
	waiting: 'is-waiting',
} as const;

interface Player {
	root: HTMLElement;
	frame: HTMLIFrameElement;
	provider: Provider;
	ready: boolean;
	/** The facade's poster and button, put back when the player stops. */
	facade: Node[];
}

const players: Player[] = [];

/**
 * Sends a command to a player (ignored until its page is there).
 *
 * @param player  The player.
 * @param command The command.
 */
function send( player: Player, command: Command ): void {
	player.frame.contentWindow?.postMessage(
		commandMessage( player.provider, command ),
		PLAYER_ORIGINS[ player.provider ]
	);
}

/**
 * Swaps a facade's poster for its player.
 *
 * @param root      The facade.
 * @param byVisitor Whether the visitor clicked (which gives consent), not a modal opening.
 */
function play( root: HTMLElement, byVisitor: boolean ): void {
	const box = root.querySelector( `.${ CLASS.frame }` );
	const {
		player: src,
		provider,
		consent,
		consentCategory,
		title = '',
	} = root.dataset;
	if ( ! box || ! src || players.some( ( p ) => p.root === root ) ) {
		return;
	}
	if ( byVisitor ) {
		consentByPlaying( consent, consentCategory );
	}
	const frame = document.createElement( 'iframe' );
	frame.src = src;
	frame.title = title;
	frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
	frame.allowFullscreen = true;
	const player: Player = {
		root,
		frame,
		provider: provider === 'vimeo' ? 'vimeo' : 'youtube',
		ready: false,
		facade: Array.from( box.childNodes ),
	};
	box.replaceChildren( frame );
	root.classList.add( CLASS.playing );
	players.push( player );
	pauseOthers( player );
	frame.addEventListener( 'load', () => askUntilReady( player, 0 ), {
		once: true,
	} );
	if ( root.dataset.live ) {
		root.classList.add( CLASS.waiting );
		window.setTimeout( () => {
			if ( root.classList.contains( CLASS.waiting ) ) {
				offline( player );
			}
		}, LIVE_WAIT_MS );
	}
	frame.focus();
}

/**
 * Asks the player to report to us, again every second until it answers (five times at most).
 *
 * @param player The player.
 * @param asked  How many times it was asked.
 */
function askUntilReady( player: Player, asked: number ): void {
	if (
		player.ready ||
		asked >= READY_CHECKS ||
		! players.includes( player )
	) {
		return;
	}
	send( player, { name: 'listen' } );
	window.setTimeout(
		() => askUntilReady( player, asked + 1 ),
		READY_CHECK_MS
	);
}

/**
 * Pauses every player but one.
 *
 * @param current The one that plays.
 */
function pauseOthers( current: Player ): void {
	players
		.filter( ( player ) => player !== current )
		.forEach( ( player ) => send( player, { name: 'pause' } ) );
}

/**
 * Replaces a live channel that is not live by the facade's fallback text.
 *
 * @param player The live channel's player.
 */
function offline( player: Player ): void {
	const fallback = player.root.querySelector< HTMLElement >(
		`.${ CLASS.offline }`
	);
	stop( player.root );
	player.root.querySelector( `.${ CLASS.frame }` )?.remove();
	if ( fallback ) {
		fallback.hidden = false;
		fallback.tabIndex = -1;
		fallback.focus();
	}
}

/**
 * Puts a facade's poster and button back (its player unloaded).
 *
 * @param root The facade.
 */
function stop( root: HTMLElement ): void {
	const index = players.findIndex( ( player ) => player.root === root );
	if ( index < 0 ) {
		return;
	}
	const [ player ] = players.splice( index, 1 );
	root.classList.remove( CLASS.playing, CLASS.waiting );
	player.frame.parentElement?.replaceChildren( ...player.facade );
}

/**
 * Acts on a player's message.
 *
 * @param event The message.
 */
function onMessage( event: MessageEvent ): void {
	const player = players.find(
		( p ) => p.frame.contentWindow === event.source
	);
	if ( ! player || event.origin !== PLAYER_ORIGINS[ player.provider ] ) {
		return;
	}
	const news = readPlayerMessage( player.provider, event.data );
	if ( news.ready && ! player.ready ) {
		player.ready = true;
		send( player, { name: 'listen' } );
		const volume = player.root.dataset.volume;
		if ( volume ) {
			send( player, { name: 'volume', percent: Number( volume ) } );
		}
	}
	if ( news.playing ) {
		player.root.classList.remove( CLASS.waiting );
		pauseOthers( player );
	} else if ( news.error && player.root.dataset.live ) {
		offline( player );
	}
}

document.addEventListener( 'click', ( event ) => {
	const button =
		event.target instanceof Element
			? event.target.closest( `.${ CLASS.play }` )
			: null;
	const root = button?.closest< HTMLElement >( `.${ CLASS.root }` );
	if ( root ) {
		play( root, true );
	}
} );
// A modal that opens or closes with a facade inside (blocks/modal/view.ts) starts it, when the
// visitor agreed to its kind before, or stops it.
document.addEventListener( VIDEO_START_EVENT, ( event ) => {
	const root = event.target as HTMLElement;
	if ( ! root.dataset.consent || hasConsent( root.dataset.consent ) ) {
		play( root, false );
	}
} );
document.addEventListener( VIDEO_STOP_EVENT, ( event ) =>
	stop( event.target as HTMLElement )
);
window.addEventListener( 'message', onMessage );
