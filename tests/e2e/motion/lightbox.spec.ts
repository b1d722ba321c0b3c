/**
 * The Lightbox (docs/motion.md "Lightbox") at 1280 and 390 px, on pages made here from the demo's
 * images: a linked image opens alone and closes by Escape, its button and a click beside it,
 * focus back on the link; a gallery's images are a slideshow by arrow keys, buttons and (at
 * 390 px) swipes, with "n of m" and captions; the image fits the screen; axe finds nothing with
 * it open; a caption is shown as text, never as markup; a broken image says so; WordPress's own
 * "Expand on click" keeps its image; a PDF link and another site's image stay links, and such a
 * page loads none of the lightbox; under reduced motion nothing fades or zooms.
 */
import type { Locator, Page } from '@playwright/test';

import { test, expect } from '../support/fixtures';
import {
	expectInViewport,
	expectNoSidewaysScroll,
	WIDTHS,
} from '../support/layout';
import { publishPages } from '../support/pages';

const NAME = 'frontage-lightbox';
const MARK = 'data-frontage-lightbox';
const XSS = '<img src=x onerror="window.lightboxXss=1">';

interface Media {
	id: number;
	source_url: string;
	mime_type: string;
}

let pdf = '';

/**
 * An image block linked to its file (or with core's lightbox, unlinked).
 *
 * @param image   The attachment.
 * @param caption Its caption as text ('' for none).
 * @param alt     Its alt text.
 * @param core    Whether WordPress's own "Expand on click" is on.
 */
