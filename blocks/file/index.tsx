/**
 * Registers the File block in the editor: one library file as a card, rendered on the server
 * (File_Blocks::render_file()).
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { deprecated } from './deprecated';
import { Edit, type FileAttributes } from './edit';

import './style.scss';

registerBlockType< FileAttributes >(
	metadata as BlockConfiguration< FileAttributes >,
	// Dynamic: nothing is saved but the comment with the attributes.
	{ edit: Edit, save: () => null, deprecated }
);
