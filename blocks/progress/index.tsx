/**
 * Registers the Progress block in the editor; visitors get the server's markup
 * (includes/motion/class-progress.php) and view.ts runs it.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type ProgressAttributes } from './edit';

import './style.scss';

registerBlockType< ProgressAttributes >(
	metadata as BlockConfiguration< ProgressAttributes >,
	{ edit: Edit, save: () => null }
);
