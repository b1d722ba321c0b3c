/**
 * What the editor saves: only the slides; the carousel around them is rendered on the server
 * (Carousel_Block::render()), so changes there never make saved posts invalid.
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * The saved markup.
 */
export function save() {
	return <InnerBlocks.Content />;
}
