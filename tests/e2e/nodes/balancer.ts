/**
 * The load balancer of the two-node journeys (docs/scale-out.md "Several web nodes"): every
 * request names the node it goes to, and a journey's requests alternate — one to a node, the
 * next to the other — so whatever one request leaves behind, the next reads on the other node.
 *
 * Both nodes answer under the one site address (FRONTAGE_E2E_URL, node A's): a request to node B
 * (FRONTAGE_E2E_NODE_B) carries the site's Host, as a load balancer passes the visitor's Host on.
 * Each node names itself in the `X-Frontage-Node` header of what WordPress answers
 * (bin/lib/nodes.mjs); every answer is checked against the node it was sent to.
 */
import {
	expect,
	request,
	type APIRequestContext,
	type APIResponse,
	type BrowserContext,
} from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';

export type Node = 'a' | 'b';

const SITE = (
	process.env.FRONTAGE_E2E_URL ?? 'http://localhost:8889'
).replace( /\/$/, '' );
const ADDRESS: Record< Node, string > = {
	a: SITE,
	b: ( process.env.FRONTAGE_E2E_NODE_B ?? '' ).replace( /\/$/, '' ),
};
const SITE_HOST = new URL( SITE ).host;
const NODE_HEADER = 'x-frontage-node';

/**
 * A site address or path, sent to a node.
 *
 * @param node      The node.
 * @param pathOrUrl A path (`/wp-json/…`) or an address on the site.
 */