function imageBlock(
	image: Media,
	caption: string,
	alt: string,
	core = false
): string {
	const escape = ( text: string ) =>
		text
			.replace( /&/g, '&amp;' )
			.replace( /</g, '&lt;' )
			.replace( />/g, '&gt;' )
			.replace( /"/g, '&quot;' );
	const attrs = core
		? { id: image.id, lightbox: { enabled: true }, linkDestination: 'none' }
		: { id: image.id, linkDestination: 'media' };
	const img = `<img src="${ image.source_url }" alt="${ escape(
		alt
	) }" class="wp-image-${ image.id }"/>`;
	return `<!-- wp:image ${ JSON.stringify(
		attrs
	) } --><figure class="wp-block-image">${
		core ? img : `<a href="${ image.source_url }">${ img }</a>`
	}${
		caption
			? `<figcaption class="wp-element-caption">${ escape(
					caption
				) }</figcaption>`
			: ''
	}</figure><!-- /wp:image -->`;
}

const site = publishPages( 'Lightbox', async ( rest ) => {
	const media = (
		await rest.get< Media[] >(
			'/wp/v2/media?per_page=100&_fields=id,source_url,mime_type'
		)
	).filter( ( item ) => item.source_url.includes( 'frontage-lightbox-' ) );
	const images = media.filter( ( item ) =>
		item.mime_type.startsWith( 'image/' )
	);
	pdf =
		media.find( ( item ) => item.mime_type === 'application/pdf' )
			?.source_url ?? '';
	// The demo seeds them (includes/motion/class-lightbox-demo.php).
	if ( images.length <= 5 || pdf === '' ) {
		throw new Error(
			`The demo's lightbox images and PDF are missing (${ images.length } images).`
		);
	}
	const origin = new URL( images[ 0 ].source_url ).origin;
	const suffix = Date.now().toString( 36 );
	const gallery = images
		.slice( 1, 5 )
		.map( ( image, i ) =>
			imageBlock(
				image,
				i === 1 ? '' : `Gallery image ${ i + 1 }`,
				`Alt ${ i + 1 }`
			)
		)
		.join( '' );
	return {
		box:
			imageBlock( images[ 0 ], `Single ${ XSS }`, 'The single image' ) +
			`<!-- wp:gallery {"linkTo":"media"} --><figure class="wp-block-gallery has-nested-images columns-default is-cropped">${ gallery }</figure><!-- /wp:gallery -->` +
			imageBlock( images[ 5 ], '', 'Core’s own', true ) +
			`<!-- wp:paragraph --><p><a href="${ origin }/wp-content/uploads/frontage-missing-${ suffix }.png">A missing image</a></p><!-- /wp:paragraph -->`,
		plain: `<!-- wp:paragraph --><p><a href="${ pdf }">The guide (PDF)</a> and <a href="https://images.example.com/photo.jpg">another site’s photo</a></p><!-- /wp:paragraph -->`,
	};
} );
const { links } = site;

/**
 * The lightbox's parts.
 *
 * @param page The page.
 */
function parts( page: Page ) {
	const dialog = page.locator( `dialog.${ NAME }` );
	return {
		dialog,
		image: dialog.locator( `.${ NAME }__image` ),
		caption: dialog.locator( `.${ NAME }__caption` ),
		counter: dialog.locator( `.${ NAME }__counter` ),
		error: dialog.locator( `.${ NAME }__error` ),
		previous: dialog.getByRole( 'button', { name: 'Previous image' } ),
		next: dialog.getByRole( 'button', { name: 'Next image' } ),
		close: dialog.getByRole( 'button', { name: 'Close' } ),
	};
}

/**
 * The gallery's links on the page.
 *
 * @param page The page.
 */
function galleryLinks( page: Page ): Locator {
	return page.locator( `.wp-block-gallery a[${ MARK }]` );
}

/**
 * The image shown is loaded, and its box lies inside the screen.
 *
 * @param page  The page.
 * @param image The lightbox's image.
 */
async function expectImageFits( page: Page, image: Locator ) {
	await expect( image ).toBeVisible();
	await expect
		.poll( () =>
			image.evaluate(
				( img: HTMLImageElement ) => img.complete && img.naturalWidth
			)
		)
		.toBeGreaterThan( 0 );
	await expectInViewport( page, image );
}

/**
 * A swipe with one finger across the middle of the screen (real touch events).
 *
 * @param page The page.
 * @param dx   How far, in px: negative to the left.
 */
async function swipe( page: Page, dx: number ) {
	const cdp = await page.context().newCDPSession( page );
	const viewport = page.viewportSize()!;
	const x = viewport.width / 2 - dx / 2;
	const y = viewport.height / 2;
	await cdp.send( 'Input.dispatchTouchEvent', {
		type: 'touchStart',
		touchPoints: [ { x, y } ],
	} );
	for ( const step of [ 0.25, 0.5, 0.75, 1 ] ) {
		await cdp.send( 'Input.dispatchTouchEvent', {
			type: 'touchMove',
			touchPoints: [ { x: x + dx * step, y: y + 2 * step } ],
		} );
	}
	await cdp.send( 'Input.dispatchTouchEvent', {
		type: 'touchEnd',
		touchPoints: [],
	} );
	await cdp.detach();
}

for ( const width of WIDTHS ) {
	test.describe( `at ${ width.name }`, () => {
		test.use( { viewport: width, hasTouch: width.width < 768 } );

		test( 'a linked image opens alone and closes by Escape, its button and a click beside it, focus back on the link', async ( {
			page,
			checkA11y,
		} ) => {
			await page.goto( links.box );
			const lightbox = parts( page );
			const link = page.locator( `a[${ MARK }=""]` ).first();
			await expect( lightbox.dialog ).toHaveCount( 0 );

			await link.click();
			await expect( lightbox.dialog ).toBeVisible();
			await expect( lightbox.dialog ).toHaveAccessibleName(
				'Enlarged image'
			);
			await expect( lightbox.close ).toBeFocused();
			await expectImageFits( page, lightbox.image );
			await expect( lightbox.image ).toHaveAttribute(
				'alt',
				'The single image'
			);
			// The caption is text: the markup in it shows as written and runs nothing.
			await expect( lightbox.caption ).toHaveText( `Single ${ XSS }` );
			await expect( lightbox.caption.locator( 'img' ) ).toHaveCount( 0 );
			expect( await page.evaluate( () => 'lightboxXss' in window ) ).toBe(
				false
			);
			await expect( lightbox.counter ).toBeHidden();
			await expect( lightbox.previous ).toBeHidden();
			await expect( lightbox.next ).toBeHidden();
			await expectInViewport( page, lightbox.close );
			await checkA11y( page );
			// Tab stays inside: the close button is the one thing to reach.
			await page.keyboard.press( 'Tab' );
			await expect( lightbox.close ).toBeFocused();

			await page.keyboard.press( 'Escape' );
			await expect( lightbox.dialog ).toBeHidden();
			await expect( link ).toBeFocused();
			expect( page.url() ).toBe( links.box );

			await page.keyboard.press( 'Enter' );
			await expect( lightbox.dialog ).toBeVisible();
			await lightbox.close.click();
			await expect( lightbox.dialog ).toBeHidden();
			await expect( link ).toBeFocused();

			await link.click();
			await expect( lightbox.dialog ).toBeVisible();
			// Beside the image: the bottom corner of the screen.
			const viewport = page.viewportSize()!;
			await page.mouse.click( 4, viewport.height - 4 );
			await expect( lightbox.dialog ).toBeHidden();
			await expect( link ).toBeFocused();
			await expectNoSidewaysScroll( page );
		} );

		test( 'a gallery is a slideshow by arrow keys and buttons, with its counter and captions', async ( {
			page,
			checkA11y,
		} ) => {
			await page.goto( links.box );
			const lightbox = parts( page );
			const gallery = galleryLinks( page );
			await expect( gallery ).toHaveCount( 4 );

			await gallery.nth( 1 ).focus();
			await page.keyboard.press( 'Enter' );
			await expect( lightbox.counter ).toHaveText( '2 of 4' );
			// No figcaption: the image's alt text is the caption.
			await expect( lightbox.caption ).toHaveText( 'Alt 2' );
			await expectImageFits( page, lightbox.image );
			await checkA11y( page );

			await page.keyboard.press( 'ArrowRight' );
			await expect( lightbox.counter ).toHaveText( '3 of 4' );
			await expect( lightbox.caption ).toHaveText( 'Gallery image 3' );
			await expect( lightbox.image ).toHaveAttribute( 'alt', 'Alt 3' );
			await expectImageFits( page, lightbox.image );
			await page.keyboard.press( 'ArrowLeft' );
			await page.keyboard.press( 'ArrowLeft' );
			await expect( lightbox.counter ).toHaveText( '1 of 4' );
			await page.keyboard.press( 'ArrowLeft' );
			await expect( lightbox.counter ).toHaveText( '4 of 4' );

			await lightbox.next.click();
			await expect( lightbox.counter ).toHaveText( '1 of 4' );
			await expect( lightbox.caption ).toHaveText( 'Gallery image 1' );
			await lightbox.previous.click();
			await expect( lightbox.counter ).toHaveText( '4 of 4' );
			await expectInViewport( page, lightbox.previous );
			await expectInViewport( page, lightbox.next );

			// Tab goes round the dialog's three buttons and never leaves it.
			for ( let i = 0; i < 4; i++ ) {
				await page.keyboard.press( 'Tab' );
				expect(
					await lightbox.dialog.evaluate( ( dialog ) =>
						dialog.contains( dialog.ownerDocument.activeElement )
					)
				).toBe( true );
			}
			await page.keyboard.press( 'Escape' );
			await expect( lightbox.dialog ).toBeHidden();
			await expect( gallery.nth( 1 ) ).toBeFocused();
		} );

		if ( width.width < 768 ) {
			test( 'a swipe goes to the next and the previous image', async ( {
				page,
			} ) => {
				await page.goto( links.box );
				const lightbox = parts( page );
				await galleryLinks( page ).first().click();
				await expect( lightbox.counter ).toHaveText( '1 of 4' );
				await expectImageFits( page, lightbox.image );

				await swipe( page, -160 );
				await expect( lightbox.counter ).toHaveText( '2 of 4' );
				await swipe( page, -160 );
				await expect( lightbox.counter ).toHaveText( '3 of 4' );
				await swipe( page, 160 );
				await expect( lightbox.counter ).toHaveText( '2 of 4' );
				// A short move is not a swipe.
				await swipe( page, -20 );
				await expect( lightbox.counter ).toHaveText( '2 of 4' );
				await expect( lightbox.dialog ).toBeVisible();
			} );
		}

		test( 'a broken image says so; WordPress’s own lightbox keeps its image', async ( {
			page,
		} ) => {
			await page.goto( links.box );
			const lightbox = parts( page );
			await page.getByRole( 'link', { name: 'A missing image' } ).click();
			await expect( lightbox.error ).toHaveText(
				'This image could not be loaded.'
			);
			await expect( lightbox.error ).toBeVisible();
			await expect( lightbox.image ).toBeHidden();
			await page.keyboard.press( 'Escape' );
			await expect( lightbox.dialog ).toBeHidden();

			const core = page.locator( 'figure.wp-lightbox-container' );
			await expect( core ).toHaveCount( 1 );
			await expect( core.locator( `a[${ MARK }]` ) ).toHaveCount( 0 );
			await core.getByRole( 'button', { name: /Enlarge image/ } ).click();
			await expect(
				page.locator( '.wp-lightbox-overlay.active' )
			).toBeVisible();
			await expect( lightbox.dialog ).toBeHidden();
		} );

		test( 'a PDF and another site’s image stay links, and the page loads none of the lightbox', async ( {
			page,
		} ) => {
			const scripts: string[] = [];
			page.on( 'request', ( request ) => scripts.push( request.url() ) );
			await page.goto( links.plain );
			await expect( page.locator( `a[${ MARK }]` ) ).toHaveCount( 0 );
			expect(
				scripts.filter( ( url ) => url.includes( '/motion/lightbox/' ) )
			).toEqual( [] );

			const pdfRequest = page.waitForRequest( pdf );
			await page.getByRole( 'link', { name: 'The guide (PDF)' } ).click();
			await pdfRequest;
			await expect( page.locator( `dialog.${ NAME }` ) ).toHaveCount( 0 );
		} );
	} );
}

test( 'under reduced motion the lightbox neither fades nor zooms', async ( {
	page,
} ) => {
	const animation = async () => {
		await page.goto( links.box );
		await page.locator( `a[${ MARK }=""]` ).first().click();
		const { dialog, image } = parts( page );
		await expect( image ).toBeVisible();
		return [
			await dialog.evaluate(
				( el ) => getComputedStyle( el ).animationName
			),
			await image.evaluate(
				( el ) => getComputedStyle( el ).animationName
			),
		];
	};
	expect( await animation() ).toEqual( [
		'frontage-lightbox-in',
		'frontage-lightbox-zoom',
	] );
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	expect( await animation() ).toEqual( [ 'none', 'none' ] );
} );

test( 'in the editor: the Lightbox panel of an image and a gallery says when it cannot open', async ( {
	adminPage,
	rest: client,
} ) => {
	const media = (
		await client.get< Media[] >(
			'/wp/v2/media?per_page=100&_fields=id,source_url,mime_type'
		)
	).filter(
		( item ) =>
			item.source_url.includes( 'frontage-lightbox-' ) &&
			item.mime_type.startsWith( 'image/' )
	);
	const [ image ] = media;
	const page = await client.post< { id: number } >( '/wp/v2/pages', {
		title: `Lightbox editor ${ Date.now().toString( 36 ) }`,
		status: 'draft',
		content:
			`<!-- wp:image {"id":${ image.id },"linkDestination":"custom"} --><figure class="wp-block-image"><a href="/about/"><img src="${ image.source_url }" alt="To a page" class="wp-image-${ image.id }"/></a></figure><!-- /wp:image -->` +
			`<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery has-nested-images columns-default is-cropped">${ imageBlock(
				media[ 1 ],
				'',
				'In the gallery'
			)
				.replace( /<a href="[^"]*">|<\/a>/g, '' )
				.replace(
					'"linkDestination":"media"',
					'"linkDestination":"none"'
				) }</figure><!-- /wp:gallery -->`,
	} );
	site.deleteAfter( `/wp/v2/pages/${ page.id }` );
	await adminPage.goto( `/wp-admin/post.php?post=${ page.id }&action=edit` );

	/**
	 * Selects the first top-level block of a name and shows its settings.
	 *
	 * @param name The block's name.
	 * @return Its client id.
	 */
	const select = async ( name: string ): Promise< string > => {
		const id = await adminPage.waitForFunction( ( blockName ) => {
			const data = ( window as unknown as EditorWindow ).wp?.data;
			return data
				?.select( 'core/block-editor' )
				.getBlocks()
				.find( ( block ) => block.name === blockName )?.clientId;
		}, name );
		const clientId = ( await id.jsonValue() ) as string;
		await adminPage.evaluate( ( blockId ) => {
			const { data } = ( window as unknown as EditorWindow ).wp!;
			data.dispatch( 'core/preferences' ).set(
				'core/edit-post',
				'welcomeGuide',
				false
			);
			data.dispatch( 'core/block-editor' ).selectBlock( blockId );
			data.dispatch( 'core/edit-post' ).openGeneralSidebar(
				'edit-post/block'
			);
		}, clientId );
		return clientId;
	};
	const attribute = ( clientId: string ) =>
		adminPage.evaluate(
			( blockId ) =>
				( window as unknown as EditorWindow )
					.wp!.data.select( 'core/block-editor' )
					.getBlockAttributes( blockId ).frontageLightbox,
			clientId
		);
	const notice = ( text: string ) =>
		adminPage
			.locator( '.components-notice__content' )
			.filter( { hasText: text } );

	const imageId = await select( 'core/image' );
	const toggle = adminPage.getByLabel( 'Open in Frontage lightbox' );
	await expect( toggle ).toBeChecked();
	await expect(
		notice( 'This image links to a page or to another site' )
	).toBeVisible();
	await toggle.click();
	await expect( toggle ).not.toBeChecked();
	expect( await attribute( imageId ) ).toBe( 'off' );
	await expect(
		notice( 'This image links to a page or to another site' )
	).toHaveCount( 0 );

	const galleryId = await select( 'core/gallery' );
	const choice = adminPage.getByLabel( 'Open in Frontage lightbox' );
	await expect( choice ).toHaveValue( '' );
	await expect(
		notice( 'The images do not link to their media files' )
	).toBeVisible();
	await choice.selectOption( 'all' );
	expect( await attribute( galleryId ) ).toBe( 'all' );
	await expect(
		notice( 'The images do not link to their media files' )
	).toHaveCount( 0 );
} );

interface EditorWindow {
	wp?: {
		data: {
			select: ( store: string ) => {
				getBlocks: () => Array< { name: string; clientId: string } >;
				getBlockAttributes: (
					clientId: string
				) => Record< string, unknown >;
			};
			dispatch: (
				store: string
			) => Record< string, ( ...args: unknown[] ) => void >;
		};
	};
}
