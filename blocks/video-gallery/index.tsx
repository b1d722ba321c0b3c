/**
 * Registers the Video gallery block in the editor: a player and paged thumbnails, rendered on
 * the server (includes/media/class-gallery-block.php); the page behaviour is src/media/gallery.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from './block.json';
import { Edit, type GalleryAttributes } from './edit';

registerBlockType< GalleryAttributes >(
	metadata as BlockConfiguration< GalleryAttributes >,
	// Dynamic: nothing is saved but the comment with the attributes.
	{ edit: Edit, save: () => null }
);
