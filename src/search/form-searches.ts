/**
 * The searches the search form starts (docs/search.md): Search validates what the form holds and
 * runs page 1 of it (a refused search says why and runs nothing; the results then announce and
 * show themselves, and on a phone the filters fold away first); Browse all lists the newest files
 * for the empty form. Nothing is searched in the editor preview.
 */
import type { SearchConfig } from './config';
import { clearInvalid } from './form-events';
import { readForm } from './form-state';
import { firstPage } from './query-state';
import type { SearchRunner } from './search-runner';
import { validateSearch, type SearchRefusal } from './validation';

/** Narrow windows, where the filters fold away after a search (docs/search.md "Refusals and constants"). */
const PHONE = '(max-width: 767px)';

/**
 * Whether the window is a phone's (up to 767 px wide).
 *
 * @return True on a narrow window.
 */
function isPhone(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( PHONE ).matches
	);
}

/** What the form's searches use. */
export interface FormSearchParts {
	form: HTMLFormElement;
	config: SearchConfig;
	searches: SearchRunner;
	/** Shows why a search was refused (form-events.ts). */
	refuse: ( refusal: SearchRefusal ) => void;
	/** Folds the filters away. */
	foldFilters: () => void;
}

/** The form's searches. */
export interface FormSearches {
	/** Validates the form and searches it, page 1, pushed into the address. */
	submit: () => void;
	/** Browse all (docs/search.md "Browse all"): the form as it is, or nothing if it cannot run. */
	browse: () => void;
}

/**
 * Makes the form's searches.
 *
 * @param parts The form, the settings, the block's searches and what a search shows besides.
 * @return Search and Browse all.
 */
export function createFormSearches( parts: FormSearchParts ): FormSearches {
	const { form, config, searches } = parts;
	return {
		submit() {
			if ( config.editor ) {
				return;
			}
			clearInvalid( form );
			const decision = validateSearch( readForm( form, config ) );
			if ( ! decision.search ) {
				parts.refuse( decision.refusal );
				return;
			}
			// The results announce and show themselves (docs/search.md "After a search"): their
			// heading takes focus and comes into view; on a phone the filters fold away first.
			void searches.run( firstPage( decision.request ), {
				push: true,
				focus: { to: 'count' },
				shown: () => {
					if ( isPhone() ) {
						parts.foldFilters();
					}
				},
			} );
		},
		browse() {
			const decision = validateSearch( readForm( form, config ) );
			if ( decision.search ) {
				void searches.run( decision.request, {
					push: false,
					focus: { to: 'none' },
				} );
			} else {
				searches.forget();
			}
		},
	};
}
