/**
 * The tag-input display of the tags (docs/search.md): a chip field whose text box suggests the
 * listed tags as the visitor types and turns a known name into a chip; the checkbox list stays in
 * the page, hidden, and each chip ticks its checkbox. A tag the search names that the list does
 * not have (from the address) is a chip too; removing it says 'No such tag exists with the name …'.
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
	/** Shows the search's tags as chips. */
	render: () => void;
}

/** The tags the search sends, which the chips show (tags.ts keeps them). */
export interface TagChoice {
	/** The ticked slugs, then the names the list does not have. */
	values: () => string[];
	/** Drops a name the list does not have. */
	dropUnknown: ( name: string ) => void;
}

/**
 * The text box's keys: Escape closes the suggestions, the arrows and Enter choose one, Enter or
 * a comma adds what was typed, Backspace in an empty box removes the last chip.
 *
 * @param box         The text box.
 * @param suggestions The suggestion list.
 * @param choice      The search's tags.
 * @param commit      Adds a typed name.
 * @param remove      Removes a chip's tag.
 */
function onTagKeys(
	box: HTMLInputElement,
	suggestions: Listbox,
	choice: TagChoice,
	commit: ( text: string ) => void,
	remove: ( value: string ) => void
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
			const last = choice.values().pop();
			if ( last ) {
				event.preventDefault();
				remove( last );
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
 * @param choice   The search's tags.
 * @return The field.
 */
export function createTagInput(
	fieldset: HTMLFieldSetElement,
	tags: TagList,
	config: SearchConfig,
	choice: TagChoice
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
		listMessages( config ),
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
			found.map( ( tag ) => ( {
				id: tag.id,
				value: tag.slug,
				label: tag.name,
			} ) )
		);
		suggestions.open( found.length > 0 );
	};
	const noSuchTag = ( name: string ) =>
		fill(
			label( config, 'noSuchTag', 'No such tag exists with the name %s' ),
			name
		);
	// A listed tag is unticked; a name the list does not have is dropped, and the visitor told.
	const remove = ( value: string ) => {
		note.textContent = '';
		if ( tags.known().some( ( tag ) => tag.slug === value ) ) {
			tags.setChecked( value, false );
		} else {
			choice.dropUnknown( value );
			note.textContent = noSuchTag( value );
		}
	};
	const commit = ( text: string ) => {
		const tag = findTag( tags.known(), text );
		if ( tag ) {
			add( tag );
		} else if ( text.trim() ) {
			// A name that is no tag is dropped (docs/search.md "Refusals and constants").
			box.value = '';
			suggestions.open( false );
			note.textContent = noSuchTag( text.trim() );
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
	onTagKeys( box, suggestions, choice, commit, remove );
	box.addEventListener( 'blur', () => suggestions.open( false ) );
	onChipRemove( chips, box, remove );
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
				choice.values(),
				new Map(
					tags.known().map( ( tag ) => [ tag.slug, tag.name ] )
				),
				label( config, 'removeTag', 'Remove tag %s' )
			);
		},
	};
}
