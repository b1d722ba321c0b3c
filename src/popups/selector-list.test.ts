import { namesToSelectors, splitSelectorList } from './selector-list';

describe( 'splitSelectorList', () => {
	it( 'splits on commas and trims', () => {
		expect( splitSelectorList( '#footer, .cta ,main h2' ) ).toEqual( [
			'#footer',
			'.cta',
			'main h2',
		] );
	} );

	it( 'drops blank entries', () => {
		expect( splitSelectorList( ' , #a,,  ,' ) ).toEqual( [ '#a' ] );
		expect( splitSelectorList( '' ) ).toEqual( [] );
	} );

	it( 'drops entries that contain a script tag, however spelled', () => {
		expect(
			splitSelectorList(
				'#a, <script>alert(1)</script>, < SCRIPT src=x>, .b'
			)
		).toEqual( [ '#a', '.b' ] );
	} );

	it( 'keeps commas inside parentheses, brackets and quotes', () => {
		expect(
			splitSelectorList(
				':is(h2, h3), [data-x="a,b"], [title=\'c,d\'], p'
			)
		).toEqual( [ ':is(h2, h3)', '[data-x="a,b"]', "[title='c,d']", 'p' ] );
	} );

	it( 'passes invalid selectors on for the browser to reject', () => {
		expect( splitSelectorList( '###, .ok' ) ).toEqual( [ '###', '.ok' ] );
	} );
} );

describe( 'namesToSelectors', () => {
	it( 'makes class selectors from class names', () => {
		expect(
			namesToSelectors( 'open-offer, .newsletter', 'class' )
		).toEqual( [ '.open-offer', '.newsletter' ] );
	} );

	it( 'makes id selectors from ids', () => {
		expect( namesToSelectors( 'offer-link,#cta', 'id' ) ).toEqual( [
			'#offer-link',
			'#cta',
		] );
	} );

	it( 'drops blanks and names that would be more than one class or id', () => {
		expect(
			namesToSelectors( ' , a b, x>y, 1abc, ok_1, "q"', 'class' )
		).toEqual( [ '.ok_1' ] );
	} );
} );
