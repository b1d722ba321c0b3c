/**
 * Sending files to the library with per-file progress. api-fetch cannot report upload
 * progress, so uploads use XMLHttpRequest with the same REST nonce api-fetch sends.
 *
 * - One multipart request (`POST /files`, or `PUT /files/{id}` to replace the bytes) is the
 *   documented way and the default.
 * - When the server advertises chunked uploads (`GET /uploads` answers 200), files larger than
 *   one piece go up in pieces (`POST /uploads`, `PUT /uploads/{id}` with Content-Range, then
 *   the file is created or replaced from the `upload_id`), so they may exceed PHP's upload limit.
 */
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import {
	contentRange,
	nextRange,
	readChunkSupport,
	shouldChunk,
	type ChunkSupport,
} from './chunks';
import { restUrl } from './rest-url';
import type { FileRecord } from './types';

export const NAMESPACE = 'frontage/v1';

/** How to reach the API. */
export interface Connection {
	restRoot: string;
	/** The current REST nonce (api-fetch's, refreshed by WordPress, else the page's). */
	nonce: () => string;
}

/** One upload: a new file into a category, or new bytes for an existing file. */
export interface UploadJob {
	file: File;
	/** Category of a new file (0: none). */
	category: number;
	/** The file whose bytes are replaced; its id, links and details stay. */
	replaces?: number;
	/** Bytes sent so far. */
	onProgress: ( loaded: number ) => void;
}

/** A failed request, with the sentence to show. */
export class RequestError extends Error {
	constructor(
		message: string,
		public readonly status: number,
		public readonly code: string = ''
	) {
		super( message );
		this.name = 'RequestError';
	}
}

/**
 * The nonce api-fetch uses now (WordPress refreshes it when a session is renewed), or the
 * page's when api-fetch has none.
 *
 * @param pageNonce The nonce the page was given.
 * @return The nonce getter.
 */
export function currentNonce( pageNonce: string ): () => string {
	return () => apiFetch.nonceMiddleware?.nonce || pageNonce;
}

/** The chunked upload route. */
const UPLOADS_ROUTE = `/${ NAMESPACE }/uploads`;

/**
 * Whether the server takes uploads in pieces: GET /frontage/v1/uploads answers 200 with the
 * piece size when it does (the page preloads that answer for managers, so no request waits).
 *
 * @param maxUploadBytes The largest body PHP accepts.
 * @return The support, or null when the server has no chunked upload route.
 */
export async function chunkSupport(
	maxUploadBytes: number
): Promise< ChunkSupport | null > {
	try {
		const advertised = await apiFetch< unknown >( { path: UPLOADS_ROUTE } );
		return readChunkSupport( advertised, maxUploadBytes );
	} catch {
		// No such route or any refusal: upload in one request, the documented way.
		return null;
	}
}

/**
 * Uploads one file, in one request or in pieces.
 *
 * @param job        What to send.
 * @param connection How to reach the API.
 * @param chunks     The server's chunked upload support, null when it has none.
 * @return The created or replaced file.
 */
export async function uploadFile(
	job: UploadJob,
	connection: Connection,
	chunks: ChunkSupport | null
): Promise< FileRecord > {
	if ( chunks && shouldChunk( job.file.size, chunks ) ) {
		return uploadInPieces( job, connection, chunks );
	}
	const form = new FormData();
	form.append( 'file', job.file, job.file.name );
	if ( job.replaces === undefined ) {
		form.append( 'category', String( job.category ) );
	}
	const route = job.replaces
		? `${ NAMESPACE }/files/${ job.replaces }`
		: `${ NAMESPACE }/files`;
	return ( await send( {
		url: restUrl( connection.restRoot, route ),
		// PHP parses multipart bodies of POST requests only: a replacement is a POST that the
		// REST server treats as the PUT it is (X-HTTP-Method-Override).
		method: 'POST',
		headers: job.replaces ? { 'X-HTTP-Method-Override': 'PUT' } : {},
		body: form,
		nonce: connection.nonce(),
		onProgress: job.onProgress,
	} ) ) as FileRecord;
}

/** Times one piece is sent again after a network failure or a server error. */
const PIECE_RETRIES = 3;

/**
 * The chunked path: opens an upload, sends each piece with its Content-Range (resuming from
 * what the server has after a failed piece), then makes or replaces the library file from it.
 * An upload that cannot finish is abandoned on the server, so no parts are left behind.
 *
 * @param job        What to send.
 * @param connection How to reach the API.
 * @param chunks     Piece size.
 * @return The created or replaced file.
 */
