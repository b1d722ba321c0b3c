import { runBatch } from './batch';

describe( 'runBatch', () => {
	it( 'runs every id and reports each failure with its message', async () => {
		const seen: number[] = [];
		const result = await runBatch(
			[ 1, 2, 3, 4, 5 ],
			async ( id ) => {
				seen.push( id );
				if ( id % 2 === 0 ) {
					throw { message: `No file ${ id }` };
				}
			},
			( error ) => ( error as { message: string } ).message,
			2
		);
		expect( seen.sort() ).toEqual( [ 1, 2, 3, 4, 5 ] );
		expect( result ).toEqual( {
			done: [ 1, 3, 5 ],
			failed: [
				{ id: 2, message: 'No file 2' },
				{ id: 4, message: 'No file 4' },
			],
		} );
	} );

	it( 'never runs more than the parallel limit at once', async () => {
		let running = 0;
		let most = 0;
		await runBatch(
			[ 1, 2, 3, 4, 5, 6 ],
			async () => {
				running++;
				most = Math.max( most, running );
				await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
				running--;
			},
			String,
			3
		);
		expect( most ).toBe( 3 );
	} );

	it( 'does nothing for no ids', async () => {
		const action = jest.fn();
		expect( await runBatch( [], action, String ) ).toEqual( {
			done: [],
			failed: [],
		} );
		expect( action ).not.toHaveBeenCalled();
	} );
} );
