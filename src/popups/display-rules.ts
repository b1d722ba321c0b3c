/**
 * Whether a modal may open now: the checks of the simple modal (docs/popups.md "The modal block"), as a pure
 * function of the modal's rules and what is known about the visitor.
 *
 * The frequency rules (cookie, page views, sessions) hold back what opens by itself: a delay,
 * exit intent, scrolling. A visitor who clicks the trigger or follows a `uael-modal-action` link
 * asked for the modal, so only "another modal is open" can refuse them. Applying the rules to
 * clicks too would leave a button on the page that silently does nothing once the cookie is set.
 */
import type { ModalSettings } from './modal-settings';

/** Who asked for the modal to open. */
export type OpenOrigin = 'visitor' | 'automatic';

/** Why a modal did not open. */
export type Refusal = 'another-open' | 'cookie' | 'page-views' | 'sessions';

export interface VisitorState {
	/** A modal, builder popup or other dialog is open already: only one at a time (docs/popups.md "The modal block"). */
	anotherOpen: boolean;
	/** The modal's "don't show again" cookie is set. */
	cookieSet: boolean;
	/** Page views in the rule's scope, this one included; null when storage is unavailable. */
	pageViews: number | null;
	/** The visitor's session number, this one included; null when storage is unavailable. */
	sessions: number | null;
}

/**
 * The reasons the modal may not open now; an empty list means it may.
 *
 * When the browser keeps no storage, page views and sessions cannot be counted: those rules then
 * let the modal open rather than hide it forever.
 *
 * @param rules   The modal's rules.
 * @param visitor What is known about the visitor.
 * @param origin  Who asked for the modal.
 * @return The refusals, in the order docs/popups.md lists the rules.
 */
export function refusalsToOpen(
	rules: Pick< ModalSettings, 'cookie' | 'pageViews' | 'sessions' >,
	visitor: VisitorState,
	origin: OpenOrigin
): Refusal[] {
	const refusals: Refusal[] = [];
	if ( origin === 'automatic' ) {
		if ( rules.cookie && visitor.cookieSet ) {
			refusals.push( 'cookie' );
		}
		if (
			rules.pageViews &&
			visitor.pageViews !== null &&
			visitor.pageViews < rules.pageViews.count
		) {
			refusals.push( 'page-views' );
		}
		if (
			rules.sessions &&
			visitor.sessions !== null &&
			visitor.sessions < rules.sessions.count
		) {
			refusals.push( 'sessions' );
		}
	}
	if ( visitor.anotherOpen ) {
		refusals.push( 'another-open' );
	}
	return refusals;
}
