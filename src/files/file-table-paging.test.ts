import {
	focusKeyOf,
	focusTarget,
	formAddress,
	isPlainClick,
	isSamePage,
} from './file-table-paging';

const PAGE = 'https://example.com/library/?lang=de&fc3_page=2#frontage-files-1';

describe( 'isSamePage', () => {
	it( 'takes over addresses of this page only', () => {
		expect(
			isSamePage( 'https://example.com/library/?fc3_ordering=size', PAGE )
		).toBe( true );
		expect( isSamePage( '/library/?fc3_page=3#x', PAGE ) ).toBe( true );
		expect( isSamePage( 'https://example.com/other/', PAGE ) ).toBe(
			false
		);
		expect(
			isSamePage( 'https://evil.example/library/?fc3_page=3', PAGE )
		).toBe( false );
		expect( isSamePage( 'http://[bad', PAGE ) ).toBe( false );
	} );
} );

describe( 'formAddress', () => {
	it( 'builds what a GET form goes to: its fields replace the action’s query', () => {
		expect(
			formAddress(
				'https://example.com/library/?old=1#frontage-files-1',
				[
					[ 'lang', 'de' ],
					[ 'fc3_q', 'annual report' ],
				]
			)
		).toBe(
			'https://example.com/library/?lang=de&fc3_q=annual+report#frontage-files-1'
		);
	} );
} );

describe( 'isPlainClick', () => {
	it( 'leaves clicks with a modifier to the browser', () => {
		const click = {
			button: 0,
			ctrlKey: false,
			metaKey: false,
			shiftKey: false,
			altKey: false,
		};
		expect( isPlainClick( click ) ).toBe( true );
		expect( isPlainClick( { ...click, metaKey: true } ) ).toBe( false );
		expect( isPlainClick( { ...click, button: 1 } ) ).toBe( false );
	} );
} );

describe( 'focus after a table is replaced', () => {
	const markup = ( current: number ) => `
		<div id="frontage-files-1">
			<form class="frontage-file-table__search"><input class="frontage-file-table__search-input"></form>
			<table><thead><tr>
				<th data-column="title"><a class="frontage-file-table__sort" href="?a">Title</a></th>
				<th data-column="size"><a class="frontage-file-table__sort" href="?b">Size</a></th>
			</tr></thead></table>
			<nav>
				${ current > 1 ? '<a class="frontage-file-table__page-link is-previous" href="?p">Previous</a>' : '' }
				<a class="frontage-file-table__page-link${ current === 1 ? ' is-current' : '' }" href="?1">1</a>
				<a class="frontage-file-table__page-link${ current === 2 ? ' is-current' : '' }" href="?2">2</a>
				${ current < 2 ? '<a class="frontage-file-table__page-link is-next" href="?n">Next</a>' : '' }
			</nav>
		</div>`;

	it( 'goes back to the same column’s sort link, the same page link, or the search box', () => {
		document.body.innerHTML = markup( 1 );
		const root = document.getElementById( 'frontage-files-1' )!;
		const size = root.querySelectorAll( 'a' )[ 1 ];
		const next = root.querySelector( '.is-next' )!;
		const two = root.querySelectorAll(
			'.frontage-file-table__page-link'
		)[ 1 ];
		const form = root.querySelector( 'form' )!;
		const keys = [ size, next, two, form ].map( focusKeyOf );
		expect( keys ).toEqual( [
			{ to: 'sort', column: 'size' },
			{ to: 'page', which: 'next' },
			{ to: 'page', which: 'number' },
			{ to: 'search' },
		] );

		// Page 2 has no Next: the current page's link takes focus instead.
		document.body.innerHTML = markup( 2 );
		const fresh = document.getElementById( 'frontage-files-1' )!;
		expect( focusTarget( fresh, keys[ 0 ] )?.textContent ).toBe( 'Size' );
		expect( focusTarget( fresh, keys[ 1 ] )?.textContent ).toBe( '2' );
		expect( focusTarget( fresh, keys[ 2 ] )?.textContent ).toBe( '2' );
		expect( focusTarget( fresh, keys[ 3 ] )?.className ).toBe(
			'frontage-file-table__search-input'
		);
		expect( focusTarget( fresh, { to: 'none' } ) ).toBeNull();
	} );
} );
