/**
 * Pages a spec publishes through REST before its tests and deletes after them, as the
 * administrator:
 *
 *   const site = publishPages( 'Tabs', () => ( { tabs: '<!-- wp:frontage/tabs … -->', plain: '…' } ) );
 *   test( '…', async ( { page } ) => { await page.goto( site.links.tabs ); } );
 *
 * Each page is titled "<title> <key> <suffix>" unless its entry gives a title of its own. `links`
 * and `ids` are filled before the first test; `rest()` is the administrator's REST client for the
 * tests' own calls, open until the pages are deleted; `deleteAfter( route )` deletes what a test
 * made (`/wp/v2/pages/12`) with them.
 */
import { ADMIN_STATE } from '../../../playwright.config';
import { test } from './fixtures';
import { openRestClient, type RestClient } from './rest';

/** A page's content, or its title and content. */
export type PageBody = string | { title: string; content: string };

export interface PublishedPages< K extends string > {
	links: Record< K, string >;
	ids: Record< K, number >;
	rest: () => RestClient;
	deleteAfter: ( route: string ) => void;
}

/**
 * Publishes the pages before the spec's tests (test.beforeAll) and deletes them after
 * (test.afterAll).
 *
 * @param title  The start of each page's title.
 * @param bodies Key → the page's body; called once, before the tests, with the REST client.
 */
export function publishPages< K extends string >(
	title: string,
	bodies: (
		rest: RestClient
	) => Record< K, PageBody > | Promise< Record< K, PageBody > >
): PublishedPages< K > {
	let client: RestClient | undefined;
	const links = {} as Record< K, string >;
	const ids = {} as Record< K, number >;
	const made: string[] = [];

	test.beforeAll( async ( {}, testInfo ) => {
		client = await openRestClient(
			testInfo.project.use.baseURL as string,
			ADMIN_STATE
		);
		const suffix = Date.now().toString( 36 );
		const wanted = await bodies( client );
		for ( const key of Object.keys( wanted ) as K[] ) {
			const body = wanted[ key ];
			const page = await client.post< { id: number; link: string } >(
				'/wp/v2/pages',
				typeof body === 'string'
					? {
							status: 'publish',
							title: `${ title } ${ key } ${ suffix }`,
							content: body,
						}
					: { status: 'publish', ...body }
			);
			links[ key ] = page.link;
			ids[ key ] = page.id;
		}
	} );

	test.afterAll( async () => {
		const pages = Object.values< number >( ids ).map(
			( id ) => `/wp/v2/pages/${ id }`
		);
		for ( const route of [ ...pages, ...made ] ) {
			await client?.delete( `${ route }?force=true` );
		}
		await client?.dispose();
	} );

	return {
		links,
		ids,
		rest: () => {
			if ( ! client ) {
				throw new Error(
					'The REST client opens before the first test.'
				);
			}
			return client;
		},
		deleteAfter: ( route ) => {
			made.push( route );
		},
	};
}
