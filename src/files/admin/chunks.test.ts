import {
	MAX_CHUNK,
	MIN_CHUNK,
	contentRange,
	nextRange,
	readChunkSupport,
	shouldChunk,
} from './chunks';

describe( 'nextRange', () => {
	it( 'cuts a file into pieces that cover every byte once', () => {
		const pieces = [];
		for ( let offset = 0; offset < 10; ) {
			const range = nextRange( offset, 10, 4 );
			pieces.push( range );
			offset = range.end;
		}
		expect( pieces ).toEqual( [
			{ start: 0, end: 4 },
			{ start: 4, end: 8 },
			{ start: 8, end: 10 },
		] );
	} );

	it( 'resumes from what the server has, and stays inside the file', () => {
		expect( nextRange( 6, 10, 4 ) ).toEqual( { start: 6, end: 10 } );
		expect( nextRange( 12, 10, 4 ) ).toEqual( { start: 10, end: 10 } );
		expect( nextRange( -3, 10, 0 ) ).toEqual( { start: 0, end: 1 } );
	} );
} );

describe( 'contentRange', () => {
	it( 'names the last byte inclusively', () => {
		expect( contentRange( { start: 0, end: 4 }, 10 ) ).toBe(
			'bytes 0-3/10'
		);
		expect( contentRange( { start: 8, end: 10 }, 10 ) ).toBe(
			'bytes 8-9/10'
		);
	} );
} );

describe( 'readChunkSupport', () => {
	it( 'takes the advertised piece size within sane bounds', () => {
		expect( readChunkSupport( { chunk_size: 1048576 }, 0 ).chunkSize ).toBe(
			1048576
		);
		expect( readChunkSupport( { chunk_size: 10 }, 0 ).chunkSize ).toBe(
			MIN_CHUNK
		);
		expect( readChunkSupport( { chunk_size: 1e12 }, 0 ).chunkSize ).toBe(
			MAX_CHUNK
		);
		expect( readChunkSupport( null, 0 ).chunkSize ).toBe( MAX_CHUNK );
		expect( readChunkSupport( { chunk_size: 'x' }, 0 ).chunkSize ).toBe(
			MAX_CHUNK
		);
	} );

	it( 'keeps pieces under PHP’s upload limit', () => {
		expect(
			readChunkSupport( { chunk_size: MAX_CHUNK }, 2 * 1024 * 1024 )
				.chunkSize
		).toBe( Math.floor( 2 * 1024 * 1024 * 0.9 ) );
	} );
} );

describe( 'shouldChunk', () => {
	it( 'sends in pieces only files larger than one piece, and only when supported', () => {
		expect( shouldChunk( 100, null ) ).toBe( false );
		expect( shouldChunk( 100, { chunkSize: 100 } ) ).toBe( false );
		expect( shouldChunk( 101, { chunkSize: 100 } ) ).toBe( true );
	} );
} );
