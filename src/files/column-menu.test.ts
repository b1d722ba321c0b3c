import { COLUMN_CLASSES, initColumnMenu, markLastColumn } from './column-menu';

/**
 * A file table as File_Blocks renders it, with a style that hides hidden columns (and, to stand
 * for a narrow screen, optional columns the visitor did not ask for when `narrow` is set).
 *
 * @param narrow Whether optional columns start hidden by the screen's width.
 */
function renderTable( narrow = false ): {
	table: HTMLTableElement;
	toolbar: HTMLElement;
} {
	document.head.innerHTML = `<style>
		.${ COLUMN_CLASSES.hidden } { display: none; }
		${ narrow ? `.is-narrow .${ COLUMN_CLASSES.optional }:not(.${ COLUMN_CLASSES.shown }) { display: none; }` : '' }
	</style>`;
	document.body.className = narrow ? 'is-narrow' : '';
	document.body.innerHTML = `
		<div class="toolbar"></div>
		<table id="files-1">
			<colgroup><col class="c-select"><col class="c-title"><col class="c-description is-optional"><col class="c-version is-optional"><col class="c-download"></colgroup>
			<thead><tr>
				<th id="files-1-col-select" data-column="select" data-persist="true"><input type="checkbox" aria-label="Select all"></th>
				<th id="files-1-col-title" data-column="title" data-persist="true"><a href="?s">Title<span aria-hidden="true">▲</span></a></th>
				<th id="files-1-col-description" data-column="description" class="is-optional">Description</th>
				<th id="files-1-col-version" data-column="version" class="is-optional">Version</th>
				<th id="files-1-col-download" data-column="download">Download</th>
			</tr></thead>
			<tbody>
				<tr><td headers="files-1-col-select"></td><td headers="files-1-col-title">A</td><td headers="files-1-col-description">a</td><td headers="files-1-col-version">1</td><td headers="files-1-col-download">get</td></tr>
				<tr><td headers="files-1-col-select"></td><td headers="files-1-col-title">B</td><td headers="files-1-col-description">b</td><td headers="files-1-col-version">2</td><td headers="files-1-col-download">get</td></tr>
			</tbody>
		</table>`;
	return {
		table: document.querySelector( 'table' )!,
		toolbar: document.querySelector( '.toolbar' )!,
	};
}

/**
 * The cells of a column, header first.
 *
 * @param table The table.
 * @param key   The column's data-column.
 */
function cells( table: HTMLTableElement, key: string ): HTMLElement[] {
	const id = `files-1-col-${ key }`;
	return [
		table.querySelector< HTMLElement >( `#${ id }` )!,
		...table.querySelectorAll< HTMLElement >( `[headers="${ id }"]` ),
	];
}

/**
 * The menu's checkbox for a column.
 *
 * @param key The column's data-column.
 */
function checkbox( key: string ): HTMLInputElement {
	return document.querySelector< HTMLInputElement >(
		`.frontage-file-table__columns-list input[value="${ key }"]`
	)!;
}

/**
 * Ticks or unticks a checkbox as a click does.
 *
 * @param input The checkbox.
 */
function toggle( input: HTMLInputElement ): void {
	input.click();
}

const button = () =>
	document.querySelector< HTMLButtonElement >(
		'.frontage-file-table__columns-toggle'
	)!;
const list = () =>
	document.querySelector< HTMLUListElement >(
		'.frontage-file-table__columns-list'
	)!;

beforeEach( () => window.sessionStorage.clear() );

