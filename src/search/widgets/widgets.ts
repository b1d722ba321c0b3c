/**
 * The search form's richer controls (docs/search.md). Each upgrades a native control that
 * Search_Form rendered, and keeps that control's named value in sync (dispatching `change` on
 * it), so the controller only ever reads the form's FormData and the form still submits as a
 * plain GET without JavaScript.
 *
 * This file is the contract between the controller (src/search/controller.ts) and the widgets.
 * reset() and sync() change native values without dispatching `change`: the controller asked.
 */
import type { SearchConfig } from '../config';
import { createCategoryPicker, type CategoryPicker } from './category-picker';
import { createDatePicker, type DatePicker } from './date-picker';
import { createSizeFilter } from './sizes';
import { createTags, type TagsWidget } from './tags';
import type { TagCategory } from './tags-response';
import { createTypeSelect } from './type-select';
import './widgets.scss';

/** What the controller can ask of the widgets. */
export interface SearchWidgets {
	/**
	 * Puts every widget back to its empty state (docs/search.md): the root category label, no
	 * tags, no types, empty dates, size units back to kb.
	 */
	reset: () => void;
	/**
	 * Re-reads the native controls' values (after back/forward filled the form).
	 *
	 * @param tags The tags the address names, ticked once another category's tags are listed.
	 */
	sync: ( tags?: readonly string[] ) => void;
}

/**
 * Upgrades the form's controls.
 *
 * @param form   The search form.
 * @param config The search settings.
 * @return The widgets' handle.
 */
export function enhanceWidgets(
	form: HTMLFormElement,
	config: SearchConfig
): SearchWidgets {
	const tagsBox = form.querySelector< HTMLFieldSetElement >(
		'fieldset.frontage-search__tags'
	);
	const tags: TagsWidget | null = tagsBox
		? createTags( tagsBox, config )
		: null;

	// The category whose tags the list shows: the server rendered the chosen one's.
	let tagsFor = '';
	const loadTags = ( category: TagCategory, keep?: string[] ) => {
		tagsFor = category.id;
		return tags?.reload( category, keep );
	};

	const categorySelect = form.querySelector< HTMLSelectElement >(
		'select[name="catid"].frontage-search__category'
	);
	const category: CategoryPicker | null = categorySelect
		? createCategoryPicker( categorySelect, config, ( picked ) =>
				loadTags( picked )
			)
		: null;
	tagsFor = category?.current().id ?? '';

	const typeSelect = form.querySelector< HTMLSelectElement >(
		'select[name="type[]"]'
	);
	const types = typeSelect ? createTypeSelect( typeSelect, config ) : null;
	const sizes = createSizeFilter( form );
	const dateBoxes = Array.from(
		form.querySelectorAll< HTMLInputElement >(
			'input.frontage-search__date'
		)
	);
	const dates: DatePicker[] = dateBoxes.map( ( box ) =>
		createDatePicker( box, config )
	);

	return {
		reset() {
			category?.reset();
			tags?.reset();
			types?.reset();
			sizes.reset();
			dates.forEach( ( picker ) => picker.close() );
			dateBoxes.forEach( ( box ) => ( box.value = '' ) );
			const root = category?.current();
			if ( root && root.id !== tagsFor ) {
				void loadTags( root, [] );
			}
		},
		sync( wanted ) {
			category?.sync();
			types?.sync();
			const current = category?.current();
			if ( current && current.id !== tagsFor ) {
				// The address named another category: list its tags, ticking those the address
				// names (which the old list may not have had) or else those ticked now.
				const ticked =
					wanted ??
					Array.from(
						form.querySelectorAll< HTMLInputElement >(
							'input[name="ftags[]"]:checked'
						)
					).map( ( box ) => box.value );
				void loadTags( current, [ ...ticked ] );
			} else {
				tags?.sync();
			}
		},
	};
}
