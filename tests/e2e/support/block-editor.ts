/**
 * The block editor as the e2e specs use it: its canvas and inserting a block through the inserter,
 * as a person does.
 */
import type { FrameLocator, Page } from '@playwright/test';

import { expect } from './fixtures';

interface BlockEditorWindow {
	wp: {
		data: {
			select: ( store: 'core/block-editor' ) => {
				getBlocks: () => { name: string }[];
			};
		};
	};
}

/**
 * The editor's canvas: WordPress 6.5 draws the blocks in an iframe when every block on the page
 * supports it, as Frontage's and core's text blocks do.
 *
 * @param page The editor's page.
 */
export function canvas( page: Page ): FrameLocator {
	return page.frameLocator( 'iframe[name="editor-canvas"]' );
}

/**
 * How many top-level blocks named `name` the post being edited holds.
 *
 * @param page The editor's page.
 * @param name The block's name, e.g. `frontage/file`.
 */
function countBlocks( page: Page, name: string ): Promise< number > {
	return page.evaluate(
		( blockName ) =>
			( window as unknown as BlockEditorWindow ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()
				.filter( ( block ) => block.name === blockName ).length,
		name
	);
}

/**
 * Inserts a block through the block inserter and closes the inserter again.
 *
 * The inserter's results are redrawn while its search settles, so a click can land on an entry
 * that is replaced a moment later and insert nothing (it happened once on a loaded CI machine).
 * The insert is therefore checked in the editor's store and tried again until the block is there,
 * never twice.
 *
 * @param page   The editor's page.
 * @param search What to type in the inserter's search ("Frontage …": core has blocks of the same
 *               titles).
 * @param name   The block's name, e.g. `frontage/file`.
 */
export async function insertBlock(
	page: Page,
	search: string,
	name: string
): Promise< void > {
	const before = await countBlocks( page, name );
	const toggle = page.getByRole( 'button', {
		name: 'Toggle block inserter',
	} );
	await expect( async () => {
		if ( ( await countBlocks( page, name ) ) > before ) {
			return;
		}
		if ( ( await toggle.getAttribute( 'aria-pressed' ) ) !== 'true' ) {
			await toggle.click();
		}
		await page.getByPlaceholder( 'Search' ).fill( search );
		await page
			.locator( `.editor-block-list-item-${ name.replace( '/', '-' ) }` )
			.click( { timeout: 10_000 } );
		await expect
			.poll( () => countBlocks( page, name ), { timeout: 5_000 } )
			.toBeGreaterThan( before );
	} ).toPass( { timeout: 60_000 } );
	// The inserter stays open beside the canvas; close it as a person would.
	if ( ( await toggle.getAttribute( 'aria-pressed' ) ) === 'true' ) {
		await toggle.click();
	}
}
