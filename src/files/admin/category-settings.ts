/**
 * A category's settings form as data: what it shows for a category, what it refuses before
 * saving, and which fields a save sends (only those that changed). Plain functions, unit-tested
 * in category-settings.test.ts.
 */
import { __ } from '@wordpress/i18n';

import type { CategoryInput } from './api';
import { childrenOf } from './category-tree';
import type { Category, Visibility } from './types';

export interface SettingsDraft {
	name: string;
	description: string;
	parent: number;
	visibility: Visibility;
	roles: string[];
	orderField: string;
	orderDesc: boolean;
}

/**
 * The form's values for a category.
 *
 * @param category The category.
 * @return The draft.
 */
export function draftOf( category: Category ): SettingsDraft {
	const ordering = category.ordering || 'title';
	return {
		name: category.name,
		description: category.description ?? '',
		parent: category.parent,
		visibility: category.visibility ?? 'public',
		roles: category.roles ?? [],
		orderField: ordering.replace( /-desc$/, '' ),
		orderDesc: ordering.endsWith( '-desc' ),
	};
}

/**
 * Only the fields that changed, so a save touches nothing else.
 *
 * @param category   The category as stored.
 * @param draft      The form.
 * @param categories The flat list, for a new position under a new parent.
 * @return The PUT body.
 */
export function changes(
	category: Category,
	draft: SettingsDraft,
	categories: Category[]
): CategoryInput {
	const before = draftOf( category );
	const input: CategoryInput = {};
	if ( draft.name.trim() !== before.name ) {
		input.name = draft.name.trim();
	}
	if ( draft.description !== before.description ) {
		input.description = draft.description;
	}
	if ( draft.parent !== before.parent ) {
		input.parent = draft.parent;
		// Last among its new siblings.
		input.position = childrenOf( categories, draft.parent )
			.filter( ( c ) => c.id !== category.id )
			.reduce( ( last, c ) => Math.max( last, c.position + 1 ), 0 );
	}
	if ( draft.visibility !== before.visibility ) {
		input.visibility = draft.visibility;
	}
	if (
		draft.visibility === 'roles' &&
		draft.roles.slice().sort().join() !== before.roles.slice().sort().join()
	) {
		input.roles = draft.roles;
	}
	const ordering = draft.orderField + ( draft.orderDesc ? '-desc' : '' );
	if ( ordering !== ( category.ordering || 'title' ) ) {
		input.ordering = ordering;
	}
	return input;
}

/**
 * Why the form cannot be saved as it is.
 *
 * @param draft The form.
 * @return The sentence, or null when it can.
 */
export function draftProblem( draft: SettingsDraft ): string | null {
	if ( ! draft.name.trim() ) {
		return __( 'A category needs a name.', 'frontage' );
	}
	if ( draft.visibility === 'roles' && ! draft.roles.length ) {
		return __(
			'Choose at least one role, or another visibility.',
			'frontage'
		);
	}
	return null;
}
