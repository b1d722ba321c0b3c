import { youtubeEnded } from './gallery-player';

describe( 'youtubeEnded', () => {
	it( 'reads the end of a video from YouTube’s player messages', () => {
		expect( youtubeEnded( '{"event":"onStateChange","info":0}' ) ).toBe(
			true
		);
		expect(
			youtubeEnded( '{"event":"infoDelivery","info":{"playerState":0}}' )
		).toBe( true );
		expect( youtubeEnded( '{"event":"onStateChange","info":1}' ) ).toBe(
			false
		);
		expect( youtubeEnded( 'not json' ) ).toBe( false );
	} );
} );
