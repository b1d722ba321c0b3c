import { createScrollTrigger } from './scroll-trigger';

describe( 'createScrollTrigger', () => {
	it( 'opens on scrolling down to the percentage of the page', () => {
		const shouldOpen = createScrollTrigger( 'down', 50 );
		expect( shouldOpen( { top: 100, max: 1000 } ) ).toBe( false );
		expect( shouldOpen( { top: 499, max: 1000 } ) ).toBe( false );
		expect( shouldOpen( { top: 500, max: 1000 } ) ).toBe( true );
	} );

	it( 'opens at once for 0 percent, and on a page that cannot scroll', () => {
		expect( createScrollTrigger( 'down', 0 )( { top: 0, max: 800 } ) ).toBe(
			true
		);
		expect( createScrollTrigger( 'down', 80 )( { top: 0, max: 0 } ) ).toBe(
			true
		);
	} );

	it( 'opens on scrolling up by more than 20 px', () => {
		const shouldOpen = createScrollTrigger( 'up', 0 );
		expect( shouldOpen( { top: 0, max: 1000 } ) ).toBe( false );
		expect( shouldOpen( { top: 400, max: 1000 } ) ).toBe( false );
		expect( shouldOpen( { top: 385, max: 1000 } ) ).toBe( false );
		expect( shouldOpen( { top: 379, max: 1000 } ) ).toBe( true );
	} );

	it( 'adds up a slow scroll up over several events', () => {
		const shouldOpen = createScrollTrigger( 'up', 0 );
		shouldOpen( { top: 600, max: 1000 } );
		const steps = [ 595, 590, 585, 580 ].map( ( top ) =>
			shouldOpen( { top, max: 1000 } )
		);
		expect( steps ).toEqual( [ false, false, false, false ] );
		expect( shouldOpen( { top: 575, max: 1000 } ) ).toBe( true );
	} );

	it( 'measures upward travel from the last point reached going down', () => {
		const shouldOpen = createScrollTrigger( 'up', 0 );
		shouldOpen( { top: 300, max: 1000 } );
		shouldOpen( { top: 290, max: 1000 } );
		shouldOpen( { top: 500, max: 1000 } );
		expect( shouldOpen( { top: 485, max: 1000 } ) ).toBe( false );
		expect( shouldOpen( { top: 470, max: 1000 } ) ).toBe( true );
	} );
} );
