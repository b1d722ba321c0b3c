/**
 * Registers the Account menu block in the editor; visitors get the server's markup
 * (includes/theme/class-account-block.php) and view.ts adds the popup and the menu.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type AccountAttributes } from './edit';

import './style.scss';

registerBlockType< AccountAttributes >(
	metadata as BlockConfiguration< AccountAttributes >,
	// Dynamic: nothing is saved but the comment with the attributes.
	{ edit: Edit, save: () => null }
);
