/**
 * Registers the Colour switcher block in the editor; visitors get the server's button
 * (Colour_Switcher::render()), the head script src/theme/colour-switcher and view.ts.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type ColourSwitcherAttributes } from './edit';

import './style.scss';

registerBlockType< ColourSwitcherAttributes >(
	metadata as BlockConfiguration< ColourSwitcherAttributes >,
	// Dynamic: nothing is saved but the comment with the attributes.
	{ edit: Edit, save: () => null }
);
