/**
 * `npm run search:rebuild`: rebuilds the file search index of the dev site (.site/dev).
 */

import path from 'node:path';

import { ROOT, runSitePhp } from './lib/site.mjs';

const dir = path.join( ROOT, '.site/dev' );
const result = runSitePhp( dir, 'bin/php/rebuild-search-index.php' );
process.stdout.write( result.stdout );
process.stderr.write( result.stderr );
process.exitCode = result.code;
