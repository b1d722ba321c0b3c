import { DATE_MESSAGE_MS, validateSearch, type SearchForm } from './validation';

const empty: SearchForm = {
	keyword: '',
	placeholder: 'Search files...',
	catid: null,
	searchAll: 1,
	checkEmptyKey: 0,
	tags: [],
	types: [],
	sizeFrom: '',
	sizeFromUnit: 'kb',
	sizeTo: '',
	sizeToUnit: 'kb',
	createdFrom: '',
	createdTo: '',
	updatedFrom: '',
	updatedTo: '',
};

const form = ( changes: Partial< SearchForm > ): SearchForm => ( {
	...empty,
	...changes,
} );

describe( 'validateSearch: the request', () => {
	it( 'searches a keyword, trimmed, with empty values left out', () => {
		expect( validateSearch( form( { keyword: '  report ' } ) ) ).toEqual( {
			search: true,
			request: { q: 'report' },
		} );
	} );

	it( 'sends every filter the visitor set', () => {
		expect(
			validateSearch(
				form( {
					keyword: 'tax',
					catid: '12',
					tags: [ 'finance', ' ', 'finance', 'legal' ],
					types: [ 'PDF', 'docx' ],
					sizeFrom: '10',
					sizeFromUnit: 'kb',
					sizeTo: '2',
					sizeToUnit: 'MB',
					createdFrom: '01-01-2024',
					createdTo: '31-01-2024',
					updatedFrom: '05-02-2024',
					updatedTo: '05-02-2024',
					base: { theme: 'ggd', limit: 20, dir: 'asc' },
				} )
			)
		).toEqual( {
			search: true,
			request: {
				theme: 'ggd',
				limit: 20,
				dir: 'asc',
				q: 'tax',
				catid: 12,
				ftags: [ 'finance', 'legal' ],
				type: [ 'pdf', 'docx' ],
				wfrom: 10,
				wfromunit: 'kb',
				wto: 2,
				wtounit: 'mb',
				cfrom: '01-01-2024',
				cto: '31-01-2024',
				ufrom: '05-02-2024',
				uto: '05-02-2024',
			},
		} );
	} );
} );

describe( 'validateSearch: the silent gates (nothing to search by)', () => {
	it( 'does not search the root category when searching all is off', () => {
		expect(
			validateSearch( form( { keyword: 'tax', catid: 0, searchAll: 0 } ) )
		).toEqual( {
			search: false,
			refusal: { reason: 'category-not-allowed' },
		} );
		expect(
			validateSearch(
				form( { keyword: 'tax', catid: 0, searchAll: '1' } )
			).search
		).toBe( true );
	} );

	it( 'counts "All categories" and no category as the root category', () => {
		for ( const catid of [ '', null, ' ' ] ) {
			expect(
				validateSearch(
					form( { keyword: 'tax', catid, searchAll: 0 } )
				)
			).toEqual( {
				search: false,
				refusal: { reason: 'category-not-allowed' },
			} );
		}
		expect(
			validateSearch(
				form( { keyword: 'tax', catid: '7', searchAll: 0 } )
			).search
		).toBe( true );
	} );

	it( 'focuses the keyword box when there is nothing to search by', () => {
		const focus = {
			search: false,
			refusal: { reason: 'no-filter', focus: 'keyword' },
		};
		expect( validateSearch( empty ) ).toEqual( focus );
		expect( validateSearch( form( { catid: 0 } ) ) ).toEqual( focus );
		expect( validateSearch( form( { catid: '' } ) ) ).toEqual( focus );
		expect(
			validateSearch( form( { keyword: '   ', tags: [ '' ] } ) )
		).toEqual( focus );
	} );

	it( 'counts the placeholder text as no keyword', () => {
		expect(
			validateSearch( form( { keyword: 'Search files...' } ) ).search
		).toBe( false );
		expect(
			validateSearch( form( { keyword: 'Search files...', catid: 4 } ) )
		).toEqual( { search: true, request: { catid: 4 } } );
	} );

	it( 'browses a chosen category without a keyword', () => {
		expect( validateSearch( form( { catid: 4 } ) ) ).toEqual( {
			search: true,
			request: { catid: 4 },
		} );
	} );

	it( 'searches by any single filter', () => {
		for ( const changes of [
			{ tags: [ 'finance' ] },
			{ types: [ 'pdf' ] },
			{ sizeFrom: '1' },
			{ sizeTo: '0' },
			{ createdFrom: '01-01-2024' },
			{ updatedTo: '01-01-2024' },
		] ) {
			expect( validateSearch( form( changes ) ).search ).toBe( true );
		}
	} );

	it( 'needs a keyword when the check-empty-key setting is on', () => {
		expect(
			validateSearch(
				form( { checkEmptyKey: '1', catid: 4, tags: [ 'a' ] } )
			)
		).toEqual( { search: false, refusal: { reason: 'empty-keyword' } } );
		expect(
			validateSearch(
				form( {
					checkEmptyKey: true,
					catid: 4,
					keyword: 'Search files...',
				} )
			)
		).toEqual( { search: false, refusal: { reason: 'empty-keyword' } } );
		expect(
			validateSearch( form( { checkEmptyKey: 1, keyword: 'tax' } ) )
				.search
		).toBe( true );
	} );
} );

