/**
 * The import screen's state machine: what is chosen, which import the screen follows, what it
 * offers to resume and what it may start now. A plain reducer with no React or DOM, unit-tested;
 * use-import-runner.ts drives it with the REST API's answers.
 *
 *   loading → ready ─(Run a dry run / Import)→ starting ─201→ following ─done|failed→ ready
 *                                                      └─409→ offer ─Resume→ following
 *   on load, an import queued or running → offer; a poll that fails → stalled (Resume polls again)
 */
import { importProgress, passedMilestone, type Progress } from './progress';
import type { FileMode, ImportRecord, ImportSource, SourceName } from './types';

/** Statuses of an import that is under way. */
export const UNDER_WAY = [ 'queued', 'running' ];

/** An import under way that the screen does not follow yet. */
export interface Offer {
	id: number;
	/** Its record, when the screen has one (from GET /imports). */
	record: ImportRecord | null;
}

/** A progress milestone for screen readers. */
export interface Announcement extends Progress {
	milestone: number;
	dryRun: boolean;
}

export interface ScreenState {
	loading: boolean;
	sources: ImportSource[];
	source: SourceName | null;
	fileMode: FileMode;
	/** The import followed now, or the last one that ended; null before any. */
	current: ImportRecord | null;
	/** The id of the import being polled; null when none is. */
	following: number | null;
	/** Whether a POST /imports is under way. */
	starting: boolean;
	/** The last dry run that finished, by source: its id. */
	dryRuns: Partial< Record< SourceName, number > >;
	offer: Offer | null;
	/** Following stopped because a poll failed: the screen offers to resume. */
	stalled: boolean;
	/** How many followed imports ended: the screen moves focus to the result each time. */
	ended: number;
	/** The last milestone passed while following. */
	announcement: Announcement | null;
}

export type ScreenAction =
	| { type: 'loaded'; sources: ImportSource[]; imports: ImportRecord[] }
	| { type: 'load-failed' }
	| { type: 'choose-source'; source: SourceName }
	| { type: 'choose-mode'; mode: FileMode }
	| { type: 'starting' }
	| { type: 'start-failed' }
	| { type: 'started'; record: ImportRecord }
	| { type: 'conflict'; id: number; record?: ImportRecord | null }
	| { type: 'resume'; id: number }
	| { type: 'polled'; record: ImportRecord }
	| { type: 'poll-failed' };

export const initialState: ScreenState = {
	loading: true,
	sources: [],
	source: null,
	fileMode: 'copy',
	current: null,
	following: null,
	starting: false,
	dryRuns: {},
	offer: null,
	stalled: false,
	ended: 0,
	announcement: null,
};

/**
 * Whether an import is under way.
 *
 * @param record The import.
 * @return True while queued or running.
 */
export function isUnderWay( record: ImportRecord | null | undefined ): boolean {
	return !! record && UNDER_WAY.includes( record.status );
}

/**
 * The dry runs that finished, newest per source.
 *
 * @param imports The imports, newest first.
 * @return Their ids by source.
 */
function finishedDryRuns(
	imports: ImportRecord[]
): Partial< Record< SourceName, number > > {
	const found: Partial< Record< SourceName, number > > = {};
	for ( const record of imports ) {
		if ( record.dry_run && 'done' === record.status ) {
			found[ record.source ] ??= record.id;
		}
	}
	return found;
}

/**
 * The state after the sources and the imports were read.
 *
 * @param state   The state.
 * @param sources The sources.
 * @param imports The imports, newest first.
 * @return The new state.
 */
function loaded(
	state: ScreenState,
	sources: ImportSource[],
	imports: ImportRecord[]
): ScreenState {
	const running = imports.find( ( record ) => isUnderWay( record ) ) ?? null;
	const firstAvailable = sources.find( ( source ) => source.available );
	return {
		...state,
		loading: false,
		sources,
		source: running?.source ?? firstAvailable?.source ?? null,
		fileMode: running?.file_mode ?? state.fileMode,
		dryRuns: { ...finishedDryRuns( imports ), ...state.dryRuns },
		offer: running ? { id: running.id, record: running } : null,
	};
}

/**
 * The state after a poll answered the followed import.
 *
 * @param state  The state.
 * @param record The import as it is now.
 * @return The new state.
 */
