/**
 * The size filter (docs/search.md "Refusals and constants"): the from and to boxes take digits only (Backspace and Delete
 * too), and Reset puts the units back to kb.
 */
import { isAllowedNumberKey } from '../number-keys';
import { DEFAULT_SIZE_UNIT } from '../size-units';

/** The size boxes' and unit selects' names. */
export const SIZE_FIELDS = [ 'wfrom', 'wto' ] as const;
export const UNIT_FIELDS = [ 'wfromunit', 'wtounit' ] as const;

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
			if ( ! isAllowedNumberKey( event ) ) {
				event.preventDefault();
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
