/**
 * The tags area (docs/search.md): the server's `ftags[]` checkboxes (tag-list.ts), shown as
 * a checkbox list or, with the tag-input display, behind a tag-input field whose chips tick them
 * (tag-input.ts). The ticked tags are joined into the hidden `ftags` field, which is what a search
 * sends. Picking a category reloads the list from `task=search.getTagByCatId`.
 */
import type { SearchConfig } from '../config';
import { label } from '../config';
import { el, fireChange } from './dom';
import { createTagInput } from './tag-input';
import { readTagList, type TagList } from './tag-list';
import {
	findTag,
	readTagsAnswer,
	tagsUrl,
	type TagCategory,
	type TagsAnswer,
} from './tags-response';

/** The hidden field the search's tags are joined into (docs/search.md), comma-separated. */
export const TAGS_HIDDEN_FIELD = 'ftags';

export { SUGGEST_DELAY } from './tag-input';
export { TAGS_FIELD } from './tag-list';

export interface TagsWidget {
	/**
	 * Loads the tags of a category, aborting a pending load; `keep`: the names the search asks
	 * for (ticked if listed), else the ticked tags the new list has stay ticked.
	 */
	reload: ( category: TagCategory, keep?: string[] ) => Promise< void >;
	/** Unticks every tag. */
	reset: () => void;
	/** Reads the search's tags again from the hidden field and the checkboxes. */
	sync: () => void;
}

/**
 * Asks for a category's tags.
 *
 * @param ajaxUrl  admin-ajax.php.
 * @param category The category.
 * @param signal   Aborts the call.
 * @return The answer; null when the call was aborted.
 */
async function fetchTags(
	ajaxUrl: string,
	category: TagCategory,
	signal: AbortSignal
): Promise< TagsAnswer | null > {
	try {
		const response = await fetch( tagsUrl( ajaxUrl, category ), {
			credentials: 'same-origin',
			signal,
		} );
		const answer = readTagsAnswer( await response.text() );
		return ! response.ok && answer.kind !== 'error'
			? { kind: 'error', message: '' }
			: answer;
	} catch {
		return signal.aborted ? null : { kind: 'error', message: '' };
	}
}

/**
 * The status line under the list: the server prints it when the chosen category has no tags.
 *
 * @param fieldset The tags fieldset.
 * @param list     The checkbox list.
 * @return The line.
 */
function messageLine(
	fieldset: HTMLFieldSetElement,
	list: HTMLElement
): HTMLElement {
	let message = fieldset.querySelector< HTMLElement >(
		'.frontage-search__tags-message'
	);
	if ( ! message ) {
		message = el( fieldset.ownerDocument, 'p', {
			class: 'frontage-search__tags-message',
			hidden: true,
		} );
		list.after( message );
	}
	message.setAttribute( 'role', 'status' );
	return message;
}

/**
 * The hidden `ftags` field. The server renders it disabled, so that the form without
 * JavaScript sends only its `ftags[]` checkboxes; here it takes over.
 *
 * @param fieldset The tags fieldset.
 * @return The field, enabled.
 */
function hiddenField( fieldset: HTMLFieldSetElement ): HTMLInputElement {
	let field = fieldset.querySelector< HTMLInputElement >(
		`input[type=hidden][name="${ TAGS_HIDDEN_FIELD }"]`
	);
	if ( ! field ) {
		field = el( fieldset.ownerDocument, 'input', {
			type: 'hidden',
			name: TAGS_HIDDEN_FIELD,
			class: 'frontage-search__tags-field',
		} );
		fieldset.append( field );
	}
	field.disabled = false;
	return field;
}

/**
 * The names a search asks for, sorted against the list: a listed tag (by slug or name) is ticked,
 * silently; the others are returned.
 *
 * @param tags  The checkbox list.
 * @param names The names.
 * @return The names the list does not have, each once.
 */
function tickListed( tags: TagList, names: readonly string[] ): string[] {
	const known = tags.known();
	const listed: string[] = [];
	const others: string[] = [];
	for ( const name of names ) {
		const tag = findTag( known, name );
		if ( tag ) {
			listed.push( tag.slug );
		} else if ( name && ! others.includes( name ) ) {
			others.push( name );
		}
	}
	tags.tick( listed );
	return others;
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
	const tags = readTagList( fieldset );
	const message = messageLine( fieldset, tags.element );
	const showMessage = ( text: string, busy = false ) => {
		message.textContent = text;
		message.hidden = text === '';
		fieldset.setAttribute( 'aria-busy', busy ? 'true' : 'false' );
	};

	const field = hiddenField( fieldset );
	const fieldNames = () =>
		field.value
			.split( ',' )
			.map( ( name ) => name.trim() )
			.filter( Boolean );
	const inputMode =
		( fieldset.dataset.display ?? config.tagDisplay ) === 'input';
	// Names the search asks for that the list does not have (an address's): the tag-input
	// display keeps them as chips until removed; a checkbox list cannot show them, so drops them.
	let unknown: string[] = [];
	const adopt = ( names: readonly string[] ) => {
		const others = tickListed( tags, names );
		unknown = inputMode ? others : [];
	};
	const values = () => [ ...tags.chosen(), ...unknown ];

	const input = inputMode
		? createTagInput( fieldset, tags, config, {
				values,
				dropUnknown( name ) {
					unknown = unknown.filter( ( one ) => one !== name );
					refresh();
					fireChange( field );
				},
			} )
		: null;
	function refresh(): void {
		tags.markActive();
		field.value = values().join( ',' );
		input?.render();
	}
	tags.element.addEventListener( 'change', refresh );

	/**
	 * Rebuilds the checkbox list from an answer.
	 *
	 * @param answer The tag call's answer.
	 * @param ticked Slugs to keep ticked if the new list has them.
	 * @param asked  Names the search asks for: ticked if listed, else kept as unknown.
	 */
	const rebuild = (
		answer: TagsAnswer,
		ticked: readonly string[],
		asked: readonly string[]
	) => {
		if ( answer.kind !== 'tags' ) {
			tags.replace( [], [] );
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
		} else {
			showMessage( '' );
			tags.replace( answer.tags, ticked );
		}
		adopt( asked );
		refresh();
	};

	let pending: AbortController | null = null;
	adopt( fieldNames() );
	refresh();

	return {
		async reload( category, keep ) {
			// A visitor's pick keeps the ticked tags the new list has (and the unknown names);
			// a search put back (keep given) asks for its own names.
			const ticked = keep ? [] : tags.chosen();
			const asked = keep ?? unknown;
			pending?.abort();
			const controller = new AbortController();
			pending = controller;
			showMessage(
				label( config, 'tagsLoading', 'Loading tags…' ),
				true
			);
			const answer = await fetchTags(
				config.ajaxUrl,
				category,
				controller.signal
			);
			if ( ! answer || pending !== controller ) {
				return;
			}
			pending = null;
			const before = values().join( ',' );
			rebuild( answer, ticked, asked );
			if ( before !== field.value ) {
				fieldset.dispatchEvent(
					new Event( 'change', { bubbles: true } )
				);
			}
		},
		reset() {
			tags.untickAll();
			unknown = [];
			refresh();
		},
		sync() {
			// The form was filled (back, forward): the field names the search's tags.
			adopt( fieldNames() );
			refresh();
		},
	};
}
