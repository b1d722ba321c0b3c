/**
 * Registers the Carousel block in the editor, with its transforms to and from a Gallery;
 * visitors get the server's carousel (Carousel_Block::render()) and view.ts runs it.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type CarouselAttributes } from './edit';
import { save } from './save';
import { transforms } from './transforms';

import './style.scss';

registerBlockType< CarouselAttributes >(
	metadata as BlockConfiguration< CarouselAttributes >,
	{ edit: Edit, save, transforms }
);
