import { handled, importProgress, passedMilestone } from './progress';
import { importRecord } from './test-records';

describe( 'importProgress', () => {
	it( 'counts every file handled against the files the source has', () => {
		expect( importProgress( importRecord() ) ).toEqual( {
			done: 312,
			total: 1000,
			percent: 31,
		} );
	} );

	it( 'has no percent before the files phase (the bar shows work, not how far)', () => {
		for ( const phase of [ 'categories', 'tags' ] as const ) {
			const record = importRecord( {
				phase,
				report: { ...importRecord().report, source_files: 0 },
			} );
			expect( importProgress( record ).percent ).toBeNull();
		}
	} );

	it( 'stays below 100 until the import says it is done', () => {
		const record = importRecord( {
			counts: {
				...importRecord().counts,
				files: { created: 1000, updated: 0, unchanged: 0, skipped: 0 },
			},
		} );
		expect( importProgress( record ).percent ).toBe( 99 );
		expect( importProgress( { ...record, status: 'done' } ).percent ).toBe(
			100
		);
	} );

	it( 'is whole when done, even with no files', () => {
		const record = importRecord( {
			status: 'done',
			counts: {
				...importRecord().counts,
				files: { created: 0, updated: 0, unchanged: 0, skipped: 0 },
			},
			report: { ...importRecord().report, source_files: 0 },
		} );
		expect( importProgress( record ) ).toEqual( {
			done: 0,
			total: 0,
			percent: 100,
		} );
	} );

	it( 'never shows more files done than the source has', () => {
		const record = importRecord( {
			report: { ...importRecord().report, source_files: 100 },
		} );
		expect( importProgress( record ).done ).toBe( 100 );
	} );

	it( 'reads missing counts as zero', () => {
		expect( handled( undefined ) ).toBe( 0 );
	} );
} );

describe( 'passedMilestone', () => {
	it( 'names the step an update passed', () => {
		expect( passedMilestone( 20, 26 ) ).toBe( 25 );
		expect( passedMilestone( null, 60 ) ).toBe( 50 );
		expect( passedMilestone( 74, 100 ) ).toBe( 100 );
	} );

	it( 'is silent between steps and before any progress', () => {
		expect( passedMilestone( 26, 49 ) ).toBeNull();
		expect( passedMilestone( null, 0 ) ).toBeNull();
		expect( passedMilestone( null, null ) ).toBeNull();
		expect( passedMilestone( 30, 30 ) ).toBeNull();
	} );
} );
