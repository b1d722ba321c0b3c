/**
 * Whether the search form may search, and with what (docs/search.md "Refusals and constants"). The form's state goes in;
 * either the normalized search request comes out, or the reason not to search and what to show.
 *
 * The checks run in this order (docs/search.md, "Refusals and constants"):
 * 1. Normalize: trim, count a keyword equal to the placeholder text as empty, drop empty values.
 * 2. Category 0 with 'search all' 0: no search; "All categories" (value '') and no category are 0
 *    too, as the server reads them. The page says to choose a category.
 * 3. No keyword, tag, date, type or size filter and the category unset or 0: no search; the page
 *    says what to do next to the keyword box and focuses it. With browse all it is a search (the
 *    newest files), and step 4 does not apply to it.
 * 4. 'check empty key' on and the keyword empty: no search; the page asks for a keyword.
 * 5. Sizes: from, then to, then their order (in bytes), each a message next to its box. Decimals
 *    are sizes (1.5 mb, 1,5 mb) and a unit typed after the number wins over the unit select;
 *    text that is no number gets the same message as a size below 0.
 * 6. Dates: created, then updated. A date that cannot be read marks its box; a to-date before its
 *    from-date shows the date-order message for 3 seconds. Equal dates are fine.
 * The silent gates (2 to 4) come before the checks that show a message, so a visitor is never
 * told about a bad value in a search that would not have run anyway.
 *
 * The messages are the English words; the page shows the server's translation of them (the
 * `labels` of the block's settings, form-events.ts), so the script needs no wp-i18n.
 */
import { DEFAULT_DATE_FORMAT, compareDates, parseDate } from './dates';
import type { SearchRequest } from './query-state';
import { normalizeUnit, parseSize, toBytes } from './size-units';

/** How long the date-order message stays (docs/search.md "Refusals and constants"). */
export const DATE_MESSAGE_MS = 3000;

/** What the search form holds when the visitor searches. */
export interface SearchForm {
	keyword: string;
	/** The keyword box's placeholder text: typed back in, it is not a keyword. */
	placeholder?: string;
	/** The chosen category; null or '' when none was chosen. */
	catid: number | string | null;
	/** The 'search all' setting: may the root category (0) be searched? */
	searchAll: boolean | number | string;
	/** The check_empty_key_search setting. */
	checkEmptyKey: boolean | number | string;
	/**
	 * The block lists the newest files for an empty search (docs/search.md "Browse all"): no
	 * filter at all is a search then.
	 */
	browseAll?: boolean;
	tags: readonly string[];
	types: readonly string[];
	sizeFrom: string;
	sizeFromUnit: string;
	sizeTo: string;
	sizeToUnit: string;
	createdFrom: string;
	createdTo: string;
	updatedFrom: string;
	updatedTo: string;
	/** The site's date format; DD-MM-YYYY by default. */
	dateFormat?: string;
	/** Request fields that do not come from the filters (theme, exclude, ordering, limit...). */
	base?: Omit<
		SearchRequest,
		| 'q'
		| 'catid'
		| 'ftags'
		| 'type'
		| 'cfrom'
		| 'cto'
		| 'ufrom'
		| 'uto'
		| 'wfrom'
		| 'wfromunit'
		| 'wto'
		| 'wtounit'
	>;
}

/** Why not to search, and what the visitor should notice. */
export type SearchRefusal =
	/** Category 0 (or none) while 'search all' is off: say to choose one. */
	| { reason: 'category-not-allowed' }
	/** No filter at all: focus the keyword box. */
	| { reason: 'no-filter'; focus: 'keyword' }
	/** 'check empty key' is on and there is no keyword: nothing happens. */
	| { reason: 'empty-keyword' }
	/** A size problem: the message next to the box. */
	| { reason: 'size'; field: 'wfrom' | 'wto'; message: string }
	/** A date box that does not hold a date: mark it invalid. */
	| { reason: 'invalid-date'; field: 'cfrom' | 'cto' | 'ufrom' | 'uto' }
	/** A to-date before its from-date: show the message for hideAfterMs. */
	| {
			reason: 'date-order';
			field: 'created' | 'updated';
			message: string;
			hideAfterMs: number;
	  };

