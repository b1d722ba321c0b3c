import {
	nextToStart,
	percent,
	refusalReason,
	summarise,
	uploadReducer,
	type UploadItem,
} from './upload-queue';

/**
 * A queue with two picked files and one refused before sending.
 */
function picked(): UploadItem[] {
	return uploadReducer( [], {
		type: 'add',
		items: [
			{ key: 'a', name: 'report.pdf', size: 1000, category: 3 },
			{ key: 'b', name: 'photo.jpg', size: 200, category: 3 },
			{
				key: 'c',
				name: 'huge.zip',
				size: 5000,
				category: 3,
				refused: 'Too large',
			},
		],
	} );
}

describe( 'uploadReducer', () => {
	it( 'queues picked files and fails refused ones with their reason', () => {
		const items = picked();
		expect( items.map( ( item ) => item.status ) ).toEqual( [
			'waiting',
			'waiting',
			'failed',
		] );
		expect( items[ 2 ].message ).toBe( 'Too large' );
		expect( summarise( items ) ).toEqual( {
			waiting: 2,
			active: 0,
			done: 0,
			failed: 1,
		} );
	} );

	it( 'shows no finished bar for a file refused after all its bytes went up', () => {
		let items = uploadReducer( picked(), { type: 'start', key: 'a' } );
		items = uploadReducer( items, {
			type: 'progress',
			key: 'a',
			loaded: 1000,
		} );
		expect( percent( items[ 0 ] ) ).toBe( 100 );
		items = uploadReducer( items, {
			type: 'fail',
			key: 'a',
			message: 'This file’s content does not match .pdf',
		} );
		expect( items[ 0 ].status ).toBe( 'failed' );
		expect( percent( items[ 0 ] ) ).toBe( 0 );
	} );

	it( 'follows a file from start to done', () => {
		let items = uploadReducer( picked(), { type: 'start', key: 'a' } );
		expect( items[ 0 ].status ).toBe( 'uploading' );
		items = uploadReducer( items, {
			type: 'progress',
			key: 'a',
			loaded: 455,
		} );
		expect( percent( items[ 0 ] ) ).toBe( 45 );
		items = uploadReducer( items, {
			type: 'progress',
			key: 'a',
			loaded: 1000,
		} );
		expect( items[ 0 ].status ).toBe( 'processing' );
		expect( percent( items[ 0 ] ) ).toBe( 100 );
		items = uploadReducer( items, { type: 'done', key: 'a', fileId: 12 } );
		expect( items[ 0 ] ).toMatchObject( {
			status: 'done',
			fileId: 12,
			loaded: 1000,
		} );
	} );

	it( 'keeps the server’s message on a failure', () => {
		let items = uploadReducer( picked(), { type: 'start', key: 'b' } );
		items = uploadReducer( items, {
			type: 'fail',
			key: 'b',
			message: 'Files of this type (.php) are not allowed.',
		} );
		expect( items[ 1 ] ).toMatchObject( {
			status: 'failed',
			message: 'Files of this type (.php) are not allowed.',
		} );
	} );

	it( 'ignores progress for a file that is not uploading and clamps it', () => {
		const items = picked();
		expect(
			uploadReducer( items, { type: 'progress', key: 'a', loaded: 10 } )
		).toBe( items );
		const started = uploadReducer( items, { type: 'start', key: 'a' } );
		const over = uploadReducer( started, {
			type: 'progress',
			key: 'a',
			loaded: 99999,
		} );
		expect( over[ 0 ].loaded ).toBe( 1000 );
	} );

	it( 'dismisses finished files but never one in flight', () => {
		let items = uploadReducer( picked(), { type: 'start', key: 'a' } );
		expect(
			uploadReducer( items, { type: 'dismiss', key: 'a' } )
		).toHaveLength( 3 );
		items = uploadReducer( items, { type: 'dismiss', key: 'c' } );
		expect( items.map( ( item ) => item.key ) ).toEqual( [ 'a', 'b' ] );
		items = uploadReducer( items, { type: 'done', key: 'a' } );
		items = uploadReducer( items, { type: 'clearFinished' } );
		expect( items.map( ( item ) => item.key ) ).toEqual( [ 'b' ] );
	} );
} );

describe( 'nextToStart', () => {
	it( 'starts waiting files in order, up to the parallel limit', () => {
		const items = uploadReducer( [], {
			type: 'add',
			items: [ 1, 2, 3 ].map( ( n ) => ( {
				key: `k${ n }`,
				name: `${ n }.txt`,
				size: 10,
				category: 0,
			} ) ),
		} );
		expect( nextToStart( items, 2 ).map( ( item ) => item.key ) ).toEqual( [
			'k1',
			'k2',
		] );
		const oneActive = uploadReducer( items, { type: 'start', key: 'k1' } );
		expect(
			nextToStart( oneActive, 2 ).map( ( item ) => item.key )
		).toEqual( [ 'k2' ] );
		const full = uploadReducer( oneActive, { type: 'start', key: 'k2' } );
		expect( nextToStart( full, 2 ) ).toEqual( [] );
	} );
} );

describe( 'refusalReason', () => {
	it( 'refuses empty files and files over the limit unless sent in pieces', () => {
		expect( refusalReason( 0, 100, false ) ).toBe( 'empty' );
		expect( refusalReason( 101, 100, false ) ).toBe( 'too_large' );
		expect( refusalReason( 101, 100, true ) ).toBeNull();
		expect( refusalReason( 100, 100, false ) ).toBeNull();
		expect( refusalReason( 5, 0, false ) ).toBeNull();
	} );
} );
