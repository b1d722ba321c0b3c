/**
 * How far an import is: files handled against the files the source has (docs/migration.md: the
 * progress is `counts.files` against `report.source_files`), and the milestones a screen reader
 * hears. Plain functions, unit-tested.
 */
import type { ImportRecord, KindCounts } from './types';

/** A screen reader hears the progress each time it passes one of these steps (percent). */
export const MILESTONE_STEP = 25;

export interface Progress {
	/** Files handled so far (created, updated, unchanged or left out). */
	done: number;
	/** Files the source has; 0 while it is not known yet. */
	total: number;
	/** 0–100, or null while the import is not at its files yet (the bar has no value then). */
	percent: number | null;
}

/**
 * How many rows of a kind were handled.
 *
 * @param counts One kind's counts.
 * @return Their sum.
 */
export function handled( counts: KindCounts | undefined ): number {
	if ( ! counts ) {
		return 0;
	}
	return (
		( counts.created || 0 ) +
		( counts.updated || 0 ) +
		( counts.unchanged || 0 ) +
		( counts.skipped || 0 )
	);
}

/**
 * An import's progress.
 *
 * @param record The import.
 * @return Files done, of how many, and the percent.
 */
export function importProgress( record: ImportRecord ): Progress {
	const total = Math.max( 0, record.report?.source_files || 0 );
	const finished = 'done' === record.status;
	const done = Math.min(
		handled( record.counts?.files ),
		total || Number.MAX_SAFE_INTEGER
	);
	if ( finished ) {
		return { done: total ? total : done, total, percent: 100 };
	}
	if ( 'files' !== record.phase || ! total ) {
		return { done, total, percent: null };
	}
	return {
		done,
		total,
		percent: Math.min( 99, Math.floor( ( done * 100 ) / total ) ),
	};
}

/**
 * The milestone an update passed, if any: the highest multiple of `step` that `after` reached
 * and `before` had not (100 only when the import is done).
 *
 * @param before The percent before (null: not started).
 * @param after  The percent now.
 * @param step   The milestones' step.
 * @return The milestone passed, or null.
 */
export function passedMilestone(
	before: number | null,
	after: number | null,
	step: number = MILESTONE_STEP
): number | null {
	if ( null === after || after <= 0 ) {
		return null;
	}
	const reached = Math.floor( after / step ) * step;
	const had = null === before ? 0 : Math.floor( before / step ) * step;
	return reached > had ? reached : null;
}
