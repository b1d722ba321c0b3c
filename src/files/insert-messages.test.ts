import {
	INSERT_MESSAGE_SOURCE,
	closeMessage,
	initMessage,
	insertCategoryMessage,
	insertFileMessage,
	insertSearchMessage,
	isInsertChoice,
	isInsertMessage,
	isInsertMode,
	readFrameMessage,
	readOpenerMessage,
	readyMessage,
} from './insert-messages';

const ORIGIN = 'https://example.com';
const parent = { name: 'the opener' };
const frame = { name: 'the frame' };

describe( 'message builders', () => {
	it( 'build the contract’s shapes, with the source on each', () => {
		expect( readyMessage() ).toEqual( {
			source: 'frontage-insert',
			type: 'ready',
		} );
		expect( initMessage( 'file' ) ).toEqual( {
			source: 'frontage-insert',
			type: 'init',
			mode: 'file',
		} );
		expect( closeMessage() ).toEqual( {
			source: 'frontage-insert',
			type: 'close',
		} );
		expect( insertSearchMessage() ).toEqual( {
			source: 'frontage-insert',
			type: 'insert',
			kind: 'search',
		} );
		expect( INSERT_MESSAGE_SOURCE ).toBe( 'frontage-insert' );
	} );

	it( 'give a file’s ids as decimal strings and its title as plain text', () => {
		expect(
			insertFileMessage( {
				id: 12,
				categoryId: 3,
				title: 'Annual <b>report</b> “2024”',
			} )
		).toEqual( {
			source: 'frontage-insert',
			type: 'insert',
			kind: 'file',
			wpfd_file_id: '12',
			wpfd_category_id: '3',
			wpfd_file_name: 'Annual <b>report</b> “2024”',
		} );
	} );

	it( 'give a file without a category the category id "0"', () => {
		expect(
			insertFileMessage( { id: 7, categoryId: 0, title: 'Loose' } )
				.wpfd_category_id
		).toBe( '0' );
		expect(
			insertFileMessage( { id: 7, categoryId: -2, title: 'Odd' } )
				.wpfd_category_id
		).toBe( '0' );
	} );

	it( 'give a category’s id and name', () => {
		expect( insertCategoryMessage( { id: 3, name: 'Reports' } ) ).toEqual( {
			source: 'frontage-insert',
			type: 'insert',
			kind: 'category',
			wpfd_selected_category_id: '3',
			wpfd_selected_category_name: 'Reports',
		} );
	} );

	it( 'build messages the checks accept', () => {
		for ( const message of [
			readyMessage(),
			initMessage( 'both' ),
			closeMessage(),
			insertSearchMessage(),
			insertFileMessage( { id: 1, categoryId: 2, title: 'A' } ),
			insertCategoryMessage( { id: 2, name: 'B' } ),
		] ) {
			expect( isInsertMessage( message ) ).toBe( true );
		}
	} );
} );

describe( 'isInsertMode', () => {
	it( 'knows the three modes and nothing else', () => {
		expect( [ 'file', 'category', 'both' ].every( isInsertMode ) ).toBe(
			true
		);
		for ( const value of [ 'files', '', null, undefined, 1, {} ] ) {
			expect( isInsertMode( value ) ).toBe( false );
		}
	} );
} );

describe( 'isInsertMessage', () => {
	it( 'refuses anything without the source', () => {
		for ( const data of [
			null,
			undefined,
			'ready',
			42,
			[],
			{ type: 'ready' },
			{ source: 'other', type: 'ready' },
			{ source: 'FRONTAGE-INSERT', type: 'ready' },
		] ) {
			expect( isInsertMessage( data ) ).toBe( false );
		}
	} );

	it( 'refuses unknown types and malformed messages', () => {
		const source = INSERT_MESSAGE_SOURCE;
		for ( const data of [
			{ source, type: 'open' },
			{ source },
			{ source, type: 'init' },
			{ source, type: 'init', mode: 'all' },
			{ source, type: 'insert' },
			{ source, type: 'insert', kind: 'post' },
			{ source, type: 'insert', kind: 'file', wpfd_file_id: '12' },
			{
				source,
				type: 'insert',
				kind: 'file',
				wpfd_file_id: 12,
				wpfd_category_id: '3',
				wpfd_file_name: 'A',
			},
			{
				source,
				type: 'insert',
				kind: 'file',
				wpfd_file_id: '0',
				wpfd_category_id: '3',
				wpfd_file_name: 'A',
			},
			{
				source,
				type: 'insert',
				kind: 'file',
				wpfd_file_id: '12 OR 1=1',
				wpfd_category_id: '3',
				wpfd_file_name: 'A',
			},
			{
				source,
				type: 'insert',
				kind: 'category',
				wpfd_selected_category_id: '-3',
				wpfd_selected_category_name: 'B',
			},
			{
				source,
				type: 'insert',
				kind: 'category',
				wpfd_selected_category_id: '3',
			},
		] ) {
			expect( isInsertMessage( data ) ).toBe( false );
		}
	} );

	it( 'accepts extra fields on a well-formed message', () => {
		expect( isInsertMessage( { ...readyMessage(), sentAt: 1 } ) ).toBe(
			true
		);
	} );
} );

