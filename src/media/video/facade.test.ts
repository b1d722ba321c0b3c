/**
 * The facade's view script in a page (jsdom): the click swap, consent, the readiness rechecks,
 * the volume on ready, pause-others and the live fallback (docs/media.md "Video facade").
 */
import { VIDEO_START_EVENT, VIDEO_STOP_EVENT } from '../video-events';

const FACADE = ( id: string, extra = '' ) => `
	<div class="frontage-video" id="${ id }" data-player="https://www.youtube-nocookie.com/embed/${ id }?autoplay=1&enablejsapi=1&rel=0"
		data-provider="youtube" data-consent="video" data-title="Film ${ id }" ${ extra }>
		<div class="frontage-video__frame"><button type="button" class="frontage-video__play" aria-label="Play: Film ${ id }"></button></div>
		<div class="frontage-video__offline" hidden><p>Not on air.</p></div>
	</div>`;

/**
 * The messages posted to each player, parsed.
 * @param frame
 */
function posted(
	frame: HTMLIFrameElement
): Array< Record< string, unknown > > {
	const spy = frame.contentWindow!.postMessage as jest.Mock;
	return spy.mock.calls.map( ( [ text ] ) => JSON.parse( text as string ) );
}

/**
 * Presses a facade's play button and returns its player, whose postMessage is recorded.
 *
 * @param id The facade's id.
 */
function play( id: string ): HTMLIFrameElement {
	const recorder = jest.fn();
	const created = jest
		.spyOn( document, 'createElement' )
		.mockImplementationOnce( ( tag: string ) => {
			created.mockRestore();
			const element = document.createElement( tag );
			document.body.appendChild( element ); // jsdom gives a frame a window once attached.
			Object.defineProperty( element, 'contentWindow', {
				value: { postMessage: recorder },
			} );
			return element;
		} );
	document
		.querySelector< HTMLButtonElement >( `#${ id } .frontage-video__play` )!
		.click();
	const frame = document.querySelector< HTMLIFrameElement >(
		`#${ id } iframe`
	)!;
	frame.dispatchEvent( new Event( 'load' ) );
	return frame;
}

/**
 * A message from a player.
 *
 * @param frame The player.
 * @param data  What it says.
 */
function fromPlayer( frame: HTMLIFrameElement, data: unknown ): void {
	window.dispatchEvent(
		new MessageEvent( 'message', {
			data: JSON.stringify( data ),
			origin: 'https://www.youtube-nocookie.com',
			source: frame.contentWindow as unknown as MessageEventSource,
		} )
	);
}

beforeAll( async () => {
	jest.useFakeTimers();
	await import( './index' );
} );

beforeEach( () => {
	document.cookie = 'frontage_consent=; max-age=0; path=/';
	document.body.innerHTML =
		FACADE( 'aaaaaaaaaaa', 'data-volume="40"' ) +
		FACADE( 'bbbbbbbbbbb' ) +
		FACADE( 'ccccccccccc', 'data-live="1"' );
} );

test( 'a click swaps in the player with its title, focuses it and gives consent to videos', () => {
	const frame = play( 'aaaaaaaaaaa' );
	expect( frame.src ).toBe(
		'https://www.youtube-nocookie.com/embed/aaaaaaaaaaa?autoplay=1&enablejsapi=1&rel=0'
	);
	expect( frame.title ).toBe( 'Film aaaaaaaaaaa' );
	expect( frame.ownerDocument.activeElement ).toBe( frame );
	expect( document.querySelector( '#aaaaaaaaaaa button' ) ).toBeNull();
	expect( document.cookie ).toContain( 'frontage_consent=video' );
} );

test( 'the player is asked to report every second, five times at most, until ready; then the volume is set', () => {
	const frame = play( 'aaaaaaaaaaa' );
	expect( posted( frame ) ).toHaveLength( 1 );
	jest.advanceTimersByTime( 10_000 );
	expect(
		posted( frame ).filter( ( message ) => message.event === 'listening' )
	).toHaveLength( 5 );

	fromPlayer( frame, { event: 'onReady' } );
	expect( posted( frame ) ).toContainEqual( {
		event: 'command',
		func: 'setVolume',
		args: [ 40 ],
	} );
} );

test( 'a player that starts pauses the others', () => {
	const first = play( 'aaaaaaaaaaa' );
	const second = play( 'bbbbbbbbbbb' );
	const pause = { event: 'command', func: 'pauseVideo', args: [] };
	expect( posted( first ) ).toContainEqual( pause );
	( first.contentWindow!.postMessage as jest.Mock ).mockClear();
	( second.contentWindow!.postMessage as jest.Mock ).mockClear();

	fromPlayer( first, { event: 'onStateChange', info: 1 } );
	expect( posted( second ) ).toContainEqual( pause );
	expect( posted( first ) ).not.toContainEqual( pause );
	// Messages from elsewhere are ignored.
	window.dispatchEvent(
		new MessageEvent( 'message', {
			data: '{"event":"onStateChange","info":1}',
			origin: 'https://evil.example',
			source: second.contentWindow as unknown as MessageEventSource,
		} )
	);
	expect( posted( first ) ).not.toContainEqual( pause );
} );

test( 'a live channel that never says it is live gives way to its fallback after 4 s', () => {
	const frame = play( 'ccccccccccc' );
	const root = document.getElementById( 'ccccccccccc' )!;
	expect( root.classList.contains( 'is-waiting' ) ).toBe( true );
	jest.advanceTimersByTime( 3_900 );
	expect( root.querySelector( 'iframe' ) ).toBe( frame );
	jest.advanceTimersByTime( 200 );
	expect( root.querySelector( 'iframe' ) ).toBeNull();
	const fallback = root.querySelector< HTMLElement >(
		'.frontage-video__offline'
	)!;
	expect( fallback.hidden ).toBe( false );
	expect( fallback.ownerDocument.activeElement ).toBe( fallback );
} );

test( 'a live channel that plays is shown at once', () => {
	const frame = play( 'ccccccccccc' );
	fromPlayer( frame, { event: 'infoDelivery', info: { playerState: 1 } } );
	const root = document.getElementById( 'ccccccccccc' )!;
	expect( root.classList.contains( 'is-waiting' ) ).toBe( false );
	jest.advanceTimersByTime( 5_000 );
	expect( root.querySelector( 'iframe' ) ).toBe( frame );
} );

test( 'a modal starts a facade only after consent, and stopping brings the poster back', () => {
	const root = document.getElementById( 'bbbbbbbbbbb' )!;
	root.dispatchEvent( new Event( VIDEO_START_EVENT, { bubbles: true } ) );
	expect( root.querySelector( 'iframe' ) ).toBeNull();

	document.cookie = 'frontage_consent=video; path=/';
	root.dispatchEvent( new Event( VIDEO_START_EVENT, { bubbles: true } ) );
	expect( root.querySelector( 'iframe' ) ).not.toBeNull();
	root.dispatchEvent( new Event( VIDEO_STOP_EVENT, { bubbles: true } ) );
	expect( root.querySelector( 'iframe' ) ).toBeNull();
	expect( root.querySelector( '.frontage-video__play' ) ).not.toBeNull();
} );
