/**
 * Registers the Off-canvas panel block in the editor; visitors get the server's panel
 * (Off_Canvas_Block::render()) and view.ts opens and closes it.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type OffCanvasAttributes } from './edit';
import { save } from './save';

import './style.scss';

registerBlockType< OffCanvasAttributes >(
	metadata as BlockConfiguration< OffCanvasAttributes >,
	{ edit: Edit, save }
);
