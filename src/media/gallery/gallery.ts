/**
 * One video gallery on the page (docs/media.md "Video gallery"): choosing a thumbnail, paging
 * through the admin-ajax paging call, and the next video at the end of one.
 */
import {
	afterEnd,
	pageLabel,
	readLabels,
	readOptions,
	scrollTarget,
	type GalleryLabels,
} from './gallery-state';
import { fetchThumbnailList } from './gallery-paging';
import {
	onVideoEnd,
	setPlayer,
	videoOf,
	type PlayerVideo,
} from './gallery-player';
import { scrollWindowTo } from './scroll';

const CLASS = 'frontage-gallery';

/**
 * Sets up a gallery the server rendered.
 *
 * @param root The gallery's element (`.frontage-gallery`).
 */
export function initGallery( root: HTMLElement ): void {
	const player = root.querySelector< HTMLElement >( `.${ CLASS }__player` );
	if ( ! player ) {
		return;
	}
	const options = readOptions( root.dataset.options );
	const labels = readLabels( root.dataset.labels );
	const alert = root.querySelector< HTMLElement >( `.${ CLASS }__alert` );
	let page = 1;
	let loading = false;
	const list = () => root.querySelector< HTMLElement >( `.${ CLASS }__list` );
	const thumbs = () =>
		Array.from(
			list()?.querySelectorAll< HTMLButtonElement >(
				`.${ CLASS }__thumb`
			) ?? []
		);
	const currentId = () =>
		player.querySelector< HTMLElement >( '[data-videoid]' )?.dataset
			.videoid ?? '';

	/** Marks the player's video current in the list, when it is on this page. */
	const markCurrent = () => {
		for ( const thumb of thumbs() ) {
			if ( thumb.dataset.videoid === currentId() ) {
				thumb.setAttribute( 'aria-current', 'true' );
			} else {
				thumb.removeAttribute( 'aria-current' );
			}
		}
	};

	/**
	 * Plays a thumbnail's video (or only shows it, without thumbplay), scrolling up to the
	 * player first when it is above the viewport.
	 *
	 * @param thumb The thumbnail.
	 * @param play  Whether to start it.
	 */
	const choose = async ( thumb: HTMLButtonElement, play: boolean ) => {
		const target = scrollTarget(
			player.getBoundingClientRect().top,
			window.scrollY
		);
		if ( target !== null ) {
			await scrollWindowTo( target );
		}
		setPlayer( player, videoOf( thumb ), play, labels, root.dataset );
		markCurrent();
	};

	/**
	 * Loads another page into the list; resolves whether it did.
	 *
	 * @param token The page's token.
	 * @param step  +1 (next) or -1 (previous).
	 */
	const loadPage = async ( token: string, step: number ) => {
		const focused = root.ownerDocument.activeElement;
		loading = true;
		root.setAttribute( 'aria-busy', 'true' );
		try {
			const fresh = await fetchThumbnailList(
				root.dataset.ajaxUrl ?? '',
				root.dataset.nonce ?? '',
				options,
				token,
				`${ CLASS }__list`
			);
			list()?.replaceWith( fresh );
			page += step;
			if ( alert ) {
				alert.textContent = '';
			}
			markCurrent();
			drawPaging( root, list(), labels, page );
			// A paging button that just became disabled loses the focus: give it to the first video.
			if ( focused instanceof HTMLButtonElement && focused.disabled ) {
				thumbs()[ 0 ]?.focus();
			}
			return true;
		} catch {
			if ( alert ) {
				alert.textContent = labels.error;
			}
			return false;
		} finally {
			loading = false;
			root.removeAttribute( 'aria-busy' );
		}
	};

	root.addEventListener( 'click', ( event ) => {
		const target = ( event.target as Element ).closest< HTMLElement >(
			`.${ CLASS }__thumb, .${ CLASS }__prev, .${ CLASS }__next, .${ CLASS }__play`
		);
		if ( ! target || loading ) {
			return; // Clicks wait while a page loads.
		}
		if ( target.classList.contains( `${ CLASS }__thumb` ) ) {
			void choose( target as HTMLButtonElement, options.thumbplay );
		} else if ( target.classList.contains( `${ CLASS }__play` ) ) {
			setPlayer(
				player,
				posterVideo( target, thumbs() ),
				true,
				labels,
				root.dataset
			);
		} else {
			const forward = target.classList.contains( `${ CLASS }__next` );
			const token =
				list()?.dataset[ forward ? 'nextToken' : 'prevToken' ];
			if ( token ) {
				void loadPage( token, forward ? 1 : -1 );
			}
		}
	} );

	onVideoEnd( player, async ( endedId ) => {
		const nextToken = list()?.dataset.nextToken ?? '';
		const step = afterEnd(
			options.autonext,
			thumbs().map( ( thumb ) => thumb.dataset.videoid ?? '' ),
			endedId,
			nextToken !== ''
		);
		if ( step.kind === 'video' ) {
			await choose( thumbs()[ step.index ], true );
		} else if ( step.kind === 'next-page' && ! loading ) {
			if ( ( await loadPage( nextToken, 1 ) ) && thumbs()[ 0 ] ) {
				await choose( thumbs()[ 0 ], true );
			}
		}
	} );
	drawPaging( root, list(), labels, page );
}

/**
 * The video of the player's poster: its thumbnail's, when the thumbnail is on this page.
 *
 * @param poster The poster's play button.
 * @param thumbs The page's thumbnails.
 */
function posterVideo(
	poster: HTMLElement,
	thumbs: HTMLButtonElement[]
): PlayerVideo {
	const id = poster.dataset.videoid ?? '';
	const thumb = thumbs.find( ( item ) => item.dataset.videoid === id );
	return thumb
		? videoOf( thumb )
		: {
				id,
				title: poster.getAttribute( 'aria-label' ) ?? '',
				src: '',
				picture: null,
			};
}

/**
 * The paging buttons and the page number, from the list's tokens and count.
 *
 * @param root   The gallery.
 * @param list   Its thumbnail list.
 * @param labels The words.
 * @param page   The page number.
 */
function drawPaging(
	root: HTMLElement,
	list: HTMLElement | null,
	labels: GalleryLabels,
	page: number
): void {
	const prev = root.querySelector< HTMLButtonElement >( `.${ CLASS }__prev` );
	const next = root.querySelector< HTMLButtonElement >( `.${ CLASS }__next` );
	const number = root.querySelector< HTMLElement >( `.${ CLASS }__page` );
	if ( prev ) {
		prev.disabled = ! list?.dataset.prevToken;
	}
	if ( next ) {
		next.disabled = ! list?.dataset.nextToken;
	}
	if ( number ) {
		number.textContent = pageLabel(
			labels,
			page,
			Number( list?.dataset.pageCount ?? 0 )
		);
	}
}
