/**
 * What the editor saves: only the content, in an element marked `hidden`. The trigger and dialog
 * are rendered on the server (render.php), so changes there never make saved posts invalid, and
 * when the block is unregistered (the Popups module switched off) WordPress prints this markup
 * as it is: the content stays hidden instead of showing open on the page.
 * includes/popups/class-modal-demo.php writes the same markup.
 */
import { InnerBlocks } from '@wordpress/block-editor';

export const CONTENT_CLASS = 'wp-block-frontage-modal__content';

/**
 * The saved markup.
 */
export function save() {
	return (
		<div className={ CONTENT_CLASS } hidden>
			<InnerBlocks.Content />
		</div>
	);
}
