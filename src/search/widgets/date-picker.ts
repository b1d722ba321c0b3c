/**
 * The created and updated single-date pickers (SPEC §2.2, §3, §5, §9): the date box stays a text
 * box the visitor can type in; a button beside it opens a calendar dialog (a grid of the month,
 * Monday first, names from Intl in the site's locale) that writes the date in the site's format.
 * Keys follow the WAI-ARIA date picker dialog: arrows move by a day or a week, PageUp and
 * PageDown by a month (Shift: a year), Home and End to the week's ends, Enter picks, Escape
 * closes; focus stays in the dialog and returns to the button.
 */
import type { SearchConfig } from '../config';
import { label } from '../config';
import { trapDialog, type DialogTrap } from '../../shared/dialog';
import {
	compareDates,
	formatDate,
	parseDate,
	type CalendarDate,
} from '../dates';
import {
	calendarWeeks,
	canApply,
	clampDate,
	dayName,
	inBounds,
	moveByKey,
	monthTitle,
	weekdayNames,
	type RangeEnd,
} from './date-picker-state';
import { controlLabel, el, fill, fireChange, uid } from './dom';

/** The date boxes, each with the other end of its range. */
export const DATE_PAIRS: Record< string, { end: RangeEnd; other: string } > = {
	cfrom: { end: 'from', other: 'cto' },
	cto: { end: 'to', other: 'cfrom' },
	ufrom: { end: 'from', other: 'uto' },
	uto: { end: 'to', other: 'ufrom' },
};

