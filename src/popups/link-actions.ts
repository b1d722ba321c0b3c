/**
 * Link actions (docs/popups.md "Opening from outside"): links whose address is an action instead of a page. Frontage reads
 * its own `#frontage-action:` links and the `#elementor-action:` links of migrated content, in the
 * same shape: `#…action:action=<name>&settings=<base64 JSON>`; Frontage's own may also give the
 * settings as plain parameters (`#frontage-action:action=popup:open&id=12&toggle=1`).
 * docs/popups.md lists them.
 */

export type LinkAction =
	| { action: 'popup:open'; id: number; toggle: boolean }
	| { action: 'popup:close'; doNotShowAgain: boolean }
	| {
			action:
				'off_canvas:open' | 'off_canvas:close' | 'off_canvas:toggle';
			id: string;
	  }
	| { action: 'reload-page' };

/** The prefixes an action link's fragment starts with. */
export const ACTION_PREFIXES = [ '#frontage-action:', '#elementor-action:' ];

/**
 * The action a link's address names, or null when it names none (or one we do not know).
 *
 * @param href The link's href attribute.
 */
export function parseLinkAction( href: string ): LinkAction | null {
	let fragment = href.slice( href.indexOf( '#' ) );
	try {
		fragment = decodeURIComponent( fragment );
	} catch {
		return null;
	}
	const prefix = ACTION_PREFIXES.find( ( start ) =>
		fragment.startsWith( start )
	);
	if ( ! href.includes( '#' ) || ! prefix ) {
		return null;
	}
	const params = new URLSearchParams( fragment.slice( prefix.length ) );
	const settings: Record< string, unknown > = {
		...Object.fromEntries( params ),
		...decodeSettings( params.get( 'settings' ) ),
	};
	const yes = ( value: unknown ) =>
		value === true || value === 'yes' || value === '1' || value === 'true';
	const action = params.get( 'action' );
	switch ( action ) {
		case 'popup:open': {
			const id = Number( settings.id );
			return Number.isInteger( id ) && id > 0
				? { action, id, toggle: yes( settings.toggle ) }
				: null;
		}
		case 'popup:close':
			return {
				action,
				doNotShowAgain: yes( settings.do_not_show_again ),
			};
		case 'off_canvas:open':
		case 'off_canvas:close':
		case 'off_canvas:toggle':
			return { action, id: String( settings.id ?? '' ) };
		case 'reload-page':
			return { action };
	}
	return null;
}

/**
 * The base64 JSON settings of an action link, {} when missing or unreadable.
 *
 * @param value The settings parameter.
 */
function decodeSettings( value: string | null ): Record< string, unknown > {
	if ( ! value ) {
		return {};
	}
	try {
		const parsed: unknown = JSON.parse( atob( value ) );
		return parsed && typeof parsed === 'object'
			? ( parsed as Record< string, unknown > )
			: {};
	} catch {
		return {};
	}
}

/**
 * The action link a click landed on, with its action, or null for any other click.
 *
 * @param event A click anywhere on the page.
 */
export function clickedAction(
	event: Event
): { link: Element; action: LinkAction } | null {
	const link =
		event.target instanceof Element
			? event.target.closest( 'a[href*="-action"]' )
			: null;
	const action = link
		? parseLinkAction( link.getAttribute( 'href' ) ?? '' )
		: null;
	return link && action ? { link, action } : null;
}
