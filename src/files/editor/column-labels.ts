/**
 * The editor's Columns panel labels (table-settings.tsx), one per column of
 * includes/files/file-table-columns.json; file-table-columns.test.ts checks none is missing.
 */
import { __ } from '@wordpress/i18n';

import type { FileColumn } from '../file-table-columns';

/** The Columns panel's checkbox labels, one per column (the title's is never shown). */
export const COLUMN_LABELS: Record< FileColumn, string > = {
	title: __( 'Title', 'frontage' ),
	description: __( 'Description', 'frontage' ),
	type: __( 'Type', 'frontage' ),
	size: __( 'Size', 'frontage' ),
	version: __( 'Version', 'frontage' ),
	created: __( 'Created', 'frontage' ),
	updated: __( 'Updated', 'frontage' ),
	downloads: __( 'Downloads', 'frontage' ),
	download: __( 'Download button', 'frontage' ),
};
