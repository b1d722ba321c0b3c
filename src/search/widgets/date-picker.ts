/**
 * The created and updated single-date pickers (docs/search.md): the date box stays a text
 * box the visitor can type in; a button beside it opens a calendar dialog (a grid of the month,
 * Monday first, names from Intl in the site's locale) that writes the date in the site's format.
 * Keys follow the WAI-ARIA date picker dialog: arrows move by a day or a week, PageUp and
 * PageDown by a month (Shift: a year), Home and End to the week's ends; a click on a day or
 * Enter applies it at once (a single date needs no Apply), unless it would put the range's start
 * after its end; Escape closes; focus stays in the dialog and returns to the button.
 */
import type { SearchConfig } from '../config';
import { label } from '../config';
import { trapDialog, type DialogTrap } from '../../shared/dialog';
import { formatDate, parseDate, type CalendarDate } from '../dates';
import {
	createCalendarDialog,
	drawMonth,
	drawRange,
	type CalendarDialog,
} from './calendar-dialog';
import {
	canApply,
	clampDate,
	inBounds,
	moveByKey,
	type RangeEnd,
} from './date-picker-state';
import { controlLabel, el, fireChange } from './dom';

/** The date boxes, each with the other end of its range. */
export const DATE_PAIRS: Record< string, { end: RangeEnd; other: string } > = {
	cfrom: { end: 'from', other: 'cto' },
	cto: { end: 'to', other: 'cfrom' },
	ufrom: { end: 'from', other: 'uto' },
	uto: { end: 'to', other: 'ufrom' },
};

export interface DatePicker {
	/** Closes the dialog if it is open. */
	close: () => void;
}

/**
 * Today, on the visitor's calendar.
 *
 * @return The day.
 */
function today(): CalendarDate {
	const now = new Date();
	return {
		year: now.getFullYear(),
		month: now.getMonth() + 1,
		day: now.getDate(),
	};
}

/**
 * The earliest and latest days a box takes (data-min, data-max), in the site's format or ISO.
 *
 * @param input  The date box.
 * @param format The site's date format.
 * @return The bounds; null where there is none.
 */
function dateBounds(
	input: HTMLInputElement,
	format: string
): { min: CalendarDate | null; max: CalendarDate | null } {
	const bound = ( name: string ) =>
		parseDate( input.dataset[ name ], format ) ??
		parseDate( input.dataset[ name ], 'YYYY-MM-DD' );
	return { min: bound( 'min' ), max: bound( 'max' ) };
}

/**
 * The box at the other end of a date box's range.
 *
 * @param input The date box.
 * @param name  The other box's name ('' for none).
 * @return The other box, if the form has it.
 */
function otherEnd(
	input: HTMLInputElement,
	name: string
): HTMLInputElement | null {
	return name
		? ( input.form?.querySelector< HTMLInputElement >(
				`input[name="${ name }"]`
			) ?? null )
		: null;
}

/**
 * Opens the calendar towards the start when the box is near the window's end, so that it fits.
 *
 * @param wrapper The box's wrapper, where the dialog is placed.
 * @param dialog  The dialog, shown.
 */
function alignDialog( wrapper: HTMLElement, dialog: HTMLElement ): void {
	const view = wrapper.ownerDocument.defaultView;
	dialog.classList.toggle(
		'is-end',
		!! view &&
			wrapper.getBoundingClientRect().left +
				dialog.getBoundingClientRect().width >
				view.innerWidth
	);
}

/** The calendar dialog shown and hidden. */
interface DialogShowing {
	/**
	 * Shows the dialog, drawn, beside its box, with focus trapped in it.
	 *
	 * @param initialFocus What takes focus first (the focused day).
	 */
	show: ( initialFocus: HTMLElement | null ) => void;
	/** Hides the dialog, if shown; focus returns to the button. */
	hide: () => void;
}

/**
 * Shows and hides a date box's calendar dialog: the button's aria-expanded, a click outside
 * the box and its dialog closes it, Escape closes it, and focus stays in it until it returns
 * to the button.
 *
 * @param wrapper  The box's wrapper, holding the box, the button and the dialog.
 * @param calendar The calendar's elements.
 * @return Show and hide.
 */
function dialogShowing(
	wrapper: HTMLElement,
	calendar: CalendarDialog
): DialogShowing {
	const { button, dialog } = calendar;
	const doc = wrapper.ownerDocument;
	let trap: DialogTrap | null = null;
	const hide = () => {
		if ( dialog.hidden ) {
			return;
		}
		dialog.hidden = true;
		button.setAttribute( 'aria-expanded', 'false' );
		doc.removeEventListener( 'mousedown', onOutside );
		const open = trap;
		trap = null;
		open?.release();
	};
	function onOutside( event: Event ): void {
		if ( ! wrapper.contains( event.target as Node ) ) {
			hide();
		}
	}
	return {
		hide,
		show( initialFocus ) {
			dialog.hidden = false;
			button.setAttribute( 'aria-expanded', 'true' );
			alignDialog( wrapper, dialog );
			doc.addEventListener( 'mousedown', onOutside );
			trap = trapDialog( dialog, {
				onEscape: hide,
				initialFocus,
				returnFocus: button,
				lockScroll: false,
			} );
		},
	};
}

