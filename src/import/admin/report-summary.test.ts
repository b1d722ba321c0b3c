import {
	cappedNote,
	changesNothing,
	formatNumber,
	kindCounts,
	remoteAddress,
	splitProblems,
	summary,
} from './report-summary';
import { importRecord } from './test-records';

const none = { created: 0, updated: 0, unchanged: 0, skipped: 0 };

describe( 'splitProblems', () => {
	const report = {
		...importRecord().report,
		problems: [
			{ code: 'missing_file', item: 'wpfd:file:1', message: 'Gone.' },
			{ code: 'remote_file', item: 'wpfd:file:2', message: 'A link.' },
			{ code: 'no_file', item: 'wpfd:file:3', message: 'No name.' },
			{ code: 'unknown_role', item: 'wpfd:category:4', message: 'Role.' },
		],
		problem_total: 250,
		missing_files: 140,
		remote_files: 10,
	};

	it( 'puts missing files, remote files and the rest apart, each with its total', () => {
		const split = splitProblems( report );
		expect( split.missing.rows.map( ( p ) => p.item ) ).toEqual( [
			'wpfd:file:1',
			'wpfd:file:3',
		] );
		expect( split.missing.total ).toBe( 140 );
		expect( split.remote.rows.map( ( p ) => p.item ) ).toEqual( [
			'wpfd:file:2',
		] );
		expect( split.remote.total ).toBe( 10 );
		expect( split.other.rows.map( ( p ) => p.code ) ).toEqual( [
			'unknown_role',
		] );
		expect( split.other.total ).toBe( 100 );
	} );

	it( 'never counts fewer than it lists', () => {
		const split = splitProblems( {
			...report,
			problem_total: 0,
			missing_files: 0,
			remote_files: 0,
		} );
		expect( split.missing.total ).toBe( 2 );
		expect( split.remote.total ).toBe( 1 );
		expect( split.other.total ).toBe( 1 );
	} );
} );

describe( 'remoteAddress', () => {
	it( 'reads the address out of the message', () => {
		expect(
			remoteAddress( {
				code: 'remote_file',
				item: 'wpfd:file:2',
				message:
					'The file is a link to https://example.org/a%20b.pdf?x=1; the library keeps files, not links.',
			} )
		).toBe( 'https://example.org/a%20b.pdf?x=1' );
		expect(
			remoteAddress( {
				code: 'remote_file',
				item: 'x',
				message: 'No address.',
			} )
		).toBe( '' );
	} );
} );

describe( 'counts', () => {
	it( 'reads a kind the answer lacks as zeros', () => {
		expect( kindCounts( undefined, 'tags' ) ).toEqual( none );
	} );

	it( 'knows a run that changes nothing', () => {
		const counts = {
			categories: { ...none, unchanged: 4 },
			tags: { ...none, unchanged: 2 },
			files: { ...none, unchanged: 28, skipped: 2 },
			bytes: 0,
		};
		expect( changesNothing( counts ) ).toBe( true );
		expect(
			changesNothing( { ...counts, tags: { ...none, updated: 1 } } )
		).toBe( false );
	} );
} );

describe( 'summary', () => {
	it( 'says what an import did, in the page’s numbers', () => {
		expect(
			summary(
				importRecord( {
					status: 'done',
					counts: {
						...importRecord().counts,
						files: {
							created: 1200,
							updated: 2,
							unchanged: 5,
							skipped: 3,
						},
					},
				} ),
				'en-US'
			)
		).toBe( '1,200 files added, 2 updated, 5 unchanged, 3 left out.' );
	} );

	it( 'says what a dry run would do', () => {
		expect(
			summary(
				importRecord( { status: 'done', dry_run: true } ),
				'en-US'
			)
		).toBe( 'An import would add 300 files, update 2 and leave out 10.' );
	} );

	it( 'says when nothing changed', () => {
		const record = importRecord( {
			status: 'done',
			counts: {
				categories: { ...none, unchanged: 1 },
				tags: none,
				files: { ...none, unchanged: 3 },
				bytes: 0,
			},
		} );
		expect( summary( record ) ).toMatch( /^Nothing new/ );
		expect( summary( { ...record, dry_run: true } ) ).toMatch(
			/would change nothing/
		);
	} );

	it( 'says a failed import stopped', () => {
		expect( summary( importRecord( { status: 'failed' } ) ) ).toMatch(
			/stopped/
		);
	} );
} );

describe( 'cappedNote and formatNumber', () => {
	it( 'notes a list the report holds only the start of', () => {
		expect( cappedNote( 200, 1312, 'en-US' ) ).toBe(
			'The report lists the first 200 of 1,312.'
		);
		expect( cappedNote( 12, 12 ) ).toBe( '' );
	} );

	it( 'falls back to the browser’s locale for one Intl does not know', () => {
		expect( formatNumber( 1000, 'not a locale!' ) ).toBe(
			new Intl.NumberFormat().format( 1000 )
		);
	} );
} );
