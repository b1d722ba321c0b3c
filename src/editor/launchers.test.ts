import { launcherFor, listenForLaunchers } from './launchers';

let stop: () => void = () => {};
let launched: HTMLElement[];

beforeEach( () => {
	document.body.innerHTML = '';
	launched = [];
	stop = listenForLaunchers( document, ( launcher ) =>
		launched.push( launcher )
	);
} );

afterEach( () => stop() );

/**
 * Lets the mutation observer see what was added.
 */
function settle(): Promise< void > {
	return new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
}

/**
 * Adds an iframe to the page, as the block editor adds its canvas.
 *
 * @param name The frame's name.
 * @return Its document.
 */
async function addFrame( name: string ): Promise< Document > {
	const wrapper = document.createElement( 'div' );
	const frame = document.createElement( 'iframe' );
	frame.name = name;
	wrapper.append( frame );
	document.body.append( wrapper );
	await settle();
	return frame.contentDocument as Document;
}

/**
 * A launcher with a label inside it, in a document.
 *
 * @param doc The document.
 * @return The launcher and its label.
 */
function addLauncher( doc: Document ) {
	const launcher = doc.createElement( 'div' );
	launcher.className = 'wpfdlaunch';
	const label = doc.createElement( 'span' );
	label.textContent = 'Choose from the library';
	launcher.append( label );
	doc.body.append( launcher );
	return { launcher, label };
}

describe( 'listenForLaunchers', () => {
	it( 'opens from a click on or inside a launcher in the page, and nothing else', () => {
		const { launcher, label } = addLauncher( document );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		label.dispatchEvent( click );
		expect( launched ).toEqual( [ launcher ] );
		expect( click.defaultPrevented ).toBe( true );
		document.body.click();
		expect( launched ).toHaveLength( 1 );
	} );

	it( 'opens from a launcher inside the block editor’s canvas iframe, added after the page loaded', async () => {
		const canvas = await addFrame( 'editor-canvas' );
		const { launcher, label } = addLauncher( canvas );
		label.dispatchEvent(
			new ( canvas.defaultView as Window & typeof globalThis ).MouseEvent(
				'click',
				{ bubbles: true }
			)
		);
		expect( launched ).toEqual( [ launcher ] );
		expect( launched[ 0 ].ownerDocument ).toBe( canvas );
	} );

	it( 'leaves other frames alone (the modal’s own library frame)', async () => {
		const other = await addFrame( 'something-else' );
		addLauncher( other ).label.click();
		expect( launched ).toHaveLength( 0 );
	} );

	it( 'listens once per document however often the canvas loads', async () => {
		const canvas = await addFrame( 'editor-canvas' );
		const frame = document.querySelector( 'iframe' ) as HTMLIFrameElement;
		frame.dispatchEvent( new Event( 'load' ) );
		frame.dispatchEvent( new Event( 'load' ) );
		addLauncher( canvas ).label.click();
		expect( launched ).toHaveLength( 1 );
	} );
} );

describe( 'launcherFor', () => {
	it( 'finds the launcher from a text node and ignores what is not a node', () => {
		const { launcher, label } = addLauncher( document );
		expect( launcherFor( label.firstChild ) ).toBe( launcher );
		expect( launcherFor( window ) ).toBeNull();
		expect( launcherFor( null ) ).toBeNull();
	} );
} );
