/**
 * What the facade says to the players and reads from them, through their postMessage APIs
 * (docs/media.md "Video facade"): YouTube's iframe API (`enablejsapi=1`) and Vimeo's player API.
 * Pure: no DOM, tested with jest.
 */

export type Provider = 'youtube' | 'vimeo';

/** What the facade asks a player to do. */
export type Command =
	| { name: 'listen' }
	| { name: 'pause' }
	| { name: 'volume'; percent: number };

/** What a player told the facade; unknown messages read as `{}`. */
export interface PlayerNews {
	ready?: boolean;
	playing?: boolean;
	error?: boolean;
}

/** The origins the players post from. */
export const PLAYER_ORIGINS: Record< Provider, string > = {
	youtube: 'https://www.youtube-nocookie.com',
	vimeo: 'https://player.vimeo.com',
};

/** YouTube's player states that show a stream running: playing (1), buffering (3). */
const RUNNING_STATES = [ 1, 3 ];

/**
 * The message that carries a command, as the provider's player reads it.
 *
 * @param provider The player's provider.
 * @param command  The command.
 * @return The text to post.
 */
export function commandMessage( provider: Provider, command: Command ): string {
	if ( provider === 'vimeo' ) {
		const volume =
			command.name === 'volume' ? command.percent / 100 : undefined;
		return JSON.stringify(
			{
				listen: { method: 'addEventListener', value: 'play' },
				pause: { method: 'pause' },
				volume: { method: 'setVolume', value: volume },
			}[ command.name ]
		);
	}
	if ( command.name === 'listen' ) {
		return JSON.stringify( {
			event: 'listening',
			id: 1,
			channel: 'widget',
		} );
	}
	return JSON.stringify( {
		event: 'command',
		func: command.name === 'pause' ? 'pauseVideo' : 'setVolume',
		args: command.name === 'volume' ? [ command.percent ] : [],
	} );
}

/**
 * What a player's message says.
 *
 * @param provider The player's provider.
 * @param data     The message's data (text or object).
 */
export function readPlayerMessage(
	provider: Provider,
	data: unknown
): PlayerNews {
	let message: unknown = data;
	if ( typeof data === 'string' ) {
		try {
			message = JSON.parse( data );
		} catch {
			return {};
		}
	}
	if ( ! message || typeof message !== 'object' ) {
		return {};
	}
	const { event, info } = message as { event?: unknown; info?: unknown };
	if ( provider === 'vimeo' ) {
		return {
			ready: event === 'ready',
			playing: event === 'play',
			error: event === 'error',
		};
	}
	const state =
		event === 'onStateChange'
			? info
			: ( info as { playerState?: unknown } | null )?.playerState;
	return {
		ready: event === 'onReady' || event === 'initialDelivery',
		playing:
			( event === 'onStateChange' || event === 'infoDelivery' ) &&
			RUNNING_STATES.includes( state as number ),
		error: event === 'onError',
	};
}
