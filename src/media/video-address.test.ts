import { parseVideoAddress } from './video-address';

describe( 'parseVideoAddress', () => {
	it.each( [
		[ 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5', 'dQw4w9WgXcQ' ],
		[ 'https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ' ],
		[ 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ' ],
		[ 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ' ],
		[ 'https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ' ],
		[ 'https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ' ],
		[ 'http://m.youtube.com/watch?v=a_b-c_d-e_f', 'a_b-c_d-e_f' ],
	] )( 'reads YouTube’s %s', ( address, id ) => {
		expect( parseVideoAddress( address ) ).toEqual( {
			provider: 'youtube',
			id,
			channel: false,
		} );
	} );

	it( 'reads a YouTube channel’s live stream', () => {
		const channel = 'UC' + 'a'.repeat( 22 );
		expect(
			parseVideoAddress(
				`https://www.youtube.com/channel/${ channel }/live`
			)
		).toEqual( { provider: 'youtube', id: channel, channel: true } );
		expect(
			parseVideoAddress(
				`https://www.youtube.com/embed/live_stream?channel=${ channel }`
			)
		).toEqual( { provider: 'youtube', id: channel, channel: true } );
	} );

	it.each( [
		'https://vimeo.com/76979871',
		'https://player.vimeo.com/video/76979871',
		'https://vimeo.com/channels/staffpicks/76979871',
		'https://vimeo.com/76979871/abc123',
	] )( 'reads Vimeo’s %s', ( address ) => {
		expect( parseVideoAddress( address ) ).toEqual( {
			provider: 'vimeo',
			id: '76979871',
			channel: false,
		} );
	} );

	it.each( [
		[ '', 'empty' ],
		[ 'not a link', 'not-an-address' ],
		[ 'javascript:alert(1)', 'not-an-address' ],
		[ 'https://example.com/watch?v=dQw4w9WgXcQ', 'foreign' ],
		[ 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'foreign' ],
		[ 'https://www.youtube.com/watch?v=short', 'bad-id' ],
		[ 'https://www.youtube.com/watch?v=dQw4w9WgXcQ%22%3E', 'bad-id' ],
		[ 'https://vimeo.com/12a34', 'bad-id' ],
		[ 'https://www.youtube.com/channel/UCshort/live', 'bad-id' ],
	] )( 'refuses “%s” (%s)', ( address, problem ) => {
		expect( parseVideoAddress( address ) ).toEqual( { problem } );
	} );
} );
