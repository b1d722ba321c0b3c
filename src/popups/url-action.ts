/**
 * The link that opens a modal: `?uael-modal-action=<modal id>` on the page that holds it
 * (docs/popups.md "Opening from outside"). It opens the modal whatever its trigger.
 */

/** The query parameter's name, a public contract (docs/popups.md). */
export const URL_ACTION_PARAM = 'uael-modal-action';

/**
 * The modal id a page address asks to open, if any.
 *
 * @param search The address's query string, e.g. `location.search`.
 * @return The requested id, or null.
 */
export function requestedModalId( search: string ): string | null {
	const id = new URLSearchParams( search ).get( URL_ACTION_PARAM );
	return id ? id : null;
}

/**
 * The query string that opens a modal, to append to the address of the page holding it.
 *
 * @param modalId The modal's id.
 * @return E.g. `?uael-modal-action=offer`.
 */
export function modalActionQuery( modalId: string ): string {
	return '?' + new URLSearchParams( { [ URL_ACTION_PARAM ]: modalId } );
}
