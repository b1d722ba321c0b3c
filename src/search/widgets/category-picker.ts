/**
 * The category picker (docs/search.md): a chosen-category label on an overlay button that
 * opens a searchable list of the categories, drawn by level. It upgrades
 * `select[name=catid].frontage-search__category` and keeps its value.
 */
import type { SearchConfig } from '../config';
import { label } from '../config';
import {
	categoryOptions,
	listMaxHeight,
	readCategories,
	type CategoryItem,
} from './category-filter';
import { controlLabel, el, fireChange, hideNative, idOf, uid } from './dom';
import { createListbox, listMessages, type Listbox } from './listbox';
import type { TagCategory } from './tags-response';

export interface CategoryPicker {
	/** Shows the native select's value again. */
	sync: () => void;
	/** Back to the first option ("all categories"). */
	reset: () => void;
	/** The chosen category, as the tag call needs it. */
	current: () => TagCategory;
}

/**
 * The button that shows the chosen category and opens the list, labelled by the select's label
 * (which now points at it) and the chosen category, else by the list's name.
 *
 * @param select   The native select.
 * @param listName The list's name.
 * @return The button and the chosen category's text in it.
 */
function categoryOverlay(
	select: HTMLSelectElement,
	listName: string
): { overlay: HTMLButtonElement; valueText: HTMLSpanElement } {
	const doc = select.ownerDocument;
	const nativeLabel = controlLabel( select );
	const valueId = uid( 'category-value' );
	const valueText = el( doc, 'span', {
		id: valueId,
		class: 'frontage-search-cat__value',
	} );
	const overlay = el(
		doc,
		'button',
		{
			type: 'button',
			id: uid( 'category' ),
			class: 'frontage-search-cat__overlay',
			'aria-haspopup': 'listbox',
			'aria-expanded': 'false',
		},
		[ valueText ]
	);
	if ( nativeLabel.element ) {
		nativeLabel.element.htmlFor = overlay.id;
		overlay.setAttribute(
			'aria-labelledby',
			`${ idOf( nativeLabel.element ) } ${ valueId }`
		);
	} else {
		overlay.setAttribute( 'aria-label', listName );
		overlay.setAttribute( 'aria-describedby', valueId );
	}
	return { overlay, valueText };
}

/**
 * The filter box's keys: Escape closes and returns focus, Tab closes, the arrows and Enter
 * choose; Enter with nothing matching must not submit the search.
 *
 * @param filter The filter box.
 * @param list   The category list.
 * @param close  Closes the popup, returning focus to the button or not.
 */
function onFilterKeys(
	filter: HTMLInputElement,
	list: Listbox,
	close: ( returnFocus: boolean ) => void
): void {
	filter.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			event.stopPropagation();
			close( true );
		} else if ( event.key === 'Tab' ) {
			close( false );
		} else if ( list.handleKey( event ) ) {
			event.preventDefault();
		} else if ( event.key === 'Enter' ) {
			event.preventDefault();
		}
	} );
}

/**
 * Upgrades the category select.
 *
 * @param select   The native select.
 * @param config   The search settings.
 * @param onPicked Called after a visitor picked a category.
 * @return The picker.
 */
export function createCategoryPicker(
	select: HTMLSelectElement,
	config: SearchConfig,
	onPicked: ( category: TagCategory ) => void
): CategoryPicker {
	const doc = select.ownerDocument;
	const items: CategoryItem[] = readCategories( select.options );
	const nativeLabel = controlLabel( select );
	const listName =
		nativeLabel.text || label( config, 'category', 'Category' );

	const { overlay, valueText } = categoryOverlay( select, listName );
	const filter = el( doc, 'input', {
		type: 'text',
		class: 'frontage-search-cat__filter',
		'aria-label': label( config, 'searchCategories', 'Search categories' ),
	} );
	const popup = el( doc, 'div', {
		class: 'frontage-search-cat__popup',
		hidden: true,
	} );
	const wrapper = el( doc, 'div', { class: 'frontage-search-cat' }, [
		overlay,
		popup,
	] );

	const pick = ( item: CategoryItem ) => {
		close( true );
		if ( item.catid === select.value ) {
			return;
		}
		select.value = item.catid;
		show();
		fireChange( select );
		onPicked( current() );
	};
	const list = createListbox(
		filter,
		listName,
		listMessages( config ),
		( picked ) => {
			const item = items.find( ( one ) => one.catid === picked.value );
			if ( item ) {
				pick( item );
			}
		}
	);
	popup.append( filter, list.element, list.status );

	const selected = (): CategoryItem | undefined =>
		items.find( ( item ) => item.catid === select.value ) ?? items[ 0 ];

	function current(): TagCategory {
		const item = selected();
		return {
			id: item?.catid ?? '',
			type: item?.cattype ?? '',
			slug: item?.slug ?? '',
		};
	}

	function show(): void {
		const item = selected();
		valueText.textContent =
			item?.label || label( config, 'allCategories', 'All categories' );
		const { type, slug } = current();
		select.dataset.catType = type;
		select.dataset.catSlug = slug;
	}

	const renderList = () =>
		list.render( categoryOptions( items, filter.value, select.value ) );

	const onOutside = ( event: Event ) => {
		if ( ! wrapper.contains( event.target as Node ) ) {
			close( false );
		}
	};

	function open(): void {
		filter.value = '';
		renderList();
		const form = select.form;
		const height = form ? form.getBoundingClientRect().height : 0;
		list.element.style.maxHeight = `${ listMaxHeight( height ) }px`;
		popup.hidden = false;
		list.open( true );
		overlay.setAttribute( 'aria-expanded', 'true' );
		doc.addEventListener( 'mousedown', onOutside );
		filter.focus();
	}

	function close( returnFocus: boolean ): void {
		if ( popup.hidden ) {
			return;
		}
		popup.hidden = true;
		list.open( false );
		overlay.setAttribute( 'aria-expanded', 'false' );
		doc.removeEventListener( 'mousedown', onOutside );
		if ( returnFocus ) {
			overlay.focus();
		}
	}

	overlay.addEventListener( 'click', () =>
		popup.hidden ? open() : close( true )
	);
	overlay.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			event.preventDefault();
			open();
		}
	} );
	filter.addEventListener( 'input', renderList );
	onFilterKeys( filter, list, close );
	wrapper.addEventListener( 'focusout', ( event ) => {
		const next = event.relatedTarget as Node | null;
		if ( next && ! wrapper.contains( next ) ) {
			close( false );
		}
	} );

	select.after( wrapper );
	hideNative( select );
	show();

	return {
		sync: show,
		reset() {
			close( false );
			// Back to the category the block starts in, else "All categories".
			select.value = config.categoryId ? String( config.categoryId ) : '';
			if ( select.selectedIndex < 0 ) {
				select.selectedIndex = 0;
			}
			show();
		},
		current,
	};
}
