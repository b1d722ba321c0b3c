/**
 * The tags area (docs/search.md): the server's `ftags[]` checkboxes (tag-list.ts), shown as
 * a checkbox list or, with the tag-input display, behind a tag-input field whose chips tick them
 * (tag-input.ts). Picking a category reloads the list from `task=search.getTagByCatId`.
 */
import type { SearchConfig } from '../config';
import { label } from '../config';
import { el } from './dom';
import { createTagInput } from './tag-input';
import { readTagList } from './tag-list';
import {
	readTagsAnswer,
	tagsUrl,
	type TagCategory,
	type TagsAnswer,
} from './tags-response';

export { SUGGEST_DELAY } from './tag-input';
export { TAGS_FIELD } from './tag-list';

export interface TagsWidget {
	/** Loads the tags of a category, aborting a pending load; keeps these ticked if listed. */
	reload: ( category: TagCategory, keep?: string[] ) => Promise< void >;
	/** Unticks every tag. */
	reset: () => void;
	/** Shows the checkboxes' state again. */
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

	const input =
		( fieldset.dataset.display ?? config.tagDisplay ) === 'input'
			? createTagInput( fieldset, tags, config )
			: null;
	const refresh = () => {
		tags.markActive();
		input?.render();
	};
	tags.element.addEventListener( 'change', refresh );

	/**
	 * Rebuilds the checkbox list from an answer.
	 *
	 * @param answer The tag call's answer.
	 * @param keep   Slugs to keep ticked.
	 */
	const rebuild = ( answer: TagsAnswer, keep: readonly string[] ) => {
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
			tags.replace( answer.tags, keep );
		}
		refresh();
	};

	let pending: AbortController | null = null;
	refresh();

	return {
		async reload( category, keep = tags.chosen() ) {
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
			const before = tags.chosen();
			rebuild( answer, keep );
			if ( before.join( ',' ) !== tags.chosen().join( ',' ) ) {
				fieldset.dispatchEvent(
					new Event( 'change', { bubbles: true } )
				);
			}
		},
		reset() {
			tags.untickAll();
			refresh();
		},
		sync: refresh,
	};
}
