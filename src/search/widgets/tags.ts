/**
 * The tags area (SPEC §2.2, §4, §7, §8): the server's `ftags[]` checkboxes, shown as a checkbox
 * list or, with the tag-input display, behind a tag-input field whose chips tick them. Picking a
 * category reloads the list from `task=search.getTagByCatId`.
 */
import type { SearchConfig } from '../config';
import { label } from '../config';
import { el, fill, fireChange, uid } from './dom';
import { createListbox } from './listbox';
import {
	findTag,
	readTagsAnswer,
	suggestTags,
	tagsUrl,
	type Tag,
	type TagCategory,
	type TagsAnswer,
} from './tags-response';

/** The tag field's name, as the no-JS form submits it. */
export const TAGS_FIELD = 'ftags[]';

/** Suggestions wait this long after a key (SPEC §9 autocomplete delay). */
export const SUGGEST_DELAY = 300;

export interface TagsWidget {
	/** Loads the tags of a category, aborting a pending load; keeps these ticked if listed. */
	reload: ( category: TagCategory, keep?: string[] ) => Promise< void >;
	/** Unticks every tag. */
	reset: () => void;
	/** Shows the checkboxes' state again. */
	sync: () => void;
}

/**
 * Upgrades the tags fieldset.
 *
 * @param fieldset The fieldset.
 * @param config   The search settings.
 * @return The widget.
 */
