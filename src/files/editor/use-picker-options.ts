/**
 * Loads a picker's options from the REST API once. When the route is missing (the API not
 * there yet, or switched off) or answers something unexpected, the status says so and the
 * block's editor falls back to an id field.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';

import type { PickerOption } from './editor-options';

export type PickerOptions =
	| { status: 'loading' }
	| { status: 'ready'; options: PickerOption[] }
	| { status: 'unavailable' };

/**
 * The options.
 *
 * @param path The REST path, e.g. `/frontage/v1/categories`.
 * @param read Turns the answer into options, or null when it is not what was expected.
 * @return The loading state and the options.
 */
export function usePickerOptions(
	path: string,
	read: ( body: unknown ) => PickerOption[] | null
): PickerOptions {
	const [ state, setState ] = useState< PickerOptions >( {
		status: 'loading',
	} );
	useEffect( () => {
		let current = true;
		apiFetch( { path } )
			.then( ( body ) => {
				const options = read( body );
				if ( current ) {
					setState(
						options
							? { status: 'ready', options }
							: { status: 'unavailable' }
					);
				}
			} )
			.catch( () => {
				if ( current ) {
					setState( { status: 'unavailable' } );
				}
			} );
		return () => {
			current = false;
		};
	}, [ path, read ] );
	return state;
}
