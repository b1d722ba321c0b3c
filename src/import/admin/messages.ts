/**
 * The screen's words that depend on an import's state: progress lines, milestones, headings.
 * Plain functions over @wordpress/i18n, unit-tested.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import type { Announcement } from './import-state';
import type { Progress } from './progress';
import { formatNumber, type Kind, type Outcome } from './report-summary';
import type { ImportRecord } from './types';

/**
 * A kind's name in the counts table.
 *
 * @param kind The kind.
 * @return Its name.
 */
export function kindLabel( kind: Kind ): string {
	return {
		categories: __( 'Categories', 'frontage' ),
		tags: __( 'Tags', 'frontage' ),
		files: __( 'Files', 'frontage' ),
	}[ kind ];
}

/**
 * An outcome's column heading.
 *
 * @param outcome The outcome.
 * @return Its heading.
 */
export function outcomeLabel( outcome: Outcome ): string {
	return {
		created: __( 'Created', 'frontage' ),
		updated: __( 'Updated', 'frontage' ),
		unchanged: __( 'Unchanged', 'frontage' ),
		skipped: __( 'Skipped', 'frontage' ),
	}[ outcome ];
}

/**
 * "312 of 1,000 files".
 *
 * @param progress The progress.
 * @param locale   The page's language.
 * @return The line under the bar.
 */
export function filesLine( progress: Progress, locale?: string ): string {
	return sprintf(
		/* translators: 1: files done, 2: files the source has. */
		_n(
			'%1$s of %2$s file',
			'%1$s of %2$s files',
			progress.total,
			'frontage'
		),
		formatNumber( progress.done, locale ),
		formatNumber( progress.total, locale )
	);
}

/**
 * What the import is doing now, above the bar.
 *
 * @param record The import; null until the first answer.
 * @return E.g. "Reading the categories…".
 */
export function phaseLine( record: ImportRecord | null ): string {
	if ( ! record ) {
		return __( 'Asking where the import is…', 'frontage' );
	}
	if ( 'queued' === record.status ) {
		return __( 'Starting…', 'frontage' );
	}
	if ( 'categories' === record.phase ) {
		return __( 'Categories…', 'frontage' );
	}
	if ( 'tags' === record.phase ) {
		return __( 'Tags…', 'frontage' );
	}
	return record.dry_run
		? __( 'Checking the files…', 'frontage' )
		: __( 'Copying and checking the files…', 'frontage' );
}

/**
 * What a screen reader hears at a milestone.
 *
 * @param announcement The milestone; null before the first.
 * @param locale       The page's language.
 * @return E.g. "Import 25% done: 250 of 1,000 files."; empty before the first.
 */
export function milestoneLine(
	announcement: Announcement | null,
	locale?: string
): string {
	if ( ! announcement ) {
		return '';
	}
	const percent = formatNumber( announcement.milestone, locale );
	const files = filesLine( announcement, locale );
	return announcement.dryRun
		? sprintf(
				/* translators: 1: percent done, 2: "250 of 1,000 files". */
				__( 'Dry run %1$s%% done: %2$s.', 'frontage' ),
				percent,
				files
			)
		: sprintf(
				/* translators: 1: percent done, 2: "250 of 1,000 files". */
				__( 'Import %1$s%% done: %2$s.', 'frontage' ),
				percent,
				files
			);
}

/**
 * The heading of an import that ended.
 *
 * @param record The import.
 * @return The heading.
 */
export function resultHeading( record: ImportRecord ): string {
	if ( 'failed' === record.status ) {
		return record.dry_run
			? __( 'The dry run stopped', 'frontage' )
			: __( 'The import stopped', 'frontage' );
	}
	return record.dry_run
		? __( 'Dry run report', 'frontage' )
		: __( 'Import finished', 'frontage' );
}
