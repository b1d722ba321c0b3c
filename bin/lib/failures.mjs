/**
 * The names of the tests that failed, read from the machine reports PHPUnit and Playwright write
 * for bin/test.mjs, so its summary names them. CI shows only the tail of a long run; the
 * summary is what it shows.
 */
import fs from 'node:fs';

/** How many failures a step lists before it says how many more there are. */
const LISTED = 12;

/**
 * One line: the first line of an error message, without terminal colours, cut short.
 *
 * @param {string} text Message.
 * @return {string} Its first line.
 */
function firstLine( text ) {
	const line =
		String( text )
			.replace( /\u001b\[[0-9;]*m/g, '' )
			.split( '\n' )
			.map( ( part ) => part.trim() )
			.find( Boolean ) ?? '';
	return line.length > 160 ? `${ line.slice( 0, 157 ) }…` : line;
}

/**
 * The tests a Playwright JSON report (the `json` reporter) records as not passing.
 *
 * @param {string} file The report's path.
 * @return {string[]} "file:line › title: first error line", one per failed test.
 */
export function playwrightFailures( file ) {
	if ( ! fs.existsSync( file ) ) {
		return [];
	}
	const report = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	const failed = [];
	const walk = ( suite, titles ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const test of spec.tests ?? [] ) {
				if ( test.status !== 'unexpected' && test.status !== 'flaky' ) {
					continue;
				}
				const result = ( test.results ?? [] ).find(
					( each ) => each.error || each.errors?.length
				);
				const error = result?.error ?? result?.errors?.[ 0 ];
				const title = [ ...titles, spec.title ].join( ' › ' );
				failed.push(
					`${ spec.file }:${ spec.line } › ${ title }${
						error ? `: ${ firstLine( error.message ?? '' ) }` : ''
					}`
				);
			}
		}
		for ( const child of suite.suites ?? [] ) {
			walk(
				child,
				child.title && ! child.file
					? [ ...titles, child.title ]
					: titles
			);
		}
	};
	( report.suites ?? [] ).forEach( ( suite ) => walk( suite, [] ) );
	for ( const error of report.errors ?? [] ) {
		failed.push(
			`(outside a test): ${ firstLine( error.message ?? '' ) }`
		);
	}
	return failed;
}

/**
 * The tests a JUnit XML report (PHPUnit's --log-junit) records with a failure or an error.
 *
 * @param {string} file The report's path.
 * @return {string[]} "Class::test: first message line", one per failed test.
 */
export function junitFailures( file ) {
	if ( ! fs.existsSync( file ) ) {
		return [];
	}
	const xml = fs.readFileSync( file, 'utf8' );
	const failed = [];
	const testcase = /<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g;
	for ( const [ , attributes, body = '' ] of xml.matchAll( testcase ) ) {
		const problem = body.match(
			/<(failure|error)\b[^>]*>([\s\S]*?)<\/\1>/
		);
		if ( ! problem ) {
			continue;
		}
		const name = attributes.match( /\bname="([^"]*)"/ )?.[ 1 ] ?? '?';
		const owner = attributes.match( /\bclass="([^"]*)"/ )?.[ 1 ] ?? '';
		const message = firstLine(
			problem[ 2 ]
				.replace( /&lt;/g, '<' )
				.replace( /&gt;/g, '>' )
				.replace( /&quot;/g, '"' )
				.replace( /&#039;/g, "'" )
				.replace( /&amp;/g, '&' )
				// PHPUnit's message begins with the test's own name.
				.replace( /^[^\n]*::[^\n]*\n/, '' )
		);
		failed.push(
			`${ owner ? `${ owner }::` : '' }${ name }: ${ message }`
		);
	}
	return failed;
}

/**
 * The lines a step's summary shows under it: the first failures, then how many more.
 *
 * @param {string[]} failures What failed.
 * @return {string[]} Lines to print.
 */
export function summaryLines( failures ) {
	const shown = failures
		.slice( 0, LISTED )
		.map( ( line ) => `  – ${ line }` );
	if ( failures.length > LISTED ) {
		shown.push( `  … and ${ failures.length - LISTED } more` );
	}
	return shown;
}
