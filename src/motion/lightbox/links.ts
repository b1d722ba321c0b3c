/**
 * Which links the Lightbox opens, and the words it shows (docs/motion.md "Lightbox"). The server
 * marks the links (includes/motion/class-lightbox-links.php); the script checks each again with
 * isLightboxImage() before showing it, so a mark written by hand on a link to a page, a script
 * address or another site's image changes nothing: the link stays a link.
 */

/** The image types the lightbox shows, by file extension. */
export const EXTENSIONS = [
	'png',
	'jpg',
	'jpeg',
	'gif',
	'svg',
	'webp',
	'avif',
] as const;

/**
 * Whether an address is an image file the lightbox may show: http or https, on one of the
 * allowed hosts, its path ending in an image extension (any case; a query string or a fragment
 * after it changes nothing).
 *
 * @param href  The link's address as written (relative ones are read against base).
 * @param base  The page's address.
 * @param hosts The allowed host names, lower case.
 * @return True when the lightbox may open it.
 */
export function isLightboxImage(
	href: string,
	base: string,
	hosts: readonly string[]
): boolean {
	let url: URL;
	try {
		url = new URL( href.trim(), base );
	} catch {
		return false;
	}
	if ( url.protocol !== 'http:' && url.protocol !== 'https:' ) {
		return false;
	}
	if ( ! hosts.includes( url.hostname.toLowerCase() ) ) {
		return false;
	}
	const extension = /\.([a-z0-9]+)$/i.exec( url.pathname )?.[ 1 ];
	return (
		!! extension &&
		( EXTENSIONS as readonly string[] ).includes( extension.toLowerCase() )
	);
}

/**
 * The counter's words: "2 of 5" in the site's language.
 *
 * @param format The translated format, with %1$s (the number) and %2$s (how many).
 * @param index  The image's number, from 1.
 * @param count  How many images.
 * @return The text.
 */
export function counterText(
	format: string,
	index: number,
	count: number
): string {
	return format
		.replace( '%1$s', String( index ) )
		.replace( '%2$s', String( count ) );
}

/**
 * The slide after (step 1) or before (step -1) the current one, going round.
 *
 * @param index The current slide, from 0.
 * @param step  1 or -1.
 * @param count How many slides.
 * @return The next slide's index.
 */
export function stepIndex(
	index: number,
	step: number,
	count: number
): number {
	return count > 0 ? ( ( ( index + step ) % count ) + count ) % count : 0;
}
