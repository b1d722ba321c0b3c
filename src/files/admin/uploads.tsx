/**
 * The upload queue: picks and drops become queue items, at most MAX_PARALLEL go up at once,
 * each with its own progress bar and, when it fails, the server's reason beside it.
 */
import { Button } from '@wordpress/components';
import { useCallback, useEffect, useReducer, useRef } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import type { ChunkSupport } from './chunks';
import { formatSize } from '../format-size';
import { uploadFile, type Connection } from './transport';
import type { FileRecord } from './types';
import {
	isActive,
	nextToStart,
	percent,
	refusalReason,
	summarise,
	uploadReducer,
	type UploadItem,
} from './upload-queue';

export interface Uploads {
	items: UploadItem[];
	/** Queues new files for a category. */
	add: ( files: File[], category: number ) => void;
	/** Queues new bytes for an existing file. */
	replace: ( file: File, id: number ) => void;
	dismiss: ( key: string ) => void;
	clearFinished: () => void;
}

export interface UploadsOptions {
	connection: Connection;
	/** Chunked upload support; null when the server has none (or it is not known yet). */
	chunks: ChunkSupport | null;
	/** The largest request PHP accepts, for refusing too large files before sending. */
	maxUploadBytes: number;
	/** A file was created or replaced. */
	onUploaded: ( item: UploadItem, file: FileRecord ) => void;
	/** Every queued file has ended: how many worked and how many did not. */
	onSettled: ( done: number, failed: number ) => void;
}

let keySequence = 0;

/**
 * The upload queue and its runner.
 *
 * @param options Connection, limits and callbacks.
 * @return The queue and its actions.
 */
export function useUploads( options: UploadsOptions ): Uploads {
	const [ items, dispatch ] = useReducer( uploadReducer, [] );
	const files = useRef( new Map< string, File >() );
	const started = useRef( new Set< string >() );
	// The latest options, for callbacks of uploads that started under older ones.
	const latest = useRef( options );
	latest.current = options;
	const settled = useRef( { done: 0, failed: 0 } );

	const refusal = useCallback( ( file: File ): string | undefined => {
		const { maxUploadBytes, chunks } = latest.current;
		const reason = refusalReason( file.size, maxUploadBytes, !! chunks );
		if ( reason === 'empty' ) {
			return __( 'This file is empty.', 'frontage' );
		}
		if ( reason === 'too_large' ) {
			return sprintf(
				/* translators: 1: the file's size, 2: the largest size the server accepts. */
				__(
					'This file (%1$s) is larger than the server accepts in one upload (%2$s).',
					'frontage'
				),
				formatSize( file.size ),
				formatSize( maxUploadBytes )
			);
		}
		return undefined;
	}, [] );

	const add = useCallback(
		( picked: File[], category: number ) => {
			const queued = picked.map( ( file ) => {
				const key = `upload-${ ++keySequence }`;
				files.current.set( key, file );
				return {
					key,
					name: file.name,
					size: file.size,
					category,
					refused: refusal( file ),
				};
			} );
			settled.current.failed += queued.filter(
				( q ) => q.refused
			).length;
			dispatch( { type: 'add', items: queued } );
		},
		[ refusal ]
	);

	const replace = useCallback(
		( file: File, id: number ) => {
			const key = `upload-${ ++keySequence }`;
			files.current.set( key, file );
			const refused = refusal( file );
			if ( refused ) {
				settled.current.failed++;
			}
			dispatch( {
				type: 'add',
				items: [
					{
						key,
						name: file.name,
						size: file.size,
						category: 0,
						replaces: id,
						refused,
					},
				],
			} );
		},
		[ refusal ]
	);

	useEffect( () => {
		for ( const item of nextToStart( items ) ) {
			const file = files.current.get( item.key );
			if ( ! file || started.current.has( item.key ) ) {
				continue;
			}
			started.current.add( item.key );
			dispatch( { type: 'start', key: item.key } );
			const { connection, chunks } = latest.current;
			uploadFile(
				{
					file,
					category: item.category,
					replaces: item.replaces,
					onProgress: ( loaded ) =>
						dispatch( { type: 'progress', key: item.key, loaded } ),
				},
				connection,
				chunks
			)
				.then( ( record ) => {
					settled.current.done++;
					dispatch( {
						type: 'done',
						key: item.key,
						fileId: record?.id,
					} );
					latest.current.onUploaded( item, record );
				} )
				.catch( ( error: unknown ) => {
					settled.current.failed++;
					dispatch( {
						type: 'fail',
						key: item.key,
						message:
							error instanceof Error && error.message
								? error.message
								: __( 'The upload failed.', 'frontage' ),
					} );
				} )
				.finally( () => files.current.delete( item.key ) );
		}
	}, [ items ] );

	// Once nothing waits or is in flight, report the run that just ended, once.
	useEffect( () => {
		const counts = summarise( items );
		const { done, failed } = settled.current;
		if (
			counts.waiting === 0 &&
			counts.active === 0 &&
			done + failed > 0
		) {
			settled.current = { done: 0, failed: 0 };
			latest.current.onSettled( done, failed );
		}
	}, [ items ] );

	const dismiss = useCallback(
		( key: string ) => dispatch( { type: 'dismiss', key } ),
		[]
	);
	const clearFinished = useCallback(
		() => dispatch( { type: 'clearFinished' } ),
		[]
	);
	return { items, add, replace, dismiss, clearFinished };
}

