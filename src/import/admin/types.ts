/**
 * What the import screen (includes/import/class-import-page.php) hands the app, and the records
 * of the imports' REST routes it drives (docs/migration.md "The REST API").
 */

/** A source the importer reads, by its wire name (POST /imports `source`). */
export type SourceName = 'wpfd' | 'download-monitor';

/** Whether the files are copied out of the source's folder or moved. */
export type FileMode = 'copy' | 'move';

export type ImportStatus = 'queued' | 'running' | 'done' | 'failed';

/** What GET /frontage/v1/import-sources answers for each source. */
export interface ImportSource {
	source: SourceName;
	label: string;
	/** Whether the site holds the source's rows. */
	available: boolean;
	/** How many files the source holds. */
	files: number;
}

/** One kind's outcome: how many rows were (or would be) created, updated, left as they were, left out. */
export interface KindCounts {
	created: number;
	updated: number;
	unchanged: number;
	skipped: number;
}

export interface ImportCounts {
	categories: KindCounts;
	tags: KindCounts;
	files: KindCounts;
	/** Bytes copied. */
	bytes: number;
}

/** A source row the import left out or changed, and why (docs/migration.md "The report"). */
export interface ImportProblem {
	code: string;
	/** The source row, e.g. `wpfd:file:12`. */
	item: string;
	message: string;
}

/** A name that changes on the way in. */
export interface ImportChange {
	item: string;
	field: string;
	from: string;
	to: string;
}

export interface ImportReport {
	/** The first problems (up to 200); problem_total counts them all. */
	problems: ImportProblem[];
	problem_total: number;
	changes: ImportChange[];
	change_total: number;
	missing_files: number;
	remote_files: number;
	/** How many file posts the source has (set once the files phase starts). */
	source_files: number;
	/** Why an import failed. */
	message: string;
}

/** An import, as POST /imports and GET /imports/{id} answer it. */
export interface ImportRecord {
	id: number;
	source: SourceName;
	dry_run: boolean;
	file_mode?: FileMode;
	status: ImportStatus;
	phase: 'categories' | 'tags' | 'files';
	counts: ImportCounts;
	report: ImportReport;
	created: string;
	updated: string;
	finished: string | null;
}

/** What the page hands the app (Import_Page::app_data()). */
export interface ImportAdminData {
	rootId: string;
	/** Frontage → Files, where the imported files are. */
	libraryUrl: string;
}

declare global {
	interface Window {
		frontageImportAdmin?: ImportAdminData;
	}
}
