/**
 * Registers the Search overlay block in the editor; visitors get the server's markup
 * (Search_Overlay::render()) and view.ts turns it into the chosen overlay.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type SearchOverlayAttributes } from './edit';

import './style.scss';

registerBlockType< SearchOverlayAttributes >(
	metadata as BlockConfiguration< SearchOverlayAttributes >,
	{ edit: Edit, save: () => null }
);
