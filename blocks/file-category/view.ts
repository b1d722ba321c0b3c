/**
 * The File category block on the page: adds the column menu, the selection and zip download,
 * and the pop-ups to each server-rendered table (src/files/file-table.ts). WordPress prints it
 * only on pages that hold the block.
 */
import { initFileTable } from '../../src/files/file-table';

/**
 * Sets up every File category table on the page.
 */
function init(): void {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-frontage-file-category' )
		.forEach( initFileTable );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
