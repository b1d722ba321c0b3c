/**
 * Add to cart (docs/files.md "Add to cart") as a visitor meets it: a File block whose file is linked to a shop
 * product shows an "Add to cart" link that posts to the shop's add-to-cart endpoint and follows
 * the answer — a 'View cart' link, the cart when the shop redirects after adding, the product
 * page when the shop answers with an error and product_url — and no link at all without a shop.
 *
 * WooCommerce cannot be installed here: the test-only stub in tests/fixtures/shop-stub answers
 * the same endpoint contract. It is copied into the site's mu-plugins for this spec only, so the
 * rest of the suite runs without a shop. Product 12 is in stock, 13 is sold out.
 */
import fs from 'node:fs';
import path from 'node:path';

import { test, expect } from '../support/fixtures';
import { runSiteScript } from '../support/site-script';
import type { RestClient } from '../support/rest';
import { SITE_DIR } from '../support/site';

interface CreatedPage {
	id: number;
	link: string;
}

const FIXTURE = path.join( __dirname, 'fixtures/shop-library.php' );
const STUB = path.resolve(
	__dirname,
	'../../fixtures/shop-stub/shop-stub.php'
);
const MU_PLUGINS = path.join( SITE_DIR, 'wp-content', 'mu-plugins' );
const INSTALLED_STUB = path.join( MU_PLUGINS, 'frontage-shop-stub.php' );

/**
 * Runs the fixture script on the site under test and returns its JSON answer.
 *
 * @param command setup, redirect or teardown.
 * @param input   Its JSON argument.
 */
function site< T >( command: string, input: unknown ): T {
	return runSiteScript< T >( FIXTURE, command, input );
}

/**
 * Installs the shop stub as a must-use plugin (a copy: mu-plugins must not point into the tree).
 */
function installStub(): void {
	fs.mkdirSync( MU_PLUGINS, { recursive: true } );
	fs.copyFileSync( STUB, INSTALLED_STUB );
}

/**
 * Removes the shop stub.
 */
function removeStub(): void {
	fs.rmSync( INSTALLED_STUB, { force: true } );
}

let files: Record< string, number >;
let created: CreatedPage[] = [];

test.beforeAll( () => {
	installStub();
	files = site< Record< string, number > >( 'setup', {
		products: [ 12, 13 ],
	} );
} );

test.afterEach( async ( { rest } ) => {
	for ( const { id } of created ) {
		await rest.delete( `/wp/v2/pages/${ id }?force=true` );
	}
	created = [];
	installStub();
	site( 'redirect', { on: false } );
} );

test.afterAll( () => {
	site( 'teardown', { files: Object.values( files ) } );
	removeStub();
} );

test.describe( 'Add to cart', () => {
	/**
	 * A published page holding a File block of the file linked to a product.
	 *
	 * @param rest    The REST client.
	 * @param product The product id.
	 */
	async function cardPage(
		rest: RestClient,
		product: number
	): Promise< CreatedPage > {
		const made = await rest.post< CreatedPage >( '/wp/v2/pages', {
			title: `Shop file ${ product }`,
			status: 'publish',
			content: `<!-- wp:frontage/file ${ JSON.stringify( {
				fileId: files[ String( product ) ],
			} ) } /-->`,
		} );
		created.push( made );
		return made;
	}

	test( 'adds to the cart and shows a View cart link, announced', async ( {
		page,
		rest,
		checkA11y,
	} ) => {
		const made = await cardPage( rest, 12 );
		await page.goto( made.link );

		const button = page.getByRole( 'link', {
			name: /^Add to cart Product file/,
		} );
		await expect( button ).toHaveAttribute(
			'href',
			/frontage_shop_product=12/
		);
		await checkA11y( page, { include: '.wp-block-frontage-file' } );

		const posted = page.waitForRequest(
			( request ) =>
				request.url().includes( 'wc-ajax=add_to_cart' ) &&
				request.method() === 'POST'
		);
		await button.click();
		const request = await posted;
		expect(
			Object.fromEntries(
				new URLSearchParams( request.postData() ?? '' )
			)
		).toEqual( { product_id: '12', quantity: '1' } );

		const status = page.getByRole( 'status' );
		await expect( status ).toContainText(
			'Product file 12 was added to your cart.'
		);
		const viewCart = status.getByRole( 'link', { name: 'View cart' } );
		await expect( viewCart ).toHaveAttribute(
			'href',
			/frontage_shop_cart=1/
		);
		await expect( page ).toHaveURL( made.link );
		await checkA11y( page, { include: '.wp-block-frontage-file' } );

		await viewCart.click();
		await expect(
			page.getByRole( 'heading', { name: 'Cart' } )
		).toBeVisible();
		await expect(
			page.getByText( 'Printed annual report × 1' )
		).toBeVisible();
	} );

	test( 'goes to the cart when the shop redirects after adding', async ( {
		page,
		rest,
	} ) => {
		site( 'redirect', { on: true } );
		const made = await cardPage( rest, 12 );
		await page.goto( made.link );
		await page
			.getByRole( 'link', { name: /^Add to cart Product file/ } )
			.click();
		await expect( page ).toHaveURL( /frontage_shop_cart=1/ );
		await expect(
			page.getByRole( 'heading', { name: 'Cart' } )
		).toBeVisible();
	} );

	test( 'goes to the product page when the shop answers error and product_url', async ( {
		page,
		rest,
	} ) => {
		const made = await cardPage( rest, 13 );
		await page.goto( made.link );
		await page
			.getByRole( 'link', { name: /^Add to cart Product file/ } )
			.click();
		await expect( page ).toHaveURL( /frontage_shop_product=13/ );
		await expect(
			page.getByRole( 'heading', { name: 'Product: Sold-out edition' } )
		).toBeVisible();
	} );

	test( 'without JavaScript the link is the product page', async ( {
		browser,
		rest,
	} ) => {
		const made = await cardPage( rest, 12 );
		const context = await browser.newContext( {
			javaScriptEnabled: false,
		} );
		const page = await context.newPage();
		await page.goto( made.link );
		await page
			.getByRole( 'link', { name: /^Add to cart Product file/ } )
			.click();
		await expect( page ).toHaveURL( /frontage_shop_product=12/ );
		await context.close();
	} );

	test( 'without a shop there is no link and no script', async ( {
		page,
		rest,
	} ) => {
		removeStub();
		const made = await cardPage( rest, 12 );
		const scripts: string[] = [];
		page.on( 'request', ( request ) => scripts.push( request.url() ) );
		await page.goto( made.link );
		await expect( page.locator( '.frontage-file-card' ) ).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: /^Add to cart Product file/ } )
		).toHaveCount( 0 );
		expect(
			scripts.filter( ( url ) => url.includes( '/build/files/cart/' ) )
		).toEqual( [] );
	} );
} );
