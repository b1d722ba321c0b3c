/**
 * Bulk actions send one request per file (the API has no batch route) and must report every
 * failure, not stop at the first. Plain async logic, unit-tested in batch.test.ts.
 */

export interface BatchResult {
	/** Ids the action succeeded for. */
	done: number[];
	/** Ids it failed for, with the server's message. */
	failed: Array< { id: number; message: string } >;
}

/**
 * Runs an action for each id, a few at a time, and collects what happened.
 *
 * @param ids      The ids.
 * @param action   The request for one id.
 * @param describe Turns a rejection into a sentence.
 * @param parallel Requests at once.
 * @return Which succeeded and which failed.
 */
export async function runBatch(
	ids: number[],
	action: ( id: number ) => Promise< unknown >,
	describe: ( error: unknown ) => string,
	parallel = 4
): Promise< BatchResult > {
	const result: BatchResult = { done: [], failed: [] };
	const queue = [ ...ids ];
	const worker = async () => {
		for ( let id = queue.shift(); id !== undefined; id = queue.shift() ) {
			try {
				await action( id );
				result.done.push( id );
			} catch ( error ) {
				result.failed.push( { id, message: describe( error ) } );
			}
		}
	};
	await Promise.all(
		Array.from(
			{ length: Math.max( 1, Math.min( parallel, ids.length ) ) },
			worker
		)
	);
	// Report in the order the owner saw the files.
	result.done.sort( ( a, b ) => ids.indexOf( a ) - ids.indexOf( b ) );
	result.failed.sort( ( a, b ) => ids.indexOf( a.id ) - ids.indexOf( b.id ) );
	return result;
}
