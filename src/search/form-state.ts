/**
 * The search form's fields, read and written by name (docs/search.md Markup). The widgets keep
 * the named native controls current, so the form's FormData is the one truth: the same fields
 * the form submits as a plain GET without JavaScript.
 *
 * Lists may come as `name[]` (checkboxes, a multiple select) or as one comma-joined `name` (a
 * hidden field a widget fills): both are read, both are written.
 */
import type { SearchConfig } from './config';
import { MAX_LIMIT, ORDERINGS, type SearchRequest } from './query-state';
import { DEFAULT_SIZE_UNIT } from './size-units';
import type { SearchForm } from './validation';

/** The fields the visitor sets, which a reset clears (docs/search.md). */
export const FILTER_FIELDS = [
	'q',
	'catid',
	'ftags',
	'type',
	'wfrom',
	'wfromunit',
	'wto',
	'wtounit',
	'cfrom',
	'cto',
	'ufrom',
	'uto',
	'ordering',
	'dir',
	'limit',
] as const;

type FilterField = ( typeof FILTER_FIELDS )[ number ];

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The form's controls named `name` or `name[]`.
 *
 * @param form The form.
 * @param name The field.
 * @return The controls.
 */
function controls( form: HTMLFormElement, name: string ): Control[] {
	return Array.from( form.elements ).filter(
		( element ): element is Control =>
			( element instanceof HTMLInputElement ||
				element instanceof HTMLSelectElement ||
				element instanceof HTMLTextAreaElement ) &&
			( element.name === name || element.name === `${ name }[]` )
	);
}

/**
 * The values of a field: every ticked box, selected option or text, comma lists split.
 *
 * @param form The form.
 * @param name The field.
 * @return The trimmed, non-empty values.
 */
export function fieldValues( form: HTMLFormElement, name: string ): string[] {
	const data = new FormData( form );
	return [ ...data.getAll( name ), ...data.getAll( `${ name }[]` ) ]
		.flatMap( ( value ) =>
			typeof value === 'string' ? value.split( ',' ) : []
		)
		.map( ( value ) => value.trim() )
		.filter( Boolean );
}

/**
 * One value of a field, as typed.
 *
 * @param form The form.
 * @param name The field.
 * @return The first value, or ''.
 */
function fieldValue( form: HTMLFormElement, name: string ): string {
	const value = new FormData( form ).get( name );
	return typeof value === 'string' ? value : '';
}

/**
 * Sets a field: boxes ticked and options selected when their value is listed, text to the list.
 * A single select with no listed option goes back to its first option.
 *
 * @param form   The form.
 * @param name   The field.
 * @param values The values.
 */
export function setField(
	form: HTMLFormElement,
	name: FilterField,
	values: readonly string[]
): void {
	for ( const control of controls( form, name ) ) {
		if (
			control instanceof HTMLInputElement &&
			( control.type === 'checkbox' || control.type === 'radio' )
		) {
			control.checked = values.includes( control.value );
		} else if ( control instanceof HTMLSelectElement ) {
			const options = Array.from( control.options );
			if ( control.multiple ) {
				options.forEach( ( option ) => {
					option.selected = values.includes( option.value );
				} );
			} else {
				// Setting `selected` on a single select re-selects its first option meanwhile:
				// choose by index instead.
				control.selectedIndex = Math.max(
					0,
					options.findIndex( ( option ) =>
						values.includes( option.value )
					)
				);
			}
		} else {
			control.value = values.join( ',' );
		}
	}
}

/**
 * The form's state as validation reads it (docs/search.md), with the fields that do not come from the
 * filters (the block's settings, ordering, page size) as its base.
 *
 * @param form   The search form.
 * @param config The search settings.
 * @return The form's state.
 */
