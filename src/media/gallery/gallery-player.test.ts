import { setPlayer, youtubeEnded } from './gallery-player';
import type { GalleryLabels } from './gallery-state';

const LABELS = { play: 'Play: %s' } as GalleryLabels;

interface ApiWindow {
	wp_has_consent?: ( category: string ) => boolean;
	wp_set_consent?: ( category: string, value: string ) => void;
	wp_fallback_consent_type?: string;
}

const api = window as unknown as ApiWindow;

/** A gallery's YouTube player as the server prints it: a poster button. */
function youtubePlayer(): HTMLElement {
	document.body.innerHTML =
		'<div class="frontage-gallery__player"><button type="button" class="frontage-gallery__play" data-videoid="aaaaaaaaaa1" aria-label="Play: First"></button><p class="frontage-gallery__now">First</p></div>';
	return document.querySelector( '.frontage-gallery__player' )!;
}

/**
 * Plays a YouTube video in a fresh player.
 * @param consent
 * @param consent.consent
 * @param consent.consentCategory
 */
function play( consent: { consent?: string; consentCategory?: string } ) {
	setPlayer(
		youtubePlayer(),
		{ id: 'aaaaaaaaaa2', title: 'Second', src: '', picture: null },
		true,
		LABELS,
		consent
	);
}

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

describe( 'the YouTube player’s consent, as the video facade’s', () => {
	afterEach( () => {
		delete api.wp_has_consent;
		delete api.wp_set_consent;
		delete api.wp_fallback_consent_type;
		document.cookie = 'frontage_consent=; max-age=0; path=/';
	} );

	it( 'plays at once and records consent to videos while blocking is on', () => {
		play( { consent: 'video' } );
		expect(
			document.querySelector( 'iframe' )?.getAttribute( 'src' )
		).toMatch(
			/^https:\/\/www\.youtube-nocookie\.com\/embed\/aaaaaaaaaa2\?autoplay=1/
		);
		expect( document.cookie ).toBe( 'frontage_consent=video' );
	} );

	it( 'records nothing while blocking is off', () => {
		play( {} );
		expect( document.querySelector( 'iframe' ) ).not.toBeNull();
		expect( document.cookie ).toBe( '' );
	} );

	it( 'keeps the kinds agreed to before', () => {
		document.cookie = 'frontage_consent=map; path=/';
		play( { consent: 'video' } );
		expect( document.cookie ).toBe( 'frontage_consent=map%2Cvideo' );
	} );

	it( 'tells a consent plugin in charge, by the category the server named, once', () => {
		const told: string[] = [];
		api.wp_fallback_consent_type = 'optin';
		api.wp_has_consent = ( category ) => told.includes( category );
		api.wp_set_consent = ( category ) => told.push( category );
		play( { consent: 'video', consentCategory: 'statistics' } );
		play( { consent: 'video', consentCategory: 'statistics' } );
		expect( told ).toEqual( [ 'statistics' ] );
		expect( document.cookie ).toBe( '' );
		expect( document.querySelector( 'iframe' ) ).not.toBeNull();
	} );
} );
