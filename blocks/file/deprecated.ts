/**
 * The File block's migrations. Its saved markup is only the block comment (the server renders
 * the card), so no saved post ever becomes invalid; this one brings the page-builder fields in
 * line with `fileId` when a post is opened (docs/editor.md "Settings fields"): posts saved before
 * the fields existed get `wpfd_file_id` from `fileId` (the name and category wait for the next
 * pick), and fields that disagree with `fileId` are corrected from it. `isEligible` lets it run on
 * blocks that are valid, which all of these are.
 */
import type { BlockDeprecation } from '@wordpress/blocks';

import {
	fileFieldsOutOfSync,
	syncedFileFields,
} from '../../src/editor/block-fields';
import metadata from './block.json';
import type { FileAttributes } from './edit';

const syncFields: BlockDeprecation< FileAttributes > = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: () => null,
	isEligible: ( attributes ) => fileFieldsOutOfSync( attributes ),
	migrate: ( attributes ) => syncedFileFields( attributes ),
};

export const deprecated = [ syncFields ];
