/**
 * The builder-popup engine (docs/popups.md), loaded only on pages where some popup may show
 * (includes/popups/class-popup-output.php prints each popup's blocks in a <template> and its
 * settings in window.frontagePopups). For each popup: its timing rules decide whether it may open
 * by itself here (timing-rules.ts), its triggers when (triggers.ts); open_selector clicks, link
 * actions (link-actions.ts) and `?uael-modal-action={id}` open it on request. Storage as docs/popups.md "Browser storage"
 * (popup-storage.ts, visit-counter.ts).
 */
import { clickedAction } from '../link-actions';
import type { OpenDialog, PopupConfig } from '../popup-dialog';
import {
	countShow,
	disable,
	isDisabled,
	popupKey,
	timesShown,
} from './popup-storage';
import { failedTimingRules, scheduleBounds } from './timing-rules';
import { startTriggers } from './triggers';
import {
	countThisView,
	pointAtPage,
	type KeyValueStore,
} from '../visit-counter';

interface PageData {
	popups: PopupConfig[];
	roles: string[] | null;
	labels: { close: string };
	/** The dialog's script and stylesheet (src/popups/dialog), loaded on the first open. */
	dialog: { script: string; style: string };
}

declare global {
	interface Window {
		frontagePopups?: PageData;
	}
}

/**
 * localStorage, or a store in memory where the browser refuses it (the popups then behave as on
 * a first visit).
 */
function browserStore(): KeyValueStore {
	try {
		const store = window.localStorage;
		store.getItem( 'frontage' );
		return store;
	} catch {
		const items = new Map< string, string >();
		return {
			getItem: ( key ) => items.get( key ) ?? null,
			setItem: ( key, value ) => void items.set( key, value ),
		};
	}
}

let dialogLoaded: Promise<
	NonNullable< Window[ 'frontagePopupDialog' ] >
> | null = null;

/**
 * The dialog code, loaded once: its stylesheet and its script, both before it is used.
 *
 * @param assets        The addresses.
 * @param assets.script
 * @param assets.style
 */
function loadDialog( assets: PageData[ 'dialog' ] ) {
	dialogLoaded ??= Promise.all(
		[
			[ 'link', assets.style ],
			[ 'script', assets.script ],
		].map(
			( [ tag, address ] ) =>
				new Promise( ( resolve, reject ) => {
					const element = document.createElement( tag ) as
						HTMLLinkElement | HTMLScriptElement;
					element.onload = resolve;
					element.onerror = reject;
					if ( element instanceof HTMLLinkElement ) {
						element.rel = 'stylesheet';
						element.href = address;
					} else {
						element.src = address;
					}
					document.head.append( element );
				} )
		)
	).then( () => {
		if ( ! window.frontagePopupDialog ) {
			throw new Error( 'The popup dialog did not load.' );
		}
		return window.frontagePopupDialog;
	} );
	return dialogLoaded;
}

/**
 * Runs the popups of this page.
 *
 * @param data What PHP printed.
 */
function run( data: PageData ): void {
	const store = browserStore();
	const now = Date.now();
	// Counted once for the page, by the inline counter every page prints (src/popups/visit).
	const visit = countThisView( window, store, window.location.href, now );
	const isTouch = window.matchMedia?.( '(pointer: coarse)' ).matches ?? false;
	const open = new Map< number, OpenDialog >();
	const opening = new Set< number >();
	const byId = new Map( data.popups.map( ( popup ) => [ popup.id, popup ] ) );

	const show = ( popup: PopupConfig ) => {
		const s = popup.settings;
		if (
			open.has( popup.id ) ||
			opening.has( popup.id ) ||
			( s.avoid_multiple_popups &&
				document.querySelector( 'dialog[open]' ) )
		) {
			return;
		}
		opening.add( popup.id );
		const timesKey = popupKey( popup.id, popup.version, 'times' );
		const count = () =>
			countShow(
				store,
				timesKey,
				s.timing.times_period,
				visit.session,
				Date.now()
			);
		loadDialog( data.dialog )
			.then( ( openPopupDialog ) => {
				if ( s.timing.times_count === 'show' ) {
					count();
				}
				open.set(
					popup.id,
					openPopupDialog( popup, data.labels.close, isTouch, () => {
						open.delete( popup.id );
						if ( s.timing.times_count === 'close' ) {
							count();
						}
					} )
				);
			} )
			// A dialog that cannot load leaves the page as it is; the next try loads it anew.
			.catch( () => {
				dialogLoaded = null;
			} )
			.finally( () => opening.delete( popup.id ) );
	};

	for ( const popup of data.popups ) {
		const s = popup.settings;
		pointAtPage( store, popup.id, window.location.href );
		if ( s.open_selector.trim() ) {
			document.addEventListener( 'click', ( event ) => {
				let opener: Element | null = null;
				try {
					opener =
						event.target instanceof Element
							? event.target.closest( s.open_selector )
							: null;
				} catch {
					return;
				}
				if ( opener ) {
					event.preventDefault();
					show( popup );
				}
			} );
		}
		if ( popup.requested ) {
			show( popup );
			continue;
		}
		if (
			! popup.auto ||
			isDisabled( store, popup.id, popup.version, now )
		) {
			continue;
		}
		const failed = failedTimingRules( s.timing, {
			pageViews: visit.pageViews,
			sessions: visit.session,
			href: window.location.href,
			referrer: document.referrer,
			roles: data.roles,
			width: window.innerWidth,
			userAgent: navigator.userAgent,
			timesShown: timesShown(
				store,
				popupKey( popup.id, popup.version, 'times' ),
				visit.session,
				now
			),
			now,
			schedule: scheduleBounds( s.timing, popup.schedule ),
		} );
		if ( failed.length === 0 ) {
			startTriggers(
				s.triggers,
				{ window, isTouch, random: Math.random },
				() => show( popup )
			);
		}
	}

	// Link actions (docs/popups.md "Opening from outside").
	document.addEventListener( 'click', ( event ) => {
		const clicked = clickedAction( event );
		// Off-canvas panels answer their own actions (blocks/off-canvas/view.ts).
		if ( ! clicked || clicked.action.action.startsWith( 'off_canvas:' ) ) {
			return;
		}
		const { link, action } = clicked;
		event.preventDefault();
		if ( action.action === 'popup:open' ) {
			const popup = byId.get( action.id );
			if ( popup && open.has( popup.id ) && action.toggle ) {
				open.get( popup.id )?.close();
			} else if ( popup ) {
				show( popup );
			} else {
				// Not on this page (its conditions leave it out): the address asks for it.
				const url = new URL( window.location.href );
				url.searchParams.set(
					'uael-modal-action',
					String( action.id )
				);
				window.location.assign( url.toString() );
			}
		} else if ( action.action === 'popup:close' ) {
			const id = Number(
				link.closest< HTMLElement >( 'dialog.frontage-popup' )?.dataset
					.popupId ?? [ ...open.keys() ].pop()
			);
			const popup = byId.get( id );
			if ( popup && action.doNotShowAgain ) {
				disable( store, popup.id, popup.version, Date.now() );
			}
			open.get( id )?.close();
		} else if ( action.action === 'reload-page' ) {
			window.location.reload();
		}
	} );
}

if ( window.frontagePopups ) {
	run( window.frontagePopups );
}
