/**
 * Saved tables in the File category block's settings (docs/files.md "Saved tables"): the picker's
 * options from `GET /frontage/v1/tables`, the `get_table_type_by_id` call's request and answer,
 * and whether the "Table view" setting applies. Pure: answers are read defensively.
 */
import { __ } from '@wordpress/i18n';

import { isRecord } from '../wire';
import type { PickerOption } from './editor-options';

/** A saved table's type. */
export type TableType = 'files' | 'woo_commerce';

/** The admin-ajax action that answers a saved table's type (docs/api.md). */
export const TABLE_TYPE_ACTION = 'get_table_type_by_id';

/** The block's table views (`tableView`): rows and columns, or each file on its own. */
export type TableView = 'table' | 'list';

/**
 * A type as the wire spells it, or null for anything else.
 *
 * @param value The value.
 * @return The type.
 */
function toType( value: unknown ): TableType | null {
	return value === 'files' || value === 'woo_commerce' ? value : null;
}

/**
 * Saved tables as picker options: the title, and what the table lists.
 *
 * @param body The route's answer: a list of `{ id, title, type }`.
 * @return The options, or null when the answer is not such a list.
 */
export function tableOptions( body: unknown ): PickerOption[] | null {
	if ( ! Array.isArray( body ) ) {
		return null;
	}
	return body
		.filter(
			( item ): item is Record< string, unknown > =>
				isRecord( item ) &&
				typeof item.id === 'number' &&
				item.id > 0 &&
				typeof item.title === 'string'
		)
		.map( ( item ) => ( {
			value: item.id as number,
			label:
				toType( item.type ) === 'woo_commerce'
					? `${ item.title } (${ __(
							'WooCommerce products',
							'frontage'
						) })`
					: ( item.title as string ),
		} ) );
}

/**
 * The `get_table_type_by_id` call, posted as a form as the editor sends it.
 *
 * @param tableId The saved table's id.
 * @return The form body.
 */
export function tableTypeRequest( tableId: number ): URLSearchParams {
	return new URLSearchParams( {
		action: TABLE_TYPE_ACTION,
		table_id: String( tableId ),
	} );
}

/**
 * The type in the call's answer, `{ "tableType": … }`.
 *
 * @param body The parsed answer.
 * @return The type, or null for an unknown table or an answer of another shape.
 */
export function readTableType( body: unknown ): TableType | null {
	return isRecord( body ) ? toType( body.tableType ) : null;
}

/**
 * Whether the "Table view" setting applies: not to a woo_commerce table, which lists products
 * in one layout of its own.
 *
 * @param type The picked table's type; null without a saved table (or while it is asked).
 * @return Whether to offer the setting.
 */
export function showsTableView( type: TableType | null ): boolean {
	return type !== 'woo_commerce';
}
