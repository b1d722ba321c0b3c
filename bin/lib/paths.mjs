/**
 * Fixed locations of the project.
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the project root (the plugin folder). */
export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/** Git-ignored folder for local sites and caches. */
export const SITE_ROOT = path.join( ROOT, '.site' );
