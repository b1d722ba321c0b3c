/**
 * How a large file is cut into pieces for the chunked upload route (`PUT /uploads/{id}` with a
 * Content-Range per piece). Plain arithmetic, unit-tested in chunks.test.ts; the requests
 * themselves are in transport.ts.
 */

/** One piece: bytes from `start` up to, not including, `end`. */
export interface ByteRange {
	start: number;
	end: number;
}

/** What the server says about chunked uploads (GET /frontage/v1/uploads). */
export interface ChunkSupport {
	/** Bytes per piece. */
	chunkSize: number;
}

/** Pieces are at least this large, so a file is not sent as thousands of requests. */
export const MIN_CHUNK = 256 * 1024;

/** And at most this large, so one failed piece costs little to resend. */
export const MAX_CHUNK = 8 * 1024 * 1024;

/**
 * The next piece to send.
 *
 * @param offset    Bytes the server has so far.
 * @param total     The file's size.
 * @param chunkSize Bytes per piece.
 * @return The range from the offset, at most one piece long, never past the end.
 */
export function nextRange(
	offset: number,
	total: number,
	chunkSize: number
): ByteRange {
	const start = Math.max( 0, Math.min( Math.floor( offset ), total ) );
	const size = Math.max( 1, Math.floor( chunkSize ) );
	return { start, end: Math.min( total, start + size ) };
}

/**
 * The Content-Range header of a piece (RFC 9110: inclusive last byte).
 *
 * @param range The piece.
 * @param total The file's size.
 * @return E.g. `bytes 0-1048575/5242880`.
 */
export function contentRange( range: ByteRange, total: number ): string {
	return `bytes ${ range.start }-${ range.end - 1 }/${ total }`;
}

/**
 * Reads the server's answer to GET /frontage/v1/uploads.
 *
 * @param body           The answer's JSON body (any shape).
 * @param maxUploadBytes The largest request body PHP accepts (0: unknown).
 * @return The support, with a piece size that fits under the server's limit.
 */
export function readChunkSupport(
	body: unknown,
	maxUploadBytes: number
): ChunkSupport {
	const advertised =
		body && typeof body === 'object'
			? Number( ( body as { chunk_size?: unknown } ).chunk_size )
			: NaN;
	let size =
		Number.isFinite( advertised ) && advertised > 0
			? advertised
			: MAX_CHUNK;
	if ( maxUploadBytes > 0 ) {
		// Leave room for headers and multipart framing under PHP's limit.
		size = Math.min( size, Math.floor( maxUploadBytes * 0.9 ) );
	}
	return {
		chunkSize: Math.max( MIN_CHUNK, Math.min( MAX_CHUNK, size ) ),
	};
}

/**
 * Whether a file goes up in pieces: only when the server takes pieces and the file is larger
 * than one piece. Small files go in one multipart request, as the API documents.
 *
 * @param size    The file's size.
 * @param support The server's chunked upload support, null when it has none.
 * @return True to send in pieces.
 */
export function shouldChunk(
	size: number,
	support: ChunkSupport | null
): boolean {
	return support !== null && size > support.chunkSize;
}