describe( 'validateSearch: browse all', () => {
	it( 'searches an empty form when the block lists the newest files', () => {
		expect( validateSearch( form( { browseAll: true } ) ) ).toEqual( {
			search: true,
			request: expect.any( Object ),
		} );
		// 'check empty key' is about searches with filters; the empty form is a browse.
		expect(
			validateSearch( form( { browseAll: true, checkEmptyKey: true } ) )
				.search
		).toBe( true );
		expect(
			validateSearch(
				form( {
					browseAll: true,
					checkEmptyKey: true,
					types: [ 'pdf' ],
				} )
			)
		).toEqual( { search: false, refusal: { reason: 'empty-keyword' } } );
		// 'search all' off still asks for a category.
		expect(
			validateSearch( form( { browseAll: true, searchAll: false } ) )
		).toEqual( {
			search: false,
			refusal: { reason: 'category-not-allowed' },
		} );
		expect( validateSearch( form( {} ) ) ).toEqual( {
			search: false,
			refusal: { reason: 'no-filter', focus: 'keyword' },
		} );
	} );
} );

describe( 'validateSearch: sizes', () => {
	it( 'refuses sizes with the documented words', () => {
		const alert = ( changes: Partial< SearchForm > ) => {
			const decision = validateSearch(
				form( { keyword: 'tax', ...changes } )
			);
			return ! decision.search && decision.refusal.reason === 'size'
				? decision.refusal.message
				: null;
		};
		expect( alert( { sizeFrom: '-1' } ) ).toBe(
			'Weight from is positive integer.'
		);
		expect( alert( { sizeFrom: 'ten' } ) ).toBe(
			'Weight from is positive integer.'
		);
		expect( alert( { sizeTo: '-5' } ) ).toBe(
			'Weight to is positive integer.'
		);
		expect( alert( { sizeTo: '1e3' } ) ).toBe(
			'Weight to is positive integer.'
		);
		expect( alert( { sizeFrom: '1.5', sizeTo: '2.25' } ) ).toBeNull();
		expect( alert( { sizeFrom: '-1', sizeTo: '-1' } ) ).toBe(
			'Weight from is positive integer.'
		);
		expect( alert( { sizeFrom: '5', sizeTo: '4' } ) ).toBe(
			'Weight from must be less than weight to.'
		);
		expect( alert( { sizeFrom: '0', sizeTo: '0' } ) ).toBeNull();
	} );

	it( 'takes "1.5 MB" and "1,5 MB": the typed unit wins over the select', () => {
		const decide = ( changes: Partial< SearchForm > ) =>
			validateSearch( form( { keyword: 'tax', ...changes } ) );
		expect( decide( { sizeFrom: '1.5 MB', sizeFromUnit: 'kb' } ) ).toEqual(
			expect.objectContaining( {
				search: true,
				request: expect.objectContaining( {
					wfrom: 1.5,
					wfromunit: 'mb',
				} ),
			} )
		);
		expect( decide( { sizeTo: '1,5 mb', sizeToUnit: 'gb' } ) ).toEqual(
			expect.objectContaining( {
				request: expect.objectContaining( { wto: 1.5, wtounit: 'mb' } ),
			} )
		);
		// 2 MB is more than 1500 KB: compared in the typed units.
		const order = decide( { sizeFrom: '2 MB', sizeTo: '1500' } );
		expect( ! order.search && order.refusal ).toEqual( {
			reason: 'size',
			field: 'wfrom',
			message: 'Weight from must be less than weight to.',
		} );
	} );

	it( 'compares sizes in bytes, across units', () => {
		const search = ( changes: Partial< SearchForm > ) =>
			validateSearch( form( { keyword: 'tax', ...changes } ) ).search;
		expect(
			search( {
				sizeFrom: '2000',
				sizeFromUnit: 'kb',
				sizeTo: '1',
				sizeToUnit: 'mb',
			} )
		).toBe( false );
		expect(
			search( {
				sizeFrom: '900',
				sizeFromUnit: 'kb',
				sizeTo: '1',
				sizeToUnit: 'mb',
			} )
		).toBe( true );
		expect(
			search( {
				sizeFrom: '1',
				sizeFromUnit: 'gb',
				sizeTo: '1024',
				sizeToUnit: 'mb',
			} )
		).toBe( true );
		// 1.5 mb is 1536 kb.
		expect(
			search( {
				sizeFrom: '1536.5',
				sizeFromUnit: 'kb',
				sizeTo: '1.5',
				sizeToUnit: 'mb',
			} )
		).toBe( false );
		expect(
			search( {
				sizeFrom: '1536',
				sizeFromUnit: 'kb',
				sizeTo: '1.5',
				sizeToUnit: 'mb',
			} )
		).toBe( true );
	} );

	it( 'sends a decimal size as typed, with its unit', () => {
		const decision = validateSearch(
			form( { keyword: 'tax', sizeFrom: '1.5', sizeFromUnit: 'mb' } )
		);
		expect( decision ).toEqual( {
			search: true,
			request: { q: 'tax', wfrom: 1.5, wfromunit: 'mb' },
		} );
	} );
} );