describe( 'initColumnMenu', () => {
	it( 'lists every header except those marked persist, by their visible words', () => {
		const { table, toolbar } = renderTable();
		initColumnMenu( table, toolbar, { label: 'Columns' } );

		const labels = Array.from( list().querySelectorAll( 'label' ) ).map(
			( label ) => label.textContent?.trim()
		);
		expect( labels ).toEqual( [ 'Description', 'Version', 'Download' ] );
		expect( button().textContent ).toBe( 'Columns' );
		expect( button().getAttribute( 'aria-controls' ) ).toBe( list().id );
		expect( list().hidden ).toBe( true );
		expect( button().getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( checkbox( 'description' ).checked ).toBe( true );
	} );

	it( 'opens and closes on its button', () => {
		const { table, toolbar } = renderTable();
		initColumnMenu( table, toolbar, { label: 'Columns' } );

		button().click();
		expect( list().hidden ).toBe( false );
		expect( button().getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		button().click();
		expect( list().hidden ).toBe( true );
		expect( button().getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );

	it( 'hides a column’s header and every cell naming it, and shows it again', () => {
		const { table, toolbar } = renderTable();
		initColumnMenu( table, toolbar, { label: 'Columns' } );
		button().click();

		toggle( checkbox( 'version' ) );
		for ( const cell of cells( table, 'version' ) ) {
			expect( cell.classList.contains( COLUMN_CLASSES.hidden ) ).toBe(
				true
			);
		}
		expect(
			cells( table, 'description' ).some( ( cell ) =>
				cell.classList.contains( COLUMN_CLASSES.hidden )
			)
		).toBe( false );
		expect( checkbox( 'version' ).checked ).toBe( false );

		toggle( checkbox( 'version' ) );
		for ( const cell of cells( table, 'version' ) ) {
			expect( cell.classList.contains( COLUMN_CLASSES.hidden ) ).toBe(
				false
			);
			expect( cell.classList.contains( COLUMN_CLASSES.shown ) ).toBe(
				true
			);
		}
	} );

	it( 'hides a column’s <col> with its cells, so the other cells keep their columns', () => {
		const { table, toolbar } = renderTable();
		initColumnMenu( table, toolbar, { label: 'Columns' } );
		const col = ( key: string ) =>
			table.querySelector< HTMLElement >( `col.c-${ key }` )!;
		button().click();

		toggle( checkbox( 'version' ) );
		expect(
			col( 'version' ).classList.contains( COLUMN_CLASSES.hidden )
		).toBe( true );
		expect(
			col( 'description' ).classList.contains( COLUMN_CLASSES.hidden )
		).toBe( false );

		toggle( checkbox( 'version' ) );
		expect(
			col( 'version' ).classList.contains( COLUMN_CLASSES.hidden )
		).toBe( false );
		expect(
			col( 'version' ).classList.contains( COLUMN_CLASSES.shown )
		).toBe( true );
	} );

	it( 'closes on a click in the table and when the pointer leaves the list', () => {
		const { table, toolbar } = renderTable();
		initColumnMenu( table, toolbar, { label: 'Columns' } );

		button().click();
		table.querySelector( 'td' )!.click();
		expect( list().hidden ).toBe( true );

		button().click();
		list().dispatchEvent( new MouseEvent( 'mouseleave' ) );
		expect( list().hidden ).toBe( true );
	} );

	it( 'closes on Escape and gives focus back to its button', () => {
		const { table, toolbar } = renderTable();
		initColumnMenu( table, toolbar, { label: 'Columns' } );
		button().click();
		checkbox( 'description' ).focus();

		const escape = new KeyboardEvent( 'keydown', {
			key: 'Escape',
			bubbles: true,
			cancelable: true,
		} );
		checkbox( 'description' ).dispatchEvent( escape );

		expect( list().hidden ).toBe( true );
		expect( escape.defaultPrevented ).toBe( true );
		expect( button().ownerDocument.activeElement ).toBe( button() );
	} );

	it( 'closes when focus leaves the menu', () => {
		const { table, toolbar } = renderTable();
		initColumnMenu( table, toolbar, { label: 'Columns' } );
		button().click();
		checkbox( 'download' ).focus();

		table.querySelector< HTMLElement >( 'a' )!.focus();

		expect( list().hidden ).toBe( true );
	} );
} );

describe( 'initColumnMenu across resizes and reloads', () => {
	it( 're-syncs the checkboxes with what the screen shows on resize', () => {
		const { table, toolbar } = renderTable( true );
		initColumnMenu( table, toolbar, { label: 'Columns' } );
		expect( checkbox( 'description' ).checked ).toBe( false );
		expect( checkbox( 'download' ).checked ).toBe( true );

		document.body.className = '';
		window.dispatchEvent( new Event( 'resize' ) );
		expect( checkbox( 'description' ).checked ).toBe( true );

		document.body.className = 'is-narrow';
		window.dispatchEvent( new Event( 'orientationchange' ) );
		expect( checkbox( 'description' ).checked ).toBe( false );
	} );

	it( 'keeps a column the visitor asked for on a narrow screen', () => {
		const { table, toolbar } = renderTable( true );
		initColumnMenu( table, toolbar, { label: 'Columns' } );

		toggle( checkbox( 'description' ) );

		expect( checkbox( 'description' ).checked ).toBe( true );
		expect(
			window.getComputedStyle( cells( table, 'description' )[ 1 ] )
				.display
		).not.toBe( 'none' );
	} );

	it( 'remembers the choices across reloads when given a storage key', () => {
		let { table, toolbar } = renderTable();
		initColumnMenu( table, toolbar, { label: 'Columns', storageKey: 'k' } );
		toggle( checkbox( 'version' ) );

		( { table, toolbar } = renderTable() );
		initColumnMenu( table, toolbar, { label: 'Columns', storageKey: 'k' } );

		expect( checkbox( 'version' ).checked ).toBe( false );
		expect(
			cells( table, 'version' )[ 0 ].classList.contains(
				COLUMN_CLASSES.hidden
			)
		).toBe( true );
	} );

	it( 'adds nothing to a table of persistent columns', () => {
		document.body.innerHTML =
			'<div></div><table><thead><tr><th id="t" data-persist="true">Title</th></tr></thead></table>';
		expect(
			initColumnMenu(
				document.querySelector( 'table' )!,
				document.querySelector( 'div' )!,
				{ label: 'Columns' }
			)
		).toBeNull();
		expect( document.querySelector( 'button' ) ).toBeNull();
	} );

	it( 'marks the last displayed optional column of a search-result table', () => {
		const { table, toolbar } = renderTable();
		initColumnMenu( table, toolbar, {
			label: 'Columns',
			searchResults: true,
		} );
		const marked = ( key: string ) =>
			cells( table, key ).every(
				( cell ) =>
					cell.classList.contains( COLUMN_CLASSES.last ) &&
					cell.classList.contains( COLUMN_CLASSES.padding )
			);
		expect( marked( 'version' ) ).toBe( true );
		expect( marked( 'description' ) ).toBe( false );

		toggle( checkbox( 'version' ) );

		expect( marked( 'description' ) ).toBe( true );
		expect(
			cells( table, 'version' ).some( ( cell ) =>
				cell.classList.contains( COLUMN_CLASSES.last )
			)
		).toBe( false );
	} );
} );

describe( 'markLastColumn', () => {
	it( 'marks nothing when no optional column is displayed', () => {
		const { table } = renderTable();
		cells( table, 'description' )
			.concat( cells( table, 'version' ) )
			.forEach( ( cell ) => cell.classList.add( COLUMN_CLASSES.hidden ) );

		expect( markLastColumn( table ) ).toBeNull();
		expect( table.querySelector( `.${ COLUMN_CLASSES.last }` ) ).toBeNull();
	} );
} );
