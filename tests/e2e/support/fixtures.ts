/**
 * The fixtures every Frontage spec imports instead of @playwright/test's own:
 *
 * - `page`      a visitor's page (not logged in)
 * - `adminPage` a page logged in as the administrator
 * - `rest`      the site's REST API as the administrator (create content, change settings)
 * - `checkA11y` fails the test on any axe violation in the page as it is now
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { ADMIN_STATE } from '../../../playwright.config';
import { openRestClient, type RestClient } from './rest';

interface Fixtures {
	adminPage: Page;
	rest: RestClient;
	checkA11y: (
		page: Page,
		options?: { include?: string }
	) => Promise< void >;
}

export const test = base.extend< Fixtures >( {
	adminPage: async ( { browser }, use ) => {
		const context = await browser.newContext( {
			storageState: ADMIN_STATE,
		} );
		const page = await context.newPage();
		await use( page );
		await context.close();
	},

	rest: async ( { baseURL }, use ) => {
		const client = await openRestClient(
			baseURL ?? 'http://localhost:8889',
			ADMIN_STATE
		);
		await use( client );
		await client.dispose();
	},

	checkA11y: async ( {}, use ) => {
		await use( async ( page, options = {} ) => {
			let builder = new AxeBuilder( { page } );
			if ( options.include ) {
				builder = builder.include( options.include );
			}
			const { violations } = await builder.analyze();
			expect(
				violations.map(
					( violation ) =>
						`${ violation.id }: ${
							violation.help
						} (${ violation.nodes
							.map( ( node ) => node.target.join( ' ' ) )
							.join( ', ' ) })`
				)
			).toEqual( [] );
		} );
	},
} );

export { expect };
