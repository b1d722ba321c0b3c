/**
 * Logging in through the real login form, as a person does.
 */
import type { Page } from '@playwright/test';

/**
 * Logs a page in and waits for the dashboard.
 *
 * @param page     The page to log in.
 * @param user     User login.
 * @param password Password.
 */
export async function logIn(
	page: Page,
	user: string,
	password: string
): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( user );
	await page.getByLabel( 'Password', { exact: true } ).fill( password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /wp-admin/ );
}
