/**
 * Clicks on the launch class (docs/editor.md "The contract"), in the page and in the block
 * editor's canvas. WordPress draws the blocks in an iframe (`iframe[name="editor-canvas"]`) whose
 * clicks never reach the outer page, so each canvas document gets the same listener as the page,
 * again whenever the iframe loads a new document. The modal itself always opens in the outer page.
 */
import { LAUNCH_CLASS } from './launch';

/** The block editor's canvas. */
export const CANVAS_FRAME = 'iframe[name="editor-canvas"]';

/** Receives a click on a launcher. */
export type LaunchHandler = ( launcher: HTMLElement, event: Event ) => void;

/**
 * The launcher a click landed on or in. Duck-typed: a canvas element belongs to the iframe's
 * window, where the outer page's `Element` and `instanceof` do not apply.
 *
 * @param target The event's target.
 * @return The closest element carrying the launch class, or null.
 */
export function launcherFor( target: EventTarget | null ): HTMLElement | null {
	const node = target as Node | null;
	if ( ! node || typeof node.nodeType !== 'number' ) {
		return null;
	}
	const element = (
		node.nodeType === 1 ? node : node.parentElement
	) as HTMLElement | null;
	return typeof element?.closest === 'function'
		? element.closest< HTMLElement >( `.${ LAUNCH_CLASS }` )
		: null;
}

/**
 * Listens for launcher clicks in a page and in every block editor canvas it has or gets.
 *
 * @param doc      The page.
 * @param onLaunch Receives each click on a launcher (the default action is prevented).
 * @return Stops listening.
 */
export function listenForLaunchers(
	doc: Document,
	onLaunch: LaunchHandler
): () => void {
	const documents = new Set< Document >();
	const frames = new WeakSet< HTMLIFrameElement >();
	const onClick = ( event: Event ) => {
		const launcher = launcherFor( event.target );
		if ( launcher ) {
			event.preventDefault();
			onLaunch( launcher, event );
		}
	};
	const listen = ( target: Document ) => {
		if ( ! documents.has( target ) ) {
			documents.add( target );
			target.addEventListener( 'click', onClick );
		}
	};
	const reach = ( frame: HTMLIFrameElement ) => {
		let inner: Document | null = null;
		try {
			inner = frame.contentDocument;
		} catch {
			// Another origin: not a canvas of this editor.
		}
		if ( inner ) {
			listen( inner );
		}
	};
	const watch = ( frame: HTMLIFrameElement ) => {
		if ( frames.has( frame ) ) {
			return;
		}
		frames.add( frame );
		// The canvas loads its document after it is put in the page (and again when it is
		// re-created): listen to each document it gets.
		frame.addEventListener( 'load', () => reach( frame ) );
		reach( frame );
	};
	const scan = ( root: ParentNode ) =>
		root
			.querySelectorAll< HTMLIFrameElement >( CANVAS_FRAME )
			.forEach( watch );

	listen( doc );
	scan( doc );
	const observer = new MutationObserver( ( records ) => {
		for ( const record of records ) {
			record.addedNodes.forEach( ( node ) => {
				if ( node.nodeType !== 1 ) {
					return;
				}
				const element = node as Element;
				if ( element.matches( CANVAS_FRAME ) ) {
					watch( element as HTMLIFrameElement );
				} else if ( element.firstElementChild ) {
					scan( element );
				}
			} );
		}
	} );
	observer.observe( doc.documentElement, { childList: true, subtree: true } );

	return () => {
		observer.disconnect();
		documents.forEach( ( target ) =>
			target.removeEventListener( 'click', onClick )
		);
		documents.clear();
	};
}
