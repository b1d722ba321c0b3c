import { firstAnswers } from './first-answers';

const categories = [
	{
		id: 3,
		name: 'Reports',
		parent: 0,
		description: '',
		visibility: 'public',
		roles: [],
		ordering: 'title',
		position: 0,
		count: 2,
	},
];
const file = { id: 9, title: 'Annual report' };

describe( 'firstAnswers', () => {
	it( 'reads the categories and the opening category’s first page by the app’s paths', () => {
		const first = firstAnswers(
			{
				'/frontage/v1/categories': { body: categories },
				'/frontage/v1/files?category=3&page=1&per_page=50': {
					body: [ file ],
					headers: { 'X-WP-Total': '51', 'X-WP-TotalPages': 2 },
				} as never,
			},
			3,
			50
		);
		expect( first.categories ).toEqual( categories );
		expect( first.files ).toEqual( {
			files: [ file ],
			total: 51,
			totalPages: 2,
		} );
	} );

	it( 'reads all files without a category in the path', () => {
		const first = firstAnswers(
			{ '/frontage/v1/files?page=1&per_page=50': { body: [ file ] } },
			0,
			50
		);
		expect( first.files ).toEqual( {
			files: [ file ],
			total: 1,
			totalPages: 1,
		} );
		expect( first.categories ).toBeNull();
	} );

	it( 'has nothing for another category, another page size or no preload', () => {
		const preload = {
			'/frontage/v1/files?category=3&page=1&per_page=50': {
				body: [ file ],
			},
		};
		expect( firstAnswers( preload, 4, 50 ).files ).toBeNull();
		expect( firstAnswers( preload, 3, 20 ).files ).toBeNull();
		expect( firstAnswers( undefined, 3, 50 ) ).toEqual( {
			categories: null,
			files: null,
		} );
		// An error answer (not a list) is not a page.
		expect(
			firstAnswers(
				{
					'/frontage/v1/files?category=3&page=1&per_page=50': {
						body: { code: 'rest_forbidden' },
					},
				},
				3,
				50
			).files
		).toBeNull();
	} );
} );
