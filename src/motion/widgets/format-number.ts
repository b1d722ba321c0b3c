/**
 * A number written as the site's language writes it (the separators come from the server,
 * WordPress's number_format_i18n()), for the counter's figures while it counts: pure, so it is
 * tested without a page.
 */

export interface NumberStyle {
	/** Digits after the decimal point (0–3). */
	decimals: number;
	/** Between groups of three digits: ",", ".", a no-break space, or nothing. */
	thousands: string;
	/** Before the decimals: "." or ",". */
	point: string;
}

/**
 * The number, rounded to its decimals, with its digits grouped in threes.
 *
 * @param value The number.
 * @param style The separators and decimals.
 */
export function formatNumber( value: number, style: NumberStyle ): string {
	const fixed = Math.abs( value ).toFixed( style.decimals );
	const [ whole, fraction ] = fixed.split( '.' );
	const grouped = whole.replace( /\B(?=(\d{3})+(?!\d))/g, style.thousands );
	const sign = value < 0 && Number( fixed ) !== 0 ? '-' : '';
	return sign + grouped + ( fraction ? style.point + fraction : '' );
}
