/**
 * Consent for third-party content on the page (docs/media.md "Consent"), loaded only on pages
 * whose server printed a placeholder: agreeing on one placeholder records consent for its kind
 * and swaps in the kept content of every placeholder of that kind at once; content that needs its
 * provider's script to run reloads the page instead. A page served from a cache with
 * placeholders the visitor already agreed to shows their content as soon as this runs.
 */
import { giveConsent, hasConsent } from '../consent';
import { reviveScript } from './revive';
import './consent.scss';

const BOX = '[data-frontage-consent]';
const KIND = 'frontageConsent';
const CATEGORY = 'frontageCategory';

/**
 * The placeholders on the page, of one kind or all.
 *
 * @param kind The kind, or undefined for all.
 */
function boxes( kind?: string ): HTMLElement[] {
	return Array.from( document.querySelectorAll< HTMLElement >( BOX ) ).filter(
		( box ) => ! kind || box.dataset[ KIND ] === kind
	);
}

/**
 * Swaps a placeholder's kept content in, inside the placeholder, which stays as its frame. A
 * frame of an open modal gets its address now (the modal gave addresses when it opened).
 *
 * @param box The placeholder.
 */
function show( box: HTMLElement ): void {
	const kept = box.querySelector( ':scope > template' );
	if ( ! ( kept instanceof HTMLTemplateElement ) ) {
		return;
	}
	const content = document.importNode( kept.content, true );
	content.querySelectorAll( 'script' ).forEach( reviveScript );
	box.replaceChildren( content );
	box.classList.add( 'is-loaded' );
	box.querySelectorAll< HTMLIFrameElement >( 'iframe[data-src]' ).forEach(
		( frame ) => {
			if ( frame.closest( 'dialog[open]' ) ) {
				frame.src = frame.dataset.src ?? '';
			}
		}
	);
}

/**
 * Shows every placeholder of a kind; for reCAPTCHA, also gives its forms their submit buttons
 * and loads its scripts.
 *
 * @param kind The kind agreed to.
 */
function unblock( kind: string ): void {
	boxes( kind ).forEach( show );
	if ( kind === 'recaptcha' ) {
		document
			.querySelectorAll( '[data-frontage-consent-disabled]' )
			.forEach( ( control ) => {
				control.removeAttribute( 'disabled' );
				control.removeAttribute( 'data-frontage-consent-disabled' );
			} );
		document
			.querySelectorAll< HTMLScriptElement >(
				'script[data-frontage-consent-src]'
			)
			.forEach( reviveScript );
	}
}

/**
 * The visitor agreed on a placeholder.
 *
 * @param box The placeholder.
 */
function agree( box: HTMLElement ): void {
	const kind = box.dataset[ KIND ] ?? '';
	giveConsent( kind, box.dataset[ CATEGORY ] );
	if ( box.hasAttribute( 'data-frontage-reload' ) ) {
		try {
			window.top!.location.reload();
		} catch {
			window.location.reload(); // The top page is another site's.
		}
		return;
	}
	unblock( kind );
	box.focus();
}

document.addEventListener( 'click', ( event ) => {
	const target = event.target as Element | null;
	const box = target?.closest?.( '.frontage-consent__agree' )?.closest( BOX );
	if ( box instanceof HTMLElement ) {
		agree( box );
	}
} );

new Set( boxes().map( ( box ) => box.dataset[ KIND ] ?? '' ) ).forEach(
	( kind ) => {
		const box = boxes( kind )[ 0 ];
		if ( hasConsent( kind, document.cookie, box.dataset[ CATEGORY ] ) ) {
			unblock( kind );
		}
	}
);
