/**
 * Registers the File category block in the editor. block.json holds its contract; the table is
 * rendered on the server (File_Blocks), the page behaviour is view.ts.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { deprecated } from './deprecated';
import { Edit } from './edit';
import type { FileCategoryAttributes } from '../../src/files/editor/file-category-types';

import './style.scss';

registerBlockType< FileCategoryAttributes >(
	metadata as BlockConfiguration< FileCategoryAttributes >,
	// Dynamic: nothing is saved but the comment with the attributes.
	{ edit: Edit, save: () => null, deprecated }
);
