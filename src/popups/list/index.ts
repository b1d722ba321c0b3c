/**
 * The on/off switches of the Popups list (includes/popups/class-popup-list.php): each is a link
 * that turns its popup on or off and comes back to the list; here it flips in place instead,
 * with Space as well as Enter, and says so to screen readers. A failure leaves the switch as it
 * was and shows the server's message beside it.
 */
import './list.scss';

const SWITCH = 'a.frontage-popup-switch';

/**
 * Flips one switch through the server.
 *
 * @param link The switch.
 */
async function flip( link: HTMLAnchorElement ): Promise< void > {
	if ( link.getAttribute( 'aria-busy' ) === 'true' ) {
		return;
	}
	link.setAttribute( 'aria-busy', 'true' );
	const cell = link.parentElement;
	cell?.querySelector( '.frontage-popup-switch__problem' )?.remove();
	const url = new URL( link.href );
	url.searchParams.set( 'format', 'json' );
	let message = '';
	try {
		const response = await fetch( url.toString(), {
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
		} );
		const body = ( await response.json() ) as {
			success: boolean;
			data?: { enabled?: boolean; message?: string };
		};
		if ( body.success && typeof body.data?.enabled === 'boolean' ) {
			const enabled = body.data.enabled;
			link.setAttribute( 'aria-checked', String( enabled ) );
			const text = link.querySelector( '.frontage-popup-switch__text' );
			if ( text ) {
				text.textContent = enabled
					? ( link.dataset.on ?? '' )
					: ( link.dataset.off ?? '' );
			}
		} else {
			message = body.data?.message ?? response.statusText;
		}
	} catch ( error ) {
		message = error instanceof Error ? error.message : String( error );
	}
	link.removeAttribute( 'aria-busy' );
	if ( message && cell ) {
		const problem = document.createElement( 'p' );
		problem.className = 'frontage-popup-switch__problem';
		problem.setAttribute( 'role', 'alert' );
		problem.textContent = message;
		cell.append( problem );
	}
}

document.addEventListener( 'click', ( event ) => {
	const link = ( event.target as Element | null )?.closest?.( SWITCH );
	if ( link instanceof HTMLAnchorElement ) {
		event.preventDefault();
		flip( link );
	}
} );

document.addEventListener( 'keydown', ( event ) => {
	const link = ( event.target as Element | null )?.closest?.( SWITCH );
	if ( link instanceof HTMLAnchorElement && event.key === ' ' ) {
		// A switch flips on Space too; Enter follows the link, which the click handler takes.
		event.preventDefault();
		flip( link );
	}
} );
