import { readConfig } from './config';
import { clearForm, fieldValues, fillForm, readForm } from './form-state';

const config = readConfig(
	JSON.stringify( {
		placeholder: 'Search files...',
		theme: 'ggd',
		columns: [ 'title', 'size' ],
		limit: 10,
		searchAll: false,
	} )
);

/**
 * The search form as Search_Form renders it (docs/search.md), filled.
 */
function renderForm(): HTMLFormElement {
	document.body.innerHTML = `
		<form class="frontage-search__form">
			<input type="search" name="q" value="tax">
			<select name="catid"><option value="">All</option><option value="4" selected>Reports</option></select>
			<input type="checkbox" name="ftags[]" value="finance" checked>
			<input type="checkbox" name="ftags[]" value="legal">
			<select name="type[]" multiple><option value="pdf" selected>PDF</option><option value="docx" selected>DOCX</option></select>
			<input type="number" name="wfrom" value="5"><select name="wfromunit"><option>kb</option><option selected>mb</option><option>gb</option></select>
			<input type="number" name="wto" value=""><select name="wtounit"><option>kb</option><option>mb</option><option>gb</option></select>
			<input type="text" name="cfrom" value="01-01-2024"><input type="text" name="cto" value="">
			<input type="text" name="ufrom" value=""><input type="text" name="uto" value="">
			<input type="hidden" name="ordering" value="title"><input type="hidden" name="dir" value="desc"><input type="hidden" name="limit" value="">
			<input type="hidden" name="exclude" value="7,8">
		</form>`;
	return document.querySelector( 'form' )!;
}

describe( 'readForm', () => {
	it( 'reads every filter, the block’s settings and the sort into validation’s shape', () => {
		expect( readForm( renderForm(), config ) ).toEqual( {
			keyword: 'tax',
			placeholder: 'Search files...',
			catid: '4',
			searchAll: false,
			checkEmptyKey: false,
			browseAll: false,
			tags: [ 'finance' ],
			types: [ 'pdf', 'docx' ],
			sizeFrom: '5',
			sizeFromUnit: 'mb',
			sizeTo: '',
			sizeToUnit: 'kb',
			createdFrom: '01-01-2024',
			createdTo: '',
			updatedFrom: '',
			updatedTo: '',
			dateFormat: 'DD-MM-YYYY',
			base: {
				theme: 'ggd',
				theme_column: 'title,size',
				show_pagination: true,
				exclude: '7,8',
				ordering: 'title',
				dir: 'desc',
				limit: 10,
			},
		} );
	} );

	it( 'refuses an empty keyword as check_empty_key_search says', () => {
		const strict = readConfig(
			JSON.stringify( { check_empty_key_search: true } )
		);
		expect( readForm( renderForm(), strict ).checkEmptyKey ).toBe( true );
	} );

	it( 'reads a tag list a widget keeps in one hidden field', () => {
		document.body.innerHTML = `<form><input type="hidden" name="ftags" value="a, b,,c"></form>`;
		expect(
			fieldValues( document.querySelector( 'form' )!, 'ftags' )
		).toEqual( [ 'a', 'b', 'c' ] );
	} );
} );

describe( 'fillForm and clearForm', () => {
	it( 'put a search from the address back into the form', () => {
		const form = renderForm();
		fillForm(
			form,
			{
				q: 'budget',
				ftags: [ 'legal' ],
				type: [ 'docx' ],
				wto: 3,
				wtounit: 'gb',
				uto: '02-02-2024',
				limit: 50,
			},
			config
		);
		const state = readForm( form, config );
		expect( state ).toMatchObject( {
			keyword: 'budget',
			catid: '',
			tags: [ 'legal' ],
			types: [ 'docx' ],
			sizeFrom: '',
			sizeFromUnit: 'kb',
			sizeTo: '3',
			sizeToUnit: 'gb',
			createdFrom: '',
			updatedTo: '02-02-2024',
		} );
		expect( state.base ).toMatchObject( { limit: 50 } );
		expect( state.base?.ordering ).toBeUndefined();
	} );

	it( 'clear every input, units back to kb, the block’s page size', () => {
		const form = renderForm();
		clearForm( form, config );
		const state = readForm( form, config );
		expect( state ).toMatchObject( {
			keyword: '',
			catid: '',
			tags: [],
			types: [],
			sizeFrom: '',
			sizeFromUnit: 'kb',
			sizeToUnit: 'kb',
			createdFrom: '',
		} );
		expect( state.base ).toEqual( {
			theme: 'ggd',
			theme_column: 'title,size',
			show_pagination: true,
			exclude: '7,8',
			limit: 10,
		} );
	} );
} );
