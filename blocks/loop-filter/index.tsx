/**
 * Registers the Loop filter block in the editor; visitors get the server's markup
 * (includes/loops/, docs/loops.md "Loop filter") and the view script src/loops/loop-filter.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type LoopFilterAttributes } from './edit';

import '../../src/loops/loop-filter/loop-filter.scss';

registerBlockType< LoopFilterAttributes >(
	metadata as BlockConfiguration< LoopFilterAttributes >,
	// Dynamic: nothing is saved but the comment with the attributes.
	{ edit: Edit, save: () => null }
);
