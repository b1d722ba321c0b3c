/**
 * Registers the File search block in the editor. block.json holds its contract; the form and
 * the first page of results are rendered on the server (Search_Form), the page behaviour is
 * view.ts.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type FileSearchAttributes } from './edit';

import './style.scss';

registerBlockType< FileSearchAttributes >(
	metadata as BlockConfiguration< FileSearchAttributes >,
	// Dynamic: nothing is saved but the comment with the attributes.
	{ edit: Edit, save: () => null }
);