export type SearchDecision =
	| { search: true; request: SearchRequest }
	| { search: false; refusal: SearchRefusal };

/**
 * Whether a setting is on: true, 1 or '1'.
 *
 * @param value The setting.
 * @return True when on.
 */
function isOn( value: boolean | number | string ): boolean {
	return value === true || value === 1 || value === '1';
}

/**
 * The distinct trimmed non-empty values.
 *
 * @param values The values.
 * @return The cleaned list.
 */
function clean( values: readonly string[] ): string[] {
	return [
		...new Set( values.map( ( value ) => value.trim() ).filter( Boolean ) ),
	];
}

/** The form's filters, normalized (step 1). */
interface Filters {
	keyword: string;
	/** The category, when one is chosen and is a whole number. */
	catid: number | undefined;
	tags: string[];
	/** Lower case. */
	types: string[];
	sizeFrom: ReturnType< typeof parseSize >;
	sizeTo: ReturnType< typeof parseSize >;
	/** The date boxes' text, trimmed. */
	dates: Record< 'cfrom' | 'cto' | 'ufrom' | 'uto', string >;
}

/**
 * Normalizes the form (step 1): trims, counts a keyword equal to the placeholder text as empty,
 * drops empty and repeated values.
 *
 * @param form The form's state.
 * @return The filters.
 */
function readFilters( form: SearchForm ): Filters {
	let keyword = form.keyword.trim();
	const placeholder = ( form.placeholder ?? '' ).trim();
	if ( placeholder !== '' && keyword === placeholder ) {
		keyword = '';
	}
	const catidText = String( form.catid ?? '' ).trim();
	return {
		keyword,
		catid: /^\d+$/.test( catidText ) ? Number( catidText ) : undefined,
		tags: clean( form.tags ),
		types: clean( form.types ).map( ( type ) => type.toLowerCase() ),
		sizeFrom: parseSize( form.sizeFrom ),
		sizeTo: parseSize( form.sizeTo ),
		dates: {
			cfrom: form.createdFrom.trim(),
			cto: form.createdTo.trim(),
			ufrom: form.updatedFrom.trim(),
			uto: form.updatedTo.trim(),
		},
	};
}

/**
 * The silent gates (steps 2 to 4): the root category without 'search all', no filter at all,
 * no keyword under 'check empty key'.
 *
 * @param form    The form's settings.
 * @param filters The filters.
 * @return The refusal, or null to go on.
 */
function gateRefusal(
	form: SearchForm,
	filters: Filters
): SearchRefusal | null {
	const { keyword, catid, sizeFrom, sizeTo } = filters;
	if ( ! catid && ! isOn( form.searchAll ) ) {
		return { reason: 'category-not-allowed' };
	}
	const hasFilter =
		keyword !== '' ||
		filters.tags.length > 0 ||
		filters.types.length > 0 ||
		sizeFrom.kind !== 'empty' ||
		sizeTo.kind !== 'empty' ||
		Object.values( filters.dates ).some( ( date ) => date !== '' );
	if ( ! hasFilter && ! catid ) {
		// Browse all: the empty form lists the newest files, whatever 'check empty key' says.
		return form.browseAll
			? null
			: { reason: 'no-filter', focus: 'keyword' };
	}
	if ( isOn( form.checkEmptyKey ) && keyword === '' ) {
		return { reason: 'empty-keyword' };
	}
	return null;
}

/**
 * The size checks (step 5): from, then to, then their order.
 *
 * @param form    The form's size units.
 * @param filters The filters.
 * @return The refusal, or null when the sizes are fine.
 */
