/**
 * The Modal block on the page: opens each server-rendered <dialog> on its trigger or on
 * `?uael-modal-action=<id>`, and closes it on the close button, Escape and overlay click unless
 * the owner turned those off. WordPress loads it only on pages that hold a modal, so it stays
 * small: no React, no dependencies. The decisions live in src/popups as tested pure functions.
 */
import {
	hasOpenDialog,
	trapDialog,
	type DialogTrap,
} from '../../src/shared/dialog';
import {
	refusalsToOpen,
	type OpenOrigin,
} from '../../src/popups/display-rules';
import { hasModalCookie, modalCookie } from '../../src/popups/modal-cookie';
import {
	readModalSettings,
	type ModalSettings,
} from '../../src/popups/modal-settings';
import { createScrollTrigger } from '../../src/popups/scroll-trigger';
import {
	INVALID_SELECTOR_MESSAGE,
	namesToSelectors,
	splitSelectorList,
} from '../../src/popups/selector-list';
import {
	tellFacades,
	VIDEO_START_EVENT,
	VIDEO_STOP_EVENT,
} from '../../src/media/video-events';
import { requestedModalId } from '../../src/popups/url-action';
import {
	countThisView,
	pointAtPage,
	viewsOfPopupPage,
	type Visit,
} from '../../src/popups/visit-counter';

import './view.scss';

/** docs/popups.md "The modal block": the modal fades out over 300 ms before it closes. Matches view.scss. */
const CLOSE_FADE_MS = 300;

/** docs/popups.md "The modal block": exit intent is the pointer leaving the window within 20 px of its top. */
const EXIT_INTENT_EDGE_PX = 20;

/** docs/popups.md "The modal block": an element counts as scrolled to when a tenth of it is visible. */
const SCROLL_ELEMENT_THRESHOLD = 0.1;

/** Video embeds that go on playing in a closed dialog unless they are reloaded. */
const VIDEO_EMBED =
	/^https?:\/\/(www\.)?(youtube(-nocookie)?\.com|youtu\.be|player\.vimeo\.com)\//;

const CLASS = {
	root: 'wp-block-frontage-modal',
	dialog: 'wp-block-frontage-modal__dialog',
	trigger: 'wp-block-frontage-modal__trigger',
	close: 'wp-block-frontage-modal__close',
	closing: 'is-closing',
} as const;

interface Modal {
	root: HTMLElement;
	dialog: HTMLDialogElement;
	settings: ModalSettings;
	/** Views of the page the modal is on, for a page-view rule of scope `current`. */
	pageViewsOfPage: number | null;
	trap: DialogTrap | null;
	closing: boolean;
}

/** This page view, counted once for the page (src/popups/visit-counter.ts); null when storage is refused. */
let visit: Visit | null = null;

/**
 * Sets up every modal on the page.
 */
function init(): void {
	const modals = Array.from(
		document.querySelectorAll< HTMLElement >( `.${ CLASS.root }` )
	)
		.map( setUpModal )
		.filter( ( modal ): modal is Modal => modal !== null );

	countVisit( modals );
	const requested = requestedModalId( window.location.search );
	for ( const modal of modals ) {
		addTriggers( modal );
		if ( requested !== null && requested === modal.settings.id ) {
			open( modal, 'visitor', null );
		}
	}
}

/**
 * Reads one modal's settings and wires its closing.
 *
 * @param root The block's wrapper.
 * @return The modal, or null when its markup is incomplete.
 */
function setUpModal( root: HTMLElement ): Modal | null {
	const dialog = root.querySelector< HTMLDialogElement >(
		`dialog.${ CLASS.dialog }`
	);
	if ( ! dialog || typeof dialog.showModal !== 'function' ) {
		return null;
	}
	const modal: Modal = {
		root,
		dialog,
		settings: readModalSettings( root.dataset ),
		pageViewsOfPage: null,
		trap: null,
		closing: false,
	};

	dialog
		.querySelector( `.${ CLASS.close }` )
		?.addEventListener( 'click', () => close( modal ) );

	// Other close requests (Android's back gesture) come as `cancel`: closing is ours to decide.
	dialog.addEventListener( 'cancel', ( event ) => {
		event.preventDefault();
		if ( modal.settings.closeOnEsc ) {
			close( modal );
		}
	} );

	// The panel fills the dialog, so a click on the dialog itself is a click on the overlay. A
	// press that started inside (selecting text) and ended outside does not count.
	let pressedOverlay = false;
	dialog.addEventListener( 'pointerdown', ( event ) => {
		pressedOverlay = event.target === dialog;
	} );
	dialog.addEventListener( 'click', ( event ) => {
		if (
			event.target === dialog &&
			pressedOverlay &&
			modal.settings.closeOnOverlay
		) {
			close( modal );
		}
	} );

	// Also when something else closed it, e.g. a <form method="dialog"> in the content.
	dialog.addEventListener( 'close', () => finishClosing( modal ) );
	return modal;
}

