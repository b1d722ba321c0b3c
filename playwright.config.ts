/**
 * Playwright against a real WordPress site that bin/test.mjs prepares and serves.
 *
 * FRONTAGE_E2E_URL      the site's address (default http://localhost:8889, the tests site)
 * FRONTAGE_E2E_SITE_DIR the site's folder, for reading wp-content/debug.log
 * FRONTAGE_E2E_SMOKE=1  only the tests tagged @smoke (the Playground runtime run)
 * FRONTAGE_E2E_PACKAGE=1 only the tests tagged @package (the plugin-zip run: one journey per
 *                       module on a site that installed frontage.zip)
 * FRONTAGE_E2E_NODE_B   a second web node of the same site (the e2e-nodes step of bin/test.mjs):
 *                       adds the `nodes` project, tests/e2e/nodes, which no other run has
 * FRONTAGE_E2E_PAGE_CACHE=1 the site is behind the test page cache (the e2e-page-cache step):
 *                       adds the `page-cache` project, tests/e2e/page-cache, which no other run has
 * FRONTAGE_E2E_JSON_REPORT a file for a JSON report too: bin/test.mjs reads it to name the
 *                       failed tests in its summary (bin/lib/failures.mjs)
 */
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const baseURL = process.env.FRONTAGE_E2E_URL ?? 'http://localhost:8889';
const smokeOnly = process.env.FRONTAGE_E2E_SMOKE === '1';
const packageOnly = process.env.FRONTAGE_E2E_PACKAGE === '1';
let grep: RegExp | undefined;
if ( smokeOnly ) {
	grep = /@smoke/;
} else if ( packageOnly ) {
	grep = /@package/;
}

export const ADMIN_STATE = path.join(
	process.env.FRONTAGE_E2E_SITE_DIR ?? path.join( __dirname, '.site/e2e' ),
	'.playwright-admin.json'
);

export default defineConfig( {
	testDir: './tests/e2e',
	outputDir: './test-results',
	// One worker: tests switch modules and plugins on the one shared site.
	workers: 1,
	fullyParallel: false,
	forbidOnly: !! process.env.CI,
	retries: 0,
	timeout: smokeOnly ? 120_000 : 30_000,
	expect: { timeout: smokeOnly ? 30_000 : 5_000 },
	reporter: [
		[ 'list' ],
		...( process.env.CI ? [] : [ [ 'html', { open: 'never' } ] as const ] ),
		...( process.env.FRONTAGE_E2E_JSON_REPORT
			? [
					[
						'json',
						{ outputFile: process.env.FRONTAGE_E2E_JSON_REPORT },
					] as const,
				]
			: [] ),
	],
	use: {
		baseURL,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		launchOptions: fs.existsSync( DEBIAN_CHROMIUM )
			? {
					executablePath: DEBIAN_CHROMIUM,
					args: [
						'--headless',
						'--no-sandbox',
						'--disable-gpu',
						'--disable-quic',
						'--disable-background-networking',
						'--disable-component-update',
						'--disable-sync',
						'--no-first-run',
					],
				}
			: {},
	},
	projects: [
		{
			name: 'setup',
			testMatch: /support\/.*\.setup\.ts/,
			teardown: 'debug log',
		},
		{
			name: 'e2e',
			dependencies: [ 'setup' ],
			testIgnore: [ /support\//, /nodes\//, /page-cache\// ],
			grep,
		},
		// Two web nodes of one site (docs/scale-out.md "Several web nodes"): only when there are.
		...( process.env.FRONTAGE_E2E_NODE_B
			? [
					{
						name: 'nodes',
						dependencies: [ 'setup' ],
						testMatch: /nodes\/.*\.spec\.ts/,
					},
				]
			: [] ),
		// Pages from a full-page cache (docs/scale-out.md "A full-page cache in front"): only there.
		...( process.env.FRONTAGE_E2E_PAGE_CACHE
			? [
					{
						name: 'page-cache',
						dependencies: [ 'setup' ],
						testMatch: /page-cache\/.*\.spec\.ts/,
					},
				]
			: [] ),
		{
			name: 'debug log',
			testMatch: /support\/.*\.teardown\.ts/,
		},
	],
} );