function sizeRefusal(
	form: SearchForm,
	filters: Filters
): SearchRefusal | null {
	const { sizeFrom, sizeTo } = filters;
	if (
		sizeFrom.kind === 'invalid' ||
		( sizeFrom.kind === 'number' && sizeFrom.value < 0 )
	) {
		return {
			reason: 'size',
			field: 'wfrom',
			message: 'Weight from is positive integer.',
		};
	}
	if (
		sizeTo.kind === 'invalid' ||
		( sizeTo.kind === 'number' && sizeTo.value < 0 )
	) {
		return {
			reason: 'size',
			field: 'wto',
			message: 'Weight to is positive integer.',
		};
	}
	if (
		sizeFrom.kind === 'number' &&
		sizeTo.kind === 'number' &&
		toBytes( sizeFrom.value, sizeFrom.unit ?? form.sizeFromUnit ) >
			toBytes( sizeTo.value, sizeTo.unit ?? form.sizeToUnit )
	) {
		return {
			reason: 'size',
			field: 'wfrom',
			message: 'Weight from must be less than weight to.',
		};
	}
	return null;
}

/**
 * The date checks (step 6): created, then updated; each box must hold a date, and the to-date
 * must not be before the from-date.
 *
 * @param dates  The date boxes' text.
 * @param format The site's date format.
 * @return The refusal, or null when the dates are fine.
 */
function dateRefusal(
	dates: Filters[ 'dates' ],
	format: string
): SearchRefusal | null {
	for ( const [ from, to, field ] of [
		[ 'cfrom', 'cto', 'created' ],
		[ 'ufrom', 'uto', 'updated' ],
	] as const ) {
		const fromDate = dates[ from ]
			? parseDate( dates[ from ], format )
			: null;
		const toDate = dates[ to ] ? parseDate( dates[ to ], format ) : null;
		if ( dates[ from ] && ! fromDate ) {
			return { reason: 'invalid-date', field: from };
		}
		if ( dates[ to ] && ! toDate ) {
			return { reason: 'invalid-date', field: to };
		}
		if ( fromDate && toDate && compareDates( toDate, fromDate ) < 0 ) {
			return {
				reason: 'date-order',
				field,
				message: 'The to date must be greater than the from date.',
				hideAfterMs: DATE_MESSAGE_MS,
			};
		}
	}
	return null;
}

/**
 * The request of a search that passed: the block's fields and the filters set.
 *
 * @param form    The form's base fields and size units.
 * @param filters The filters.
 * @return The request.
 */
function searchRequest( form: SearchForm, filters: Filters ): SearchRequest {
	const { keyword, catid, tags, types, sizeFrom, sizeTo, dates } = filters;
	const request: SearchRequest = { ...form.base };
	if ( keyword ) {
		request.q = keyword;
	}
	if ( catid !== undefined ) {
		request.catid = catid;
	}
	if ( tags.length ) {
		request.ftags = tags;
	}
	for ( const field of [ 'cfrom', 'cto', 'ufrom', 'uto' ] as const ) {
		if ( dates[ field ] ) {
			request[ field ] = dates[ field ];
		}
	}
	if ( types.length ) {
		request.type = types;
	}
	if ( sizeFrom.kind === 'number' ) {
		request.wfrom = sizeFrom.value;
		request.wfromunit = sizeFrom.unit ?? normalizeUnit( form.sizeFromUnit );
	}
	if ( sizeTo.kind === 'number' ) {
		request.wto = sizeTo.value;
		request.wtounit = sizeTo.unit ?? normalizeUnit( form.sizeToUnit );
	}
	return request;
}

/**
 * Decides whether to search (docs/search.md "Refusals and constants"), in the order documented above.
 *
 * @param form The form's state and the search settings.
 * @return The request to send, or why not to search.
 */
export function validateSearch( form: SearchForm ): SearchDecision {
	const filters = readFilters( form );
	const refusal =
		gateRefusal( form, filters ) ??
		sizeRefusal( form, filters ) ??
		dateRefusal( filters.dates, form.dateFormat || DEFAULT_DATE_FORMAT );
	return refusal
		? { search: false, refusal }
		: { search: true, request: searchRequest( form, filters ) };
}
