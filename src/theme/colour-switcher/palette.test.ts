/**
 * The colour switcher's decision and cookie (docs/theme.md "Colour switcher").
 */
import {
	applyPalette,
	choiceCookie,
	isSwitched,
	storedChoice,
} from './palette';

describe( 'storedChoice', () => {
	it( 'reads the two values the switcher writes', () => {
		expect( storedChoice( 'a=1; frontage_palette=switched; b=2' ) ).toBe(
			true
		);
		expect( storedChoice( 'frontage_palette=default' ) ).toBe( false );
	} );

	it( 'ignores a missing cookie, foreign values and look-alike names', () => {
		for ( const cookies of [
			'',
			'frontage_palette=',
			'frontage_palette=dark',
			'frontage_palette=SWITCHED',
			'frontage_palette=switched%22%3E%3Cimg',
			'frontage_palette="><img src=x onerror=alert(1)>',
			'xfrontage_palette=switched',
			'frontage_palette_old=switched',
		] ) {
			expect( storedChoice( cookies ) ).toBeNull();
		}
	} );
} );

describe( 'isSwitched', () => {
	it( 'follows a stored choice whatever the mode and the system', () => {
		expect( isSwitched( 'light', true, false ) ).toBe( true );
		expect( isSwitched( 'dark', false, true ) ).toBe( false );
		expect( isSwitched( 'system', false, true ) ).toBe( false );
	} );

	it( 'without a choice: dark switches, system follows the system, light and anything else do not', () => {
		expect( isSwitched( 'dark', null, false ) ).toBe( true );
		expect( isSwitched( 'system', null, true ) ).toBe( true );
		expect( isSwitched( 'system', null, false ) ).toBe( false );
		expect( isSwitched( 'light', null, true ) ).toBe( false );
		expect( isSwitched( undefined, null, true ) ).toBe( false );
		expect( isSwitched( 'sepia', null, true ) ).toBe( false );
	} );
} );

describe( 'choiceCookie', () => {
	it( 'keeps the choice for 90 days for the whole site, Secure over https', () => {
		expect( choiceCookie( true, false ) ).toBe(
			'frontage_palette=switched; path=/; max-age=7776000; SameSite=Lax'
		);
		expect( choiceCookie( false, true ) ).toBe(
			'frontage_palette=default; path=/; max-age=7776000; SameSite=Lax; Secure'
		);
	} );
} );

describe( 'applyPalette', () => {
	it( 'sets and removes the attribute the palette’s CSS is keyed on', () => {
		const root = document.createElement( 'html' );
		applyPalette( root, true );
		expect( root.getAttribute( 'data-frontage-palette' ) ).toBe(
			'switched'
		);
		applyPalette( root, false );
		expect( root.hasAttribute( 'data-frontage-palette' ) ).toBe( false );
	} );
} );
