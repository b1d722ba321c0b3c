import {
	categoryOf,
	draftErrors,
	draftFromFile,
	draftToUpdate,
	fileFacts,
	isWebAddress,
	parseTags,
	tagNames,
	withFieldChanged,
	withNewField,
	withoutField,
} from './file-form';
import type { FileRecord } from './types';

const FILE: FileRecord = {
	id: 7,
	title: 'Annual report',
	category: 3,
	tags: [ { id: 1, name: 'finance', slug: 'finance' }, 'public' ],
	ext: 'pdf',
	type_family: 'pdf',
	size: 2048,
	created: '2024-05-01T10:00:00',
	updated: '2024-05-02T10:00:00',
	download_url: 'https://example.com/?frontage_download=7',
	description: '<p>All figures</p>',
	status: 'publish',
	version: '2.1',
	downloads: 4,
	custom_fields: [
		{ label: 'Source', type: 'url', value: 'https://example.com/data' },
	],
	name: 'report.pdf',
	mime: 'application/pdf',
};

describe( 'reading records', () => {
	it( 'takes tag names from names or terms', () => {
		expect( tagNames( FILE.tags ) ).toEqual( [ 'finance', 'public' ] );
		expect( tagNames( undefined ) ).toEqual( [] );
	} );

	it( 'takes the category id from an id or an object', () => {
		expect( categoryOf( FILE ) ).toBe( 3 );
		expect( categoryOf( { category: { id: 9 } } ) ).toBe( 9 );
		expect( categoryOf( { category: null } ) ).toBe( 0 );
	} );

	it( 'fills the form from a file', () => {
		expect( draftFromFile( FILE ) ).toEqual( {
			title: 'Annual report',
			description: '<p>All figures</p>',
			tags: 'finance, public',
			status: 'publish',
			version: '2.1',
			category: 3,
			customFields: [
				{
					label: 'Source',
					type: 'url',
					value: 'https://example.com/data',
				},
			],
		} );
	} );
} );

describe( 'parseTags', () => {
	it( 'splits on commas, trims and drops empties and repeats', () => {
		expect(
			parseTags( ' finance,  2024 report ,,Finance, public ' )
		).toEqual( [ 'finance', '2024 report', 'public' ] );
		expect( parseTags( '' ) ).toEqual( [] );
	} );
} );

describe( 'draftErrors', () => {
	it( 'accepts a complete form', () => {
		expect( draftErrors( draftFromFile( FILE ) ) ).toEqual( [] );
	} );

	it( 'asks for a title, labels and real web addresses', () => {
		const draft = {
			...draftFromFile( FILE ),
			title: '  ',
			customFields: [
				{ label: '', type: 'text' as const, value: 'x' },
				{
					label: 'Site',
					type: 'url' as const,
					value: 'javascript:alert(1)',
				},
			],
		};
		expect( draftErrors( draft ) ).toEqual( [
			'A file needs a title.',
			'Custom field 1 needs a label.',
			'The custom field “Site” needs a web address starting with http:// or https://.',
		] );
	} );

	it( 'knows a web address', () => {
		expect( isWebAddress( 'https://example.com' ) ).toBe( true );
		expect( isWebAddress( 'mailto:a@example.com' ) ).toBe( true );
		expect( isWebAddress( 'example.com' ) ).toBe( false );
		expect( isWebAddress( 'ftp://example.com' ) ).toBe( false );
	} );
} );

describe( 'draftToUpdate', () => {
	it( 'sends tags as a list and trimmed fields', () => {
		expect(
			draftToUpdate( {
				...draftFromFile( FILE ),
				title: ' New title ',
				tags: 'a, b, a',
				version: ' 3 ',
			} )
		).toEqual( {
			title: 'New title',
			description: '<p>All figures</p>',
			tags: [ 'a', 'b' ],
			status: 'publish',
			version: '3',
			category: 3,
			custom_fields: [
				{
					label: 'Source',
					type: 'url',
					value: 'https://example.com/data',
				},
			],
		} );
	} );
} );

describe( 'fileFacts', () => {
	it( 'names the file, its type, size and id, leaving out what is missing', () => {
		expect(
			fileFacts( { id: 7, name: 'report.pdf', ext: 'pdf', size: 2048 } )
		).toBe( 'report.pdf · PDF · 2 KB · ID 7' );
		expect( fileFacts( { id: 8, name: '', ext: '', size: 0 } ) ).toMatch(
			/ · ID 8$/
		);
	} );
} );

describe( 'custom field list changes', () => {
	const fields = [
		{ label: 'Author', type: 'text' as const, value: 'Ann' },
		{ label: 'Site', type: 'url' as const, value: 'https://example.com' },
	];

	it( 'change one field and keep the others', () => {
		expect( withFieldChanged( fields, 1, { type: 'text' } ) ).toEqual( [
			fields[ 0 ],
			{ ...fields[ 1 ], type: 'text' },
		] );
	} );

	it( 'remove one field', () => {
		expect( withoutField( fields, 0 ) ).toEqual( [ fields[ 1 ] ] );
	} );

	it( 'add an empty text field at the end', () => {
		expect( withNewField( fields ) ).toEqual( [
			...fields,
			{ label: '', type: 'text', value: '' },
		] );
		expect( fields ).toHaveLength( 2 );
	} );
} );
