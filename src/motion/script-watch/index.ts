/**
 * The script watch, printed inline by Script_Watch on pages that load a script of the motion
 * module (docs/motion.md "Lazy code"). It reports, in the console only, each such script that
 * could not be fetched ('error'), was fetched but did not run ('missing': a syntax error in what
 * came back, such as an error page), or had not arrived after 120 s ('timeout'). Visitors see
 * nothing: the blocks work without their scripts.
 */
import { failureMessage, TIMEOUT, watchedName, type Failure } from './watch';

const prefixes = (
	document.currentScript?.getAttribute( 'data-prefixes' ) ?? ''
)
	.split( ' ' )
	.filter( Boolean );
const settled = new Set< Element >();

const report = ( script: HTMLScriptElement, failure: Failure ) => {
	const name = watchedName( script.id, prefixes );
	if ( name && ! settled.has( script ) ) {
		settled.add( script );
		// eslint-disable-next-line no-console -- the documented report, for the owner.
		console.error( failureMessage( name, failure, script.src ) );
	}
};

// A script element's load and error events do not bubble; a listener on window hears them
// as they go down to the element.
addEventListener(
	'load',
	( event ) => settled.add( event.target as Element ),
	true
);
addEventListener(
	'error',
	( event ) => {
		const target = event.target;
		if ( target instanceof HTMLScriptElement ) {
			report( target, 'error' );
		} else if ( event instanceof ErrorEvent && event.filename ) {
			// An error thrown while a fetched script first runs names its address.
			const script = [
				...document.querySelectorAll< HTMLScriptElement >(
					'script[src]'
				),
			].find( ( candidate ) => candidate.src === event.filename );
			if ( script ) {
				report( script, 'missing' );
			}
		}
	},
	true
);
setTimeout(
	() =>
		document
			.querySelectorAll< HTMLScriptElement >( 'script[src][id]' )
			.forEach( ( script ) => report( script, 'timeout' ) ),
	TIMEOUT
);
