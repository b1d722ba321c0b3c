/**
 * The server's tag checkboxes (`ftags[]`, each with its tag's `data-id`), the form's tag field in
 * every display: gathered in one list, read (which tags it lists, which are ticked), ticked and
 * rebuilt from the tag call's answer.
 */
import { el, fireChange } from './dom';
import { tagId, type Tag } from './tags-response';

/** The tag checkboxes' name, as the no-JS form submits them. */
export const TAGS_FIELD = 'ftags[]';

/** The checkbox list and what the tags widgets ask of it. */
export interface TagList {
	/** The list element. */
	element: HTMLElement;
	/** The tags listed, with their names. */
	known: () => Tag[];
	/** The slugs ticked, in order. */
	chosen: () => string[];
	/** Ticks or unticks a tag as a visitor would (the form hears `change`). */
	setChecked: ( slug: string, checked: boolean ) => void;
	/** Ticks these tags too, silently. */
	tick: ( slugs: readonly string[] ) => void;
	/** Unticks every tag, silently. */
	untickAll: () => void;
	/** Marks the ticked tags' labels active. */
	markActive: () => void;
	/** Lists these tags instead, keeping the given slugs ticked. */
	replace: ( tags: readonly Tag[], keep: readonly string[] ) => void;
}

/**
 * The fieldset's checkbox list; older markup has the checkboxes straight in the fieldset, which
 * are gathered in a list.
 *
 * @param fieldset The tags fieldset.
 * @return The list element.
 */
function listElement( fieldset: HTMLFieldSetElement ): HTMLElement {
	const found = fieldset.querySelector< HTMLElement >(
		'.frontage-search__tag-list'
	);
	if ( found ) {
		return found;
	}
	const list = el( fieldset.ownerDocument, 'div', {
		class: 'frontage-search__tag-list',
	} );
	const labels = Array.from(
		fieldset.querySelectorAll( 'label, input[type=checkbox]' )
	).filter(
		( node ) =>
			node.parentElement === fieldset &&
			( node.matches( 'input' ) || node.querySelector( 'input' ) )
	);
	list.append( ...labels );
	fieldset.append( list );
	return list;
}

/**
 * Reads the tags fieldset's checkbox list.
 *
 * @param fieldset The tags fieldset.
 * @return The list.
 */
export function readTagList( fieldset: HTMLFieldSetElement ): TagList {
	const doc = fieldset.ownerDocument;
	const element = listElement( fieldset );
	const boxes = () =>
		Array.from(
			element.querySelectorAll< HTMLInputElement >(
				`input[type=checkbox][name="${ TAGS_FIELD }"]`
			)
		);
	const chosen = () =>
		boxes()
			.filter( ( box ) => box.checked )
			.map( ( box ) => box.value );

	return {
		element,
		known: () =>
			boxes().map( ( box ) => ( {
				id: tagId( box.dataset.id ),
				slug: box.value,
				name:
					box.closest( 'label' )?.textContent?.trim() ||
					box.dataset.name ||
					box.value,
			} ) ),
		chosen,
		setChecked( slug, checked ) {
			const target = boxes().find( ( one ) => one.value === slug );
			if ( target && target.checked !== checked ) {
				target.checked = checked;
				fireChange( target );
			}
		},
		tick( slugs ) {
			boxes().forEach( ( box ) => {
				if ( slugs.includes( box.value ) ) {
					box.checked = true;
				}
			} );
		},
		untickAll() {
			boxes().forEach( ( box ) => ( box.checked = false ) );
		},
		markActive() {
			boxes().forEach( ( box ) =>
				box
					.closest( 'label' )
					?.classList.toggle( 'is-active', box.checked )
			);
		},
		replace( tags, keep ) {
			element.replaceChildren(
				...tags.map( ( tag ) =>
					el( doc, 'label', { class: 'frontage-search__tag' }, [
						el( doc, 'input', {
							type: 'checkbox',
							name: TAGS_FIELD,
							value: tag.slug,
							'data-id': tag.id ? String( tag.id ) : undefined,
							checked: keep.includes( tag.slug ),
						} ),
						doc.createTextNode( ` ${ tag.name }` ),
					] )
				)
			);
		},
	};
}
