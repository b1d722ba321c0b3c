/**
 * Runs a PHP fixture script (tests/e2e/<feature>/fixtures/*.php) on the site under test: the
 * specs make their library content through Frontage's own services this way.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';

import { SITE_DIR } from './site';

/**
 * Runs `php <script> <command> '<json>'` in the site's folder and returns its JSON answer.
 *
 * @param script  The fixture script's path.
 * @param command Its command, e.g. setup or teardown.
 * @param input   Its JSON argument.
 * @return The parsed answer; the test fails when the script does.
 */
export function runSiteScript< T >(
	script: string,
	command: string,
	input: unknown
): T {
	const result = spawnSync(
		'php',
		[ script, command, JSON.stringify( input ) ],
		{
			cwd: SITE_DIR,
			env: { ...process.env, FRONTAGE_WP_DIR: SITE_DIR },
			encoding: 'utf8',
		}
	);
	expect(
		result.status,
		`${ path.basename( script ) } ${ command }: ${
			result.stderr || result.stdout
		}`
	).toBe( 0 );
	return JSON.parse( result.stdout ) as T;
}
