import {
	canDryRun,
	canImport,
	canRestart,
	initialState,
	isBusy,
	reduce,
	type ScreenAction,
	type ScreenState,
} from './import-state';
import { importRecord } from './test-records';
import type { ImportSource } from './types';

const sources: ImportSource[] = [
	{ source: 'wpfd', label: 'WP File Download', available: true, files: 30 },
	{
		source: 'download-monitor',
		label: 'Download Monitor',
		available: false,
		files: 0,
	},
];

/**
 * The state after some actions.
 *
 * @param actions The actions, in order.
 * @return The state.
 */
function after( ...actions: ScreenAction[] ): ScreenState {
	return actions.reduce( reduce, initialState );
}

const loaded: ScreenAction = { type: 'loaded', sources, imports: [] };

describe( 'loading', () => {
	it( 'chooses the first source the site holds, copying by default', () => {
		const state = after( loaded );
		expect( state.loading ).toBe( false );
		expect( state.source ).toBe( 'wpfd' );
		expect( state.fileMode ).toBe( 'copy' );
		expect( canDryRun( state ) ).toBe( true );
		expect( canImport( state ) ).toBe( false );
	} );

	it( 'chooses nothing when no source is there', () => {
		const state = after( {
			type: 'loaded',
			sources: [ { ...sources[ 0 ], available: false } ],
			imports: [],
		} );
		expect( state.source ).toBeNull();
		expect( canDryRun( state ) ).toBe( false );
	} );

	it( 'offers to resume an import under way, with its source and mode', () => {
		const running = importRecord( { id: 9, file_mode: 'move' } );
		const state = after( {
			type: 'loaded',
			sources,
			imports: [ running, importRecord( { id: 8, status: 'done' } ) ],
		} );
		expect( state.offer ).toEqual( { id: 9, record: running } );
		expect( state.fileMode ).toBe( 'move' );
		expect( canDryRun( state ) ).toBe( false );

		const resumed = reduce( state, { type: 'resume', id: 9 } );
		expect( resumed.following ).toBe( 9 );
		expect( resumed.current ).toBe( running );
		expect( resumed.offer ).toBeNull();
	} );

	it( 'remembers a dry run that finished earlier, so the import is offered', () => {
		const state = after( {
			type: 'loaded',
			sources,
			imports: [
				importRecord( { id: 5, dry_run: true, status: 'failed' } ),
				importRecord( { id: 4, dry_run: true, status: 'done' } ),
			],
		} );
		expect( state.dryRuns ).toEqual( { wpfd: 4 } );
		expect( canImport( state ) ).toBe( true );
	} );
} );

describe( 'a dry run, then the import', () => {
	const dry = importRecord( {
		id: 1,
		dry_run: true,
		status: 'queued',
		phase: 'categories',
	} );

	it( 'follows the dry run until it ends, then offers the import', () => {
		let state = after( loaded, { type: 'starting' } );
		expect( isBusy( state ) ).toBe( true );
		expect( canDryRun( state ) ).toBe( false );

		state = reduce( state, { type: 'started', record: dry } );
		expect( state.following ).toBe( 1 );
		expect( canImport( state ) ).toBe( false );

		state = reduce( state, {
			type: 'polled',
			record: { ...dry, status: 'done', phase: 'files' },
		} );
		expect( state.following ).toBeNull();
		expect( state.ended ).toBe( 1 );
		expect( state.dryRuns.wpfd ).toBe( 1 );
		expect( canImport( state ) ).toBe( true );
	} );

	it( 'does not offer the import after a dry run of another source', () => {
		const state = after(
			{
				type: 'loaded',
				sources: sources.map( ( s ) => ( { ...s, available: true } ) ),
				imports: [],
			},
			{ type: 'started', record: dry },
			{ type: 'polled', record: { ...dry, status: 'done' } },
			{ type: 'choose-source', source: 'download-monitor' }
		);
		expect( canDryRun( state ) ).toBe( true );
		expect( canImport( state ) ).toBe( false );
	} );

	it( 'does not change the choices while an import runs', () => {
		const state = after(
			loaded,
			{ type: 'started', record: dry },
			{ type: 'choose-mode', mode: 'move' },
			{ type: 'choose-source', source: 'download-monitor' }
		);
		expect( state.fileMode ).toBe( 'copy' );
		expect( state.source ).toBe( 'wpfd' );
	} );

	it( 'ignores an answer about an import it no longer follows', () => {
		const state = after( loaded, { type: 'started', record: dry } );
		expect(
			reduce( state, {
				type: 'polled',
				record: importRecord( { id: 99 } ),
			} )
		).toBe( state );
	} );
} );

describe( 'milestones', () => {
	it( 'announces each quarter passed, not every poll', () => {
		const at = ( created: number ) =>
			importRecord( {
				counts: {
					...importRecord().counts,
					files: { created, updated: 0, unchanged: 0, skipped: 0 },
				},
			} );
		let state = after( loaded, { type: 'started', record: at( 0 ) } );
		state = reduce( state, { type: 'polled', record: at( 100 ) } );
		expect( state.announcement ).toBeNull();
		state = reduce( state, { type: 'polled', record: at( 260 ) } );
		expect( state.announcement ).toMatchObject( {
			milestone: 25,
			done: 260,
			total: 1000,
		} );
		const quarter = state.announcement;
		state = reduce( state, { type: 'polled', record: at( 300 ) } );
		expect( state.announcement ).toBe( quarter );
		state = reduce( state, { type: 'polled', record: at( 800 ) } );
		expect( state.announcement?.milestone ).toBe( 75 );
	} );
} );

describe( 'when something goes wrong', () => {
	it( 'keeps the choices when a start fails', () => {
		const state = after(
			loaded,
			{ type: 'choose-mode', mode: 'move' },
			{ type: 'starting' },
			{ type: 'start-failed' }
		);
		expect( state.fileMode ).toBe( 'move' );
		expect( canDryRun( state ) ).toBe( true );
	} );

	it( 'offers to resume the import a 409 names', () => {
		const state = after(
			loaded,
			{ type: 'starting' },
			{ type: 'conflict', id: 12 }
		);
		expect( state.offer ).toEqual( { id: 12, record: null } );
		expect( canDryRun( state ) ).toBe( false );
		const resumed = reduce( state, { type: 'resume', id: 12 } );
		expect( resumed.following ).toBe( 12 );
		expect( resumed.current ).toBeNull();
	} );

	it( 'stops following when a poll fails, and resumes', () => {
		const record = importRecord();
		let state = after(
			loaded,
			{ type: 'started', record },
			{ type: 'poll-failed' }
		);
		expect( state.stalled ).toBe( true );
		expect( state.following ).toBeNull();
		expect( canDryRun( state ) ).toBe( false );
		state = reduce( state, { type: 'resume', id: record.id } );
		expect( state.following ).toBe( record.id );
		expect( state.current ).toBe( record );
		expect( state.stalled ).toBe( false );
	} );

	it( 'offers to start a failed import again', () => {
		const record = importRecord();
		const state = after(
			loaded,
			{ type: 'started', record },
			{
				type: 'polled',
				record: { ...record, status: 'failed' },
			}
		);
		expect( state.ended ).toBe( 1 );
		expect( canRestart( state ) ).toBe( true );
		expect( canRestart( reduce( state, { type: 'starting' } ) ) ).toBe(
			false
		);
	} );
} );
