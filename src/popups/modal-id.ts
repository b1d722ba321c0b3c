/**
 * The modal's id: what `?uael-modal-action=<id>` names and what its cookie is named after. The
 * editor assigns one once; editors may change it to something readable. It is kept to the
 * characters WordPress's sanitize_key() keeps, which render.php applies too, so the id in the
 * editor is the id on the page.
 */

/** The longest id kept; longer ones are cut. */
export const MODAL_ID_MAX_LENGTH = 64;

/** Letters and digits used in generated ids. */
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Characters in the random part of a generated id. */
const ID_RANDOM_LENGTH = 6;

/**
 * An id as the page will use it: lower case letters, digits, `-` and `_`.
 *
 * @param value What the editor typed.
 * @return The id; empty when nothing usable was typed.
 */
export function sanitizeModalId( value: string ): string {
	return value
		.toLowerCase()
		.replace( /[^a-z0-9_-]/g, '' )
		.slice( 0, MODAL_ID_MAX_LENGTH );
}

/**
 * A new short random id, such as `modal-k3x9qa`.
 *
 * @param random A source of numbers in [0, 1); Math.random unless a test passes its own.
 * @return The id.
 */
export function createModalId( random: () => number = Math.random ): string {
	let suffix = '';
	for ( let index = 0; index < ID_RANDOM_LENGTH; index++ ) {
		suffix += ID_ALPHABET[ Math.floor( random() * ID_ALPHABET.length ) ];
	}
	return `modal-${ suffix }`;
}
