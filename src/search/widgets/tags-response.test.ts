import { findTag, readTagsAnswer, suggestTags, tagsUrl } from './tags-response';

describe( 'tagsUrl', () => {
	it( 'builds the getTagByCatId address', () => {
		expect(
			tagsUrl( '/wp-admin/admin-ajax.php', {
				id: '12',
				type: 'default',
				slug: 'annual reports',
			} )
		).toBe(
			'/wp-admin/admin-ajax.php?action=wpfd&task=search.getTagByCatId&catId=12&catType=default&catSlug=annual+reports'
		);
	} );

	it( 'asks for category 0 when all categories are chosen', () => {
		expect(
			tagsUrl( '/ajax.php?lang=de', { id: '', type: '', slug: '' } )
		).toBe(
			'/ajax.php?lang=de&action=wpfd&task=search.getTagByCatId&catId=0&catType=&catSlug='
		);
	} );
} );

describe( 'readTagsAnswer', () => {
	it( "reads '0' as no tags", () => {
		expect( readTagsAnswer( '0' ) ).toEqual( { kind: 'none' } );
		expect( readTagsAnswer( ' 0\n' ) ).toEqual( { kind: 'none' } );
		expect( readTagsAnswer( '"0"' ) ).toEqual( { kind: 'none' } );
	} );

	it( 'reads the tags with their ids, dropping nameless and repeated ones', () => {
		expect(
			readTagsAnswer(
				JSON.stringify( {
					success: true,
					tags: [
						{ id: 1, name: 'Finance', slug: 'finance' },
						{ id: 2, name: ' ' },
						{ id: '3', name: 'Legal' },
						{ id: -4, name: 'Odd', slug: 'odd' },
						{ id: 1, name: 'Finance', slug: 'finance' },
						'junk',
					],
					message: '',
				} )
			)
		).toEqual( {
			kind: 'tags',
			tags: [
				{ id: 1, name: 'Finance', slug: 'finance' },
				{ id: 3, name: 'Legal', slug: 'Legal' },
				{ id: 0, name: 'Odd', slug: 'odd' },
			],
		} );
	} );

	it( 'reads an empty success as no tags', () => {
		expect(
			readTagsAnswer( '{"success":true,"tags":[],"message":""}' )
		).toEqual( { kind: 'none' } );
	} );

	it( "carries the server's message on a failure", () => {
		expect(
			readTagsAnswer(
				'{"success":false,"tags":[],"message":"Category not found."}'
			)
		).toEqual( { kind: 'error', message: 'Category not found.' } );
		expect(
			readTagsAnswer( '{"success":false,"data":{"message":"Nope"}}' )
		).toEqual( { kind: 'error', message: 'Nope' } );
	} );

	it( 'reads anything else as a failure without a message', () => {
		expect( readTagsAnswer( '<html>Fatal error</html>' ) ).toEqual( {
			kind: 'error',
			message: '',
		} );
		expect( readTagsAnswer( '[]' ) ).toEqual( {
			kind: 'error',
			message: '',
		} );
	} );
} );

describe( 'tag input matching', () => {
	const tags = [
		{ id: 1, name: 'Finance', slug: 'finance' },
		{ id: 2, name: 'Refinancing', slug: 'refinancing' },
		{ id: 3, name: 'Légal', slug: 'legal' },
	];

	it( 'finds a known tag by name or slug, ignoring case and accents', () => {
		expect( findTag( tags, 'FINANCE' ) ).toBe( tags[ 0 ] );
		expect( findTag( tags, 'legal' ) ).toBe( tags[ 2 ] );
		expect( findTag( tags, 'fin' ) ).toBeUndefined();
		expect( findTag( tags, '' ) ).toBeUndefined();
	} );

	it( 'suggests unchosen tags containing the text, prefix matches first', () => {
		expect(
			suggestTags( tags, [], 'fin' ).map( ( tag ) => tag.slug )
		).toEqual( [ 'finance', 'refinancing' ] );
		expect(
			suggestTags( tags, [], 'nanc' ).map( ( tag ) => tag.slug )
		).toEqual( [ 'finance', 'refinancing' ] );
		expect(
			suggestTags( tags, [ 'finance' ], 'fin' ).map( ( tag ) => tag.slug )
		).toEqual( [ 'refinancing' ] );
		expect( suggestTags( tags, [], ' ' ) ).toEqual( [] );
	} );
} );