async function uploadInPieces(
	job: UploadJob,
	connection: Connection,
	chunks: ChunkSupport
): Promise< FileRecord > {
	const { file } = job;
	const opened = await apiFetch< {
		upload_id?: string | number;
		chunk_size?: number;
	} >( {
		path: UPLOADS_ROUTE,
		method: 'POST',
		data: { name: file.name, size: file.size },
	} ).catch( ( error: unknown ) => {
		throw asRequestError( error );
	} );
	const uploadId = opened?.upload_id;
	if ( uploadId === undefined || uploadId === '' ) {
		throw new RequestError(
			__( 'The server did not start the upload.', 'frontage' ),
			500
		);
	}
	const route = `${ UPLOADS_ROUTE }/${ encodeURIComponent(
		String( uploadId )
	) }`;
	// The server names the piece size it wants; never more than fits under PHP's limit here.
	const chunkSize =
		opened.chunk_size && opened.chunk_size > 0
			? Math.min( opened.chunk_size, chunks.chunkSize )
			: chunks.chunkSize;
	try {
		let offset = 0;
		let failures = 0;
		while ( offset < file.size ) {
			const range = nextRange( offset, file.size, chunkSize );
			try {
				const answer = ( await send( {
					url: restUrl( connection.restRoot, route.slice( 1 ) ),
					method: 'PUT',
					headers: {
						'Content-Type': 'application/octet-stream',
						'Content-Range': contentRange( range, file.size ),
					},
					body: file.slice( range.start, range.end ),
					nonce: connection.nonce(),
					onProgress: ( loaded ) =>
						job.onProgress( range.start + loaded ),
				} ) ) as { received?: number } | null;
				const received = Number( answer?.received ) || range.end;
				if ( received <= offset ) {
					// The server keeps nothing of what it is sent: stop rather than loop.
					throw new RequestError(
						__(
							'The server did not store the uploaded piece.',
							'frontage'
						),
						500
					);
				}
				offset = received;
				failures = 0;
			} catch ( error ) {
				const status = error instanceof RequestError ? error.status : 0;
				const retriable =
					status === 0 || status === 409 || status >= 500;
				if ( ! retriable || ++failures > PIECE_RETRIES ) {
					throw error;
				}
				// Ask what arrived, and go on from there.
				const state = await apiFetch< { received?: number } >( {
					path: route,
				} );
				offset = Number( state?.received ) || 0;
			}
		}
		return await apiFetch< FileRecord >(
			job.replaces
				? {
						path: `/${ NAMESPACE }/files/${ job.replaces }`,
						method: 'PUT',
						data: { upload_id: uploadId },
					}
				: {
						path: `/${ NAMESPACE }/files`,
						method: 'POST',
						data: { upload_id: uploadId, category: job.category },
					}
		).catch( ( error: unknown ) => {
			throw asRequestError( error );
		} );
	} catch ( error ) {
		apiFetch( { path: route, method: 'DELETE' } ).catch( () => undefined );
		throw error instanceof RequestError ? error : asRequestError( error );
	}
}

/**
 * An api-fetch rejection as a RequestError.
 *
 * @param error What api-fetch rejected with.
 * @return The error to throw.
 */
function asRequestError( error: unknown ): RequestError {
	const data =
		( error as { data?: { status?: number }; code?: string } ) ?? {};
	return new RequestError(
		apiErrorMessage(
			error,
			__( 'The server could not be reached.', 'frontage' )
		),
		Number( data.data?.status ) || 0,
		typeof data.code === 'string' ? data.code : ''
	);
}

interface SendOptions {
	url: string;
	method: string;
	headers: Record< string, string >;
	body: FormData | Blob;
	nonce: string;
	onProgress: ( loaded: number ) => void;
}

/**
 * One XMLHttpRequest with upload progress.
 *
 * @param options The request.
 * @return The answer's JSON body.
 */
function send( options: SendOptions ): Promise< unknown > {
	return new Promise( ( resolve, reject ) => {
		const xhr = new XMLHttpRequest();
		xhr.open( options.method, options.url );
		xhr.setRequestHeader( 'X-WP-Nonce', options.nonce );
		xhr.setRequestHeader( 'Accept', 'application/json' );
		for ( const [ name, value ] of Object.entries( options.headers ) ) {
			xhr.setRequestHeader( name, value );
		}
		xhr.upload.addEventListener( 'progress', ( event ) => {
			if ( event.lengthComputable ) {
				options.onProgress( event.loaded );
			}
		} );
		xhr.addEventListener( 'load', () => {
			const body = parseJson( xhr.responseText );
			if ( xhr.status >= 200 && xhr.status < 300 ) {
				resolve( body );
				return;
			}
			reject( errorFromResponse( xhr.status, body ) );
		} );
		xhr.addEventListener( 'error', () =>
			reject(
				new RequestError(
					__(
						'The upload was interrupted: the server could not be reached.',
						'frontage'
					),
					0
				)
			)
		);
		xhr.addEventListener( 'abort', () =>
			reject(
				new RequestError(
					__( 'The upload was cancelled.', 'frontage' ),
					0
				)
			)
		);
		xhr.send( options.body );
	} );
}

/**
 * A response body as JSON, or null.
 *
 * @param text The body.
 * @return The parsed body.
 */
function parseJson( text: string ): unknown {
	try {
		return text ? JSON.parse( text ) : null;
	} catch {
		return null;
	}
}

/**
 * The error for a refused request: the server's own message when it sent one.
 *
 * @param status The HTTP status.
 * @param body   The parsed body, if JSON.
 * @return The error.
 */
export function errorFromResponse(
	status: number,
	body: unknown
): RequestError {
	const code =
		body && typeof body === 'object' && 'code' in body
			? String( ( body as { code: unknown } ).code )
			: '';
	let fallback: string;
	if ( status === 413 ) {
		fallback = __(
			'The server refused the file because it is larger than it accepts.',
			'frontage'
		);
	} else {
		fallback = sprintf(
			/* translators: %d: the HTTP status code. */
			__( 'The server refused the upload (HTTP %d).', 'frontage' ),
			status
		);
	}
	return new RequestError( apiErrorMessage( body, fallback ), status, code );
}
