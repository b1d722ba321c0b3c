/**
 * Registers the Modal block in the editor. block.json holds its contract; the trigger and the
 * dialog are rendered on the server (render.php), the page behaviour is view.ts.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit } from './edit';
import { save } from './save';
import type { ModalAttributes } from './types';

import './editor.scss';

registerBlockType< ModalAttributes >(
	metadata as BlockConfiguration< ModalAttributes >,
	{ edit: Edit, save }
);
