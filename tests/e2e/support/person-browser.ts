/**
 * A browser as a person has it, for the language journeys (issue 6): Debian's Chromium launched
 * without the automation flag, so navigator.webdriver is false and the language flow treats it
 * as a visitor, with an ordinary user agent (headless Chromium's own says HeadlessChrome, which
 * the flow takes for a robot). Playwright's own `browser` fixture stays the automated browser.
 */
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const DESKTOP =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
export const IPHONE =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT =
	'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * Launches the person's Chromium; close it in afterAll.
 */
export function launchPersonBrowser(): Promise< Browser > {
	return chromium.launch( {
		...( fs.existsSync( DEBIAN_CHROMIUM )
			? { executablePath: DEBIAN_CHROMIUM }
			: {} ),
		args: [
			'--headless',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-blink-features=AutomationControlled',
		],
	} );
}

/**
 * A visitor's browser context in a language.
 *
 * @param browser   launchPersonBrowser()'s browser.
 * @param baseURL   The site.
 * @param locale    The browser's language (navigator.languages, Accept-Language).
 * @param userAgent Its user agent.
 */
export function visitorContext(
	browser: Browser,
	baseURL: string | undefined,
	locale: string,
	userAgent = DESKTOP
): Promise< BrowserContext > {
	return browser.newContext( { baseURL, locale, userAgent } );
}
