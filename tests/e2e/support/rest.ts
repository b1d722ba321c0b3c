/**
 * A REST client that acts as the logged-in administrator, the way the admin screens do: the
 * session cookie plus the REST nonce WordPress hands a logged-in browser.
 */
import { expect, request, type APIRequestContext } from '@playwright/test';

export interface RestClient {
	get: < T = unknown >( path: string ) => Promise< T >;
	post: < T = unknown >( path: string, data?: unknown ) => Promise< T >;
	put: < T = unknown >( path: string, data?: unknown ) => Promise< T >;
	delete: < T = unknown >( path: string ) => Promise< T >;
	dispose: () => Promise< void >;
}

/**
 * Opens a REST client for the site, with a saved login.
 *
 * @param baseURL      The site's address.
 * @param storageState The saved login (see auth.setup.ts).
 */
export async function openRestClient(
	baseURL: string,
	storageState: string
): Promise< RestClient > {
	const context: APIRequestContext = await request.newContext( {
		baseURL,
		storageState,
	} );
	const nonceResponse = await context.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( nonceResponse.ok(), 'REST nonce for the saved login' ).toBe( true );
	const nonce = ( await nonceResponse.text() ).trim();

	const send = async < T >(
		method: string,
		path: string,
		data?: unknown
	): Promise< T > => {
		const response = await context.fetch( `/wp-json${ path }`, {
			method,
			headers: { 'X-WP-Nonce': nonce },
			data,
		} );
		const body = await response.text();
		expect(
			response.ok(),
			`${ method } ${ path } answered ${ response.status() }: ${ body }`
		).toBe( true );
		return ( body ? JSON.parse( body ) : null ) as T;
	};

	return {
		get: ( path ) => send( 'GET', path ),
		post: ( path, data ) => send( 'POST', path, data ),
		put: ( path, data ) => send( 'PUT', path, data ),
		delete: ( path ) => send( 'DELETE', path ),
		dispose: () => context.dispose(),
	};
}
