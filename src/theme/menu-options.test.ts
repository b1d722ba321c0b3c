import { MENU_DEFAULTS, parseMenuOptions } from './menu-options';

describe( 'parseMenuOptions', () => {
	it( 'gives the documented defaults without options', () => {
		expect( parseMenuOptions( null ) ).toEqual( {
			options: {
				showTimeout: 250,
				hideTimeout: 500,
				showDuration: 200,
				hideDuration: 200,
			},
			error: null,
		} );
		expect( parseMenuOptions( '  ' ).error ).toBeNull();
	} );

	it( 'takes the known numbers of a JSON object', () => {
		const { options, error } = parseMenuOptions(
			'{"showTimeout":0,"hideTimeout":"9","hideDuration":20000,"other":1}'
		);
		expect( error ).toBeNull();
		expect( options ).toEqual( { ...MENU_DEFAULTS, showTimeout: 0 } );
	} );

	it.each( [ '{showTimeout: 1}', '{"a":', "{'a':1}", 'undefined' ] )(
		'reports invalid JSON (%s) and keeps the defaults',
		( text ) => {
			expect( parseMenuOptions( text ) ).toEqual( {
				options: MENU_DEFAULTS,
				error: 'data-sm-options is not valid JSON',
			} );
		}
	);

	it.each( [ '[1]', '"text"', '3', 'null' ] )(
		'reports JSON that is not an object (%s)',
		( text ) => {
			expect( parseMenuOptions( text ).error ).toBe(
				'data-sm-options is not a JSON object'
			);
		}
	);
} );
