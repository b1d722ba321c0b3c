/**
 * The size filter (docs/search.md "Sizes"): the from and to boxes take what a size is typed with
 * ("1,5 MB"), a unit typed in a box moves to its select, and Reset puts the units back to kb.
 */
import { isAllowedSizeKey } from '../number-keys';
import { DEFAULT_SIZE_UNIT, parseSize } from '../size-units';

/** The size boxes' and unit selects' names. */
export const SIZE_FIELDS = [ 'wfrom', 'wto' ] as const;
export const UNIT_FIELDS = [ 'wfromunit', 'wtounit' ] as const;

/** A unit typed at the end of a size box (size-units.ts SIZE_PATTERN). */
const UNIT_TYPED = /\s*[kmg](?:i?b)?$/i;

export interface SizeFilter {
	reset: () => void;
}

/**
 * Upgrades the size boxes of a form.
 *
 * @param form The search form.
 * @return The widget.
 */
export function createSizeFilter( form: HTMLFormElement ): SizeFilter {
	const boxes = SIZE_FIELDS.map( ( name ) =>
		form.querySelector< HTMLInputElement >( `input[name="${ name }"]` )
	).filter( ( box ): box is HTMLInputElement => box !== null );
	const units = UNIT_FIELDS.map( ( name ) =>
		form.querySelector< HTMLSelectElement >( `select[name="${ name }"]` )
	).filter( ( unit ): unit is HTMLSelectElement => unit !== null );

	for ( const box of boxes ) {
		box.addEventListener( 'keydown', ( event ) => {
			if ( ! isAllowedSizeKey( event ) ) {
				event.preventDefault();
			}
		} );
		// A unit typed in the box ("1.5 MB") moves to the unit select beside it, so the
		// visitor sees how the size was read (docs/search.md "Sizes").
		box.addEventListener( 'change', () => {
			const size = parseSize( box.value );
			const unit = form.querySelector< HTMLSelectElement >(
				`select[name="${ box.name }unit"]`
			);
			if ( size.kind === 'number' && size.unit && unit ) {
				box.value = box.value.trim().replace( UNIT_TYPED, '' );
				unit.value = size.unit;
			}
		} );
	}

	return {
		reset() {
			boxes.forEach( ( box ) => ( box.value = '' ) );
			units.forEach( ( unit ) => ( unit.value = DEFAULT_SIZE_UNIT ) );
		},
	};
}