describe( 'isInsertChoice', () => {
	it( 'accepts only insert messages', () => {
		expect( isInsertChoice( insertSearchMessage() ) ).toBe( true );
		expect(
			isInsertChoice( insertCategoryMessage( { id: 4, name: 'C' } ) )
		).toBe( true );
		expect( isInsertChoice( readyMessage() ) ).toBe( false );
		expect( isInsertChoice( closeMessage() ) ).toBe( false );
		expect( isInsertChoice( initMessage( 'both' ) ) ).toBe( false );
	} );
} );

describe( 'readOpenerMessage', () => {
	const expected = { origin: ORIGIN, source: parent };

	it( 'returns the init message from the opener', () => {
		expect(
			readOpenerMessage(
				{
					origin: ORIGIN,
					source: parent,
					data: initMessage( 'category' ),
				},
				expected
			)
		).toEqual( initMessage( 'category' ) );
	} );

	it( 'keeps only the contract’s fields', () => {
		expect(
			readOpenerMessage(
				{
					origin: ORIGIN,
					source: parent,
					data: { ...initMessage( 'file' ), extra: '<script>' },
				},
				expected
			)
		).toEqual( initMessage( 'file' ) );
	} );

	it( 'ignores another origin, another window or no window', () => {
		const data = initMessage( 'both' );
		expect(
			readOpenerMessage(
				{ origin: 'https://evil.example', source: parent, data },
				expected
			)
		).toBeNull();
		expect(
			readOpenerMessage(
				{ origin: 'https://example.com:8443', source: parent, data },
				expected
			)
		).toBeNull();
		expect(
			readOpenerMessage(
				{ origin: ORIGIN, source: frame, data },
				expected
			)
		).toBeNull();
		expect(
			readOpenerMessage(
				{ origin: ORIGIN, source: null, data },
				{ origin: ORIGIN, source: null }
			)
		).toBeNull();
	} );

	it( 'ignores other messages from the opener', () => {
		for ( const data of [
			readyMessage(),
			closeMessage(),
			insertSearchMessage(),
			{ source: INSERT_MESSAGE_SOURCE, type: 'init', mode: 'nope' },
			'init',
			null,
		] ) {
			expect(
				readOpenerMessage(
					{ origin: ORIGIN, source: parent, data },
					expected
				)
			).toBeNull();
		}
	} );
} );

describe( 'readFrameMessage', () => {
	const expected = { origin: ORIGIN, source: frame };

	it( 'returns ready, insert and close from the frame', () => {
		for ( const data of [
			readyMessage(),
			closeMessage(),
			insertFileMessage( { id: 9, categoryId: 1, title: 'Nine' } ),
		] ) {
			expect(
				readFrameMessage(
					{ origin: ORIGIN, source: frame, data },
					expected
				)
			).toEqual( data );
		}
	} );

	it( 'ignores init, other windows and other origins', () => {
		expect(
			readFrameMessage(
				{ origin: ORIGIN, source: frame, data: initMessage( 'both' ) },
				expected
			)
		).toBeNull();
		expect(
			readFrameMessage(
				{ origin: ORIGIN, source: parent, data: readyMessage() },
				expected
			)
		).toBeNull();
		expect(
			readFrameMessage(
				{
					origin: 'http://example.com',
					source: frame,
					data: readyMessage(),
				},
				expected
			)
		).toBeNull();
	} );
} );
