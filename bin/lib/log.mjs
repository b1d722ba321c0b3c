/**
 * One-line output helpers shared by `npm start` and `npm test`.
 *
 * Every problem is reported as a single line that says what is wrong and how
 * to fix it, so a user never has to scroll through a stack trace.
 */

/**
 * An error whose message is already the one line to show the user.
 */
export class UserError extends Error {
	/**
	 * @param {string} message What is wrong.
	 * @param {string} [hint]  How to fix it.
	 */
	constructor( message, hint ) {
		super( hint ? `${ message } ${ hint }` : message );
		this.name = 'UserError';
	}
}

/**
 * Prints a progress line.
 *
 * @param {string} message What is happening now.
 */
export function step( message ) {
	process.stdout.write( `▸ ${ message }\n` );
}

/**
 * Prints a warning line; the run goes on.
 *
 * @param {string} message What is wrong.
 * @param {string} [hint]  How to fix it.
 */
export function warn( message, hint ) {
	process.stderr.write( `! ${ message }${ hint ? ` ${ hint }` : '' }\n` );
}

/**
 * Prints one error line and exits non-zero.
 *
 * @param {string} message What is wrong.
 * @param {string} [hint]  How to fix it.
 * @return {never} Never returns.
 */
export function fail( message, hint ) {
	process.stderr.write( `✖ ${ message }${ hint ? ` ${ hint }` : '' }\n` );
	process.exit( 1 );
}