/**
 * What an item's status line says.
 *
 * @param item The queue item.
 * @return The sentence.
 */
function statusText( item: UploadItem ): string {
	switch ( item.status ) {
		case 'waiting':
			return __( 'Waiting…', 'frontage' );
		case 'uploading':
			return sprintf(
				/* translators: %d: percentage uploaded. */
				__( 'Uploading… %d%%', 'frontage' ),
				percent( item )
			);
		case 'processing':
			return __( 'Saving…', 'frontage' );
		case 'done':
			return item.replaces
				? __( 'Replaced', 'frontage' )
				: __( 'Uploaded', 'frontage' );
		case 'failed':
			return sprintf(
				/* translators: %s: why the upload failed, usually the server's message. */
				__( 'Failed: %s', 'frontage' ),
				item.message ?? ''
			);
	}
	return '';
}

/**
 * The upload queue, one row per file with a progress bar.
 *
 * @param props         Component props.
 * @param props.uploads The queue.
 */
export function UploadList( { uploads }: { uploads: Uploads } ) {
	const { items } = uploads;
	if ( ! items.length ) {
		return null;
	}
	const counts = summarise( items );
	return (
		<section
			className="frontage-files__uploads"
			aria-labelledby="frontage-files-uploads-title"
		>
			<div className="frontage-files__uploads-header">
				<h3 id="frontage-files-uploads-title">
					{ counts.active + counts.waiting > 0
						? sprintf(
								/* translators: %d: number of files still uploading or waiting. */
								_n(
									'Uploading %d file',
									'Uploading %d files',
									counts.active + counts.waiting,
									'frontage'
								),
								counts.active + counts.waiting
							)
						: __( 'Uploads', 'frontage' ) }
				</h3>
				{ counts.done + counts.failed > 0 && (
					<Button
						variant="tertiary"
						onClick={ uploads.clearFinished }
					>
						{ __( 'Clear finished', 'frontage' ) }
					</Button>
				) }
			</div>
			<ul className="frontage-files__upload-list">
				{ items.map( ( item ) => (
					<li
						key={ item.key }
						className={ `frontage-files__upload is-${ item.status }` }
					>
						<span className="frontage-files__upload-name">
							{ item.name }
							<span className="frontage-files__upload-size">
								{ formatSize( item.size ) }
							</span>
						</span>
						{ item.status === 'failed' ? (
							// Nothing was added: no bar that looks finished, the error instead.
							<span
								className="frontage-files__upload-error-mark dashicons dashicons-warning"
								aria-hidden="true"
							/>
						) : (
							<progress
								max={ 100 }
								value={ percent( item ) }
								aria-label={ sprintf(
									/* translators: %s: file name. */
									__( 'Upload progress of %s', 'frontage' ),
									item.name
								) }
							/>
						) }
						<span
							className="frontage-files__upload-status"
							role={
								item.status === 'failed' ? 'alert' : undefined
							}
						>
							{ statusText( item ) }
						</span>
						{ ! isActive( item ) && item.status !== 'waiting' && (
							<Button
								variant="tertiary"
								size="small"
								icon="no-alt"
								label={ sprintf(
									/* translators: %s: file name. */
									__( 'Dismiss %s', 'frontage' ),
									item.name
								) }
								onClick={ () => uploads.dismiss( item.key ) }
							/>
						) }
					</li>
				) ) }
			</ul>
		</section>
	);
}
