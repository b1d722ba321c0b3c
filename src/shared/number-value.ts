/**
 * The number a number field's text stands for (NumberField, number-field.tsx): pure, so the
 * reading and the limits are tested without a screen.
 */

export interface NumberLimits {
	/** The smallest number allowed. */
	min: number;
	/** The largest number allowed, if any. */
	max?: number;
	/** Whole numbers only: the text is read up to its first non-digit. */
	integer?: boolean;
}

/**
 * The number typed, brought within the limits, or null while the text is no number (empty,
 * or half typed): the field then keeps the number it had.
 *
 * @param text           What the field holds.
 * @param limits         The limits.
 * @param limits.min     The smallest number allowed.
 * @param limits.max     The largest number allowed, if any.
 * @param limits.integer Whole numbers only.
 */
export function numberValue(
	text: string,
	{ min, max, integer = false }: NumberLimits
): number | null {
	const number = integer ? Number.parseInt( text, 10 ) : Number( text );
	if ( text === '' || ! Number.isFinite( number ) ) {
		return null;
	}
	return Math.min( max ?? Infinity, Math.max( min, number ) );
}
