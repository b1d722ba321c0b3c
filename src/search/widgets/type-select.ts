/**
 * The file-type multi-select (docs/search.md): chips for the chosen types and a text box that
 * searches the types (contains-match), at the form's full width. It upgrades
 * `select[multiple][name="type[]"]` and keeps its selected options.
 */
import type { SearchConfig } from '../config';
import { label } from '../config';
import { onChipRemove, renderChips } from './chips';
import { controlLabel, el, fireChange, hideNative, uid } from './dom';
import { createListbox, listMessages, type Listbox } from './listbox';
import { filterTypes, type TypeOption } from './type-filter';

export interface TypeSelect {
	reset: () => void;
	sync: () => void;
}

/**
 * The text box's keys: Escape closes the list, the arrows open and move it, Enter picks (and
 * never submits what matches nothing), Backspace in an empty box removes the last chip.
 *
 * @param box                The text box.
 * @param list               The type list.
 * @param actions            What the keys do.
 * @param actions.open       Opens the list.
 * @param actions.removeLast Removes the last chosen type; false when there was none.
 */
function onTypeKeys(
	box: HTMLInputElement,
	list: Listbox,
	actions: { open: () => void; removeLast: () => boolean }
): void {
	box.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' && list.isOpen() ) {
			event.preventDefault();
			event.stopPropagation();
			list.open( false );
		} else if ( list.handleKey( event ) ) {
			event.preventDefault();
			if ( ! list.isOpen() ) {
				actions.open();
			}
		} else if ( event.key === 'Enter' && box.value.trim() ) {
			// Nothing matches what was typed: do not submit the search.
			event.preventDefault();
		} else if ( event.key === 'Backspace' && box.value === '' ) {
			if ( actions.removeLast() ) {
				event.preventDefault();
			}
		}
	} );
}

/**
 * Upgrades the types select.
 *
 * @param select The native multiple select.
 * @param config The search settings.
 * @return The widget.
 */
export function createTypeSelect(
	select: HTMLSelectElement,
	config: SearchConfig
): TypeSelect {
	const doc = select.ownerDocument;
	const options = (): TypeOption[] =>
		Array.from( select.options ).map( ( option ) => ( {
			value: option.value,
			label: option.text.trim() || option.value,
		} ) );
	const nativeLabel = controlLabel( select );
	const name = nativeLabel.text || label( config, 'types', 'File types' );

	const chips = el( doc, 'ul', {
		class: 'frontage-search-chips',
		'aria-label': name,
	} );
	const box = el( doc, 'input', {
		type: 'text',
		id: uid( 'types' ),
		class: 'frontage-search-chips__input',
		placeholder: label( config, 'searchTypes', 'Search file types' ),
	} );
	if ( nativeLabel.element ) {
		nativeLabel.element.htmlFor = box.id;
	} else {
		box.setAttribute( 'aria-label', name );
	}

	const toggle = ( value: string ) => {
		const option = Array.from( select.options ).find(
			( one ) => one.value === value
		);
		if ( option ) {
			option.selected = ! option.selected;
			fireChange( select );
			render();
		}
	};
	const list = createListbox(
		box,
		name,
		listMessages( config ),
		( item ) => {
			const active = list.items().indexOf( item );
			toggle( item.value );
			renderList( active );
		},
		true
	);

	const chosen = () =>
		Array.from( select.selectedOptions ).map( ( option ) => option.value );

	function renderList( active?: number ): void {
		const picked = chosen();
		list.render(
			filterTypes( options(), box.value ).map( ( option ) => ( {
				...option,
				selected: picked.includes( option.value ),
			} ) ),
			active
		);
	}

	function render(): void {
		const names = new Map(
			options().map( ( option ) => [ option.value, option.label ] )
		);
		renderChips(
			chips,
			chosen(),
			names,
			label( config, 'removeType', 'Remove %s' )
		);
		if ( list.isOpen() ) {
			renderList();
		}
	}

	const open = () => {
		renderList();
		list.open( true );
	};

	box.addEventListener( 'input', open );
	box.addEventListener( 'click', () => ( list.isOpen() ? null : open() ) );
	box.addEventListener( 'blur', () => {
		// The search text is not a value: it goes with the list.
		box.value = '';
		list.open( false );
	} );
	onTypeKeys( box, list, {
		open,
		removeLast: () => {
			const last = chosen().pop();
			if ( ! last ) {
				return false;
			}
			toggle( last );
			return true;
		},
	} );
	onChipRemove( chips, box, toggle );

	const wrapper = el(
		doc,
		'div',
		{ class: 'frontage-search-chips__field frontage-search-types' },
		[ chips, box, list.element, list.status ]
	);
	select.after( wrapper );
	hideNative( select );
	render();

	return {
		reset() {
			Array.from( select.options ).forEach(
				( option ) => ( option.selected = false )
			);
			box.value = '';
			list.open( false );
			render();
		},
		sync: render,
	};
}
