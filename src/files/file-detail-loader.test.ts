import type { FileDetail } from './file-detail';
import {
	PREFETCH_DELAY_MS,
	createDetailLoader,
	type Timer,
} from './file-detail-loader';

const DETAIL: FileDetail = {
	id: 7,
	title: 'Annual report',
	ext: 'pdf',
	downloadUrl: '/?frontage_download=7',
	viewUrl: '/?frontage_download=7&inline=1',
	preview: 'pdf',
	description: '',
	rows: [],
	fields: [],
};

/**
 * A clock that runs its timers only when told.
 */
function manualTimer(): Timer & { run: () => void; waiting: () => number } {
	let next = 1;
	const timers = new Map< number, () => void >();
	return {
		set: ( run ) => {
			timers.set( next, run );
			return next++;
		},
		clear: ( id ) => {
			timers.delete( id );
		},
		run: () => {
			const due = [ ...timers.values() ];
			timers.clear();
			due.forEach( ( run ) => run() );
		},
		waiting: () => timers.size,
	};
}

describe( 'createDetailLoader', () => {
	it( 'asks once per address and keeps what arrived', async () => {
		const fetchDetail = jest.fn( async () => DETAIL );
		const loader = createDetailLoader( fetchDetail, manualTimer() );

		expect( loader.ready( 'a' ) ).toBeUndefined();
		const [ first, second ] = await Promise.all( [
			loader.load( 'a' ),
			loader.load( 'a' ),
		] );

		expect( first ).toBe( DETAIL );
		expect( second ).toBe( DETAIL );
		expect( fetchDetail ).toHaveBeenCalledTimes( 1 );
		expect( loader.ready( 'a' ) ).toBe( DETAIL );
		expect( loader.ready( 'b' ) ).toBeUndefined();
	} );

	it( 'forgets a failure, so that the next try asks again', async () => {
		const fetchDetail = jest
			.fn< Promise< FileDetail | null >, [ string ] >()
			.mockResolvedValueOnce( null )
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValueOnce( DETAIL );
		const loader = createDetailLoader( fetchDetail, manualTimer() );

		await expect( loader.load( 'a' ) ).resolves.toBeNull();
		await expect( loader.load( 'a' ) ).resolves.toBeNull();
		await expect( loader.load( 'a' ) ).resolves.toBe( DETAIL );
		expect( fetchDetail ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'asks ahead only when the pointer or focus rests on a title', async () => {
		const timer = manualTimer();
		const set = jest.spyOn( timer, 'set' );
		const fetchDetail = jest.fn( async () => DETAIL );
		const loader = createDetailLoader( fetchDetail, timer );

		// Swept over on the way elsewhere: nothing is asked.
		loader.intend( 'a' );
		loader.intend( 'b' );
		loader.cancel();
		timer.run();
		expect( fetchDetail ).not.toHaveBeenCalled();
		expect( set ).toHaveBeenLastCalledWith(
			expect.any( Function ),
			PREFETCH_DELAY_MS
		);

		// Rested on: asked once, and not again when it comes back.
		loader.intend( 'b' );
		timer.run();
		expect( fetchDetail ).toHaveBeenCalledWith( 'b' );
		await loader.load( 'b' );
		expect( loader.ready( 'b' ) ).toBe( DETAIL );
		loader.intend( 'b' );
		expect( timer.waiting() ).toBe( 0 );
		expect( fetchDetail ).toHaveBeenCalledTimes( 1 );
	} );
} );