function onNode( node: Node, pathOrUrl: string ): string {
	const path = pathOrUrl.startsWith( SITE )
		? pathOrUrl.slice( SITE.length )
		: pathOrUrl;
	expect( path, `${ pathOrUrl } is on the site` ).toMatch( /^\// );
	return ADDRESS[ node ] + path;
}

/**
 * The journey's order of requests: each step goes to the other node than the step before.
 */
export class Balancer {
	/** Every step, in order: the node and what was asked. */
	readonly steps: Array< { node: Node; what: string } > = [];

	/**
	 * Records a step, refusing two in a row on one node.
	 *
	 * @param node The node.
	 * @param what What is asked (for the failure message).
	 */
	step( node: Node, what: string ): void {
		const last = this.steps.at( -1 );
		expect(
			node,
			`${ what } must go to the other node than ${ last?.what }`
		).not.toBe( last?.node );
		this.steps.push( { node, what } );
	}

	/**
	 * Starts a new journey (or the clean-up after one that failed midway), from either node.
	 */
	reset(): void {
		this.steps.length = 0;
	}
}

export interface Answer< T > {
	node: Node;
	status: number;
	data: T;
	response: APIResponse;
}

/**
 * Checks that the node asked is the node that answered.
 *
 * @param node     The node asked.
 * @param response Its answer.
 */
function expectAnsweredBy( node: Node, response: APIResponse ): void {
	expect(
		response.headers()[ NODE_HEADER ],
		`${ response.url() } answered by node ${ node }`
	).toBe( node );
}

/**
 * Someone's HTTP client (the administrator's, or a visitor's with their own cookies) whose
 * every request names its node.
 */
export class NodeClient {
	/**
	 * @param balancer The journey's order.
	 * @param context  The cookie jar and connection.
	 * @param nonce    The REST nonce, for the administrator.
	 */
	private constructor(
		private readonly balancer: Balancer,
		readonly context: APIRequestContext,
		private readonly nonce = ''
	) {}

	/**
	 * A visitor with an empty cookie jar.
	 *
	 * @param balancer The journey's order.
	 */
	static async visitor( balancer: Balancer ): Promise< NodeClient > {
		return new NodeClient( balancer, await request.newContext() );
	}

	/**
	 * The administrator (the setup project's login), with the REST nonce asked of a node.
	 *
	 * @param balancer The journey's order.
	 * @param node     The node that hands out the nonce.
	 */
	static async admin(
		balancer: Balancer,
		node: Node
	): Promise< NodeClient > {
		const context = await request.newContext( {
			storageState: ADMIN_STATE,
		} );
		const client = new NodeClient( balancer, context );
		const answer = await client.send(
			node,
			'/wp-admin/admin-ajax.php?action=rest-nonce'
		);
		expect( answer.status, 'REST nonce for the saved login' ).toBe( 200 );
		return new NodeClient(
			balancer,
			context,
			answer.body.toString().trim()
		);
	}

	/**
	 * Sends one request to a node under the site's address.
	 *
	 * @param node      The node.
	 * @param pathOrUrl Path or site address.
	 * @param options   Playwright's fetch options (method, data, multipart, headers).
	 */
	async send(
		node: Node,
		pathOrUrl: string,
		options: Parameters< APIRequestContext[ 'fetch' ] >[ 1 ] = {}
	): Promise< {
		node: Node;
		status: number;
		body: Buffer;
		response: APIResponse;
	} > {
		this.balancer.step(
			node,
			`${ options.method ?? 'GET' } ${ pathOrUrl.replace( SITE, '' ) }`
		);
		const response = await this.context.fetch( onNode( node, pathOrUrl ), {
			maxRedirects: 0,
			...options,
			headers: {
				...( this.nonce ? { 'X-WP-Nonce': this.nonce } : {} ),
				...options.headers,
				Host: SITE_HOST,
			},
		} );
		expectAnsweredBy( node, response );
		return {
			node,
			status: response.status(),
			body: await response.body(),
			response,
		};
	}

	/**
	 * A REST call (`/wp-json` + route) on a node, its JSON answer.
	 *
	 * @param node    The node.
	 * @param method  HTTP method.
	 * @param route   The route with its query, like `/frontage/v1/files/12`.
	 * @param options Data, multipart, headers.
	 */
	async rest< T = unknown >(
		node: Node,
		method: string,
		route: string,
		options: Parameters< APIRequestContext[ 'fetch' ] >[ 1 ] = {}
	): Promise< Answer< T > > {
		const answer = await this.send( node, `/wp-json${ route }`, {
			...options,
			method,
		} );
		const text = answer.body.toString();
		return {
			node,
			status: answer.status,
			data: ( text ? JSON.parse( text ) : null ) as T,
			response: answer.response,
		};
	}

	/**
	 * A REST call that must succeed.
	 *
	 * @param node    The node.
	 * @param method  HTTP method.
	 * @param route   The route.
	 * @param options Data, multipart, headers.
	 */
	async ok< T = unknown >(
		node: Node,
		method: string,
		route: string,
		options: Parameters< APIRequestContext[ 'fetch' ] >[ 1 ] = {}
	): Promise< T > {
		const answer = await this.rest< T >( node, method, route, options );
		expect(
			answer.status,
			`${ method } ${ route } on node ${ node }: ${ JSON.stringify( answer.data ) }`
		).toBeLessThan( 300 );
		return answer.data;
	}

	/**
	 * Closes the client.
	 */
	dispose(): Promise< void > {
		return this.context.dispose();
	}
}

/**
 * Sends a browser's requests to the site through the nodes: the next page opened goes to the node
 * named with open(), and every request the page makes after it goes to the other node than the
 * request before it. Redirects come back to the browser, which asks again through the nodes.
 *
 * @param context  The browser context (a visitor's).
 * @param balancer The journey's order: each page opened is one step of it.
 * @return open( node, what ): names the node of the next document.
 */
export async function routeThroughNodes(
	context: BrowserContext,
	balancer: Balancer
): Promise< ( node: Node, what: string ) => void > {
	let next: Node = 'a';
	await context.route(
		( url ) => url.origin === SITE,
		async ( route ) => {
			const node = next;
			next = node === 'a' ? 'b' : 'a';
			const response = await route.fetch( {
				url: onNode( node, route.request().url() ),
				headers: { ...route.request().headers(), host: SITE_HOST },
				maxRedirects: 0,
			} );
			// Files the PHP server sends itself (scripts, styles) do not load WordPress.
			const answeredBy = response.headers()[ NODE_HEADER ];
			if ( answeredBy !== undefined ) {
				expect( answeredBy, route.request().url() ).toBe( node );
			}
			await route.fulfill( { response } );
		}
	);
	return ( node, what ) => {
		balancer.step( node, what );
		next = node;
	};
}
