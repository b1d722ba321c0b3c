/**
 * The searches the results' links run in place (docs/search.md): a sort or page link searches what
 * its address names, keeping the block's page size, and focus goes to the sorted header or the
 * result count; another page size searches the shown search again from page 1. The form's hidden
 * ordering, direction and page-size fields follow, so the next search keeps them.
 */
import type { SearchConfig } from './config';
import { setField } from './form-state';
import { firstPage } from './query-state';
import type { ResultLinkActions } from './result-links';
import type { SearchAddress } from './search-address';
import type { SearchRunner } from './search-runner';

/**
 * What the results' sort links, page links and page-size select run (result-links.ts).
 *
 * @param form     The search form.
 * @param config   The search settings.
 * @param address  The block's address.
 * @param searches The block's searches.
 * @return The actions.
 */
export function resultLinkSearches(
	form: HTMLFormElement,
	config: SearchConfig,
	address: SearchAddress,
	searches: SearchRunner
): ResultLinkActions {
	return {
		follow( href, column ) {
			const request = address.fromLink(
				href,
				searches.current()?.limit ?? config.limit
			);
			setField( form, 'ordering', [ request.ordering ?? '' ] );
			setField( form, 'dir', request.dir ? [ request.dir ] : [] );
			void searches.run( request, {
				push: true,
				focus: column ? { to: 'sort', column } : { to: 'count' },
			} );
		},
		changeLimit( limit ) {
			setField( form, 'limit', [ String( limit ) ] );
			const request = firstPage( {
				...( searches.current() ?? address.fromAddress() ),
				limit,
			} );
			void searches.run( request, {
				push: true,
				focus: { to: 'count' },
			} );
		},
	};
}
