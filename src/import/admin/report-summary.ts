/**
 * The report of an import as the screen shows it (docs/migration.md "The report"): the counts
 * table's rows, the problems split into missing files, remote files and the rest, how much of
 * each list the report holds, and the one-line summary. Plain functions, unit-tested.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type {
	ImportCounts,
	ImportProblem,
	ImportRecord,
	ImportReport,
	KindCounts,
} from './types';

/** The kinds an import counts, in the order the table shows them. */
export const KINDS = [ 'categories', 'tags', 'files' ] as const;

/** What happened to a row, in the order the table shows them. */
export const OUTCOMES = [
	'created',
	'updated',
	'unchanged',
	'skipped',
] as const;

export type Kind = ( typeof KINDS )[ number ];
export type Outcome = ( typeof OUTCOMES )[ number ];

/** Problem codes of a file whose stored file is not there. */
export const MISSING_CODES = [ 'missing_file', 'no_file' ];

/** Problem code of a file that is a link. */
export const REMOTE_CODE = 'remote_file';

const EMPTY: KindCounts = { created: 0, updated: 0, unchanged: 0, skipped: 0 };

/**
 * A number for people, in the page's language: 1,000.
 *
 * @param value  The number.
 * @param locale The locale; the browser's by default.
 * @return The number as text.
 */
export function formatNumber( value: number, locale?: string ): string {
	try {
		return new Intl.NumberFormat( locale ).format( value );
	} catch {
		return new Intl.NumberFormat().format( value );
	}
}

/**
 * One kind's counts, zeros when the answer lacks them.
 *
 * @param counts The import's counts.
 * @param kind   The kind.
 * @return Its counts.
 */
export function kindCounts(
	counts: ImportCounts | undefined,
	kind: Kind
): KindCounts {
	return { ...EMPTY, ...( counts?.[ kind ] ?? {} ) };
}

/**
 * Whether an import changed (or would change) nothing: no row created or updated.
 *
 * @param counts The import's counts.
 * @return True when every row was unchanged or left out.
 */
export function changesNothing( counts: ImportCounts | undefined ): boolean {
	return KINDS.every( ( kind ) => {
		const row = kindCounts( counts, kind );
		return 0 === row.created && 0 === row.updated;
	} );
}

/** A list of the report: the rows it holds, and how many there are in all. */
export interface ReportList< T > {
	rows: T[];
	total: number;
}

/**
 * The report's problems, split as the screen shows them.
 *
 * @param report The report.
 * @return Missing files, remote files, and the other problems, each with its total.
 */
export function splitProblems( report: ImportReport ): {
	missing: ReportList< ImportProblem >;
	remote: ReportList< ImportProblem >;
	other: ReportList< ImportProblem >;
} {
	const problems = report.problems ?? [];
	const missing = problems.filter( ( p ) =>
		MISSING_CODES.includes( p.code )
	);
	const remote = problems.filter( ( p ) => REMOTE_CODE === p.code );
	const other = problems.filter(
		( p ) => ! MISSING_CODES.includes( p.code ) && REMOTE_CODE !== p.code
	);
	const missingTotal = Math.max( report.missing_files || 0, missing.length );
	const remoteTotal = Math.max( report.remote_files || 0, remote.length );
	return {
		missing: { rows: missing, total: missingTotal },
		remote: { rows: remote, total: remoteTotal },
		other: {
			rows: other,
			total: Math.max(
				( report.problem_total || 0 ) - missingTotal - remoteTotal,
				other.length
			),
		},
	};
}

/**
 * The address a remote file links to, read from its problem's message.
 *
 * @param problem A `remote_file` problem.
 * @return The address, or an empty string.
 */
export function remoteAddress( problem: ImportProblem ): string {
	const found = /[a-z][a-z0-9+.-]*:\/\/[^\s;]+/i.exec( problem.message );
	return found ? found[ 0 ].replace( /[.,)]+$/, '' ) : '';
}

/**
 * A note for a list the report holds only the start of.
 *
 * @param shown  How many rows the report holds.
 * @param total  How many there are.
 * @param locale The page's language.
 * @return E.g. "The report lists the first 200 of 312."; empty when it lists them all.
 */
export function cappedNote(
	shown: number,
	total: number,
	locale?: string
): string {
	if ( total <= shown ) {
		return '';
	}
	return sprintf(
		/* translators: 1: how many rows the report lists, 2: how many there are. */
		__( 'The report lists the first %1$s of %2$s.', 'frontage' ),
		formatNumber( shown, locale ),
		formatNumber( total, locale )
	);
}

/**
 * The one-line summary of an import that ended.
 *
 * @param record The import.
 * @param locale The page's language.
 * @return What it did, or would do.
 */
export function summary( record: ImportRecord, locale?: string ): string {
	if ( 'failed' === record.status ) {
		return __( 'The import stopped before it was done.', 'frontage' );
	}
	if ( changesNothing( record.counts ) ) {
		return record.dry_run
			? __(
					'An import would change nothing: the library already holds everything the source has, as it is.',
					'frontage'
				)
			: __(
					'Nothing new: the library already held everything the source has, as it is. Nothing was changed.',
					'frontage'
				);
	}
	const files = kindCounts( record.counts, 'files' );
	const n = ( value: number ) => formatNumber( value, locale );
	if ( record.dry_run ) {
		return sprintf(
			/* translators: 1: files to add, 2: files to update, 3: files to leave out. */
			_n(
				'An import would add %1$s file, update %2$s and leave out %3$s.',
				'An import would add %1$s files, update %2$s and leave out %3$s.',
				files.created,
				'frontage'
			),
			n( files.created ),
			n( files.updated ),
			n( files.skipped )
		);
	}
	return sprintf(
		/* translators: 1: files added, 2: files updated, 3: files left as they were, 4: files left out. */
		_n(
			'%1$s file added, %2$s updated, %3$s unchanged, %4$s left out.',
			'%1$s files added, %2$s updated, %3$s unchanged, %4$s left out.',
			files.created,
			'frontage'
		),
		n( files.created ),
		n( files.updated ),
		n( files.unchanged ),
		n( files.skipped )
	);
}
