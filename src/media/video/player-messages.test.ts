import { commandMessage, readPlayerMessage } from './player-messages';

describe( 'commands to the players', () => {
	it( 'speaks YouTube’s iframe API', () => {
		expect(
			JSON.parse( commandMessage( 'youtube', { name: 'pause' } ) )
		).toEqual( {
			event: 'command',
			func: 'pauseVideo',
			args: [],
		} );
		expect(
			JSON.parse(
				commandMessage( 'youtube', { name: 'volume', percent: 40 } )
			)
		).toEqual( { event: 'command', func: 'setVolume', args: [ 40 ] } );
		expect(
			JSON.parse( commandMessage( 'youtube', { name: 'listen' } ) ).event
		).toBe( 'listening' );
	} );

	it( 'speaks Vimeo’s player API (volume from 0 to 1)', () => {
		expect(
			JSON.parse( commandMessage( 'vimeo', { name: 'pause' } ) )
		).toEqual( {
			method: 'pause',
		} );
		expect(
			JSON.parse(
				commandMessage( 'vimeo', { name: 'volume', percent: 40 } )
			)
		).toEqual( { method: 'setVolume', value: 0.4 } );
		expect(
			JSON.parse( commandMessage( 'vimeo', { name: 'listen' } ) )
		).toEqual( { method: 'addEventListener', value: 'play' } );
	} );
} );

describe( 'news from the players', () => {
	it( 'reads YouTube’s ready, playing, buffering and errors', () => {
		expect(
			readPlayerMessage( 'youtube', '{"event":"onReady"}' ).ready
		).toBe( true );
		expect(
			readPlayerMessage( 'youtube', '{"event":"onStateChange","info":1}' )
				.playing
		).toBe( true );
		expect(
			readPlayerMessage(
				'youtube',
				'{"event":"infoDelivery","info":{"playerState":3}}'
			).playing
		).toBe( true );
		expect(
			readPlayerMessage( 'youtube', '{"event":"onStateChange","info":2}' )
				.playing
		).toBe( false );
		expect(
			readPlayerMessage( 'youtube', '{"event":"onError","info":150}' )
				.error
		).toBe( true );
	} );

	it( 'reads Vimeo’s ready and play', () => {
		expect( readPlayerMessage( 'vimeo', { event: 'ready' } ).ready ).toBe(
			true
		);
		expect( readPlayerMessage( 'vimeo', '{"event":"play"}' ).playing ).toBe(
			true
		);
	} );

	it( 'ignores what is not a player’s message', () => {
		expect( readPlayerMessage( 'youtube', 'not json' ) ).toEqual( {} );
		expect( readPlayerMessage( 'vimeo', null ) ).toEqual( {} );
		expect( readPlayerMessage( 'youtube', '{"event":"other"}' ) ).toEqual( {
			ready: false,
			playing: false,
			error: false,
		} );
	} );
} );
