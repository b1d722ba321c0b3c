/**
 * The screen's uploads: the queue (useUploads, uploads.tsx) with the connection and the
 * server's chunked upload support (asked once, for library managers only), and one set of
 * notices when a run of uploads ends (upload-messages.ts says which).
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';

import type { ChunkSupport } from './chunks';
import type { Notify } from './notices';
import { chunkSupport, currentNonce, type Connection } from './transport';
import type { FileRecord, FilesAdminData } from './types';
import { uploadRunNotices } from './upload-messages';
import type { UploadItem } from './upload-queue';
import { useUploads, type Uploads } from './uploads';

export interface LibraryUploadsOptions {
	/** The REST root, the page's nonce and the largest upload. */
	data: Pick< FilesAdminData, 'restRoot' | 'nonce' | 'maxUploadBytes' >;
	/** Only managers upload: nobody else asks for chunked upload support. */
	canManage: boolean;
	notify: Notify;
	/** Reloads the categories (their counts follow the uploads). */
	reloadCategories: () => void;
	/** A file was created or replaced. */
	onUploaded: () => void;
}

/**
 * The upload queue of the screen.
 *
 * @param options                  What the uploads need and whom they tell.
 * @param options.data
 * @param options.canManage
 * @param options.notify
 * @param options.reloadCategories
 * @param options.onUploaded
 * @return The queue and its actions.
 */
export function useLibraryUploads( {
	data,
	canManage,
	notify,
	reloadCategories,
	onUploaded,
}: LibraryUploadsOptions ): Uploads {
	const { restRoot, nonce, maxUploadBytes } = data;
	const [ chunks, setChunks ] = useState< ChunkSupport | null >( null );

	const connection = useMemo< Connection >(
		() => ( { restRoot, nonce: currentNonce( nonce ) } ),
		[ restRoot, nonce ]
	);

	useEffect( () => {
		if ( canManage ) {
			chunkSupport( maxUploadBytes ).then( setChunks );
		}
	}, [ maxUploadBytes, canManage ] );

	// Titles of the files whose bytes this run of uploads replaced.
	const replaced = useRef< string[] >( [] );

	return useUploads( {
		connection,
		chunks,
		maxUploadBytes,
		onUploaded: useCallback(
			( item: UploadItem, file: FileRecord ) => {
				if ( item.replaces ) {
					replaced.current.push( file?.title ?? item.name );
				}
				onUploaded();
			},
			[ onUploaded ]
		),
		// One set of notices per run of uploads, given together (they replace the last action's).
		onSettled: useCallback(
			( done: number, failed: number ) => {
				// Category counts follow the uploads.
				reloadCategories();
				const titles = replaced.current;
				replaced.current = [];
				for ( const notice of uploadRunNotices(
					done,
					failed,
					titles
				) ) {
					notify( notice.status, notice.message );
				}
			},
			[ notify, reloadCategories ]
		),
	} );
}
