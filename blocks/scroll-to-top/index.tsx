/**
 * Registers the Scroll to top block in the editor; visitors get the server's button
 * (Scroll_To_Top::render()) and view.ts runs it.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type ScrollToTopAttributes } from './edit';

import './style.scss';

registerBlockType< ScrollToTopAttributes >(
	metadata as BlockConfiguration< ScrollToTopAttributes >,
	{ edit: Edit, save: () => null }
);
