/**
 * Registers the Store notice block in the editor; visitors get the server's bar
 * (Store_Notice::render()), the head script src/theme/store-notice and view.ts.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type StoreNoticeAttributes } from './edit';

import './style.scss';

registerBlockType< StoreNoticeAttributes >(
	metadata as BlockConfiguration< StoreNoticeAttributes >,
	// Dynamic: nothing is saved but the comment with the attributes.
	{ edit: Edit, save: () => null }
);
