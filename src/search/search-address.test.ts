import { addressFields, answersAddress, blockDefaults } from './search-address';

const DEFAULTS = { limit: 20, ordering: 'title', dir: 'asc' as const };

describe( 'blockDefaults', () => {
	it( 'takes the sort from the settings first', () => {
		expect(
			blockDefaults( { limit: 10, ordering: 'size', dir: 'desc' }, '', {
				ordering: 'title',
				dir: 'asc',
			} )
		).toEqual( { limit: 10, ordering: 'size', dir: 'desc' } );
	} );

	it( 'else the hidden fields, when the address did not set them and they are valid', () => {
		const none = { limit: 20, ordering: '', dir: '' as const };
		expect(
			blockDefaults( none, '?q=tax', { ordering: 'title', dir: 'desc' } )
		).toEqual( { limit: 20, ordering: 'title', dir: 'desc' } );
		expect(
			blockDefaults( none, '?ordering=size&dir=asc', {
				ordering: 'size',
				dir: 'asc',
			} )
		).toEqual( { limit: 20, ordering: '', dir: '' } );
		expect(
			blockDefaults( none, '', { ordering: 'nonsense', dir: 'up' } )
		).toEqual( { limit: 20, ordering: '', dir: '' } );
	} );
} );

describe( 'addressFields', () => {
	it( 'leaves out the block’s settings and defaults', () => {
		expect(
			addressFields(
				{
					q: 'tax',
					theme: 'default',
					exclude: '3',
					limit: 20,
					ordering: 'title',
					dir: 'asc',
				},
				DEFAULTS
			)
		).toEqual( { q: 'tax' } );
	} );

	it( 'keeps what differs from the defaults', () => {
		expect(
			addressFields(
				{
					q: 'tax',
					limit: 50,
					ordering: 'size',
					dir: 'desc',
					paged: 2,
				},
				DEFAULTS
			)
		).toEqual( {
			q: 'tax',
			limit: 50,
			ordering: 'size',
			dir: 'desc',
			paged: 2,
		} );
	} );
} );

describe( 'answersAddress', () => {
	it( 'takes results without data-query as the answer to the address', () => {
		expect(
			answersAddress( undefined, '?q=tax', 'DD-MM-YYYY', DEFAULTS )
		).toBe( true );
	} );

	it( 'compares the search, not how the address spells it', () => {
		expect(
			answersAddress(
				'q=tax&limit=20&paged=1',
				'?q=tax&ordering=title',
				'DD-MM-YYYY',
				DEFAULTS
			)
		).toBe( true );
		expect(
			answersAddress( 'q=tax', '?q=rent', 'DD-MM-YYYY', DEFAULTS )
		).toBe( false );
	} );
} );
