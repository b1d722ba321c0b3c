/**
 * What the editor saves: only the inner blocks; the panel around them is rendered on the server
 * (Off_Canvas_Block::render()), so changes there never make saved posts invalid.
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * The saved markup.
 */
export function save() {
	return <InnerBlocks.Content />;
}