/** What the calendar's buttons and keys do. */
interface CalendarActions {
	/** Opens or closes the dialog. */
	toggle: () => void;
	/** Shows the month before (-1) or after (1), focus staying put. */
	turn: ( key: 'PageUp' | 'PageDown' ) => void;
	close: () => void;
	/** Writes the picked day in the box and closes. */
	commit: () => void;
	/** Picks a day. */
	pick: ( date: CalendarDate ) => void;
	/** Picks the focused day and writes it. */
	pickFocused: () => void;
	/** The day a grid key moves focus to; null for a key that does not move. */
	target: ( key: string, shift: boolean ) => CalendarDate | null;
	/** Moves focus to a day. */
	focusDay: ( date: CalendarDate ) => void;
}

/**
 * Wires the calendar's buttons, the clicks on its days and the grid's keys.
 *
 * @param calendar The calendar's elements.
 * @param actions  What they do.
 */
function bindCalendar(
	calendar: CalendarDialog,
	actions: CalendarActions
): void {
	calendar.button.addEventListener( 'click', actions.toggle );
	calendar.previous.addEventListener( 'click', () =>
		actions.turn( 'PageUp' )
	);
	calendar.next.addEventListener( 'click', () => actions.turn( 'PageDown' ) );
	calendar.cancel.addEventListener( 'click', actions.close );
	calendar.apply.addEventListener( 'click', actions.commit );
	calendar.body.addEventListener( 'click', ( event ) => {
		const cell = ( event.target as Element ).closest< HTMLElement >(
			'td[data-date]'
		);
		const date = cell && parseDate( cell.dataset.date, 'YYYY-MM-DD' );
		if ( date ) {
			// A single date: the day clicked is applied at once (docs/search.md "Dates").
			actions.pick( date );
			actions.commit();
		}
	} );
	calendar.grid.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Enter' || event.key === ' ' ) {
			event.preventDefault();
			actions.pickFocused();
			return;
		}
		const moved = actions.target( event.key, event.shiftKey );
		if ( moved ) {
			event.preventDefault();
			actions.focusDay( moved );
		}
	} );
}

/**
 * Adds a calendar button and dialog to a date box.
 *
 * @param input  The date box.
 * @param config The search settings.
 * @return The picker.
 */
export function createDatePicker(
	input: HTMLInputElement,
	config: SearchConfig
): DatePicker {
	const doc = input.ownerDocument;
	const format = config.dateFormat;
	const pair = DATE_PAIRS[ input.name ] ?? { end: 'from', other: '' };
	const otherBox = otherEnd( input, pair.other );
	const { min, max } = dateBounds( input, format );

	const calendar = createCalendarDialog(
		doc,
		config,
		controlLabel( input ).text ||
			label( config, pair.end, pair.end === 'from' ? 'From' : 'To' )
	);
	const wrapper = el( doc, 'span', { class: 'frontage-search-date' } );
	input.before( wrapper );
	wrapper.append( input, calendar.button, calendar.dialog );

	const showing = dialogShowing( wrapper, calendar );
	const close = showing.hide;
	let focused: CalendarDate = today();
	let picked: CalendarDate | null = null;

	const otherDate = () =>
		otherBox ? parseDate( otherBox.value, format ) : null;

	const cellFor = ( date: CalendarDate ) =>
		calendar.body.querySelector< HTMLElement >(
			`[data-date="${ formatDate( date, 'YYYY-MM-DD' ) }"]`
		);

	/**
	 * Draws the focused day's month, and moves focus to that day.
	 *
	 * @param moveFocus Whether to focus the day (not while the dialog opens: the trap does).
	 */
	const draw = ( moveFocus = true ) => {
		drawMonth( calendar, config, {
			focused,
			picked,
			today: today(),
			min,
			max,
		} );
		drawRange( calendar, config, {
			end: pair.end,
			picked,
			other: otherDate(),
			format,
		} );
		if ( moveFocus ) {
			cellFor( focused )?.focus();
		}
	};

	const commit = () => {
		if ( ! picked || ! canApply( pair.end, picked, otherDate() ) ) {
			return;
		}
		input.value = formatDate( picked, format );
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		fireChange( input );
		close();
	};

	const pick = ( date: CalendarDate ) => {
		if ( ! inBounds( date, min, max ) ) {
			return;
		}
		picked = date;
		focused = date;
		draw();
	};

	const open = () => {
		picked = parseDate( input.value, format );
		focused = clampDate( picked ?? otherDate() ?? today(), min, max );
		draw( false );
		showing.show( cellFor( focused ) );
	};

	bindCalendar( calendar, {
		toggle: () => ( calendar.dialog.hidden ? open() : close() ),
		turn( key ) {
			focused = moveByKey( focused, key, false, 1, min, max ) ?? focused;
			draw( false );
		},
		close,
		commit,
		pick,
		pickFocused() {
			pick( focused );
			commit();
		},
		target: ( key, shift ) =>
			moveByKey( focused, key, shift, config.firstDay, min, max ),
		focusDay( date ) {
			focused = clampDate( date, min, max );
			draw();
		},
	} );

	return { close };
}
