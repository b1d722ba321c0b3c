/**
 * The chips of a chip field (the file types, the tag-input display): one chip per chosen value,
 * each with a button that removes it; the list hides while nothing is chosen.
 */
import { el, fill } from './dom';

/**
 * Shows the chosen values as chips.
 *
 * @param chips      The chips list.
 * @param values     The chosen values, in order.
 * @param names      Each value's name; a value without one shows as itself.
 * @param removeText The remove button's label, `%s` for the name.
 */
export function renderChips(
	chips: HTMLUListElement,
	values: readonly string[],
	names: ReadonlyMap< string, string >,
	removeText: string
): void {
	const doc = chips.ownerDocument;
	chips.replaceChildren(
		...values.map( ( value ) => {
			const name = names.get( value ) ?? value;
			return el( doc, 'li', { class: 'frontage-search-chips__chip' }, [
				el( doc, 'span', { text: name } ),
				el( doc, 'button', {
					type: 'button',
					class: 'frontage-search-chips__remove',
					'data-value': value,
					'aria-label': fill( removeText, name ),
					text: '×',
				} ),
			] );
		} )
	);
	chips.hidden = chips.childElementCount === 0;
}

/**
 * Removes a value when its chip's button is pressed; focus goes back to the field's text box.
 *
 * @param chips  The chips list.
 * @param box    The field's text box.
 * @param remove Removes a value.
 */
export function onChipRemove(
	chips: HTMLUListElement,
	box: HTMLInputElement,
	remove: ( value: string ) => void
): void {
	chips.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element ).closest< HTMLElement >(
			'button[data-value]'
		);
		if ( button ) {
			remove( button.dataset.value ?? '' );
			box.focus();
		}
	} );
}
