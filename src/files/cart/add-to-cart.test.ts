import {
	cartFragments,
	cartOutcome,
	cartPayload,
	parseSettings,
	safeUrl,
	type CartSettings,
} from './add-to-cart';

const PAGE = 'https://shop.example/library/';

const SETTINGS: CartSettings = {
	endpoint: 'https://shop.example/?wc-ajax=add_to_cart',
	cartUrl: 'https://shop.example/cart/',
	redirect: false,
	viewCart: 'View cart',
	added: 'Report was added to your cart.',
};

describe( 'cartPayload', () => {
	it( 'posts the link’s data attributes under the shop’s names, not Frontage’s settings', () => {
		const payload = cartPayload( [
			{ name: 'class', value: 'wp-element-button' },
			{ name: 'href', value: '/product/report/' },
			{ name: 'data-product_id', value: '12' },
			{ name: 'data-quantity', value: '1' },
			{ name: 'data-frontage-cart', value: '{}' },
		] );
		expect( payload.toString() ).toBe( 'product_id=12&quantity=1' );
	} );
} );

describe( 'parseSettings', () => {
	it( 'reads the settings the server wrote', () => {
		expect( parseSettings( JSON.stringify( SETTINGS ) ) ).toEqual(
			SETTINGS
		);
	} );

	it( 'refuses missing, broken or incomplete settings', () => {
		expect( parseSettings( null ) ).toBeNull();
		expect( parseSettings( '{not json' ) ).toBeNull();
		expect( parseSettings( '"text"' ) ).toBeNull();
		expect( parseSettings( '{"cartUrl":"/cart/"}' ) ).toBeNull();
	} );

	it( 'treats anything but true as no redirect', () => {
		expect(
			parseSettings( JSON.stringify( { ...SETTINGS, redirect: 'yes' } ) )
				?.redirect
		).toBe( false );
	} );
} );

describe( 'safeUrl', () => {
	it( 'resolves http(s) addresses against the page', () => {
		expect( safeUrl( '/product/report/', PAGE ) ).toBe(
			'https://shop.example/product/report/'
		);
	} );

	it( 'refuses script and non-addresses', () => {
		expect( safeUrl( 'javascript:alert(1)', PAGE ) ).toBeNull();
		expect( safeUrl( 'data:text/html,x', PAGE ) ).toBeNull();
		expect( safeUrl( '', PAGE ) ).toBeNull();
		expect( safeUrl( 42, PAGE ) ).toBeNull();
	} );
} );

describe( 'cartOutcome (docs/files.md "Add to cart")', () => {
	it( 'goes to product_url when the answer carries error and product_url', () => {
		expect(
			cartOutcome(
				{
					error: true,
					product_url: 'https://shop.example/product/sold-out/',
				},
				{ ...SETTINGS, redirect: true },
				PAGE
			)
		).toEqual( {
			kind: 'product',
			url: 'https://shop.example/product/sold-out/',
		} );
	} );

	it( 'goes to the cart when the shop redirects after adding', () => {
		expect(
			cartOutcome(
				{ fragments: {}, cart_hash: 'abc' },
				{ ...SETTINGS, redirect: true },
				PAGE
			)
		).toEqual( { kind: 'cart', url: 'https://shop.example/cart/' } );
	} );

	it( 'shows a View cart link otherwise', () => {
		expect(
			cartOutcome( { fragments: {}, cart_hash: 'abc' }, SETTINGS, PAGE )
		).toEqual( { kind: 'view-cart', url: 'https://shop.example/cart/' } );
	} );

	it( 'falls back to the link itself for answers it cannot use', () => {
		expect( cartOutcome( null, SETTINGS, PAGE ) ).toEqual( {
			kind: 'fallback',
		} );
		expect( cartOutcome( '<html>', SETTINGS, PAGE ) ).toEqual( {
			kind: 'fallback',
		} );
		expect( cartOutcome( { error: true }, SETTINGS, PAGE ) ).toEqual( {
			kind: 'fallback',
		} );
		expect(
			cartOutcome(
				{ error: true, product_url: 'javascript:alert(1)' },
				SETTINGS,
				PAGE
			)
		).toEqual( { kind: 'fallback' } );
		expect( cartOutcome( {}, { ...SETTINGS, cartUrl: '' }, PAGE ) ).toEqual(
			{ kind: 'fallback' }
		);
	} );
} );

describe( 'cartFragments', () => {
	it( 'keeps the selector → markup pairs', () => {
		expect(
			cartFragments( {
				fragments: {
					'div.widget_shopping_cart_content': '<div>1</div>',
					bad: 3,
				},
			} )
		).toEqual( [ [ 'div.widget_shopping_cart_content', '<div>1</div>' ] ] );
		expect( cartFragments( { error: true } ) ).toEqual( [] );
		expect( cartFragments( null ) ).toEqual( [] );
	} );
} );
