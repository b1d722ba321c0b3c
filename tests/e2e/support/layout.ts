/**
 * Layout assertions for the widths a person uses: a desktop (1280 px) and a phone (390 px).
 * A visual change is proved by element boxes, never by eye (docs/CONTRIBUTING.md):
 *
 * - `WIDTHS`                    the two viewports every visual spec runs at
 * - `expectNoSidewaysScroll`    the page does not scroll horizontally
 * - `expectInViewport`          an element's box lies wholly inside the viewport
 * - `expectInside`              an element's box lies inside another's (with a tolerance)
 * - `screenshotAt`              a full-page screenshot kept with the test's results
 */
import {
	expect,
	type Locator,
	type Page,
	type TestInfo,
} from '@playwright/test';

export const WIDTHS = [
	{ name: '1280 px', width: 1280, height: 800 },
	{ name: '390 px', width: 390, height: 844 },
] as const;

export type Width = ( typeof WIDTHS )[ number ];

/**
 * The page is no wider than its viewport: nothing makes it scroll sideways.
 *
 * @param page The page.
 */
export async function expectNoSidewaysScroll( page: Page ): Promise< void > {
	const { scroll, client } = await page.evaluate( () => ( {
		scroll: document.documentElement.scrollWidth,
		client: document.documentElement.clientWidth,
	} ) );
	expect( scroll, 'the page scrolls sideways' ).toBeLessThanOrEqual( client );
}

/**
 * The element's whole box is inside the viewport (it is visible and not cut off).
 *
 * @param page    The page.
 * @param element The element.
 */
export async function expectInViewport(
	page: Page,
	element: Locator
): Promise< void > {
	const box = await element.boundingBox();
	const viewport = page.viewportSize();
	expect( box, 'the element has a box' ).not.toBeNull();
	expect( viewport ).not.toBeNull();
	expect( box!.x ).toBeGreaterThanOrEqual( 0 );
	expect( box!.y ).toBeGreaterThanOrEqual( 0 );
	expect( box!.x + box!.width ).toBeLessThanOrEqual( viewport!.width + 0.5 );
	expect( box!.y + box!.height ).toBeLessThanOrEqual(
		viewport!.height + 0.5
	);
}

/**
 * The inner element's box lies inside the outer's, give or take `slack` pixels on each side
 * (a close button "just outside the corner" is inside with a slack of its own size).
 *
 * @param inner The element that must be inside.
 * @param outer The element it must be inside.
 * @param slack Pixels allowed beyond each edge.
 */
export async function expectInside(
	inner: Locator,
	outer: Locator,
	slack = 0.5
): Promise< void > {
	const a = await inner.boundingBox();
	const b = await outer.boundingBox();
	expect( a, 'the inner element has a box' ).not.toBeNull();
	expect( b, 'the outer element has a box' ).not.toBeNull();
	expect( a!.x ).toBeGreaterThanOrEqual( b!.x - slack );
	expect( a!.y ).toBeGreaterThanOrEqual( b!.y - slack );
	expect( a!.x + a!.width ).toBeLessThanOrEqual( b!.x + b!.width + slack );
	expect( a!.y + a!.height ).toBeLessThanOrEqual( b!.y + b!.height + slack );
}

/**
 * Keeps a screenshot with the test's results, named by what it shows and the width: the whole
 * page, or only the viewport. A whole-page screenshot lays the page out again at its full
 * height for a moment, which a layout-shift observer counts as the page moving; a test that
 * sums every shift takes viewport screenshots.
 *
 * @param page             The page.
 * @param testInfo         The running test's info.
 * @param name             What the screenshot shows.
 * @param options          How much to take.
 * @param options.fullPage The whole page (default) or the viewport only.
 */
export async function screenshotAt(
	page: Page,
	testInfo: TestInfo,
	name: string,
	{ fullPage = true }: { fullPage?: boolean } = {}
): Promise< void > {
	const width = page.viewportSize()?.width ?? 0;
	await testInfo.attach( `${ name } at ${ width } px`, {
		body: await page.screenshot( { fullPage } ),
		contentType: 'image/png',
	} );
}
