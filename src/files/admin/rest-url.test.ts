import { restUrl } from './rest-url';

describe( 'restUrl', () => {
	it( 'joins the root and the route with pretty permalinks', () => {
		expect(
			restUrl( 'https://example.com/wp-json/', 'frontage/v1/files' )
		).toBe( 'https://example.com/wp-json/frontage/v1/files' );
		expect(
			restUrl( 'https://example.com/wp-json', '/frontage/v1/files' )
		).toBe( 'https://example.com/wp-json/frontage/v1/files' );
	} );

	it( 'works with plain permalinks, where the route is a query argument', () => {
		expect(
			restUrl(
				'https://example.com/index.php?rest_route=/',
				'frontage/v1/files/4',
				{
					_method: 'PUT',
				}
			)
		).toBe(
			'https://example.com/index.php?rest_route=/frontage/v1/files/4&_method=PUT'
		);
	} );

	it( 'encodes query values and leaves out undefined ones', () => {
		expect(
			restUrl( 'https://example.com/wp-json/', 'frontage/v1/files', {
				search: 'a&b c',
				page: 2,
				category: undefined,
			} )
		).toBe(
			'https://example.com/wp-json/frontage/v1/files?search=a%26b%20c&page=2'
		);
	} );
} );
