/**
 * The library's categories, loaded from the REST API and reloaded after changes. A failure
 * before they were ever loaded is the page's load error; a later one is a notice.
 */
import { useCallback, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { fetchCategories } from './api';
import type { Notify } from './notices';
import type { Category } from './types';

export interface Categories {
	/** The flat list, null until loaded. */
	categories: Category[] | null;
	setCategories: ( categories: Category[] ) => void;
	/** Why the first load failed, null when it did not. */
	loadError: string | null;
	setLoadError: ( error: string | null ) => void;
	reloadCategories: () => Promise< void >;
}

/**
 * The categories and how to reload them.
 *
 * @param notify Shows a notice.
 * @param first  The list that came with the page (first-answers.ts), shown from the first
 *               render; null when it did not.
 * @return The list, the first load's error and reloading.
 */
export function useCategories(
	notify: Notify,
	first: Category[] | null = null
): Categories {
	const [ categories, setCategories ] = useState< Category[] | null >(
		first
	);
	const [ loadError, setLoadError ] = useState< string | null >( null );

	// Whether the categories were ever loaded: a later failure is a notice, not a dead page.
	const loaded = useRef( first !== null );

	const reloadCategories = useCallback( async (): Promise< void > => {
		try {
			setCategories( await fetchCategories() );
			loaded.current = true;
			setLoadError( null );
		} catch ( error ) {
			const message = apiErrorMessage(
				error,
				__( 'The server could not be reached.', 'frontage' )
			);
			if ( ! loaded.current ) {
				setLoadError( message );
				return;
			}
			notify(
				'error',
				sprintf(
					/* translators: %s: the server's error message. */
					__(
						'The categories could not be reloaded: %s',
						'frontage'
					),
					message
				)
			);
		}
	}, [ notify ] );

	return {
		categories,
		setCategories,
		loadError,
		setLoadError,
		reloadCategories,
	};
}
