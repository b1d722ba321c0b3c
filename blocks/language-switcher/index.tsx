/**
 * Registers the Language switcher block in the editor; visitors get the server's markup
 * (Language_Switcher::render()).
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type SwitcherAttributes } from './edit';

import './style.scss';

registerBlockType< SwitcherAttributes >(
	metadata as BlockConfiguration< SwitcherAttributes >,
	// Dynamic: nothing is saved but the comment with the attributes.
	{ edit: Edit, save: () => null }
);
