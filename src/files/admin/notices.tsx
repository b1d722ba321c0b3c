/**
 * The page's notices: what worked and what did not, in the server's words. WordPress's Notice
 * also announces each one to screen readers.
 */
import { Notice } from '@wordpress/components';
import { useCallback, useRef, useState } from '@wordpress/element';

export type NoticeStatus = 'success' | 'error' | 'warning' | 'info';

export interface PageNotice {
	id: number;
	status: NoticeStatus;
	message: string;
}

export type Notify = ( status: NoticeStatus, message: string ) => void;

/** Older notices go when there are more than this. */
const MAX_NOTICES = 4;

/**
 * The notice list and how to add to it.
 *
 * @return The notices, notify() and remove().
 */
export function useNotices(): {
	notices: PageNotice[];
	notify: Notify;
	remove: ( id: number ) => void;
} {
	const [ notices, setNotices ] = useState< PageNotice[] >( [] );
	const nextId = useRef( 1 );
	const notify = useCallback< Notify >( ( status, message ) => {
		const id = nextId.current++;
		setNotices( ( current ) =>
			[ ...current, { id, status, message } ].slice( -MAX_NOTICES )
		);
	}, [] );
	const remove = useCallback( ( id: number ) => {
		setNotices( ( current ) =>
			current.filter( ( notice ) => notice.id !== id )
		);
	}, [] );
	return { notices, notify, remove };
}

/**
 * Shows the notices.
 *
 * @param props          Component props.
 * @param props.notices  The notices.
 * @param props.onRemove Called when one is dismissed.
 */
export function Notices( {
	notices,
	onRemove,
}: {
	notices: PageNotice[];
	onRemove: ( id: number ) => void;
} ) {
	if ( ! notices.length ) {
		return null;
	}
	return (
		<div className="frontage-files__notices">
			{ notices.map( ( notice ) => (
				<Notice
					key={ notice.id }
					status={ notice.status }
					onRemove={ () => onRemove( notice.id ) }
				>
					{ notice.message }
				</Notice>
			) ) }
		</div>
	);
}
