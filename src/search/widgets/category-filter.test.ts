import {
	categoryOptions,
	drawnLevel,
	filterCategories,
	listMaxHeight,
	readCategories,
} from './category-filter';

const option = ( value: string, text: string, level?: string, slug = '' ) => ( {
	value,
	text,
	dataset: { level, slug, type: value ? 'default' : '' },
} );

const OPTIONS = [
	option( '', 'All categories', '0' ),
	option( '12', 'Reports', '1', 'reports' ),
	option( '13', 'Annual résumé', '2', 'annual' ),
	option( '14', 'Manuals', '1', 'manuals' ),
];

describe( 'readCategories', () => {
	it( 'reads the category list items of the options, marking parents', () => {
		expect( readCategories( OPTIONS ) ).toEqual( [
			{
				catid: '',
				cattype: '',
				slug: '',
				catlevel: 0,
				label: 'All categories',
				parent: true,
			},
			{
				catid: '12',
				cattype: 'default',
				slug: 'reports',
				catlevel: 1,
				label: 'Reports',
				parent: true,
			},
			{
				catid: '13',
				cattype: 'default',
				slug: 'annual',
				catlevel: 2,
				label: 'Annual résumé',
				parent: false,
			},
			{
				catid: '14',
				cattype: 'default',
				slug: 'manuals',
				catlevel: 1,
				label: 'Manuals',
				parent: false,
			},
		] );
	} );

	it( 'counts a missing or bad level as 0', () => {
		expect(
			readCategories( [
				option( '1', 'A' ),
				option( '2', 'B', 'x' ),
			] ).map( ( item ) => item.catlevel )
		).toEqual( [ 0, 0 ] );
	} );
} );

describe( 'filterCategories', () => {
	const items = readCategories( OPTIONS );

	it( 'keeps every category for an empty query', () => {
		expect( filterCategories( items, '  ' ) ).toHaveLength( 4 );
	} );

	it( 'matches anywhere in the label, ignoring case and accents', () => {
		expect(
			filterCategories( items, 'RESUME' ).map( ( item ) => item.catid )
		).toEqual( [ '13' ] );
		expect(
			filterCategories( items, 'an' ).map( ( item ) => item.catid )
		).toEqual( [ '13', '14' ] );
	} );

	it( 'finds nothing when nothing contains the query', () => {
		expect( filterCategories( items, 'zzz' ) ).toEqual( [] );
	} );
} );

describe( 'drawnLevel', () => {
	it( 'draws levels up to 9', () => {
		expect( drawnLevel( 0 ) ).toBe( 0 );
		expect( drawnLevel( 9 ) ).toBe( 9 );
		expect( drawnLevel( 14 ) ).toBe( 9 );
		expect( drawnLevel( -1 ) ).toBe( 0 );
	} );
} );

describe( 'listMaxHeight', () => {
	it( 'is 600 px unless the form is 200 to 600 px tall', () => {
		expect( listMaxHeight( 0 ) ).toBe( 600 );
		expect( listMaxHeight( 199 ) ).toBe( 600 );
		expect( listMaxHeight( 200 ) ).toBe( 160 );
		expect( listMaxHeight( 450 ) ).toBe( 410 );
		expect( listMaxHeight( 600 ) ).toBe( 560 );
		expect( listMaxHeight( 601 ) ).toBe( 600 );
	} );
} );

describe( 'categoryOptions', () => {
	it( 'lists the matches at their level, the chosen one selected, parents marked', () => {
		expect(
			categoryOptions( readCategories( OPTIONS ), 'resume', '13' )
		).toEqual( [
			{
				value: '13',
				label: 'Annual résumé',
				selected: true,
				className: 'is-level-2',
				style: '--frontage-level: 2',
			},
		] );
		const all = categoryOptions( readCategories( OPTIONS ), '', '' );
		expect( all.map( ( item ) => item.className ) ).toEqual( [
			'is-level-0 is-parent',
			'is-level-1 is-parent',
			'is-level-2',
			'is-level-1',
		] );
		expect( all.map( ( item ) => item.selected ) ).toEqual( [
			true,
			false,
			false,
			false,
		] );
	} );
} );