function polled( state: ScreenState, record: ImportRecord ): ScreenState {
	if ( record.id !== state.following ) {
		return state; // An answer for an import the screen stopped following.
	}
	const before =
		state.current?.id === record.id
			? importProgress( state.current ).percent
			: null;
	const now = importProgress( record );
	const milestone = passedMilestone( before, now.percent );
	if ( isUnderWay( record ) ) {
		return {
			...state,
			current: record,
			announcement:
				null === milestone
					? state.announcement
					: { ...now, milestone, dryRun: record.dry_run },
		};
	}
	const dryRuns =
		record.dry_run && 'done' === record.status
			? { ...state.dryRuns, [ record.source ]: record.id }
			: state.dryRuns;
	return {
		...state,
		current: record,
		following: null,
		dryRuns,
		ended: state.ended + 1,
	};
}

/**
 * The record to show when the screen starts following an import: the one it has for that id.
 *
 * @param state The state.
 * @param id    The import.
 * @return Its record, or null until the first poll answers.
 */
function knownRecord( state: ScreenState, id: number ): ImportRecord | null {
	if ( state.offer?.id === id && state.offer.record ) {
		return state.offer.record;
	}
	return state.current?.id === id ? state.current : null;
}

/**
 * The screen's reducer.
 *
 * @param state  The state.
 * @param action What happened.
 * @return The new state.
 */
export function reduce(
	state: ScreenState,
	action: ScreenAction
): ScreenState {
	switch ( action.type ) {
		case 'loaded':
			return loaded( state, action.sources, action.imports );
		case 'load-failed':
			return { ...state, loading: false };
		case 'choose-source':
			return isBusy( state )
				? state
				: { ...state, source: action.source };
		case 'choose-mode':
			return isBusy( state )
				? state
				: { ...state, fileMode: action.mode };
		case 'starting':
			return { ...state, starting: true };
		case 'start-failed':
			return { ...state, starting: false };
		case 'started':
			return {
				...state,
				starting: false,
				current: action.record,
				following: action.record.id,
				offer: null,
				stalled: false,
				announcement: null,
			};
		case 'conflict':
			return {
				...state,
				starting: false,
				offer: { id: action.id, record: action.record ?? null },
			};
		case 'resume': {
			const record = knownRecord( state, action.id );
			return {
				...state,
				current: record,
				source: record?.source ?? state.source,
				following: action.id,
				offer: null,
				stalled: false,
				announcement: null,
			};
		}
		case 'polled':
			return polled( state, action.record );
		case 'poll-failed':
			return { ...state, following: null, stalled: true };
	}
	return state;
}

/**
 * Whether the screen is starting or following an import.
 *
 * @param state The state.
 * @return True while it is.
 */
export function isBusy( state: ScreenState ): boolean {
	return state.starting || null !== state.following;
}

/**
 * The chosen source, when the site has its rows.
 *
 * @param state The state.
 * @return The source, or null.
 */
export function chosenSource( state: ScreenState ): ImportSource | null {
	return (
		state.sources.find(
			( source ) => source.source === state.source && source.available
		) ?? null
	);
}

/**
 * Whether a dry run may start now: a source is chosen and nothing is under way.
 *
 * @param state The state.
 * @return True when it may.
 */
export function canDryRun( state: ScreenState ): boolean {
	return (
		! state.loading &&
		! isBusy( state ) &&
		! state.offer &&
		! state.stalled &&
		null !== chosenSource( state )
	);
}

/**
 * Whether the import may start now: as a dry run, once a dry run of that source finished.
 *
 * @param state The state.
 * @return True when it may.
 */
export function canImport( state: ScreenState ): boolean {
	return (
		canDryRun( state ) &&
		undefined !== state.source &&
		null !== state.source &&
		undefined !== state.dryRuns[ state.source ]
	);
}

/**
 * Whether the last followed import failed: the screen offers to start it again, which goes on
 * with what is not in the library yet (docs/migration.md "The report").
 *
 * @param state The state.
 * @return True when it did and nothing else is under way.
 */
export function canRestart( state: ScreenState ): boolean {
	return (
		! isBusy( state ) &&
		! state.offer &&
		!! state.current &&
		'failed' === state.current.status
	);
}
