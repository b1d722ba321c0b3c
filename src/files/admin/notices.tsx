/**
 * The page's notices: what worked and what did not, in the server's words. WordPress's Notice
 * also announces each one to screen readers. Each action's notices replace the previous
 * action's, so they never pile up: notices given together (a bulk action's successes and its
 * failures, in the same task) stay together.
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
	// Whether notices are being given together now (until the current task ends).
	const together = useRef( false );
	const notify = useCallback< Notify >( ( status, message ) => {
		const id = nextId.current++;
		const keep = together.current;
		together.current = true;
		window.setTimeout( () => {
			together.current = false;
		} );
		setNotices( ( current ) => [
			...( keep ? current : [] ),
			{ id, status, message },
		] );
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
