/**
 * Import records for the unit tests: an answer of GET /imports/{id} with the given changes.
 */
import type { ImportRecord } from './types';

/**
 * An import record.
 *
 * @param changes Fields over the defaults (a running WPFD import of 1,000 files, 312 handled).
 * @return The record.
 */
export function importRecord(
	changes: Partial< ImportRecord > = {}
): ImportRecord {
	return {
		id: 7,
		source: 'wpfd',
		dry_run: false,
		file_mode: 'copy',
		status: 'running',
		phase: 'files',
		counts: {
			categories: { created: 4, updated: 0, unchanged: 0, skipped: 0 },
			tags: { created: 2, updated: 0, unchanged: 0, skipped: 0 },
			files: { created: 300, updated: 2, unchanged: 0, skipped: 10 },
			bytes: 1024,
		},
		report: {
			problems: [],
			problem_total: 0,
			changes: [],
			change_total: 0,
			missing_files: 0,
			remote_files: 0,
			source_files: 1000,
			message: '',
		},
		created: '2024-05-01T10:00:00+00:00',
		updated: '2024-05-01T10:00:05+00:00',
		finished: null,
		...changes,
	};
}
