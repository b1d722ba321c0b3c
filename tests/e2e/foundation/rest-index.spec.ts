/**
 * What the site's REST index shows of frontage/v1 (docs/api.md "What a request declares"): a
 * visitor sees the endpoints a visitor may call, a signed-in administrator sees every route, and a
 * visitor who asks for a manager's route meets it and its 401.
 */
import { test, expect } from '../support/fixtures';

type Index = { routes: Record< string, { methods: string[] } > };

const ours = ( index: Index ) =>
	Object.keys( index.routes )
		.filter( ( route ) => route.startsWith( '/frontage/v1/' ) )
		.sort();

test( 'a visitor’s index lists what a visitor may call', async ( {
	request,
} ) => {
	const index: Index = await ( await request.get( '/wp-json/' ) ).json();

	expect( ours( index ) ).toEqual( [
		'/frontage/v1/categories',
		'/frontage/v1/categories/(?P<id>[^/]+)',
		'/frontage/v1/files',
		'/frontage/v1/files/(?P<id>[^/]+)',
		'/frontage/v1/popups/(?P<id>\\d+)/opens',
		'/frontage/v1/refresh-loop',
		'/frontage/v1/search',
	] );
	expect( index.routes[ '/frontage/v1/files' ].methods ).toEqual( [ 'GET' ] );

	const tables = await request.get( '/wp-json/frontage/v1/tables' );
	expect( tables.status() ).toBe( 401 );
	expect( ( await tables.json() ).code ).toBe( 'rest_forbidden' );
} );

test( 'a signed-in administrator’s index lists every route', async ( {
	adminPage,
} ) => {
	const index: Index = await (
		await adminPage.request.get( '/wp-json/' )
	).json();

	expect( ours( index ) ).toEqual(
		expect.arrayContaining( [
			'/frontage/v1/tables',
			'/frontage/v1/uploads',
			'/frontage/v1/modules',
			'/frontage/v1/import-sources',
		] )
	);
	expect( index.routes[ '/frontage/v1/files' ].methods ).toEqual( [
		'GET',
		'POST',
	] );
} );
