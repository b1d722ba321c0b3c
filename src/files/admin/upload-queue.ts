/**
 * The state of the upload list: every file the owner picked or dropped, its progress and how it
 * ended. A reducer over plain data (the File objects themselves are kept by the component, by
 * key), unit-tested in upload-queue.test.ts.
 */

/**
 * waiting: picked, not started (at most MAX_PARALLEL upload at once);
 * uploading: bytes going up; processing: every byte sent, the server is storing the file;
 * done; failed (message says why, in the server's words when it gave any).
 */
export type UploadStatus =
	'waiting' | 'uploading' | 'processing' | 'done' | 'failed';

export interface UploadItem {
	/** Unique in the queue. */
	key: string;
	name: string;
	size: number;
	/** Category the new file goes into (0: none). */
	category: number;
	/** For a replacement: the file whose bytes are replaced. */
	replaces?: number;
	loaded: number;
	status: UploadStatus;
	message?: string;
	/** The library file created or replaced. */
	fileId?: number;
}

export type UploadAction =
	| {
			type: 'add';
			items: Array<
				Pick< UploadItem, 'key' | 'name' | 'size' | 'category' > & {
					replaces?: number;
					/** Refused before sending (too large, empty): why. */
					refused?: string;
				}
			>;
	  }
	| { type: 'start'; key: string }
	| { type: 'progress'; key: string; loaded: number }
	| { type: 'done'; key: string; fileId?: number }
	| { type: 'fail'; key: string; message: string }
	| { type: 'dismiss'; key: string }
	| { type: 'clearFinished' };

/** Uploads sent at the same time: enough to overlap latency, few enough not to starve each. */
export const MAX_PARALLEL = 2;

/**
 * The next state of the queue.
 *
 * @param items  The queue.
 * @param action What happened.
 * @return The new queue (the same array when nothing changed).
 */
export function uploadReducer(
	items: UploadItem[],
	action: UploadAction
): UploadItem[] {
	switch ( action.type ) {
		case 'add':
			return [
				...items,
				...action.items.map( ( { refused, ...item } ): UploadItem => ( {
					...item,
					loaded: 0,
					status: refused ? 'failed' : 'waiting',
					...( refused ? { message: refused } : {} ),
				} ) ),
			];
		case 'start':
			return update( items, action.key, ( item ) =>
				item.status === 'waiting'
					? { ...item, status: 'uploading', loaded: 0 }
					: item
			);
		case 'progress':
			return update( items, action.key, ( item ) => {
				if ( item.status !== 'uploading' ) {
					return item;
				}
				const loaded = Math.max(
					0,
					Math.min( item.size, action.loaded )
				);
				return {
					...item,
					loaded,
					status: loaded >= item.size ? 'processing' : 'uploading',
				};
			} );
		case 'done':
			return update( items, action.key, ( item ) => ( {
				...item,
				status: 'done',
				loaded: item.size,
				fileId: action.fileId,
				message: undefined,
			} ) );
		case 'fail':
			return update( items, action.key, ( item ) => ( {
				...item,
				status: 'failed',
				message: action.message,
			} ) );
		case 'dismiss':
			return items.filter(
				( item ) => item.key !== action.key || isActive( item )
			);
		case 'clearFinished':
			return items.some( isFinished )
				? items.filter( ( item ) => ! isFinished( item ) )
				: items;
	}
	return items;
}

/**
 * Applies a change to one item.
 *
 * @param items  The queue.
 * @param key    The item's key.
 * @param change The change.
 * @return The new queue.
 */
function update(
	items: UploadItem[],
	key: string,
	change: ( item: UploadItem ) => UploadItem
): UploadItem[] {
	let changed = false;
	const next = items.map( ( item ) => {
		if ( item.key !== key ) {
			return item;
		}
		const updated = change( item );
		changed = changed || updated !== item;
		return updated;
	} );
	return changed ? next : items;
}

/**
 * Whether bytes are going up or the server is storing them.
 *
 * @param item A queue item.
 * @return True while it is in flight.
 */
export function isActive( item: UploadItem ): boolean {
	return item.status === 'uploading' || item.status === 'processing';
}

/**
 * Whether an item has ended, well or not.
 *
 * @param item A queue item.
 * @return True when done or failed.
 */
export function isFinished( item: UploadItem ): boolean {
	return item.status === 'done' || item.status === 'failed';
}

/**
 * The items to start now, in the order they were picked.
 *
 * @param items    The queue.
 * @param parallel How many may be in flight at once.
 * @return The waiting items that fit.
 */
export function nextToStart(
	items: UploadItem[],
	parallel = MAX_PARALLEL
): UploadItem[] {
	const free = parallel - items.filter( isActive ).length;
	return free > 0
		? items.filter( ( item ) => item.status === 'waiting' ).slice( 0, free )
		: [];
}

/**
 * An item's progress for its progress bar.
 *
 * @param item A queue item.
 * @return 0–100, whole numbers; 100 once all bytes are sent; 0 for a failed upload (however
 *         far it got, nothing was added).
 */
export function percent( item: UploadItem ): number {
	if ( item.status === 'done' || item.status === 'processing' ) {
		return 100;
	}
	if ( item.status === 'failed' || item.size <= 0 ) {
		return 0;
	}
	return Math.floor( ( item.loaded / item.size ) * 100 );
}

/**
 * Counts for the queue's heading and its announcement.
 *
 * @param items The queue.
 * @return How many wait, are in flight, are done and failed.
 */
export function summarise( items: UploadItem[] ): {
	waiting: number;
	active: number;
	done: number;
	failed: number;
} {
	return {
		waiting: items.filter( ( item ) => item.status === 'waiting' ).length,
		active: items.filter( isActive ).length,
		done: items.filter( ( item ) => item.status === 'done' ).length,
		failed: items.filter( ( item ) => item.status === 'failed' ).length,
	};
}

/**
 * Why a file cannot be sent at all, before any byte goes up.
 *
 * @param size     The file's size in bytes.
 * @param maxBytes The largest body the server accepts in one request (0: unknown).
 * @param chunked  Whether the server takes uploads in pieces (then any size can go).
 * @return 'empty', 'too_large', or null when it can be sent.
 */
export function refusalReason(
	size: number,
	maxBytes: number,
	chunked: boolean
): 'empty' | 'too_large' | null {
	if ( size <= 0 ) {
		return 'empty';
	}
	if ( ! chunked && maxBytes > 0 && size > maxBytes ) {
		return 'too_large';
	}
	return null;
}
