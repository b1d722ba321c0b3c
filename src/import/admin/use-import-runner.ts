/**
 * Drives the screen's state machine (import-state.ts) with the REST API: reads the sources and
 * the imports once, starts imports, and polls the followed one about once a second (each poll
 * runs its next batch) until it is done or failed. A request that fails says why in a notice
 * and changes nothing the person chose.
 */
import { __ } from '@wordpress/i18n';
import {
	useCallback,
	useEffect,
	useReducer,
	useRef,
	useState,
} from '@wordpress/element';

import { apiErrorMessage } from '../../shared/api-error';
import {
	fetchImports,
	fetchSources,
	pollImport,
	runningImportId,
	startImport,
} from './api';
import { initialState, reduce, type ScreenState } from './import-state';
import type { FileMode, SourceName } from './types';

/** Milliseconds between an answer and the next poll. */
export const POLL_MS = 1000;

export interface ScreenNotice {
	id: number;
	message: string;
}

export interface ImportRunner {
	state: ScreenState;
	notices: ScreenNotice[];
	removeNotice: ( id: number ) => void;
	chooseSource: ( source: SourceName ) => void;
	chooseMode: ( mode: FileMode ) => void;
	/** Starts a dry run or the import of the chosen source. */
	start: ( dryRun: boolean ) => void;
	/** Starts the failed import again, as it was started. */
	restart: () => void;
	/** Follows an import under way. */
	resume: ( id: number ) => void;
}

/**
 * The screen's state and what a person can do on it.
 *
 * @return The runner.
 */
export function useImportRunner(): ImportRunner {
	const [ state, dispatch ] = useReducer( reduce, initialState );
	const [ notices, setNotices ] = useState< ScreenNotice[] >( [] );
	const nextNotice = useRef( 1 );

	const notify = useCallback( ( message: string ) => {
		const id = nextNotice.current++;
		setNotices( ( current ) => [ ...current, { id, message } ] );
	}, [] );
	const removeNotice = useCallback( ( id: number ) => {
		setNotices( ( current ) => current.filter( ( n ) => n.id !== id ) );
	}, [] );

	useEffect( () => {
		let gone = false;
		Promise.all( [ fetchSources(), fetchImports() ] )
			.then( ( [ sources, imports ] ) => {
				if ( ! gone ) {
					dispatch( { type: 'loaded', sources, imports } );
				}
			} )
			.catch( ( error: unknown ) => {
				if ( ! gone ) {
					notify(
						apiErrorMessage(
							error,
							__( 'The sources could not be read.', 'frontage' )
						)
					);
					dispatch( { type: 'load-failed' } );
				}
			} );
		return () => {
			gone = true;
		};
	}, [ notify ] );

	// One poll after each answer: the effect runs again when the answer changes the record.
	const { following, current } = state;
	useEffect( () => {
		if ( null === following ) {
			return;
		}
		let gone = false;
		const soon = current?.id !== following || 'queued' === current.status;
		const timer = window.setTimeout(
			() => {
				pollImport( following )
					.then( ( record ) => {
						if ( ! gone ) {
							dispatch( { type: 'polled', record } );
						}
					} )
					.catch( ( error: unknown ) => {
						if ( ! gone ) {
							notify(
								apiErrorMessage(
									error,
									__(
										'The import could not be reached.',
										'frontage'
									)
								)
							);
							dispatch( { type: 'poll-failed' } );
						}
					} );
			},
			soon ? 0 : POLL_MS
		);
		return () => {
			gone = true;
			window.clearTimeout( timer );
		};
	}, [ following, current, notify ] );

	const begin = useCallback(
		( source: SourceName, dryRun: boolean, mode: FileMode ) => {
			dispatch( { type: 'starting' } );
			startImport( source, dryRun, mode )
				.then( ( record ) => dispatch( { type: 'started', record } ) )
				.catch( ( error: unknown ) => {
					const id = runningImportId( error );
					if ( null !== id ) {
						dispatch( { type: 'conflict', id } );
						return;
					}
					notify(
						apiErrorMessage(
							error,
							__( 'The import could not start.', 'frontage' )
						)
					);
					dispatch( { type: 'start-failed' } );
				} );
		},
		[ notify ]
	);

	const { source, fileMode } = state;
	const start = useCallback(
		( dryRun: boolean ) => {
			if ( source ) {
				begin( source, dryRun, fileMode );
			}
		},
		[ begin, source, fileMode ]
	);
	const restart = useCallback( () => {
		if ( current ) {
			begin(
				current.source,
				current.dry_run,
				current.file_mode ?? fileMode
			);
		}
	}, [ begin, current, fileMode ] );

	return {
		state,
		notices,
		removeNotice,
		chooseSource: useCallback(
			( chosen: SourceName ) =>
				dispatch( { type: 'choose-source', source: chosen } ),
			[]
		),
		chooseMode: useCallback(
			( mode: FileMode ) => dispatch( { type: 'choose-mode', mode } ),
			[]
		),
		start,
		restart,
		resume: useCallback(
			( id: number ) => dispatch( { type: 'resume', id } ),
			[]
		),
	};
}
