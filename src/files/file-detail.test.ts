import { previewKind, readFileDetail, safeUrl } from './file-detail';

/** An answer as File_Display_Task sends it. */
const ANSWER = {
	success: true,
	file: {
		ID: 42,
		post_title: 'Annual report',
		ext: 'pdf',
		linkdownload: 'https://example.com/?frontage_download=42',
		linkview: 'https://example.com/?frontage_download=42&view=1',
		description: '<p>The year in <strong>numbers</strong>.</p>',
		size: 1572864,
		size_formatted: '1.5 MB',
		version: '2.1',
		created: '2026-01-05T10:00:00+00:00',
		updated: '2026-02-01T09:30:00+00:00',
		created_formatted: 'January 5, 2026',
		updated_formatted: 'February 1, 2026',
		downloads: 1234,
		tags: [
			{ id: 1, name: 'finance', slug: 'finance' },
			{ id: 2, name: '2026', slug: '2026' },
		],
		custom_fields: [
			{ label: 'Source', type: 'url', value: 'https://example.org/data' },
			{ label: 'Author', type: 'text', value: 'Ada' },
		],
	},
};

describe( 'readFileDetail', () => {
	it( 'reads what the pop-up shows', () => {
		expect( readFileDetail( ANSWER, 'en' ) ).toEqual( {
			id: 42,
			title: 'Annual report',
			ext: 'pdf',
			downloadUrl: 'https://example.com/?frontage_download=42',
			viewUrl: 'https://example.com/?frontage_download=42&view=1',
			preview: 'pdf',
			description: '<p>The year in <strong>numbers</strong>.</p>',
			rows: [
				{ key: 'type', value: 'PDF' },
				{ key: 'size', value: '1.5 MB' },
				{ key: 'version', value: '2.1' },
				{ key: 'created', value: 'January 5, 2026' },
				{ key: 'updated', value: 'February 1, 2026' },
				{ key: 'downloads', value: '1,234' },
				{ key: 'tags', value: 'finance, 2026' },
			],
			fields: [
				{
					label: 'Source',
					value: 'https://example.org/data',
					href: 'https://example.org/data',
				},
				{ label: 'Author', value: 'Ada', href: null },
			],
		} );
	} );

	it( 'embeds a PDF or an image only when the server gives an inline address', () => {
		const png = { ...ANSWER.file, ext: 'PNG' };
		expect( readFileDetail( png )?.preview ).toBe( 'image' );
		expect(
			readFileDetail( { ...ANSWER.file, linkview: '' } )?.preview
		).toBeNull();
		expect(
			readFileDetail( { ...ANSWER.file, ext: 'mp4' } )?.preview
		).toBeNull();
		expect(
			readFileDetail( {
				...ANSWER.file,
				linkview: 'javascript:alert(1)',
			} )?.preview
		).toBeNull();
	} );

	it( 'reads the file from data, or a bare file object', () => {
		expect(
			readFileDetail( { success: true, data: ANSWER.file } )?.id
		).toBe( 42 );
		expect( readFileDetail( ANSWER.file )?.title ).toBe( 'Annual report' );
	} );

	it( 'leaves out empty details and uses raw values when nothing is formatted', () => {
		const detail = readFileDetail( {
			ID: '7',
			post_title: 'Notes',
			ext: 'txt',
			size: 'about 3 KB',
			size_formatted: '3 KB',
			version: '',
			created: '2026-03-01',
			downloads: 'many',
			tags: 'a, ,b',
		} );
		expect( detail?.id ).toBe( 7 );
		expect( detail?.rows ).toEqual( [
			{ key: 'type', value: 'TXT' },
			{ key: 'size', value: '3 KB' },
			{ key: 'created', value: '2026-03-01' },
			{ key: 'tags', value: 'a, b' },
		] );
	} );

	it( 'never links a URL field or download to a script or another scheme', () => {
		const detail = readFileDetail( {
			ID: 1,
			post_title: 'x',
			linkdownload: 'javascript:alert(1)',
			linkview: '//evil.example/',
			custom_fields: [
				{ label: 'Bad', type: 'url', value: 'javascript:alert(1)' },
				{
					label: 'Data',
					type: 'url',
					value: 'data:text/html,<script>',
				},
				{ label: 'Mail', type: 'url', value: 'mailto:ada@example.com' },
				{ label: '', type: 'text', value: 'no label' },
				'not a field',
			],
		} );
		expect( detail?.downloadUrl ).toBeNull();
		expect( detail?.viewUrl ).toBeNull();
		expect( detail?.fields ).toEqual( [
			{
				label: 'Mail',
				value: 'mailto:ada@example.com',
				href: 'mailto:ada@example.com',
			},
		] );
	} );

	it( 'gives null for a failure or an answer without a file', () => {
		for ( const body of [
			{ success: false, data: { message: 'Not found.' } },
			{ success: true, file: { post_title: 'no id' } },
			{ success: true, file: { ID: 3 } },
			{ success: true, file: { ID: -3, post_title: 'negative' } },
			null,
			'0',
			[ ANSWER.file ],
		] ) {
			expect( readFileDetail( body ) ).toBeNull();
		}
	} );
} );

describe( 'safeUrl', () => {
	it( 'passes web addresses and site paths', () => {
		expect( safeUrl( ' https://example.com/a ', false ) ).toBe(
			'https://example.com/a'
		);
		expect( safeUrl( '/file?id=1', false ) ).toBe( '/file?id=1' );
	} );

	it( 'passes mailto only when allowed', () => {
		expect( safeUrl( 'mailto:a@b.c', false ) ).toBeNull();
		expect( safeUrl( 'mailto:a@b.c', true ) ).toBe( 'mailto:a@b.c' );
	} );

	it( 'refuses everything else', () => {
		for ( const value of [
			'javascript:alert(1)',
			'JaVaScRiPt:alert(1)',
			'//evil.example',
			'data:text/html,x',
			'ftp://example.com',
			'',
		] ) {
			expect( safeUrl( value, true ) ).toBeNull();
		}
	} );
} );

describe( 'previewKind', () => {
	it( 'names the browser’s PDF viewer or the image, nothing else', () => {
		expect( previewKind( 'pdf' ) ).toBe( 'pdf' );
		expect( previewKind( ' JPG ' ) ).toBe( 'image' );
		expect( previewKind( 'webp' ) ).toBe( 'image' );
		expect( previewKind( 'svg' ) ).toBeNull();
		expect( previewKind( 'docx' ) ).toBeNull();
		expect( previewKind( '' ) ).toBeNull();
	} );
} );
