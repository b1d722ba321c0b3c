/**
 * Registers the Counter block in the editor; visitors get the server's markup
 * (includes/motion/class-counter.php) and view.ts runs it.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type CounterAttributes } from './edit';

import './style.scss';

registerBlockType< CounterAttributes >(
	metadata as BlockConfiguration< CounterAttributes >,
	{ edit: Edit, save: () => null }
);
