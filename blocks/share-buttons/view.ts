/**
 * The Share buttons block's view script (docs/motion.md "Share buttons"): shows "Copy link"
 * where the browser can write to the clipboard, and "Share…" where it has a share sheet;
 * copying says "Link copied" (the server's words) in the block's polite live region.
 */
import {
	canCopy,
	canShareNatively,
} from '../../src/motion/share-buttons/abilities';

const CLASS = 'wp-block-frontage-share-buttons';
const SAY_FOR_MS = 4000;

document
	.querySelectorAll< HTMLElement >( `.${ CLASS }` )
	.forEach( ( block ) => {
		const { url = location.href, title = document.title } = block.dataset;
		const status = block.querySelector( `.${ CLASS }__status` );
		const copy = block.querySelector( `.${ CLASS }__copy` );
		const native = block.querySelector( `.${ CLASS }__native` );
		let timer = 0;
		const say = ( text = '' ) => {
			clearTimeout( timer );
			status!.textContent = text;
			timer = window.setTimeout(
				() => ( status!.textContent = '' ),
				SAY_FOR_MS
			);
		};
		if ( copy && status && canCopy( navigator ) ) {
			copy.parentElement!.hidden = false;
			copy.addEventListener( 'click', () =>
				navigator.clipboard.writeText( url ).then(
					() => say( block.dataset.copied ),
					() => say( block.dataset.failed )
				)
			);
		}
		if ( native && canShareNatively( navigator, { url, title } ) ) {
			native.parentElement!.hidden = false;
			native.addEventListener( 'click', () =>
				// A visitor who closes the sheet rejects the promise: nothing to say.
				navigator.share( { url, title } ).catch( () => {} )
			);
		}
	} );
