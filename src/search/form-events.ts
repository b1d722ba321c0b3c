/**
 * The search form's own events (docs/search.md): submit and Reset run in place, a box the visitor
 * edits is no longer marked invalid, the size boxes take sizes only, the filters toggle slides;
 * a refused search shows what validation asked for (focus, a message next to the box, the
 * date-order message).
 */
import type { SearchConfig } from './config';
import { label } from './config';
import { initFiltersToggle } from './filters-toggle';
import { clearForm, setField } from './form-state';
import { isAllowedSizeKey } from './number-keys';
import type { SearchRefusal } from './validation';
import type { BlockDefaults } from './search-address';
import type { SearchWidgets } from './widgets/widgets';

const CLASS = 'frontage-search';

/**
 * The label keys of Search_Form::labels() for validation's English messages: the page shows the
 * server's translation (the script loads no wp-i18n, docs/PERFORMANCE.md "Front-end weight").
 */
const MESSAGE_LABELS: Readonly< Record< string, string > > = {
	'Weight from is positive integer.': 'weightFromPositive',
	'Weight to is positive integer.': 'weightToPositive',
	'Weight from must be less than weight to.': 'weightFromLess',
	'The to date must be greater than the from date.': 'dateOrder',
};

/** The message under a field that says what is wrong with it (Search_Filters renders it). */
const FIELD_MESSAGE = `${ CLASS }__field-message`;

/**
 * The message line of a box: the server's (`#{box id}-message`), or one added after the box.
 *
 * @param box The box.
 * @return The message line.
 */
function fieldMessage( box: HTMLElement ): HTMLElement {
	const id = `${ box.id || `${ CLASS }-${ box.getAttribute( 'name' ) }` }-message`;
	let line = box.ownerDocument.getElementById( id );
	if ( ! line ) {
		line = box.ownerDocument.createElement( 'p' );
		line.id = id;
		line.className = FIELD_MESSAGE;
		line.setAttribute( 'role', 'alert' );
		( box.closest( `.${ CLASS }__field` ) ?? box.parentElement )?.append(
			line
		);
	}
	return line;
}

/**
 * Says what is wrong with a box next to it (docs/search.md "Sizes"): the message in its line
 * (an alert, so it is announced), the box marked invalid and described by it. A hint (what to
 * do with an empty form) describes the box without marking it invalid.
 *
 * @param box     The box.
 * @param message The words.
 * @param invalid Mark the box invalid (false for a hint).
 */
export function showFieldProblem(
	box: HTMLElement,
	message: string,
	invalid = true
): void {
	const line = fieldMessage( box );
	line.textContent = message;
	if ( invalid ) {
		box.setAttribute( 'aria-invalid', 'true' );
	}
	const described = ( box.getAttribute( 'aria-describedby' ) ?? '' )
		.split( /\s+/ )
		.filter( Boolean );
	if ( ! described.includes( line.id ) ) {
		box.setAttribute(
			'aria-describedby',
			[ ...described, line.id ].join( ' ' )
		);
	}
}

/**
 * Takes a box's problem off: its mark and its message.
 *
 * @param box The box.
 */
function clearFieldProblem( box: Element ): void {
	box.removeAttribute( 'aria-invalid' );
	const line = box.id
		? box.ownerDocument.getElementById( `${ box.id }-message` )
		: null;
	if ( line ) {
		line.textContent = '';
	}
}

/**
 * Takes the marks of invalid boxes off, and their messages.
 *
 * @param form The search form.
 */
export function clearInvalid( form: HTMLFormElement ): void {
	form.querySelectorAll( '[aria-invalid="true"]' ).forEach(
		clearFieldProblem
	);
	form.querySelectorAll( `.${ FIELD_MESSAGE }` ).forEach( ( line ) => {
		line.textContent = '';
	} );
}

/**
 * Puts the block's starting category in the form (its picker, or a hidden field when the
 * picker is off), for a form without a search: after Reset, and back at an address without one.
 *
 * @param form   The search form.
 * @param config The search settings.
 */
export function startInCategory(
	form: HTMLFormElement,
	config: SearchConfig
): void {
	if ( config.categoryId > 0 ) {
		setField( form, 'catid', [ String( config.categoryId ) ] );
	}
}

/**
 * Empties the form for Reset (docs/search.md): the fields, the widgets, the marks and the date message.
 *
 * @param form        The search form.
 * @param config      The search settings.
 * @param defaults    The block's page size and sort.
 * @param widgets     The form's widgets.
 * @param dateMessage The date-order message, if the block has one.
 */
