import { parseLinkAction } from './link-actions';

const base64 = ( value: unknown ) => btoa( JSON.stringify( value ) );

describe( 'parseLinkAction', () => {
	it( 'reads migrated #elementor-action links with base64 JSON settings', () => {
		expect(
			parseLinkAction(
				`#elementor-action:action=popup:open&settings=${ base64( {
					id: '12',
					toggle: true,
				} ) }`
			)
		).toEqual( { action: 'popup:open', id: 12, toggle: true } );
		expect(
			parseLinkAction(
				`https://example.org/page/#elementor-action%3Aaction%3Dpopup%3Aclose%26settings%3D${ encodeURIComponent(
					base64( { do_not_show_again: 'yes' } )
				) }`
			)
		).toEqual( { action: 'popup:close', doNotShowAgain: true } );
	} );

	it( 'reads Frontage’s own links, settings as plain parameters too', () => {
		expect(
			parseLinkAction( '#frontage-action:action=popup:open&id=7' )
		).toEqual( { action: 'popup:open', id: 7, toggle: false } );
		expect(
			parseLinkAction(
				'#frontage-action:action=off_canvas:toggle&id=menu'
			)
		).toEqual( { action: 'off_canvas:toggle', id: 'menu' } );
		expect(
			parseLinkAction( '#frontage-action:action=reload-page' )
		).toEqual( { action: 'reload-page' } );
		expect(
			parseLinkAction( '#frontage-action:action=popup:close' )
		).toEqual( { action: 'popup:close', doNotShowAgain: false } );
	} );

	it( 'ignores ordinary links, unknown actions and broken settings', () => {
		for ( const href of [
			'',
			'#top',
			'https://example.org/',
			'#frontage-action:action=format-disk',
			'#frontage-action:action=popup:open&id=abc',
			'#frontage-action:action=popup:open&id=-4',
			'#elementor-action:action=popup:open&settings=%%%',
			'#frontage-action:action=popup:open&settings=bm90IGpzb24=',
		] ) {
			expect( parseLinkAction( href ) ).toBeNull();
		}
	} );
} );