/**
 * Reads this page view and session for the modals' rules. The page counted them once already (the
 * inline counter every page prints, src/popups/visit), or they are counted now, once. Storage
 * may be unavailable (privacy modes, blocked storage): the rules then cannot hold a modal back.
 *
 * @param modals The page's modals.
 */
function countVisit( modals: Modal[] ): void {
	try {
		const store = window.localStorage;
		const href = window.location.href;
		visit = countThisView( window, store, href, Date.now() );
		for ( const modal of modals ) {
			const { id, pageViews } = modal.settings;
			if ( pageViews?.scope !== 'current' ) {
				continue;
			}
			if ( id ) {
				// docs/popups.md "Browser storage": the modal's key points at this page's counter.
				pointAtPage( store, id, href );
				modal.pageViewsOfPage = viewsOfPopupPage( store, id );
			} else {
				modal.pageViewsOfPage = visit.pageViewsOfPage;
			}
		}
	} catch {
		visit = null;
	}
}

/**
 * Wires what opens the modal.
 *
 * @param modal The modal.
 */
function addTriggers( modal: Modal ): void {
	const { root, settings } = modal;
	const openBy = ( origin: OpenOrigin, opener: HTMLElement | null ) =>
		open( modal, origin, opener );

	switch ( settings.trigger ) {
		case 'button':
		case 'text':
		case 'icon':
		case 'photo': {
			const trigger = root.querySelector< HTMLElement >(
				`.${ CLASS.trigger }`
			);
			trigger?.addEventListener( 'click', ( event ) => {
				// A modifier click on the text link opens the page with the modal in a new tab.
				const opensElsewhere =
					event.ctrlKey || event.metaKey || event.shiftKey;
				if ( opensElsewhere && trigger instanceof HTMLAnchorElement ) {
					return;
				}
				event.preventDefault();
				openBy( 'visitor', trigger );
			} );
			break;
		}
		case 'custom':
		case 'custom_id':
			addClickTriggers(
				settings.trigger === 'custom'
					? namesToSelectors( settings.customClasses, 'class' )
					: namesToSelectors( settings.customIds, 'id' ),
				openBy
			);
			break;
		case 'automatic':
			if ( settings.openAfterSeconds !== null ) {
				window.setTimeout(
					() => openBy( 'automatic', null ),
					settings.openAfterSeconds * 1000
				);
			}
			if ( settings.exitIntent ) {
				const onLeave = ( event: MouseEvent ) => {
					if (
						! event.relatedTarget &&
						event.clientY <= EXIT_INTENT_EDGE_PX &&
						openBy( 'automatic', null )
					) {
						document.removeEventListener( 'mouseout', onLeave );
					}
				};
				document.addEventListener( 'mouseout', onLeave );
			}
			break;
		case 'on_scroll': {
			const shouldOpen = createScrollTrigger(
				settings.scrollDirection,
				settings.scrollPercentage
			);
			const onScroll = () => {
				const top = window.scrollY;
				const max =
					document.documentElement.scrollHeight - window.innerHeight;
				if (
					shouldOpen( { top, max } ) &&
					openBy( 'automatic', null )
				) {
					window.removeEventListener( 'scroll', onScroll );
				}
			};
			window.addEventListener( 'scroll', onScroll, { passive: true } );
			break;
		}
		case 'on_scroll_element':
			watchElements( settings.scrollElement, openBy );
			break;
		case 'via_url':
			// Only the URL parameter opens it, which init() handles for every modal.
			break;
	}
}

/**
 * Opens the modal on clicks on the elements the owner named, and lets keyboard users reach
 * elements that were not made to be clicked.
 *
 * @param selectors The elements' selectors.
 * @param openBy    Opens the modal.
 */
function addClickTriggers(
	selectors: string[],
	openBy: ( origin: OpenOrigin, opener: HTMLElement | null ) => boolean
): void {
	if ( selectors.length === 0 ) {
		return;
	}
	const selector = selectors.join( ',' );
	for ( const element of document.querySelectorAll< HTMLElement >(
		selector
	) ) {
		element.setAttribute( 'aria-haspopup', 'dialog' );
		if ( element.tabIndex < 0 ) {
			element.tabIndex = 0;
			element.setAttribute( 'role', 'button' );
			element.addEventListener( 'keydown', ( event ) => {
				if ( event.key === 'Enter' || event.key === ' ' ) {
					event.preventDefault();
					openBy( 'visitor', element );
				}
			} );
		}
	}
	// Delegated, so elements added to the page later open the modal too.
	document.addEventListener( 'click', ( event ) => {
		const element =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( selector )
				: null;
		if ( element ) {
			event.preventDefault();
			openBy( 'visitor', element );
		}
	} );
}

/**
 * Opens the modal when one of the elements the owner named scrolls into view.
 *
 * @param list   The owner's comma-separated selectors.
 * @param openBy Opens the modal.
 */
