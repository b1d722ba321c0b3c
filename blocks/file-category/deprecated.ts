/**
 * The File category block's migrations. Its saved markup is only the block comment (the server
 * renders the table), so no saved post ever becomes invalid; this one brings the page-builder
 * fields in line with `categoryId` when a post is opened (docs/editor.md "Settings fields"): posts
 * saved before the fields existed get `wpfd_selected_category_id` from `categoryId` (the name
 * waits for the next pick), and fields that disagree with `categoryId` are corrected from it.
 */
import type { BlockDeprecation } from '@wordpress/blocks';

import {
	categoryFieldsOutOfSync,
	syncedCategoryFields,
} from '../../src/editor/block-fields';
import { FILE_TABLE_COLUMNS } from '../../src/files/file-table-columns';
import type { FileCategoryAttributes } from '../../src/files/editor/file-category-types';
import metadata from './block.json';

// Cast as index.tsx casts block.json: its types are wider than the block API's.
const syncFields = {
	attributes: {
		...metadata.attributes,
		// PHP completes `columns` at registration from the columns' one definition; the same here,
		// so a saved block without columns keeps the default (every column).
		columns: {
			type: 'array',
			items: { type: 'string' },
			default: [ ...FILE_TABLE_COLUMNS ],
		},
	},
	supports: metadata.supports,
	save: () => null,
	isEligible: ( attributes: Record< string, unknown > ) =>
		categoryFieldsOutOfSync( attributes ),
	migrate: ( attributes: Record< string, unknown > ) =>
		syncedCategoryFields( attributes ),
} as unknown as BlockDeprecation< FileCategoryAttributes >;

export const deprecated = [ syncFields ];
