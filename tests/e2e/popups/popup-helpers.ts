/**
 * Helpers for the builder popup specs: a page and a popup made through REST for one test (shown
 * on that page only unless the settings say otherwise), deleted after it by cleanUp().
 */
import type { Page } from '@playwright/test';

import { expect } from '../support/fixtures';
import type { RestClient } from '../support/rest';

export interface Created {
	id: number;
	link: string;
}

export type Settings = Record< string, unknown > & {
	triggers?: Record< string, unknown >;
	timing?: Record< string, unknown >;
};

const cleanup: Array< () => Promise< unknown > > = [];

/**
 * Deletes what the test made (call in afterEach).
 */
export async function cleanUp(): Promise< void > {
	while ( cleanup.length ) {
		await cleanup.pop()?.();
	}
}

/**
 * A published page for one test, deleted after it.
 *
 * @param rest    The REST client.
 * @param content Its content.
 */
export async function makePage(
	rest: RestClient,
	content = ''
): Promise< Created > {
	const page = await rest.post< Created >( '/wp/v2/pages', {
		title: 'Popup test page',
		status: 'publish',
		content: `<!-- wp:paragraph --><p>A page to show popups on. ${ content }</p><!-- /wp:paragraph -->`,
	} );
	cleanup.push( () => rest.delete( `/wp/v2/pages/${ page.id }?force=true` ) );
	return page;
}

/**
 * A published popup shown only on one page (unless the settings say otherwise), deleted after
 * the test.
 *
 * @param rest     The REST client.
 * @param pageId   The page it shows on.
 * @param settings Settings over the defaults (triggers and timing merged key by key).
 * @param content  Its blocks.
 */
export async function makePopup(
	rest: RestClient,
	pageId: number,
	settings: Settings,
	content = '<!-- wp:paragraph --><p>Join our newsletter.</p><!-- /wp:paragraph -->'
): Promise< number > {
	const popup = await rest.post< {
		id: number;
		meta: { frontage_popup_settings: Settings };
	} >( '/wp/v2/frontage-popups', {
		title: 'Newsletter',
		status: 'publish',
		content,
	} );
	cleanup.push( () =>
		rest.delete( `/wp/v2/frontage-popups/${ popup.id }?force=true` )
	);
	const defaults = popup.meta.frontage_popup_settings;
	await rest.post( `/wp/v2/frontage-popups/${ popup.id }`, {
		meta: {
			frontage_popup_settings: {
				...defaults,
				...settings,
				triggers: { ...defaults.triggers, ...settings.triggers },
				timing: { ...defaults.timing, ...settings.timing },
				conditions: settings.conditions ?? {
					include: [ { type: 'singular', ids: [ pageId ] } ],
					exclude: [],
				},
			},
		},
	} );
	return popup.id;
}

/**
 * Whether no popup opens within a while (longer than the popup's delay).
 *
 * @param page The page.
 */
export async function expectNoPopup( page: Page ): Promise< void > {
	await page.waitForTimeout( 1500 );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
}