const CALENDAR_ICON =
	'<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path fill="currentColor" d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h2v2H7v-2Zm4 0h2v2h-2v-2Zm4 0h2v2h-2v-2Z"/></svg>';

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
	const otherBox = pair.other
		? input.form?.querySelector< HTMLInputElement >(
				`input[name="${ pair.other }"]`
			)
		: null;
	const boxName =
		controlLabel( input ).text ||
		label( config, pair.end, pair.end === 'from' ? 'From' : 'To' );
	const bound = ( name: string ) =>
		parseDate( input.dataset[ name ], format ) ??
		parseDate( input.dataset[ name ], 'YYYY-MM-DD' );
	const min = bound( 'min' );
	const max = bound( 'max' );

	const button = el( doc, 'button', {
		type: 'button',
		class: 'frontage-search-date__button',
		'aria-haspopup': 'dialog',
		'aria-expanded': 'false',
		'aria-label': fill(
			label( config, 'chooseDate', 'Choose %s date' ),
			boxName
		),
	} );
	button.innerHTML = CALENDAR_ICON;

	const titleId = uid( 'date-title' );
	const captionId = uid( 'date-caption' );
	const caption = el( doc, 'span', {
		id: captionId,
		class: 'frontage-search-date__caption',
		text: boxName,
	} );
	const title = el( doc, 'span', {
		id: titleId,
		class: 'frontage-search-date__title',
		'aria-live': 'polite',
	} );
	const previous = el( doc, 'button', {
		type: 'button',
		class: 'frontage-search-date__previous',
		'aria-label': label( config, 'previousMonth', 'Previous month' ),
		text: '‹',
	} );
	const next = el( doc, 'button', {
		type: 'button',
		class: 'frontage-search-date__next',
		'aria-label': label( config, 'nextMonth', 'Next month' ),
		text: '›',
	} );
	const names = weekdayNames( config.locale, config.firstDay );
	const grid = el( doc, 'table', {
		role: 'grid',
		class: 'frontage-search-date__grid',
		'aria-labelledby': titleId,
	} );
	const head = el( doc, 'thead', {}, [
		el(
			doc,
			'tr',
			{},
			names.map( ( day ) =>
				el( doc, 'th', {
					scope: 'col',
					abbr: day.long,
					text: day.short,
				} )
			)
		),
	] );
	const body = el( doc, 'tbody' );
	grid.append( head, body );
	const note = el( doc, 'p', {
		class: 'frontage-search-date__note',
		role: 'status',
	} );
	const cancel = el( doc, 'button', {
		type: 'button',
		class: 'frontage-search-date__cancel',
		text: label( config, 'cancel', 'Cancel' ),
	} );
	const apply = el( doc, 'button', {
		type: 'button',
		class: 'frontage-search-date__apply',
		text: label( config, 'apply', 'Apply' ),
	} );
	const dialog = el(
		doc,
		'div',
		{
			role: 'dialog',
			'aria-modal': 'true',
			'aria-labelledby': `${ captionId } ${ titleId }`,
			class: 'frontage-search-date__dialog',
			hidden: true,
		},
		[
			el( doc, 'div', { class: 'frontage-search-date__header' }, [
				previous,
				el( doc, 'div', { class: 'frontage-search-date__heading' }, [
					caption,
					title,
				] ),
				next,
			] ),
			grid,
			note,
			el( doc, 'div', { class: 'frontage-search-date__actions' }, [
				cancel,
				apply,
			] ),
		]
	);
	const wrapper = el( doc, 'span', { class: 'frontage-search-date' } );
	input.before( wrapper );
	wrapper.append( input, button, dialog );

	let focused: CalendarDate = today();
	let picked: CalendarDate | null = null;
	let trap: DialogTrap | null = null;

	const otherDate = () =>
		otherBox ? parseDate( otherBox.value, format ) : null;

	const cellFor = ( date: CalendarDate ) =>
		body.querySelector< HTMLElement >(
			`[data-date="${ formatDate( date, 'YYYY-MM-DD' ) }"]`
		);

	/**
	 * Draws the focused day's month, and moves focus to that day.
	 *
	 * @param moveFocus Whether to focus the day (not while the dialog opens: the trap does).
	 */
	const draw = ( moveFocus = true ) => {
		const now = today();
		title.textContent = monthTitle(
			config.locale,
			focused.year,
			focused.month
		);
		const weeks = calendarWeeks(
			focused.year,
			focused.month,
			config.firstDay
		);
		body.replaceChildren(
			...weeks.map( ( week ) =>
				el(
					doc,
					'tr',
					{},
					week.map( ( cell ) => {
						const isFocused =
							compareDates( cell.date, focused ) === 0;
						const allowed = inBounds( cell.date, min, max );
						return el( doc, 'td', {
							tabindex: isFocused ? '0' : '-1',
							class: [
								'frontage-search-date__day',
								cell.inMonth ? '' : 'is-outside',
								isFocused ? 'is-focused' : '',
							]
								.filter( Boolean )
								.join( ' ' ),
							'data-date': formatDate( cell.date, 'YYYY-MM-DD' ),
							'aria-label': dayName( config.locale, cell.date ),
							'aria-selected':
								picked &&
								compareDates( picked, cell.date ) === 0
									? 'true'
									: 'false',
							'aria-disabled': allowed ? undefined : 'true',
							'aria-current':
								compareDates( cell.date, now ) === 0
									? 'date'
									: undefined,
							text: String( cell.date.day ),
						} );
					} )
				)
			)
		);
		const allowed = canApply( pair.end, picked, otherDate() );
		apply.disabled = ! allowed;
		note.textContent =
			picked && ! allowed
				? label(
						config,
						'dateOutOfRange',
						'The start date must not be after the end date.'
					)
				: '';
		if ( moveFocus ) {
			cellFor( focused )?.focus();
		}
	};

	const focusDay = ( date: CalendarDate ) => {
		focused = clampDate( date, min, max );
		draw();
	};

	const close = () => {
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

	function onOutside( event: Event ): void {
		if ( ! wrapper.contains( event.target as Node ) ) {
			close();
		}
	}

	const open = () => {
		picked = parseDate( input.value, format );
		focused = clampDate( picked ?? otherDate() ?? today(), min, max );
		dialog.hidden = false;
		button.setAttribute( 'aria-expanded', 'true' );
		draw( false );
		// A box near the window's end opens its calendar towards the start.
		const view = doc.defaultView;
		dialog.classList.toggle(
			'is-end',
			!! view &&
				wrapper.getBoundingClientRect().left +
					dialog.getBoundingClientRect().width >
					view.innerWidth
		);
		doc.addEventListener( 'mousedown', onOutside );
		trap = trapDialog( dialog, {
			onEscape: close,
			initialFocus: cellFor( focused ),
			returnFocus: button,
			lockScroll: false,
		} );
	};

	button.addEventListener( 'click', () =>
		dialog.hidden ? open() : close()
	);
	previous.addEventListener( 'click', () => {
		const moved = moveByKey( focused, 'PageUp', false, 1, min, max );
		focused = moved ?? focused;
		draw( false );
	} );
	next.addEventListener( 'click', () => {
		const moved = moveByKey( focused, 'PageDown', false, 1, min, max );
		focused = moved ?? focused;
		draw( false );
	} );
	cancel.addEventListener( 'click', close );
	apply.addEventListener( 'click', commit );
	body.addEventListener( 'click', ( event ) => {
		const cell = ( event.target as Element ).closest< HTMLElement >(
			'td[data-date]'
		);
		const date = cell && parseDate( cell.dataset.date, 'YYYY-MM-DD' );
		if ( date ) {
			pick( date );
		}
	} );
	grid.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Enter' || event.key === ' ' ) {
			event.preventDefault();
			pick( focused );
			commit();
			return;
		}
		const moved = moveByKey(
			focused,
			event.key,
			event.shiftKey,
			config.firstDay,
			min,
			max
		);
		if ( moved ) {
			event.preventDefault();
			focusDay( moved );
		}
	} );

	return { close };
}
