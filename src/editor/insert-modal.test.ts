import {
	CLOSE_MS,
	MODAL_CLASS,
	OVERLAY_CLASS,
	createInsertModal,
} from './insert-modal';
import type { InsertModalApi } from './types';

const VARS = {
	pluginDir: 'http://localhost/wp-content/plugins/frontage/',
	adminUrl: 'http://localhost/wp-admin/',
	frameUrl:
		'http://localhost/wp-admin/admin.php?page=wpfd&noheader=1&caninsert=1',
};
const ORIGIN = 'http://localhost';

let modal: InsertModalApi;
let opener: HTMLButtonElement;

beforeEach( () => {
	jest.useFakeTimers();
	document.body.innerHTML = '<button type="button">Choose file</button>';
	opener = document.querySelector( 'button' ) as HTMLButtonElement;
	opener.focus();
	modal = createInsertModal( VARS );
} );

afterEach( () => {
	modal.close();
	jest.runOnlyPendingTimers();
	jest.useRealTimers();
} );

/**
 * The open modal's parts.
 *
 * @return Dialog, overlay, frame and close button (null when absent).
 */
function parts() {
	const dialog = document.querySelector< HTMLElement >( `.${ MODAL_CLASS }` );
	return {
		dialog,
		overlay: document.querySelector< HTMLElement >( `.${ OVERLAY_CLASS }` ),
		frame: dialog?.querySelector( 'iframe' ) ?? null,
		close: dialog?.querySelector< HTMLButtonElement >(
			`.${ MODAL_CLASS }__close`
		),
		spinner: dialog?.querySelector( '[role="status"]' ) ?? null,
	};
}

/**
 * Sends a message to the page as if from a window.
 *
 * @param data   The message.
 * @param origin Its origin.
 * @param source The window it comes from.
 */
function post( data: unknown, origin: string, source: Window | null ) {
	window.dispatchEvent(
		new MessageEvent( 'message', { data, origin, source } )
	);
}

/**
 * Lets the close fade finish.
 */
function finishClosing() {
	jest.advanceTimersByTime( CLOSE_MS );
}

describe( 'the insert modal', () => {
	it( 'opens a labelled dialog that frames the library page in insert mode, with a spinner first', () => {
		modal.open( { mode: 'file', pageBuilder: true, fileId: 7 } );
		const { dialog, overlay, frame, close, spinner } = parts();
		expect( dialog?.getAttribute( 'role' ) ).toBe( 'dialog' );
		expect( dialog?.getAttribute( 'aria-modal' ) ).toBe( 'true' );
		expect(
			document.getElementById(
				dialog?.getAttribute( 'aria-labelledby' ) ?? ''
			)?.textContent
		).toBe( 'Choose a file' );
		expect( overlay ).not.toBeNull();
		const src = new URL( frame?.src ?? '' );
		expect( src.searchParams.get( 'page' ) ).toBe( 'wpfd' );
		expect( src.searchParams.get( 'noheader' ) ).toBe( '1' );
		expect( src.searchParams.get( 'caninsert' ) ).toBe( '1' );
		expect( src.searchParams.get( 'pagebuilder' ) ).toBe( '1' );
		expect( src.searchParams.get( 'mode' ) ).toBe( 'file' );
		expect( src.searchParams.get( 'wpfd_file_id' ) ).toBe( '7' );
		expect( frame?.getAttribute( 'scrolling' ) ).toBe( 'no' );
		// Loading: the spinner, the frame hidden.
		expect( spinner?.textContent ).toContain( 'Loading' );
		expect( frame?.hidden ).toBe( true );
		expect( close?.ownerDocument.activeElement ).toBe( close );

		frame?.dispatchEvent( new Event( 'load' ) );
		expect( parts().spinner ).toBeNull();
		expect( frame?.hidden ).toBe( false );
	} );

	it( 'closes from the close button after the fade and gives focus back to the opener', () => {
		modal.open();
		parts().close?.click();
		// Fading out: still there, marked closing.
		expect( parts().dialog?.classList.contains( 'is-closing' ) ).toBe(
			true
		);
		expect( parts().overlay?.classList.contains( 'is-closing' ) ).toBe(
			true
		);
		finishClosing();
		expect( parts().dialog ).toBeNull();
		expect( parts().overlay ).toBeNull();
		expect( opener.ownerDocument.activeElement ).toBe( opener );
	} );

	it( 'closes on a click outside (the overlay) and on Escape', () => {
		modal.open();
		parts().overlay?.click();
		finishClosing();
		expect( parts().dialog ).toBeNull();

		modal.open();
		parts().close?.dispatchEvent(
			new KeyboardEvent( 'keydown', {
				key: 'Escape',
				bubbles: true,
				cancelable: true,
			} )
		);
		finishClosing();
		expect( parts().dialog ).toBeNull();
	} );

	it( 'answers the frame’s ready with init, to the frame’s origin only', () => {
		modal.open( { mode: 'category' } );
		const frame = parts().frame as HTMLIFrameElement;
		const target = frame.contentWindow as Window;
		const sent = jest.spyOn( target, 'postMessage' );
		post( { source: 'frontage-insert', type: 'ready' }, ORIGIN, target );
		expect( sent ).toHaveBeenCalledWith(
			{ source: 'frontage-insert', type: 'init', mode: 'category' },
			ORIGIN
		);
	} );

	it( 'hands an insert from the frame to onInsert and closes', () => {
		const onInsert = jest.fn();
		modal.open( { mode: 'file', onInsert } );
		const target = parts().frame?.contentWindow as Window;
		const choice = {
			source: 'frontage-insert',
			type: 'insert',
			kind: 'file',
			wpfd_file_id: '12',
			wpfd_category_id: '3',
			wpfd_file_name: 'Annual report',
		};
		post( choice, ORIGIN, target );
		expect( onInsert ).toHaveBeenCalledWith( choice );
		finishClosing();
		expect( parts().dialog ).toBeNull();
	} );

	it( 'ignores messages from another origin, another window or of another shape', () => {
		const onInsert = jest.fn();
		modal.open( { onInsert } );
		const target = parts().frame?.contentWindow as Window;
		const choice = {
			source: 'frontage-insert',
			type: 'insert',
			kind: 'category',
			wpfd_selected_category_id: '3',
			wpfd_selected_category_name: 'Reports',
		};
		post( choice, 'https://evil.example', target );
		post( choice, ORIGIN, window );
		post( { ...choice, source: 'someone-else' }, ORIGIN, target );
		post( 'insert', ORIGIN, target );
		expect( onInsert ).not.toHaveBeenCalled();
		expect( parts().dialog?.classList.contains( 'is-closing' ) ).toBe(
			false
		);
	} );

	it( 'closes when the frame says Escape was pressed inside it', () => {
		modal.open();
		const target = parts().frame?.contentWindow as Window;
		post( { source: 'frontage-insert', type: 'close' }, ORIGIN, target );
		finishClosing();
		expect( parts().dialog ).toBeNull();
	} );

	it( 'inserts the shortcode into the classic editor when nobody asked for the choice', () => {
		const sendToEditor = jest.fn();
		window.send_to_editor = sendToEditor;
		modal.open();
		const target = parts().frame?.contentWindow as Window;
		post(
			{
				source: 'frontage-insert',
				type: 'insert',
				kind: 'category',
				wpfd_selected_category_id: '3',
				wpfd_selected_category_name: 'Reports',
			},
			ORIGIN,
			target
		);
		expect( sendToEditor ).toHaveBeenCalledWith(
			'[frontage_category id="3"]'
		);
		delete window.send_to_editor;
	} );
} );