describe( 'validateSearch: dates, and the order of the checks', () => {
	it( 'shows the date-order message for 3 seconds when a to-date comes first', () => {
		expect(
			validateSearch(
				form( { createdFrom: '10-03-2024', createdTo: '09-03-2024' } )
			)
		).toEqual( {
			search: false,
			refusal: {
				reason: 'date-order',
				field: 'created',
				message: 'The to date must be greater than the from date.',
				hideAfterMs: 3000,
			},
		} );
		expect( DATE_MESSAGE_MS ).toBe( 3000 );
		const updated = validateSearch(
			form( { updatedFrom: '01-01-2025', updatedTo: '31-12-2024' } )
		);
		expect( ! updated.search && updated.refusal ).toMatchObject( {
			reason: 'date-order',
			field: 'updated',
		} );
	} );

	it( 'accepts equal dates and one-sided ranges', () => {
		for ( const changes of [
			{ createdFrom: '10-03-2024', createdTo: '10-03-2024' },
			{ createdFrom: '10-03-2024' },
			{ updatedTo: '10-03-2024' },
			{ createdFrom: '31-12-2023', createdTo: '01-01-2024' },
		] ) {
			expect( validateSearch( form( changes ) ).search ).toBe( true );
		}
	} );

	it( 'marks a date box that does not hold a real date', () => {
		expect(
			validateSearch( form( { createdFrom: '31-02-2024' } ) )
		).toEqual( {
			search: false,
			refusal: { reason: 'invalid-date', field: 'cfrom' },
		} );
		expect(
			validateSearch(
				form( { keyword: 'tax', updatedTo: '2024-01-01' } )
			)
		).toEqual( {
			search: false,
			refusal: { reason: 'invalid-date', field: 'uto' },
		} );
	} );

	it( 'reads dates in the site’s format', () => {
		expect(
			validateSearch(
				form( {
					dateFormat: 'YYYY/MM/DD',
					createdFrom: '2024/03/01',
					createdTo: '2024/02/01',
				} )
			).search
		).toBe( false );
	} );

	it( 'checks in the documented order: silent gates before alerts', () => {
		// Root category not allowed wins over a bad size.
		expect(
			validateSearch( form( { catid: 0, searchAll: 0, sizeFrom: '-1' } ) )
		).toEqual( {
			search: false,
			refusal: { reason: 'category-not-allowed' },
		} );
		// An empty keyword under check-empty-key wins over a bad date order.
		expect(
			validateSearch(
				form( {
					checkEmptyKey: 1,
					createdFrom: '10-03-2024',
					createdTo: '09-03-2024',
				} )
			)
		).toEqual( { search: false, refusal: { reason: 'empty-keyword' } } );
		// Sizes are checked before dates.
		const both = validateSearch(
			form( {
				sizeFrom: '-1',
				createdFrom: '10-03-2024',
				createdTo: '09-03-2024',
			} )
		);
		expect( ! both.search && both.refusal.reason ).toBe( 'size' );
	} );
} );
