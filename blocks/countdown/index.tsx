/**
 * Registers the Countdown block in the editor; visitors get the server's markup
 * (includes/motion/class-countdown.php) and view.ts runs it.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type CountdownAttributes } from './edit';

import './style.scss';

registerBlockType< CountdownAttributes >(
	metadata as BlockConfiguration< CountdownAttributes >,
	{ edit: Edit, save: () => null }
);
