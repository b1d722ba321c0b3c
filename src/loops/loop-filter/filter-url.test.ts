/**
 * The loop filter's address (docs/loops.md "Loop filter: the URL"): toggling a term gives the
 * address the server gives (tests/fixtures/loop-filter-urls.json, which PHPUnit reads too),
 * and the refresh call reads the same state back.
 */
import fs from 'fs';
import path from 'path';

import {
	chosenTerms,
	differsOnlyIn,
	loopState,
	readJoin,
	toggleTermUrl,
	widgetFilters,
	withLoopState,
	type Join,
} from './filter-url';

interface TableCase {
	name: string;
	url: string;
	queryId: number;
	taxonomy: string;
	join: string;
	term: string;
	expected: string;
}

const TABLE = path.join(
	__dirname,
	'../../../tests/fixtures/loop-filter-urls.json'
);
const SITE = 'https://example.test/news/';

/**
 * Toggles a term on the loop 3's category filter.
 *
 * @param url  The address, relative to SITE.
 * @param join The join.
 * @param term The term.
 */
function toggle( url: string, join: Join, term: string ): string {
	return toggleTermUrl( SITE + url, 3, 'category', join, term ).slice(
		SITE.length
	);
}

describe( 'toggleTermUrl', () => {
	it( 'adds a term, joined by + (AND) or ~ (OR), and removes a chosen one', () => {
		expect( toggle( '', 'AND', 'news' ) ).toBe(
			'?e-filter-3-category=news'
		);
		expect( toggle( '?e-filter-3-category=news', 'OR', 'events' ) ).toBe(
			'?e-filter-3-category=news~events'
		);
		expect( toggle( '?e-filter-3-category=news', 'OR', 'news' ) ).toBe(
			''
		);
	} );

	it( 'drops this loop’s paging and the page’s, keeps the rest byte for byte', () => {
		expect(
			toggle(
				'page/2/?s=a+b&query-3-page=2&e-page-3=4&query-5-page=2&paged=3&page=2#top',
				'AND',
				'news'
			)
		).toBe( '?s=a+b&query-5-page=2&e-filter-3-category=news#top' );
	} );

	it( 'writes a slug of another script as WordPress stores it, and reads it back', () => {
		expect( toggle( '', 'AND', '%E6%97%A5' ) ).toBe(
			'?e-filter-3-category=%e6%97%a5'
		);
		expect(
			chosenTerms(
				SITE + '?e-filter-3-category=%E6%97%A5+!Old',
				3,
				'category',
				'AND'
			)
		).toEqual( [ '%e6%97%a5', '!old' ] );
	} );

	it( 'leaves the filter as it is for a term that is no slug', () => {
		expect(
			toggle( '?e-filter-3-category=news&paged=2', 'AND', '<b>' )
		).toBe( '?e-filter-3-category=news' );
	} );

	// The table the server answers too (tests/php/loops/test-loop-filter-url.php).
	const table: TableCase[] = JSON.parse( fs.readFileSync( TABLE, 'utf8' ) );
	it.each( table.map( ( row ) => [ row.name, row ] as const ) )(
		'gives the server’s answer: %s',
		( _name, row ) => {
			expect(
				toggleTermUrl(
					row.url,
					row.queryId,
					row.taxonomy,
					readJoin( row.join ),
					row.term
				)
			).toBe( row.expected );
		}
	);
} );

describe( 'the state read back from an address', () => {
	it( 'reads the join: AND, OR, anything else DISABLED', () => {
		expect( readJoin( 'or' ) ).toBe( 'DISABLED' );
		expect( readJoin( 'OR' ) ).toBe( 'OR' );
		expect( readJoin( 'AND' ) ).toBe( 'AND' );
		expect( readJoin( 'XOR' ) ).toBe( 'DISABLED' );
		expect( readJoin( undefined ) ).toBe( 'DISABLED' );
	} );

	it( 'gives widget_filters for one loop, read as the page reads the address', () => {
		const url =
			SITE +
			'?e-filter-3-category=news+!old&e-filter-3-post_tag=red~blue&e-filter-3-genre=jazz~pop+rock&e-filter-4-category=x&e-filter-3-empty=!';
		expect( widgetFilters( url, 3 ) ).toEqual( {
			category: { terms: [ 'news', '!old' ], logicalJoin: 'AND' },
			post_tag: { terms: [ 'red', 'blue' ], logicalJoin: 'OR' },
			genre: { terms: [ 'jazz', 'pop', 'rock' ], logicalJoin: 'AND' },
		} );
		expect( widgetFilters( SITE, 3 ) ).toEqual( {} );
	} );

	it( 'tells whether an address shows a loop differently, and whether only loops differ', () => {
		const a = SITE + '?x=1&e-filter-3-category=news';
		const b = SITE + '?e-filter-3-category=news&x=1&query-4-page=2';
		expect( loopState( a, 3 ) ).toBe( loopState( b, 3 ) );
		expect( loopState( a, 4 ) ).not.toBe( loopState( b, 4 ) );
		expect( differsOnlyIn( a, b, [ 4 ] ) ).toBe( true );
		expect( differsOnlyIn( a, SITE + '?x=2', [ 3, 4 ] ) ).toBe( false );
		expect( differsOnlyIn( a, a + '#top', [] ) ).toBe( true );
	} );

	it( 'carries a loop’s state into a link rendered before it changed', () => {
		expect(
			withLoopState(
				SITE + '?query-5-page=2&e-filter-3-category=old',
				SITE + '?e-filter-3-category=news&query-5-page=1',
				3
			)
		).toBe( SITE + '?query-5-page=2&e-filter-3-category=news' );
	} );
} );
