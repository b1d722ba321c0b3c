/**
 * The tag-input display of the tags (docs/search.md): a chip field whose text box suggests the
 * listed tags as the visitor types and turns a known name into a chip; the checkbox list stays in
 * the page, hidden, as the form's field, and each chip ticks its checkbox.
 */
import type { SearchConfig } from '../config';
import { label } from '../config';
import { onChipRemove, renderChips } from './chips';
import { el, fill, uid } from './dom';
import { createListbox, listMessages, type Listbox } from './listbox';
import type { TagList } from './tag-list';
import { findTag, suggestTags, type Tag } from './tags-response';

/** Suggestions wait this long after a key (docs/search.md "Refusals and constants"). */
export const SUGGEST_DELAY = 300;

export interface TagInput {
	/** Shows the ticked tags as chips. */
	render: () => void;
}

/**
 * The text box's keys: Escape closes the suggestions, the arrows and Enter choose one, Enter or
 * a comma adds what was typed, Backspace in an empty box removes the last chip.
 *
 * @param box         The text box.
 * @param suggestions The suggestion list.
 * @param tags        The checkbox list.
 * @param commit      Adds a typed name.
 */
function onTagKeys(
	box: HTMLInputElement,
	suggestions: Listbox,
	tags: TagList,
	commit: ( text: string ) => void
): void {
	box.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' && suggestions.isOpen() ) {
			event.preventDefault();
			event.stopPropagation();
			suggestions.open( false );
		} else if ( suggestions.handleKey( event ) ) {
			event.preventDefault();
		} else if (
			( event.key === 'Enter' || event.key === ',' ) &&
			box.value.trim()
		) {
			event.preventDefault();
			commit( box.value );
		} else if ( event.key === 'Backspace' && box.value === '' ) {
			const last = tags.chosen().pop();
			if ( last ) {
				event.preventDefault();
				tags.setChecked( last, false );
			}
		}
	} );
}

/**
 * Puts a chip field before the tag list and hides the list.
 *
 * @param fieldset The tags fieldset.
 * @param tags     The checkbox list.
 * @param config   The search settings.
 * @return The field.
 */
export function createTagInput(
	fieldset: HTMLFieldSetElement,
	tags: TagList,
	config: SearchConfig
): TagInput {
	const doc = fieldset.ownerDocument;
	const legend = fieldset.querySelector( 'legend' );
	const chips = el( doc, 'ul', {
		class: 'frontage-search-chips',
		'aria-label': legend?.textContent?.trim() || undefined,
	} );
	const box = el( doc, 'input', {
		type: 'text',
		id: uid( 'tag-input' ),
		class: 'frontage-search-chips__input',
		'aria-label': label( config, 'addTag', 'Add a tag' ),
	} );
	const note = el( doc, 'p', {
		class: 'frontage-search__tags-note',
		role: 'status',
	} );
	const add = ( tag: Tag ) => {
		tags.setChecked( tag.slug, true );
		box.value = '';
		suggestions.open( false );
		note.textContent = '';
	};
	const suggestions = createListbox(
		box,
		label( config, 'addTag', 'Add a tag' ),
		listMessages( config, 'noResults', 'No search results.' ),
		( item ) => {
			const tag = tags.known().find( ( one ) => one.slug === item.value );
			if ( tag ) {
				add( tag );
			}
		}
	);
	const suggest = () => {
		const found = suggestTags( tags.known(), tags.chosen(), box.value );
		suggestions.render(
			found.map( ( tag ) => ( { value: tag.slug, label: tag.name } ) )
		);
		suggestions.open( found.length > 0 );
	};
	const commit = ( text: string ) => {
		const tag = findTag( tags.known(), text );
		if ( tag ) {
			add( tag );
		} else if ( text.trim() ) {
			// A name that is no tag is dropped (docs/search.md "Refusals and constants").
			box.value = '';
			suggestions.open( false );
			note.textContent = fill(
				label(
					config,
					'noSuchTag',
					'No such tag exists with the name %s'
				),
				text.trim()
			);
		}
	};
	let timer: ReturnType< typeof setTimeout > | undefined;
	box.addEventListener( 'input', () => {
		note.textContent = '';
		clearTimeout( timer );
		if ( box.value.includes( ',' ) ) {
			commit( box.value.replace( /,/g, '' ) );
			return;
		}
		timer = setTimeout( suggest, SUGGEST_DELAY );
	} );
	onTagKeys( box, suggestions, tags, commit );
	box.addEventListener( 'blur', () => suggestions.open( false ) );
	onChipRemove( chips, box, ( slug ) => tags.setChecked( slug, false ) );
	const field = el( doc, 'div', { class: 'frontage-search-chips__field' }, [
		chips,
		box,
		suggestions.element,
		suggestions.status,
	] );
	tags.element.hidden = true;
	tags.element.before( field, note );

	return {
		render() {
			renderChips(
				chips,
				tags.chosen(),
				new Map(
					tags.known().map( ( tag ) => [ tag.slug, tag.name ] )
				),
				label( config, 'removeTag', 'Remove tag %s' )
			);
		},
	};
}
