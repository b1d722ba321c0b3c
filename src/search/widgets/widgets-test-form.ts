/**
 * For the widgets' jest tests only (never bundled): the search form of docs/search.md as the
 * server renders it, enhanced, and the visitor's hands — keys, typing, clicks read back as what
 * the form would submit. Each test file calls `beforeEach( startPage )`; `form`, `widgets` and
 * `fetchMock` are the page of the running test.
 */
import { DEFAULT_CONFIG, type SearchConfig } from '../config';
import { enhanceWidgets, type SearchWidgets } from './widgets';

export const FORM = `
<form class="frontage-search__form" method="get" role="search">
  <input type="search" name="q" class="frontage-search__keyword">
  <div class="frontage-search__filters">
    <label for="s-catid">Category</label>
    <select id="s-catid" name="catid" class="frontage-search__category">
      <option value="" data-level="0" data-type="" data-slug="">All categories</option>
      <option value="12" data-level="1" data-type="default" data-slug="reports">Reports</option>
      <option value="13" data-level="2" data-type="default" data-slug="annual">Annual</option>
      <option value="14" data-level="1" data-type="default" data-slug="manuals">Manuals</option>
    </select>
    <fieldset class="frontage-search__tags" data-display="checkbox">
      <legend>Tags</legend>
      <div class="frontage-search__tag-list">
        <label class="frontage-search__tag"><input type="checkbox" name="ftags[]" value="finance" data-id="3"> Finance</label>
        <label class="frontage-search__tag"><input type="checkbox" name="ftags[]" value="legal" data-id="4"> Legal</label>
      </div>
      <input type="hidden" name="ftags" class="frontage-search__tags-field" value="" disabled>
    </fieldset>
    <label for="s-type">File types</label>
    <select id="s-type" name="type[]" multiple class="frontage-search__types">
      <option value="pdf">pdf</option><option value="docx">docx</option>
      <option value="xlsx">xlsx</option><option value="zip">zip</option>
    </select>
    <label for="s-wfrom">Size from</label><input id="s-wfrom" type="number" name="wfrom" min="0">
    <select name="wfromunit" aria-label="Unit"><option value="kb">kb</option><option value="mb">mb</option><option value="gb">gb</option></select>
    <label for="s-wto">Size to</label><input id="s-wto" type="number" name="wto" min="0">
    <select name="wtounit" aria-label="Unit"><option value="kb">kb</option><option value="mb">mb</option><option value="gb">gb</option></select>
    <label for="s-cfrom">Created from</label><input id="s-cfrom" type="text" name="cfrom" class="frontage-search__date">
    <label for="s-cto">Created to</label><input id="s-cto" type="text" name="cto" class="frontage-search__date">
  </div>
</form>`;

export const CONFIG: SearchConfig = {
	...DEFAULT_CONFIG,
	ajaxUrl: '/wp-admin/admin-ajax.php',
	locale: 'en-US',
};

export let form: HTMLFormElement;
export let widgets: SearchWidgets;
export let fetchMock: jest.Mock;

/**
 * Puts markup in the page and enhances its form.
 *
 * @param html   The page's markup.
 * @param config The search settings.
 */
export function render( html: string, config: SearchConfig = CONFIG ) {
	document.body.innerHTML = html;
	form = document.querySelector( 'form' ) as HTMLFormElement;
	widgets = enhanceWidgets( form, config );
}

/**
 * Renders and enhances the form.
 *
 * @param config  Settings to override.
 * @param display The tags' display.
 * @param tags    The search's tags, as the server joins them into the hidden field.
 */
export function setUp(
	config: Partial< SearchConfig > = {},
	display = 'checkbox',
	tags = ''
) {
	render(
		FORM.replace(
			'data-display="checkbox"',
			`data-display="${ display }"`
		).replace(
			'class="frontage-search__tags-field" value=""',
			`class="frontage-search__tags-field" value="${ tags }"`
		),
		{ ...CONFIG, ...config }
	);
}

/**
 * A fetch answer with a text body.
 *
 * @param body The body.
 * @param ok   Whether the status is 2xx.
 */
export function answer( body: string, ok = true ) {
	return Promise.resolve( {
		ok,
		status: ok ? 200 : 400,
		text: () => Promise.resolve( body ),
	} );
}

export const $ = < T extends Element = HTMLElement >( selector: string ) =>
	document.querySelector( selector ) as T;
// eslint-disable-next-line @wordpress/no-global-active-element -- one document in jsdom.
export const focused = () => document.activeElement;

/**
 * A key pressed on the focused element.
 *
 * @param key     The key.
 * @param options Modifiers.
 * @return Whether the default was prevented.
 */
export function press( key: string, options: KeyboardEventInit = {} ): boolean {
	const event = new KeyboardEvent( 'keydown', {
		key,
		bubbles: true,
		cancelable: true,
		...options,
	} );
	( focused() ?? document.body ).dispatchEvent( event );
	return event.defaultPrevented;
}

/**
 * Types into the focused text box.
 *
 * @param text The text.
 */
export function type( text: string ) {
	const box = focused() as HTMLInputElement;
	box.value += text;
	box.dispatchEvent( new Event( 'input', { bubbles: true } ) );
}

/** Lets pending promises settle. */
export const settle = () =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

export const submitted = ( name: string ) =>
	new FormData( form ).getAll( name );

/** Each test's page: the form enhanced, and a server whose tag list is "Budget". */
export function startPage() {
	fetchMock = jest.fn( () =>
		answer(
			JSON.stringify( {
				success: true,
				tags: [ { id: 7, name: 'Budget', slug: 'budget' } ],
				message: '',
			} )
		)
	);
	global.fetch = fetchMock as unknown as typeof fetch;
	setUp();
}
