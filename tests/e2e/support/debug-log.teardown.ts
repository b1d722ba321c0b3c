/**
 * Runs after every other spec: the whole run must have left no PHP notice, warning or error
 * from Frontage in the site's debug.log.
 */
import { test as teardown, expect } from '@playwright/test';

import { frontageLogEntriesSince } from './site';

teardown( 'debug.log holds nothing from Frontage @smoke', () => {
	expect( frontageLogEntriesSince( 0 ) ).toEqual( [] );
} );
