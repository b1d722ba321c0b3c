/**
 * The owner's side of the video facade (docs/media.md "Settings", "Video facade"): the Media
 * card of Settings → Frontage saves `frontage_media` and changes what visitors get; a key of the
 * wrong shape is refused and nothing is lost; the block's editor preview says what is wrong
 * with an address that names no video.
 */
import type { FrameLocator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';

const SETTINGS = '/wp-admin/options-general.php?page=frontage';
const DEFAULTS = { youtube_api_key: '', block_third_party: true };

interface EditorWindow {
	wp: {
		blocks: {
			getBlockType: ( name: string ) => unknown;
			createBlock: (
				name: string,
				attributes: Record< string, unknown >
			) => { clientId: string };
		};
		data: {
			dispatch: (
				store: string
			) => Record< string, ( ...args: unknown[] ) => void >;
		};
	};
}

let created: number[] = [];

test.afterEach( async ( { rest } ) => {
	await rest.post( '/wp/v2/settings', { frontage_media: DEFAULTS } );
	for ( const id of created ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	created = [];
} );

test( 'the Media card saves the settings, and visitors get no note without blocking', async ( {
	adminPage,
	page,
	rest,
	checkA11y,
} ) => {
	const film = await rest.post< { id: number; link: string } >(
		'/wp/v2/pages',
		{
			title: 'One film',
			status: 'publish',
			content:
				'<!-- wp:frontage/video {"url":"https://youtu.be/dQw4w9WgXcQ","title":"Our film"} /-->',
		}
	);
	created.push( film.id );
	await page.goto( film.link );
	await expect(
		page.getByText( 'Playing loads the video from YouTube.' )
	).toBeVisible();

	await adminPage.goto( SETTINGS );
	const card = adminPage.locator( '.components-card', {
		has: adminPage.getByRole( 'heading', { name: 'Media', exact: true } ),
	} );
	await expect( card ).toBeVisible();
	await checkA11y( adminPage, { include: '#frontage-settings' } );
	const blocking = card.getByRole( 'checkbox', {
		name: 'Load video players only after the visitor’s click',
	} );
	await expect( blocking ).toBeChecked();
	await blocking.uncheck();
	const key = card.getByRole( 'textbox', { name: 'YouTube Data API key' } );
	await key.fill( 'AIzaSyExampleKey_123-abc' );
	await adminPage.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect(
		adminPage
			.locator( '#frontage-settings .components-notice' )
			.getByText( 'Settings saved.', { exact: false } )
	).toBeVisible();
	await adminPage.reload();
	await expect( blocking ).not.toBeChecked();
	await expect( key ).toHaveValue( 'AIzaSyExampleKey_123-abc' );

	const answer = await page.goto( film.link );
	await expect(
		page.getByRole( 'button', { name: 'Play: Our film' } )
	).toBeVisible();
	await expect(
		page.getByText( 'Playing loads the video from YouTube.' )
	).toHaveCount( 0 );
	expect( await answer!.text() ).not.toContain( 'AIzaSyExampleKey_123-abc' );
} );

test( 'a key of the wrong shape is refused and the form keeps it', async ( {
	adminPage,
	rest,
} ) => {
	await adminPage.goto( SETTINGS );
	const card = adminPage.locator( '.components-card', {
		has: adminPage.getByRole( 'heading', { name: 'Media', exact: true } ),
	} );
	const key = card.getByRole( 'textbox', { name: 'YouTube Data API key' } );
	await key.fill( 'not a key!' );
	await expect(
		card.getByText( 'A key holds only letters, digits, _ and -' )
	).toBeVisible();
	await adminPage.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect(
		adminPage
			.locator( '#frontage-settings .components-notice' )
			.getByText( 'Settings were not saved', { exact: false } )
	).toBeVisible();
	await expect( key ).toHaveValue( 'not a key!' );
	const stored =
		await rest.get< Record< string, unknown > >( '/wp/v2/settings' );
	expect( stored.frontage_media ).toEqual( DEFAULTS );
} );

/**
 * The editor's canvas (an iframe on WordPress 6.5 and later).
 *
 * @param page The editor's page.
 */
function canvas( page: Page ): FrameLocator {
	return page.frameLocator( 'iframe[name="editor-canvas"]' );
}

test( 'the editor preview says what is wrong with an address, and names a good one', async ( {
	adminPage: page,
} ) => {
	await page.goto( '/wp-admin/post-new.php' );
	await page.waitForFunction( () =>
		( window as unknown as EditorWindow ).wp?.blocks?.getBlockType(
			'frontage/video'
		)
	);
	await page.evaluate( () => {
		const { blocks, data } = ( window as unknown as EditorWindow ).wp;
		data.dispatch( 'core/preferences' ).set(
			'core/edit-post',
			'welcomeGuide',
			false
		);
		data.dispatch( 'core/block-editor' ).insertBlocks(
			blocks.createBlock( 'frontage/video', {
				url: 'https://example.com/watch?v=dQw4w9WgXcQ',
			} )
		);
	} );
	const block = canvas( page ).locator( '.wp-block-frontage-video' );
	await expect(
		block.getByText( 'Only YouTube and Vimeo addresses can play here' )
	).toBeVisible();

	const address = block.getByRole( 'textbox', { name: 'Video address' } );
	await address.fill( 'https://youtu.be/short' );
	await expect(
		block.getByText( 'This address names no video' )
	).toBeVisible();
	await address.fill( 'https://youtu.be/dQw4w9WgXcQ' );
	await expect(
		block.getByText( 'YouTube video dQw4w9WgXcQ' )
	).toBeVisible();
} );
