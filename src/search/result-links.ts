/**
 * Sorting, paging and the page size of the results, in place (docs/search.md): a plain click on a
 * sort or page link and a change of the page-size select search without leaving the page. The
 * links' hrefs and the select's form stay the no-JavaScript fallback, and a click with a modifier
 * key (a new tab, a new window) is left to the browser.
 */
const TABLE = 'frontage-file-table';

/** What the intercepted links and the page-size select run. */
export interface ResultLinkActions {
	/**
	 * Searches what a sort or page link names.
	 *
	 * @param href   The link's address.
	 * @param column The sorted column, for a sort link.
	 */
	follow: ( href: string, column: string | undefined ) => void;
	/** Searches again at another page size. */
	changeLimit: ( limit: number ) => void;
}

/**
 * Whether a click is a plain left click, which the page may take over.
 *
 * @param event The click.
 * @return True without a modifier key.
 */
export function isPlainClick(
	event: Pick<
		MouseEvent,
		'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'
	>
): boolean {
	return (
		event.button === 0 &&
		! event.ctrlKey &&
		! event.metaKey &&
		! event.shiftKey &&
		! event.altKey
	);
}

/**
 * Takes over the results area's sort and page links and its page-size select.
 *
 * @param area    The `.frontage-search__results` element.
 * @param editor  Whether this is the page builder's preview (links stay inert links).
 * @param actions What they run.
 */
export function interceptResultLinks(
	area: HTMLElement,
	editor: boolean,
	actions: ResultLinkActions
): void {
	area.addEventListener( 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const link = target?.closest< HTMLAnchorElement >(
			`a.${ TABLE }__sort, a.${ TABLE }__page-link`
		);
		if ( ! link || ! link.href || ! isPlainClick( event ) || editor ) {
			return;
		}
		event.preventDefault();
		actions.follow(
			link.href,
			link.closest< HTMLElement >( 'th' )?.dataset.column
		);
	} );
	const changeLimit = ( select: HTMLSelectElement ) => {
		const limit = Number( select.value );
		if ( Number.isInteger( limit ) && limit >= 1 ) {
			actions.changeLimit( limit );
		}
	};
	area.addEventListener( 'change', ( event ) => {
		if (
			event.target instanceof HTMLSelectElement &&
			event.target.name === 'limit'
		) {
			changeLimit( event.target );
		}
	} );
	area.addEventListener( 'submit', ( event ) => {
		const select =
			event.target instanceof HTMLFormElement
				? event.target.querySelector< HTMLSelectElement >(
						'select[name="limit"]'
					)
				: null;
		if ( select ) {
			event.preventDefault();
			changeLimit( select );
		}
	} );
}