export function resetForm(
	form: HTMLFormElement,
	config: SearchConfig,
	defaults: BlockDefaults,
	widgets: SearchWidgets,
	dateMessage: HTMLElement | null
): void {
	clearForm( form, defaults );
	startInCategory( form, config );
	widgets.reset();
	clearInvalid( form );
	if ( dateMessage ) {
		dateMessage.hidden = true;
	}
}

/**
 * What a refused search shows (docs/search.md).
 *
 * @param form        The search form.
 * @param config      The search settings, for the server's translations.
 * @param dateMessage The date-order message, if the block has one.
 * @param notice      Shows a message in the results area.
 * @return Shows one refusal.
 */
export function createRefusals(
	form: HTMLFormElement,
	config: SearchConfig,
	dateMessage: HTMLElement | null,
	notice: ( message: string ) => void
): ( refusal: SearchRefusal ) => void {
	const keyword = form.querySelector< HTMLInputElement >( 'input[name="q"]' );
	// What to do instead, said under the keyword box (docs/search.md "An empty form").
	const hint = ( key: string, words: string ) => {
		if ( keyword ) {
			showFieldProblem( keyword, label( config, key, words ), false );
			keyword.focus();
		}
	};
	const translated = ( words: string ) =>
		MESSAGE_LABELS[ words ]
			? label( config, MESSAGE_LABELS[ words ], words )
			: words;
	let dateTimer: ReturnType< typeof setTimeout > | undefined;
	return ( refusal ) => {
		switch ( refusal.reason ) {
			case 'no-filter':
				hint(
					'nothingToSearch',
					'Type a keyword or choose a filter to search.'
				);
				break;
			case 'empty-keyword':
				hint( 'enterKeyword', 'Type a keyword to search for.' );
				break;
			case 'category-not-allowed':
				// What the server says to the same search (docs/search.md "Refusals and constants").
				notice(
					label(
						config,
						'chooseCategory',
						'Choose a category to search in.'
					)
				);
				(
					form.querySelector< HTMLElement >(
						'.frontage-search-cat__overlay'
					) ?? keyword
				)?.focus();
				break;
			case 'size': {
				// Next to the box, announced (docs/search.md "Sizes").
				const box = form.querySelector< HTMLInputElement >(
					`[name="${ refusal.field }"]`
				);
				if ( box ) {
					showFieldProblem( box, translated( refusal.message ) );
					box.focus();
				}
				break;
			}
			case 'invalid-date': {
				const box = form.querySelector< HTMLInputElement >(
					`[name="${ refusal.field }"]`
				);
				box?.setAttribute( 'aria-invalid', 'true' );
				box?.focus();
				break;
			}
			case 'date-order':
				if ( dateMessage ) {
					dateMessage.textContent = translated( refusal.message );
					dateMessage.hidden = false;
					clearTimeout( dateTimer );
					dateTimer = setTimeout( () => {
						dateMessage.hidden = true;
					}, refusal.hideAfterMs );
				}
				break;
			default:
				break;
		}
	};
}

/** What the form's events give back. */
export interface FormEvents {
	/** Folds the filters away (after a search on a phone). */
	foldFilters: () => void;
}

/** What the form's events run. */
export interface FormActions {
	/** Validates and searches. */
	submit: () => void;
	/** Clears the form, the results and the address. */
	reset: () => void;
}

/**
 * Wires the form's submit, input, size keys, filters toggle and Reset.
 *
 * @param root    The `.frontage-search` element.
 * @param form    The search form.
 * @param actions What submit and Reset run.
 */
export function bindFormEvents(
	root: HTMLElement,
	form: HTMLFormElement,
	actions: FormActions
): FormEvents {
	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		actions.submit();
	} );
	form.addEventListener( 'input', ( event ) => {
		if ( event.target instanceof Element ) {
			clearFieldProblem( event.target );
		}
	} );

	// Size boxes take digits only (docs/search.md).
	form.querySelectorAll< HTMLInputElement >(
		'input[name="wfrom"], input[name="wto"]'
	).forEach( ( box ) =>
		box.addEventListener( 'keydown', ( event ) => {
			if ( ! isAllowedSizeKey( event ) ) {
				event.preventDefault();
			}
		} )
	);

	const toggles = Array.from(
		root.querySelectorAll< HTMLButtonElement >(
			`button.${ CLASS }__toggle`
		)
	).map( initFiltersToggle );

	// Reset (docs/search.md): the reset link or button, and the form's own reset.
	root.addEventListener( 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		if ( target?.closest( `.${ CLASS }__reset` ) ) {
			event.preventDefault();
			actions.reset();
		}
	} );
	form.addEventListener( 'reset', ( event ) => {
		event.preventDefault();
		actions.reset();
	} );
	return {
		foldFilters: () => toggles.forEach( ( toggle ) => toggle?.close() ),
	};
}