function watchElements(
	list: string,
	openBy: ( origin: OpenOrigin, opener: HTMLElement | null ) => boolean
): void {
	const selectors = splitSelectorList( list );
	if ( selectors.length === 0 ) {
		return;
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			if (
				entries.some( ( entry ) => entry.isIntersecting ) &&
				openBy( 'automatic', null )
			) {
				observer.disconnect();
			}
		},
		{ threshold: SCROLL_ELEMENT_THRESHOLD }
	);
	for ( const selector of selectors ) {
		try {
			document
				.querySelectorAll( selector )
				.forEach( ( element ) => observer.observe( element ) );
		} catch {
			// eslint-disable-next-line no-console -- docs/popups.md "The modal block": the owner's mistake is reported here.
			console.error( `${ INVALID_SELECTOR_MESSAGE }: ${ selector }` );
		}
	}
}

/**
 * Opens the modal if its rules allow.
 *
 * @param modal  The modal.
 * @param origin Who asked: the visitor (click, link) or an automatic trigger.
 * @param opener The element that opened it, which gets focus back on close.
 * @return True when it opened.
 */
function open(
	modal: Modal,
	origin: OpenOrigin,
	opener: HTMLElement | null
): boolean {
	const { dialog, settings } = modal;
	const pageViews =
		settings.pageViews?.scope === 'current'
			? modal.pageViewsOfPage
			: ( visit?.pageViews ?? null );
	const refusals = refusalsToOpen(
		settings,
		{
			// Any open dialog: another modal, a builder popup, an off-canvas panel (docs/popups.md).
			anotherOpen:
				hasOpenDialog() ||
				dialog.open ||
				document.querySelector( 'dialog[open]' ) !== null,
			cookieSet:
				settings.id !== '' &&
				hasModalCookie( document.cookie, settings.id ),
			pageViews,
			sessions: visit?.session ?? null,
		},
		origin
	);
	if ( refusals.length > 0 ) {
		return false;
	}

	const active = dialog.ownerDocument.activeElement;
	const focused = active instanceof HTMLElement ? active : null;
	dialog.showModal();
	modal.trap = trapDialog( dialog, {
		returnFocus: opener ?? focused,
		onEscape: () => {
			if ( settings.closeOnEsc ) {
				close( modal );
			}
		},
	} );
	if ( settings.cookie?.type === 'default' ) {
		setCookie( settings );
	}
	startMedia( dialog );
	return true;
}

/**
 * Loads the modal's page frame now that it is open: the server leaves its address in data-src,
 * so a closed modal loads nothing. Its video is a facade (docs/media.md "Video facade"), started
 * when the modal autoplays (its facade carries data-autoplay) once the visitor has agreed to
 * videos, else by its play button.
 *
 * @param dialog The modal's dialog.
 */
function startMedia( dialog: HTMLDialogElement ): void {
	tellFacades( dialog, VIDEO_START_EVENT, '.frontage-video[data-autoplay]' );
	dialog
		.querySelectorAll< HTMLIFrameElement >( 'iframe[data-src]' )
		.forEach( ( frame ) => {
			frame.src = frame.dataset.src ?? '';
		} );
}

/**
 * Fades the modal out, then closes it.
 *
 * @param modal The modal.
 */
function close( modal: Modal ): void {
	if ( ! modal.dialog.open || modal.closing ) {
		return;
	}
	modal.closing = true;
	modal.dialog.classList.add( CLASS.closing );
	const fade = window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
		? 0
		: CLOSE_FADE_MS;
	window.setTimeout( () => {
		modal.dialog.close();
		finishClosing( modal );
	}, fade );
}

/**
 * Releases focus and scrolling, and sets the cookie of a modal whose cookie counts closes. Runs
 * once per opening, whoever closed the dialog.
 *
 * @param modal The modal.
 */
function finishClosing( modal: Modal ): void {
	if ( ! modal.trap ) {
		return;
	}
	modal.closing = false;
	modal.dialog.classList.remove( CLASS.closing );
	modal.trap.release();
	modal.trap = null;
	stopMedia( modal.dialog );
	if ( modal.settings.cookie?.type === 'closed' ) {
		setCookie( modal.settings );
	}
}

/**
 * Stops sound and video in a closed modal: a closed dialog is hidden, not silent.
 *
 * @param dialog The modal's dialog.
 */
function stopMedia( dialog: HTMLDialogElement ): void {
	dialog
		.querySelectorAll< HTMLMediaElement >( 'video, audio' )
		.forEach( ( media ) => media.pause() );
	// A video facade's player goes, its poster comes back.
	tellFacades( dialog, VIDEO_STOP_EVENT );
	dialog.querySelectorAll( 'iframe' ).forEach( ( frame ) => {
		if ( frame.dataset.src ) {
			// The modal's own video or frame: unloaded until it opens again.
			frame.removeAttribute( 'src' );
		} else if ( VIDEO_EMBED.test( frame.src ) ) {
			// Setting src, even to the same address, reloads the player.
			frame.setAttribute( 'src', frame.src );
		}
	} );
}

/**
 * Sets the modal's "don't show again" cookie.
 *
 * @param settings The modal's settings.
 */
function setCookie( settings: ModalSettings ): void {
	if ( settings.cookie && settings.id ) {
		document.cookie = modalCookie(
			settings.id,
			settings.cookie.days,
			window.location.protocol === 'https:'
		);
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
