import {
	escapeCloses,
	insertButtons,
	insertOptions,
	positiveId,
} from './insert-options';

describe( 'insertOptions', () => {
	it( 'is the plain manager without fields or address flags', () => {
		expect( insertOptions( {}, '?page=wpfd' ) ).toEqual( {
			canInsert: false,
			canManage: true,
			pageBuilder: false,
			insertMode: 'both',
			fileId: 0,
			categoryId: 0,
		} );
	} );

	it( 'takes what PHP sent', () => {
		expect(
			insertOptions(
				{
					canInsert: true,
					canManage: false,
					pageBuilder: true,
					insertMode: 'category',
					fileId: 12,
					categoryId: 3,
				},
				'?page=wpfd&caninsert=0&mode=file&wpfd_category_id=9'
			)
		).toEqual( {
			canInsert: true,
			canManage: false,
			pageBuilder: true,
			insertMode: 'category',
			fileId: 12,
			categoryId: 3,
		} );
	} );

	it( 'reads the frame’s address for fields PHP did not send', () => {
		expect(
			insertOptions(
				{},
				'?page=wpfd&noheader=1&caninsert=1&pagebuilder=1&mode=file&wpfd_file_id=12&wpfd_category_id=3'
			)
		).toEqual( {
			canInsert: true,
			canManage: true,
			pageBuilder: true,
			insertMode: 'file',
			fileId: 12,
			categoryId: 3,
		} );
	} );

	it( 'ignores unknown modes and unusable ids', () => {
		expect(
			insertOptions(
				{ fileId: -1, categoryId: 1.5 },
				'?caninsert=yes&mode=all&wpfd_file_id=abc&wpfd_category_id=0'
			)
		).toEqual( {
			canInsert: false,
			canManage: true,
			pageBuilder: false,
			insertMode: 'both',
			fileId: 0,
			categoryId: 0,
		} );
	} );
} );

describe( 'positiveId', () => {
	it( 'accepts positive whole numbers, also as digits', () => {
		expect( positiveId( 4 ) ).toBe( 4 );
		expect( positiveId( '17' ) ).toBe( 17 );
		for ( const value of [
			0,
			-3,
			2.5,
			'1e3',
			'',
			' ',
			null,
			NaN,
			'0x10',
		] ) {
			expect( positiveId( value ) ).toBe( 0 );
		}
	} );
} );

describe( 'insertButtons', () => {
	it( 'shows none before the opener’s init', () => {
		expect( insertButtons( null, false ) ).toEqual( {
			file: false,
			category: false,
			search: false,
		} );
	} );

	it( 'hides the category button in file mode, the file buttons in category mode', () => {
		expect( insertButtons( 'file', true ) ).toEqual( {
			file: true,
			category: false,
			search: false,
		} );
		expect( insertButtons( 'category', false ) ).toEqual( {
			file: false,
			category: true,
			search: false,
		} );
	} );

	it( 'adds the search in the classic variant only', () => {
		expect( insertButtons( 'both', false ) ).toEqual( {
			file: true,
			category: true,
			search: true,
		} );
		expect( insertButtons( 'both', true ).search ).toBe( false );
	} );
} );

describe( 'escapeCloses', () => {
	const escape = { key: 'Escape', defaultPrevented: false };

	it( 'closes on a plain Escape', () => {
		expect( escapeCloses( escape, false ) ).toBe( true );
	} );

	it( 'leaves Escape to the page’s dialogs and fields', () => {
		expect( escapeCloses( escape, true ) ).toBe( false );
		expect(
			escapeCloses( { ...escape, defaultPrevented: true }, false )
		).toBe( false );
		expect( escapeCloses( { ...escape, isComposing: true }, false ) ).toBe(
			false
		);
		expect(
			escapeCloses( { key: 'Enter', defaultPrevented: false }, false )
		).toBe( false );
	} );
} );
