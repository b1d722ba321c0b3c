/**
 * The events a dialog sends to the video facades inside it (docs/media.md "Video facade"): the
 * Modal block's view script starts a facade when the modal opens with autoplay (it plays only if
 * the visitor agreed to videos before) and stops it, putting the poster back, when it closes.
 * Dispatched on the facade's root element, bubbling; src/media/video listens on the document.
 */

/** Start the facade's player if its consent allows. */
export const VIDEO_START_EVENT = 'frontage-video-start';

/** Unload the facade's player and show its poster again. */
export const VIDEO_STOP_EVENT = 'frontage-video-stop';

/** The facade's root element's class. */
export const FACADE_CLASS = 'frontage-video';

/**
 * Sends an event to every facade inside an element.
 *
 * @param container The element, e.g. a dialog.
 * @param name      VIDEO_START_EVENT or VIDEO_STOP_EVENT.
 * @param selector  Which facades (by default all).
 */
export function tellFacades(
	container: ParentNode,
	name: string,
	selector = `.${ FACADE_CLASS }`
): void {
	container
		.querySelectorAll( selector )
		.forEach( ( facade ) =>
			facade.dispatchEvent( new Event( name, { bubbles: true } ) )
		);
}
