import { changes, draftOf, draftProblem } from './category-settings';
import type { Category } from './types';

const category = ( over: Partial< Category > = {} ): Category => ( {
	id: 2,
	name: 'Reports',
	parent: 0,
	description: '',
	visibility: 'public',
	roles: [],
	ordering: 'updated-desc',
	position: 0,
	...over,
} );

const categories: Category[] = [
	category(),
	category( { id: 5, name: 'Forms', position: 0 } ),
	category( { id: 6, name: 'Old', parent: 5, position: 0 } ),
	category( { id: 7, name: 'New', parent: 5, position: 3 } ),
];

describe( 'draftOf', () => {
	it( 'splits the ordering into field and direction', () => {
		expect( draftOf( category() ) ).toMatchObject( {
			name: 'Reports',
			orderField: 'updated',
			orderDesc: true,
		} );
		expect( draftOf( category( { ordering: '' } ) ) ).toMatchObject( {
			orderField: 'title',
			orderDesc: false,
		} );
	} );
} );

describe( 'changes', () => {
	it( 'sends nothing when nothing changed', () => {
		expect(
			changes( category(), draftOf( category() ), categories )
		).toEqual( {} );
	} );

	it( 'sends only the changed fields, the name trimmed', () => {
		const draft = {
			...draftOf( category() ),
			name: ' Annual ',
			orderDesc: false,
		};
		expect( changes( category(), draft, categories ) ).toEqual( {
			name: 'Annual',
			ordering: 'updated',
		} );
	} );

	it( 'puts a category moved under a new parent last among its children', () => {
		const draft = { ...draftOf( category() ), parent: 5 };
		expect( changes( category(), draft, categories ) ).toEqual( {
			parent: 5,
			position: 4,
		} );
	} );

	it( 'sends the roles only when they changed, in any order', () => {
		const stored = category( {
			visibility: 'roles',
			roles: [ 'editor', 'author' ],
		} );
		const same = { ...draftOf( stored ), roles: [ 'author', 'editor' ] };
		expect( changes( stored, same, categories ) ).toEqual( {} );
		const fewer = { ...draftOf( stored ), roles: [ 'author' ] };
		expect( changes( stored, fewer, categories ) ).toEqual( {
			roles: [ 'author' ],
		} );
	} );
} );

describe( 'draftProblem', () => {
	it( 'refuses an empty name and roles visibility without a role', () => {
		expect( draftProblem( { ...draftOf( category() ), name: '  ' } ) ).toBe(
			'A category needs a name.'
		);
		expect(
			draftProblem( { ...draftOf( category() ), visibility: 'roles' } )
		).toBe( 'Choose at least one role, or another visibility.' );
		expect( draftProblem( draftOf( category() ) ) ).toBeNull();
	} );
} );