export function createTags(
	fieldset: HTMLFieldSetElement,
	config: SearchConfig
): TagsWidget {
	const doc = fieldset.ownerDocument;
	const inputMode =
		( fieldset.dataset.display ?? config.tagDisplay ) === 'input';
	let list = fieldset.querySelector< HTMLElement >(
		'.frontage-search__tag-list'
	);
	if ( ! list ) {
		// Older markup: the checkboxes straight in the fieldset; gather them in a list.
		list = el( doc, 'div', { class: 'frontage-search__tag-list' } );
		const labels = Array.from(
			fieldset.querySelectorAll( 'label, input[type=checkbox]' )
		).filter(
			( node ) =>
				node.parentElement === fieldset &&
				( node.matches( 'input' ) || node.querySelector( 'input' ) )
		);
		list.append( ...labels );
		fieldset.append( list );
	}
	const tagList = list;
	// The server prints the message when the chosen category has no tags.
	let message = fieldset.querySelector< HTMLElement >(
		'.frontage-search__tags-message'
	);
	if ( ! message ) {
		message = el( doc, 'p', {
			class: 'frontage-search__tags-message',
			hidden: true,
		} );
		tagList.after( message );
	}
	message.setAttribute( 'role', 'status' );
	const messageBox = message;

	const boxes = () =>
		Array.from(
			tagList.querySelectorAll< HTMLInputElement >(
				`input[type=checkbox][name="${ TAGS_FIELD }"]`
			)
		);
	const known = (): Tag[] =>
		boxes().map( ( box ) => ( {
			slug: box.value,
			name:
				box.closest( 'label' )?.textContent?.trim() ||
				box.dataset.name ||
				box.value,
		} ) );
	const chosen = () =>
		boxes()
			.filter( ( box ) => box.checked )
			.map( ( box ) => box.value );
	const markActive = () =>
		boxes().forEach( ( box ) =>
			box.closest( 'label' )?.classList.toggle( 'is-active', box.checked )
		);

	const showMessage = ( text: string, busy = false ) => {
		messageBox.textContent = text;
		messageBox.hidden = text === '';
		fieldset.setAttribute( 'aria-busy', busy ? 'true' : 'false' );
	};

	const input = inputMode ? createTagInput() : null;

	const refresh = () => {
		markActive();
		input?.render();
	};
	tagList.addEventListener( 'change', refresh );

	let pending: AbortController | null = null;

	/**
	 * Rebuilds the checkbox list from an answer.
	 *
	 * @param answer The tag call's answer.
	 * @param keep   Slugs to keep ticked.
	 */
	const rebuild = ( answer: TagsAnswer, keep: readonly string[] ) => {
		if ( answer.kind !== 'tags' ) {
			tagList.replaceChildren();
			showMessage(
				answer.kind === 'none'
					? label(
							config,
							'noTagsInCategory',
							'no tag in this category found'
						)
					: answer.message ||
							label(
								config,
								'tagsFailed',
								'The tags could not be loaded.'
							)
			);
			refresh();
			return;
		}
		showMessage( '' );
		tagList.replaceChildren(
			...answer.tags.map( ( tag ) =>
				el( doc, 'label', { class: 'frontage-search__tag' }, [
					el( doc, 'input', {
						type: 'checkbox',
						name: TAGS_FIELD,
						value: tag.slug,
						checked: keep.includes( tag.slug ),
					} ),
					doc.createTextNode( ` ${ tag.name }` ),
				] )
			)
		);
		refresh();
	};

	/**
	 * A chip field for the tag-input display; the checkbox list stays in the page, hidden, as
	 * the form's field.
	 */
	function createTagInput() {
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
		const setChecked = ( slug: string, checked: boolean ) => {
			const target = boxes().find( ( one ) => one.value === slug );
			if ( target && target.checked !== checked ) {
				target.checked = checked;
				fireChange( target );
			}
		};
		const add = ( tag: Tag ) => {
			setChecked( tag.slug, true );
			box.value = '';
			suggestions.open( false );
			note.textContent = '';
		};
		const suggestions = createListbox(
			box,
			label( config, 'addTag', 'Add a tag' ),
			{
				noResults: label( config, 'noResults', 'No search results.' ),
				oneResult: label(
					config,
					'oneResult',
					'1 result is available, use up and down arrow keys to navigate.'
				),
				manyResults: label(
					config,
					'manyResults',
					'%d results are available, use up and down arrow keys to navigate.'
				),
			},
			( item ) => {
				const tag = known().find( ( one ) => one.slug === item.value );
				if ( tag ) {
					add( tag );
				}
			}
		);
		const suggest = () => {
			const found = suggestTags( known(), chosen(), box.value );
			suggestions.render(
				found.map( ( tag ) => ( { value: tag.slug, label: tag.name } ) )
			);
			suggestions.open( found.length > 0 );
		};
		const commit = ( text: string ) => {
			const tag = findTag( known(), text );
			if ( tag ) {
				add( tag );
			} else if ( text.trim() ) {
				// The spec's tag widget drops a name it does not know (SPEC §8).
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
				const last = chosen().pop();
				if ( last ) {
					event.preventDefault();
					setChecked( last, false );
				}
			}
		} );
		box.addEventListener( 'blur', () => suggestions.open( false ) );
		chips.addEventListener( 'click', ( event ) => {
			const button = ( event.target as Element ).closest< HTMLElement >(
				'button[data-value]'
			);
			if ( button ) {
				setChecked( button.dataset.value ?? '', false );
				box.focus();
			}
		} );
		const field = el(
			doc,
			'div',
			{ class: 'frontage-search-chips__field' },
			[ chips, box, suggestions.element, suggestions.status ]
		);
		tagList.hidden = true;
		tagList.before( field, note );

		return {
			render() {
				const names = new Map(
					known().map( ( tag ) => [ tag.slug, tag.name ] )
				);
				chips.replaceChildren(
					...chosen().map( ( slug ) =>
						el(
							doc,
							'li',
							{ class: 'frontage-search-chips__chip' },
							[
								el( doc, 'span', {
									text: names.get( slug ) ?? slug,
								} ),
								el( doc, 'button', {
									type: 'button',
									class: 'frontage-search-chips__remove',
									'data-value': slug,
									'aria-label': fill(
										label(
											config,
											'removeTag',
											'Remove tag %s'
										),
										names.get( slug ) ?? slug
									),
									text: '×',
								} ),
							]
						)
					)
				);
				chips.hidden = chips.childElementCount === 0;
			},
		};
	}

	refresh();

	return {
		async reload( category, keep = chosen() ) {
			pending?.abort();
			const controller = new AbortController();
			pending = controller;
			showMessage(
				label( config, 'tagsLoading', 'Loading tags…' ),
				true
			);
			let answer: TagsAnswer;
			try {
				const response = await fetch(
					tagsUrl( config.ajaxUrl, category ),
					{
						credentials: 'same-origin',
						signal: controller.signal,
					}
				);
				answer = readTagsAnswer( await response.text() );
				if ( ! response.ok && answer.kind !== 'error' ) {
					answer = { kind: 'error', message: '' };
				}
			} catch {
				if ( controller.signal.aborted ) {
					return;
				}
				answer = { kind: 'error', message: '' };
			}
			if ( pending !== controller ) {
				return;
			}
			pending = null;
			const before = chosen();
			rebuild( answer, keep );
			const after = chosen();
			if ( before.join( ',' ) !== after.join( ',' ) ) {
				fieldset.dispatchEvent(
					new Event( 'change', { bubbles: true } )
				);
			}
		},
		reset() {
			boxes().forEach( ( box ) => ( box.checked = false ) );
			refresh();
		},
		sync: refresh,
	};
}
