/**
 * The size filter's units and inputs (docs/search.md "Refusals and constants"): a number typed in kb, mb or gb, sent to the
 * server with its unit and compared in bytes. The byte factors are the file table's, so both
 * features agree on what a megabyte is.
 */
import { FILTER_UNIT_BYTES, type FilterUnit } from '../files/format-size';

/** A unit the size selector offers. */
export type SizeUnit = FilterUnit;

/** The units in the order the selector lists them. */
export const SIZE_UNITS: readonly SizeUnit[] = [ 'kb', 'mb', 'gb' ];

/** The unit selected at first and after a reset (docs/search.md "Refusals and constants"). */
export const DEFAULT_SIZE_UNIT: SizeUnit = 'kb';

/**
 * What a size box holds: nothing (no filter), a number (with the unit typed after it, if any),
 * or something else.
 */
export type SizeInput =
	| { kind: 'empty' }
	| { kind: 'number'; value: number; unit?: SizeUnit }
	| { kind: 'invalid' };

/**
 * Whether a value is one of the size units.
 *
 * @param unit Anything, e.g. a select's value or a query parameter.
 * @return True for kb, mb or gb.
 */
export function isSizeUnit( unit: unknown ): unit is SizeUnit {
	return (
		typeof unit === 'string' &&
		( SIZE_UNITS as readonly string[] ).includes( unit )
	);
}

/**
 * A unit as the form should use it: anything unknown or missing is kb, the default.
 *
 * @param unit The unit chosen, maybe in capitals.
 * @return kb, mb or gb.
 */
export function normalizeUnit( unit: string | null | undefined ): SizeUnit {
	const lower = ( unit ?? '' ).trim().toLowerCase();
	return isSizeUnit( lower ) ? lower : DEFAULT_SIZE_UNIT;
}

/**
 * A size as a person types it (docs/search.md "Sizes"): digits with at most one decimal mark, a
 * point or a comma (`1.5`, `1,5`, `.5`), optionally followed by a unit (`kb`, `mb`, `gb`, also
 * `k`, `m`, `g` and `kib`, `mib`, `gib`; any case, a space before it or not): "1.5 MB". A unit
 * typed in the box wins over the unit select beside it. A sign in front is kept so that
 * validation can say the number is below 0. The server reads sizes by the same rule
 * (Search_Request::SIZE_PATTERN).
 */
export const SIZE_PATTERN =
	/^([+-]?(?:\d{1,15}(?:[.,]\d{0,15})?|[.,]\d{1,15}))(?:\s*([kmg])(?:i?b)?)?$/i;

/**
 * Reads a size box.
 *
 * @param text What the box holds.
 * @return Empty (no filter), the number and the unit typed with it, or invalid.
 */
export function parseSize( text: string | null | undefined ): SizeInput {
	const trimmed = ( text ?? '' ).trim();
	if ( trimmed === '' ) {
		return { kind: 'empty' };
	}
	const match = SIZE_PATTERN.exec( trimmed );
	if ( ! match ) {
		return { kind: 'invalid' };
	}
	// `+ 0` turns -0 into 0.
	const value = Number( match[ 1 ].replace( ',', '.' ) ) + 0;
	return match[ 2 ]
		? {
				kind: 'number',
				value,
				unit: normalizeUnit( `${ match[ 2 ] }b` ),
			}
		: { kind: 'number', value };
}

/**
 * A size in bytes (docs/search.md "Refusals and constants"): kb times 1024, mb times 1024 squared,
 * gb times 1024 cubed, rounded to a whole byte as the server rounds it (1.5 mb is 1572864).
 *
 * @param value The number typed.
 * @param unit  The unit; anything unknown counts as kb.
 * @return The bytes.
 */
export function toBytes(
	value: number,
	unit: string | null | undefined
): number {
	return Math.round( value * FILTER_UNIT_BYTES[ normalizeUnit( unit ) ] );
}
