/**
 * A script element that runs: one parsed inside a template, or one the server kept from loading
 * (its address in data-frontage-consent-src, its type text/plain), is replaced by a new element
 * with the same attributes, which the browser runs when it is inserted.
 */

const HELD = 'data-frontage-consent-src';

/**
 * Replaces a script element with a copy the browser runs.
 *
 * @param held The script element.
 */
export function reviveScript( held: HTMLScriptElement ): void {
	const script = held.ownerDocument.createElement( 'script' );
	for ( const { name, value } of Array.from( held.attributes ) ) {
		if ( name === HELD ) {
			script.src = value;
		} else if ( ! ( name === 'type' && held.hasAttribute( HELD ) ) ) {
			script.setAttribute( name, value );
		}
	}
	script.text = held.text;
	held.replaceWith( script );
}
