/**
 * The type of the saved table a block names, asked with the `get_table_type_by_id` call
 * (docs/api.md "The table type call"), as the editor decides whether "Table view" applies.
 */
import { useEffect, useState } from '@wordpress/element';

import {
	readTableType,
	tableTypeRequest,
	type TableType,
} from './table-presets';

/**
 * The site's admin-ajax.php address: WordPress's `ajaxurl` in the admin.
 *
 * @return The address.
 */
function ajaxUrl(): string {
	const url = ( window as unknown as { ajaxurl?: unknown } ).ajaxurl;
	return typeof url === 'string' && url !== ''
		? url
		: '/wp-admin/admin-ajax.php';
}

/**
 * The type.
 *
 * @param tableId The saved table's id, 0 for none.
 * @return The type; null without a table, while it is asked, or for an id that names none.
 */
export function useTableType( tableId: number ): TableType | null {
	const [ type, setType ] = useState< TableType | null >( null );
	useEffect( () => {
		setType( null );
		if ( tableId <= 0 ) {
			return;
		}
		let current = true;
		window
			.fetch( ajaxUrl(), {
				method: 'POST',
				credentials: 'same-origin',
				body: tableTypeRequest( tableId ),
			} )
			.then( ( response ) => response.json() )
			.then( ( body: unknown ) => {
				if ( current ) {
					setType( readTableType( body ) );
				}
			} )
			.catch( () => {
				// A failed call leaves the setting shown: it is harmless on a files table.
			} );
		return () => {
			current = false;
		};
	}, [ tableId ] );
	return type;
}
