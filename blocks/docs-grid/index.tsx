/**
 * Registers the Documentation grid block in the editor; visitors get the server's markup
 * (includes/loops/class-docs-grid.php, docs/loops.md "Documentation grid").
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type DocsGridAttributes } from './edit';

import '../../src/loops/docs-grid/docs-grid.scss';

registerBlockType< DocsGridAttributes >(
	metadata as BlockConfiguration< DocsGridAttributes >,
	// Dynamic: nothing is saved but the comment with the attributes.
	{ edit: Edit, save: () => null }
);
