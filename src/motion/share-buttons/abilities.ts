/**
 * What the Share buttons block's view script may offer in this browser (docs/motion.md "Share
 * buttons"): copying needs the Clipboard API, the "Share…" button the Web Share API, willing to
 * share a page's address.
 */

/** The parts of `navigator` read here. */
export interface SharingNavigator {
	clipboard?: { writeText?: unknown };
	share?: unknown;
	canShare?: ( data: ShareData ) => boolean;
}

/**
 * Whether the link can be copied.
 *
 * @param nav The browser's navigator.
 */
export function canCopy( nav: SharingNavigator ): boolean {
	return typeof nav.clipboard?.writeText === 'function';
}

/**
 * Whether the browser's share sheet can share this.
 *
 * @param nav  The browser's navigator.
 * @param data What would be shared.
 */
export function canShareNatively(
	nav: SharingNavigator,
	data: ShareData
): boolean {
	return (
		typeof nav.share === 'function' &&
		( typeof nav.canShare !== 'function' || nav.canShare( data ) )
	);
}
