/**
 * Category names and select options, shared by the tree and the dialogs.
 */
import { __ } from '@wordpress/i18n';

import { buildTree, flattenTree } from './category-tree';
import type { Category } from './types';

/**
 * Options for a category select, indented by depth.
 *
 * @param categories The flat list.
 * @param topLabel   The label of the "no parent" option.
 * @param exclude    Ids that may not be chosen.
 * @return SelectControl options.
 */
export function categoryOptions(
	categories: Category[],
	topLabel: string,
	exclude: Set< number > = new Set()
): Array< { value: string; label: string } > {
	return [
		{ value: '0', label: topLabel },
		...flattenTree( buildTree( categories ) )
			.filter( ( { category } ) => ! exclude.has( category.id ) )
			.map( ( { category, depth } ) => ( {
				value: String( category.id ),
				label: `${ '— '.repeat( depth ) }${ category.name }`,
			} ) ),
	];
}

/**
 * A category's name, or what to call the top level.
 *
 * @param categories The flat list.
 * @param id         The category id, 0 for the top.
 * @return The name.
 */
export function categoryName( categories: Category[], id: number ): string {
	return (
		categories.find( ( category ) => category.id === id )?.name ??
		__( 'the top level', 'frontage' )
	);
}
