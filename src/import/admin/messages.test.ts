import { filesLine, milestoneLine, phaseLine, resultHeading } from './messages';
import { importRecord } from './test-records';

describe( 'messages', () => {
	it( 'says how many files of how many', () => {
		expect(
			filesLine( { done: 312, total: 1000, percent: 31 }, 'en-US' )
		).toBe( '312 of 1,000 files' );
		expect( filesLine( { done: 1, total: 1, percent: 99 }, 'en-US' ) ).toBe(
			'1 of 1 file'
		);
	} );

	it( 'announces a milestone with the files done', () => {
		expect( milestoneLine( null ) ).toBe( '' );
		expect(
			milestoneLine(
				{
					milestone: 50,
					done: 500,
					total: 1000,
					percent: 50,
					dryRun: false,
				},
				'en-US'
			)
		).toBe( 'Import 50% done: 500 of 1,000 files.' );
	} );

	it( 'says what the import does now', () => {
		expect( phaseLine( null ) ).toMatch( /Asking/ );
		expect( phaseLine( importRecord( { status: 'queued' } ) ) ).toBe(
			'Starting…'
		);
		expect( phaseLine( importRecord( { phase: 'tags' } ) ) ).toBe(
			'Tags…'
		);
		expect( phaseLine( importRecord() ) ).toMatch( /Copying/ );
	} );

	it( 'heads each ending', () => {
		expect(
			resultHeading( importRecord( { status: 'done', dry_run: true } ) )
		).toBe( 'Dry run report' );
		expect( resultHeading( importRecord( { status: 'done' } ) ) ).toBe(
			'Import finished'
		);
		expect( resultHeading( importRecord( { status: 'failed' } ) ) ).toBe(
			'The import stopped'
		);
	} );
} );
