/**
 * Installs the project's npm dependencies when they are missing or older than the lock file.
 * Uses Node built-ins only: it runs before anything from node_modules can be imported.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from './paths.mjs';

/**
 * Whether node_modules matches package-lock.json (npm writes node_modules/.package-lock.json
 * on every install, so an older one means the lock changed since).
 *
 * @return {boolean} True when an install is needed.
 */
function needsInstall() {
	const installed = path.join( ROOT, 'node_modules', '.package-lock.json' );
	if ( ! fs.existsSync( installed ) ) {
		return true;
	}
	const lock = path.join( ROOT, 'package-lock.json' );
	return (
		fs.existsSync( lock ) &&
		fs.statSync( lock ).mtimeMs > fs.statSync( installed ).mtimeMs
	);
}

/**
 * Runs `npm install` when needed; exits with one clear line when it fails.
 */
export async function ensureNodeDependencies() {
	if ( ! needsInstall() ) {
		return;
	}
	process.stdout.write(
		'▸ Installing node dependencies (npm install, about 2 minutes the first time)…\n'
	);
	const result = spawnSync( 'npm', [ 'install', '--no-audit', '--no-fund' ], {
		cwd: ROOT,
		stdio: 'inherit',
	} );
	if ( result.status !== 0 ) {
		process.stderr.write(
			'✖ npm install failed (see above). Check your network access to the npm registry and Node ≥ 20.19, then run again.\n'
		);
		process.exit( 1 );
	}
}
