/**
 * The video gallery's attachment ids as an editor types them: "4, 5,6" → [ 4, 5, 6 ]. Shared by
 * the block's sidebar (blocks/video-gallery); the server reads the same text the same way
 * (Gallery_Options).
 */

/**
 * Positive whole numbers in the order typed, without repeats; anything else is dropped.
 *
 * @param text What was typed.
 * @return The ids.
 */
export function idsFromText( text: string ): number[] {
	const ids: number[] = [];
	for ( const part of text.split( ',' ) ) {
		const trimmed = part.trim();
		if ( /^[1-9]\d{0,14}$/.test( trimmed ) ) {
			const id = Number( trimmed );
			if ( ! ids.includes( id ) ) {
				ids.push( id );
			}
		}
	}
	return ids;
}
