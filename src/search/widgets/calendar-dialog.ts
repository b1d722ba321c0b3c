/**
 * The date picker's calendar dialog, as markup (docs/search.md "Refusals and constants"): the calendar button, and a dialog with
 * the box's name and the month as its title, previous and next month buttons, a grid of the
 * month's weeks (weekday names from Intl in the site's locale), a status note and Cancel and
 * Apply. drawMonth() draws a month into the grid, drawRange() the range line and Apply.
 */
import type { SearchConfig } from '../config';
import { label } from '../config';
import { compareDates, formatDate, type CalendarDate } from '../dates';
import {
	calendarWeeks,
	canApply,
	dayName,
	inBounds,
	monthTitle,
	rangeText,
	weekdayNames,
	type RangeEnd,
} from './date-picker-state';
import { el, fill, uid } from './dom';

const CALENDAR_ICON =
	'<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path fill="currentColor" d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h2v2H7v-2Zm4 0h2v2h-2v-2Zm4 0h2v2h-2v-2Z"/></svg>';

/** The calendar's elements. */
export interface CalendarDialog {
	/** The button beside the box that opens the dialog. */
	button: HTMLButtonElement;
	dialog: HTMLDivElement;
	/** The month's name. */
	title: HTMLSpanElement;
	previous: HTMLButtonElement;
	next: HTMLButtonElement;
	grid: HTMLTableElement;
	/** The grid's weeks. */
	body: HTMLTableSectionElement;
	/** The range the box makes with its other end ("Custom", the dates). */
	range: HTMLParagraphElement;
	/** The range's dates. */
	rangeDates: HTMLSpanElement;
	/** Says why Apply is off. */
	note: HTMLParagraphElement;
	cancel: HTMLButtonElement;
	apply: HTMLButtonElement;
}

/** What a drawn month shows. */
export interface MonthView {
	/** The day with the keyboard focus; its month is drawn. */
	focused: CalendarDate;
	/** The day picked, if any. */
	picked: CalendarDate | null;
	/** Today, marked as the current date. */
	today: CalendarDate;
	/** The earliest and latest days that may be picked. */
	min: CalendarDate | null;
	max: CalendarDate | null;
}

/** The range a date box makes with its other end, as the dialog shows it. */
export interface RangeView {
	/** Which end the box holds. */
	end: RangeEnd;
	/** The day picked, if any. */
	picked: CalendarDate | null;
	/** The other end's day, if set. */
	other: CalendarDate | null;
	/** The site's date format. */
	format: string;
}

/**
 * Makes the calendar button and dialog of a date box.
 *
 * @param doc     The page.
 * @param config  The search settings.
 * @param boxName The date box's name.
 * @return The elements.
 */
export function createCalendarDialog(
	doc: Document,
	config: SearchConfig,
	boxName: string
): CalendarDialog {
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
	const grid = el( doc, 'table', {
		role: 'grid',
		class: 'frontage-search-date__grid',
		'aria-labelledby': titleId,
	} );
	const body = el( doc, 'tbody' );
	grid.append( weekdayHead( doc, config ), body );
	const rangeDates = el( doc, 'span', {
		class: 'frontage-search-date__range-dates',
	} );
	const range = el(
		doc,
		'p',
		{ class: 'frontage-search-date__range', hidden: true },
		[
			el( doc, 'span', {
				class: 'frontage-search-date__range-label',
				text: label( config, 'custom', 'Custom' ),
			} ),
			doc.createTextNode( ' ' ),
			rangeDates,
		]
	);
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
			range,
			note,
			el( doc, 'div', { class: 'frontage-search-date__actions' }, [
				cancel,
				apply,
			] ),
		]
	);
	return {
		button,
		dialog,
		title,
		previous,
		next,
		grid,
		body,
		range,
		rangeDates,
		note,
		cancel,
		apply,
	};
}

/**
 * The grid's head: the weekdays, short, with their long names as abbr.
 *
 * @param doc    The page.
 * @param config The site's locale and first day of the week.
 * @return The head.
 */
function weekdayHead(
	doc: Document,
	config: SearchConfig
): HTMLTableSectionElement {
	return el( doc, 'thead', {}, [
		el(
			doc,
			'tr',
			{},
			weekdayNames( config.locale, config.firstDay ).map( ( day ) =>
				el( doc, 'th', {
					scope: 'col',
					abbr: day.long,
					text: day.short,
				} )
			)
		),
	] );
}

/**
 * Draws the focused day's month: its title and its weeks, one cell a day (focusable only the
 * focused one; days outside the month, the picked day, today and days that may not be picked
 * marked).
 *
 * @param calendar The calendar's elements.
 * @param config   The site's locale and first day of the week.
 * @param view     What to show.
 */
export function drawMonth(
	calendar: CalendarDialog,
	config: SearchConfig,
	view: MonthView
): void {
	const doc = calendar.body.ownerDocument;
	const { focused, picked } = view;
	calendar.title.textContent = monthTitle(
		config.locale,
		focused.year,
		focused.month
	);
	const weeks = calendarWeeks( focused.year, focused.month, config.firstDay );
	calendar.body.replaceChildren(
		...weeks.map( ( week ) =>
			el(
				doc,
				'tr',
				{},
				week.map( ( cell ) => {
					const isFocused = compareDates( cell.date, focused ) === 0;
					const allowed = inBounds( cell.date, view.min, view.max );
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
							picked && compareDates( picked, cell.date ) === 0
								? 'true'
								: 'false',
						'aria-disabled': allowed ? undefined : 'true',
						'aria-current':
							compareDates( cell.date, view.today ) === 0
								? 'date'
								: undefined,
						text: String( cell.date.day ),
					} );
				} )
			)
		)
	);
}

/**
 * Draws the range the box makes with its other end ("Custom", the dates; hidden while neither
 * end is set), and turns Apply off, with a note saying why, while the day picked would put the
 * range's start after its end.
 *
 * @param calendar The calendar's elements.
 * @param config   The search settings, for the note's words.
 * @param range    The range.
 */
export function drawRange(
	calendar: CalendarDialog,
	config: SearchConfig,
	range: RangeView
): void {
	const { end, picked, other } = range;
	const allowed = canApply( end, picked, other );
	calendar.rangeDates.textContent = rangeText(
		end,
		picked,
		other,
		range.format
	);
	calendar.range.hidden = calendar.rangeDates.textContent === '';
	calendar.apply.disabled = ! allowed;
	calendar.note.textContent =
		picked && ! allowed
			? label(
					config,
					'dateOutOfRange',
					'The start date must not be after the end date.'
				)
			: '';
}
