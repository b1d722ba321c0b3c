/**
 * Registers the Video block in the editor; visitors get the server's markup
 * (Video_Facade::render_block(), docs/media.md "Video facade").
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type VideoAttributes } from './edit';

import '../../src/media/video/facade.scss';

registerBlockType< VideoAttributes >(
	metadata as BlockConfiguration< VideoAttributes >,
	// Dynamic: nothing is saved but the comment with the attributes.
	{ edit: Edit, save: () => null }
);