export function readForm(
	form: HTMLFormElement,
	config: SearchConfig
): SearchForm {
	const base: NonNullable< SearchForm[ 'base' ] > = {
		theme: config.theme || undefined,
		show_pagination: config.showPagination,
	};
	if ( config.columns.length ) {
		base.theme_column = config.columns.join( ',' );
	}
	const exclude = fieldValues( form, 'exclude' ).join( ',' );
	if ( exclude ) {
		base.exclude = exclude;
	}
	const ordering = fieldValue( form, 'ordering' ).trim().toLowerCase();
	if ( ORDERINGS.includes( ordering ) ) {
		base.ordering = ordering;
	}
	const dir = fieldValue( form, 'dir' ).trim().toLowerCase();
	if ( dir === 'asc' || dir === 'desc' ) {
		base.dir = dir;
	}
	const limit = Number( fieldValue( form, 'limit' ) );
	base.limit =
		Number.isInteger( limit ) && limit >= 1
			? Math.min( limit, MAX_LIMIT )
			: config.limit;
	if ( base.theme === undefined ) {
		delete base.theme;
	}

	return {
		keyword: fieldValue( form, 'q' ),
		placeholder: config.placeholder,
		catid: fieldValue( form, 'catid' ),
		searchAll: config.searchAll,
		checkEmptyKey: config.check_empty_key_search,
		browseAll: config.browseAll,
		tags: fieldValues( form, 'ftags' ),
		types: fieldValues( form, 'type' ),
		sizeFrom: fieldValue( form, 'wfrom' ),
		sizeFromUnit: fieldValue( form, 'wfromunit' ) || DEFAULT_SIZE_UNIT,
		sizeTo: fieldValue( form, 'wto' ),
		sizeToUnit: fieldValue( form, 'wtounit' ) || DEFAULT_SIZE_UNIT,
		createdFrom: fieldValue( form, 'cfrom' ),
		createdTo: fieldValue( form, 'cto' ),
		updatedFrom: fieldValue( form, 'ufrom' ),
		updatedTo: fieldValue( form, 'uto' ),
		dateFormat: config.dateFormat,
		base,
	};
}

/**
 * Puts a search back into the form (back/forward, a search from the address). Fields the request
 * does not name are emptied; size units go back to kb, the page size and the sort to the block's.
 *
 * @param form    The search form.
 * @param request The search.
 * @param config  The block's page size and sort.
 */
export function fillForm(
	form: HTMLFormElement,
	request: SearchRequest,
	config: Pick< SearchConfig, 'limit' > &
		Partial< Pick< SearchConfig, 'ordering' | 'dir' > >
): void {
	const text = ( value: string | number | undefined ) =>
		value === undefined ? [] : [ String( value ) ];
	setField( form, 'q', text( request.q ) );
	setField( form, 'catid', text( request.catid ) );
	setField( form, 'ftags', request.ftags ?? [] );
	setField( form, 'type', request.type ?? [] );
	setField( form, 'wfrom', text( request.wfrom ) );
	setField( form, 'wto', text( request.wto ) );
	setField( form, 'wfromunit', [ request.wfromunit ?? DEFAULT_SIZE_UNIT ] );
	setField( form, 'wtounit', [ request.wtounit ?? DEFAULT_SIZE_UNIT ] );
	for ( const field of [ 'cfrom', 'cto', 'ufrom', 'uto' ] as const ) {
		setField( form, field, text( request[ field ] ) );
	}
	setField( form, 'ordering', text( request.ordering || config.ordering ) );
	setField( form, 'dir', text( request.dir || config.dir ) );
	setField( form, 'limit', text( request.limit ?? config.limit ) );
}

/**
 * Empties the form (docs/search.md): every filter, size units back to kb, the block's page size
 * and sort.
 *
 * @param form   The search form.
 * @param config The block's page size and sort.
 */
export function clearForm(
	form: HTMLFormElement,
	config: Pick< SearchConfig, 'limit' > &
		Partial< Pick< SearchConfig, 'ordering' | 'dir' > >
): void {
	fillForm( form, {}, config );
}
