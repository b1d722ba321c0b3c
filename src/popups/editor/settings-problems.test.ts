import type { PopupSettings } from '../popup-settings';
import { repeatsARepetition, settingsProblems } from './settings-problems';

const MESSAGES = {
	selector: 'selector',
	regex: 'regex',
	slowRegex: 'slowRegex',
	date: 'date',
	order: 'order',
	classes: 'classes',
};

/**
 * Settings with everything fine; each test breaks one part.
 * @param changes
 * @param timing
 * @param triggers
 */
function settings(
	changes: Partial< PopupSettings > = {},
	timing: Partial< PopupSettings[ 'timing' ] > = {},
	triggers: Partial< PopupSettings[ 'triggers' ] > = {}
): PopupSettings {
	return {
		open_selector: '.open-offer',
		classes: 'wide promo',
		...changes,
		triggers: {
			scrolling_to: true,
			scrolling_to_selector: '#comments',
			...triggers,
		},
		timing: {
			url_action: 'regex',
			url_url: '^/blog/',
			schedule_start_date: '2026-12-01',
			schedule_end_date: '2026-12-24 18:00',
			...timing,
		},
	} as PopupSettings;
}

const parsers = {
	selector: ( selector: string ) => document.querySelector( selector ),
};

describe( 'settingsProblems', () => {
	it( 'finds nothing wrong in good settings', () => {
		expect( settingsProblems( settings(), parsers, MESSAGES ) ).toEqual(
			{}
		);
	} );

	it( 'names each wrong field', () => {
		expect(
			settingsProblems(
				settings(
					{ open_selector: 'a[', classes: '"><b>' },
					{
						url_url: '(unclosed',
						schedule_start_date: 'tomorrow',
					},
					{ scrolling_to_selector: '<script>' }
				),
				parsers,
				MESSAGES
			)
		).toEqual( {
			open_selector: 'selector',
			'triggers.scrolling_to_selector': 'selector',
			classes: 'classes',
			'timing.url_url': 'regex',
			'timing.schedule_start_date': 'date',
		} );
	} );

	it( 'says when the schedule ends before it starts', () => {
		expect(
			settingsProblems(
				settings(
					{},
					{
						schedule_start_date: '2026-12-24',
						schedule_end_date: '2026-12-24',
					}
				),
				parsers,
				MESSAGES
			)
		).toEqual( { 'timing.schedule_end_date': 'order' } );
	} );

	it( 'leaves alone what is switched off or empty', () => {
		expect(
			settingsProblems(
				settings(
					{ open_selector: '' },
					{ url_action: 'show', url_url: '(' },
					{ scrolling_to: false, scrolling_to_selector: '[' }
				),
				parsers,
				MESSAGES
			)
		).toEqual( {} );
	} );
} );

describe( 'repeatsARepetition', () => {
	it( 'finds a repeated group that repeats inside, like (a+)+', () => {
		for ( const pattern of [
			'(a+)+$',
			'(a*)*',
			'(?:a{2,})+',
			'(\\d*x)*',
			'((a+))+',
			'(a+){2,}',
			'(x+x+)+y',
		] ) {
			expect( [ pattern, repeatsARepetition( pattern ) ] ).toEqual( [
				pattern,
				true,
			] );
		}
	} );

	it( 'lets ordinary patterns through', () => {
		for ( const pattern of [
			'^/blog/',
			'(ab)+',
			'(a|b)+c',
			'[(a+)]+',
			'\\(a+\\)+',
			'(a+){3}',
			'(a+)?',
			'^/(en|fr)/.*',
		] ) {
			expect( [ pattern, repeatsARepetition( pattern ) ] ).toEqual( [
				pattern,
				false,
			] );
		}
	} );

	it( 'is named under the field when saving', () => {
		expect(
			settingsProblems(
				settings( {}, { url_url: '(a+)+$' } ),
				parsers,
				MESSAGES
			)
		).toEqual( { 'timing.url_url': 'slowRegex' } );
	} );
} );
