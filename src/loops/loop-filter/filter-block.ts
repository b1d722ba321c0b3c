/**
 * A loop filter block on the page (the server's markup, docs/loops.md "Loop filter in the
 * browser"): what it filters, and its terms' states and addresses brought in line with an
 * address — after a refresh every filter block shows what the address says.
 */
import { chosenTerms, readJoin, toggleTermUrl, type Join } from './filter-url';

export const CLASS = {
	block: 'frontage-loop-filter',
	term: 'frontage-loop-filter__term',
	status: 'frontage-loop-filter__status',
	selected: 'is-selected',
	excluded: 'is-excluded',
	excludedLabel: 'screen-reader-text',
} as const;

/** Said when the block's render gives no words of its own (it normally does, translated). */
const DEFAULT_TEXT = {
	excluded: '(excluded)',
	failed: 'Sorry, the list could not be updated. Please try again.',
} as const;

export interface FilterBlock {
	nav: HTMLElement;
	queryId: number;
	taxonomy: string;
	join: Join;
	postId: number;
}

/**
 * A filter block's settings, from its data attributes.
 *
 * @param nav The block's element.
 * @return Null when it names no loop or taxonomy.
 */
export function readBlock( nav: Element | null ): FilterBlock | null {
	if ( ! ( nav instanceof HTMLElement ) ) {
		return null;
	}
	const { queryId, taxonomy, logicalJoin, postId } = nav.dataset;
	const id = Number( queryId );
	if ( ! taxonomy || ! Number.isInteger( id ) || id < 0 ) {
		return null;
	}
	return {
		nav,
		queryId: id,
		taxonomy,
		join: readJoin( logicalJoin ),
		postId: Number( postId ) || 0,
	};
}

/**
 * Every filter block on the page.
 *
 * @param root Where to look.
 */
export function filterBlocks( root: ParentNode = document ): FilterBlock[] {
	return Array.from( root.querySelectorAll( `.${ CLASS.block }` ) )
		.map( readBlock )
		.filter( ( block ): block is FilterBlock => block !== null );
}

/**
 * Shows or hides the "(excluded)" words screen readers say after an excluded term.
 *
 * @param link     The term.
 * @param excluded Whether it is excluded.
 * @param words    The words.
 */
function markExcluded( link: HTMLElement, excluded: boolean, words: string ) {
	const label = link.querySelector( `.${ CLASS.excludedLabel }` );
	if ( ! excluded ) {
		label?.remove();
	} else if ( ! label ) {
		const span = document.createElement( 'span' );
		span.className = CLASS.excludedLabel;
		span.textContent = words;
		link.append( ' ', span );
	}
}

/**
 * Brings a filter block's terms in line with an address: which are chosen or excluded
 * (classes, aria-pressed or aria-checked) and where each leads when clicked.
 *
 * @param block The block.
 * @param url   The address.
 */
export function showState( block: FilterBlock, url: string ): void {
	const chosen = chosenTerms(
		url,
		block.queryId,
		block.taxonomy,
		block.join
	);
	const words = block.nav.dataset.labelExcluded || DEFAULT_TEXT.excluded;
	block.nav
		.querySelectorAll< HTMLAnchorElement >( `.${ CLASS.term }` )
		.forEach( ( link ) => {
			const slug = ( link.dataset.term ?? '' ).replace( /^!/, '' );
			const excluded = slug !== '' && chosen.includes( `!${ slug }` );
			const selected =
				slug === '' ? chosen.length === 0 : chosen.includes( slug );
			link.dataset.term = excluded ? `!${ slug }` : slug;
			link.classList.toggle( CLASS.selected, selected );
			link.classList.toggle( CLASS.excluded, excluded );
			link.setAttribute(
				link.getAttribute( 'role' ) === 'checkbox'
					? 'aria-checked'
					: 'aria-pressed',
				String( selected || excluded )
			);
			link.href = toggleTermUrl(
				url,
				block.queryId,
				block.taxonomy,
				block.join,
				link.dataset.term
			);
			markExcluded( link, excluded, words );
		} );
}

/**
 * Says something politely next to a filter block (a live region the script adds once), or
 * clears what it said.
 *
 * @param block  The block.
 * @param failed Whether to say that the refresh failed; false clears the message.
 */
export function sayFailed( block: FilterBlock, failed: boolean ): void {
	let status = block.nav.querySelector( `.${ CLASS.status }` );
	if ( ! status ) {
		status = document.createElement( 'p' );
		status.className = CLASS.status;
		status.setAttribute( 'role', 'status' );
		block.nav.append( status );
	}
	status.textContent = failed
		? block.nav.dataset.messageFailed || DEFAULT_TEXT.failed
		: '';
}
