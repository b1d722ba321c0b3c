/**
 * Addresses under the REST API's root for requests made without api-fetch (uploads with
 * progress need XMLHttpRequest). The root is `…/wp-json/` with pretty permalinks and
 * `…/index.php?rest_route=/` without them; both must work.
 */

export type Query = Record< string, string | number | undefined >;

/**
 * The full address of a REST route.
 *
 * @param root  The API's root (rest_url()), ending in a slash.
 * @param route The route without a leading slash, e.g. `frontage/v1/files`.
 * @param query Query arguments; undefined values are left out.
 * @return The address.
 */
export function restUrl(
	root: string,
	route: string,
	query: Query = {}
): string {
	const base = root.endsWith( '/' ) ? root : `${ root }/`;
	const address = base + route.replace( /^\/+/, '' );
	const search = Object.entries( query )
		.filter( ( [ , value ] ) => value !== undefined )
		.map(
			( [ key, value ] ) =>
				`${ encodeURIComponent( key ) }=${ encodeURIComponent(
					String( value )
				) }`
		)
		.join( '&' );
	if ( ! search ) {
		return address;
	}
	return address + ( address.includes( '?' ) ? '&' : '?' ) + search;
}
