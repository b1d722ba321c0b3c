/**
 * The category tree from the API's flat list (each category names its parent), and the moves
 * the tree allows: up, down, in, out, "move to…" and drag and drop all become one Placement,
 * which planMove() turns into the few PUTs that store it (`parent` and `position`).
 *
 * Plain data, no DOM: unit-tested in category-tree.test.ts.
 */

/** What the tree needs of a category. */
export interface TreeCategory {
	id: number;
	parent: number;
	name: string;
	position: number;
}

export interface TreeNode< C extends TreeCategory > {
	category: C;
	/** 0 for a top-level category. */
	depth: number;
	children: TreeNode< C >[];
}

/** Where a category goes: under `parent` (0: the top), at `index` among the other children. */
export interface Placement {
	parent: number;
	index: number;
}

/** One category's new place, as the PUT that stores it sends it. */
export interface PositionUpdate {
	id: number;
	/** Only when the category changes parent. */
	parent?: number;
	position: number;
}

/** Where a dragged category lands relative to the row it is dropped on. */
export type DropWhere = 'before' | 'after' | 'inside';

/**
 * Siblings in display order: by position, then by name (the server's order too).
 *
 * @param a One category.
 * @param b Another.
 * @return Negative when a comes first.
 */
function compareSiblings( a: TreeCategory, b: TreeCategory ): number {
	return a.position - b.position || a.name.localeCompare( b.name );
}

/**
 * The parent a category hangs under in the tree: its own, unless that is missing (deleted
 * meanwhile, or not visible), in which case it shows at the top rather than disappearing.
 *
 * @param category The category.
 * @param ids      Every category id in the list.
 * @return The effective parent id.
 */
function effectiveParent( category: TreeCategory, ids: Set< number > ): number {
	return category.parent > 0 &&
		category.parent !== category.id &&
		ids.has( category.parent )
		? category.parent
		: 0;
}

/**
 * The children of a parent, in display order.
 *
 * @param categories The flat list.
 * @param parent     Parent id, 0 for the top level.
 * @return Its children.
 */
export function childrenOf< C extends TreeCategory >(
	categories: C[],
	parent: number
): C[] {
	const ids = new Set( categories.map( ( category ) => category.id ) );
	return categories
		.filter( ( category ) => effectiveParent( category, ids ) === parent )
		.sort( compareSiblings );
}

/**
 * Builds the tree. Categories whose parent is missing show at the top; a cycle (which the
 * server refuses, but a list read mid-change could show) cannot loop: each category appears once.
 *
 * @param categories The flat list from the API.
 * @return The top-level nodes.
 */
export function buildTree< C extends TreeCategory >(
	categories: C[]
): TreeNode< C >[] {
	const ids = new Set( categories.map( ( category ) => category.id ) );
	const byParent = new Map< number, C[] >();
	for ( const category of categories ) {
		const parent = effectiveParent( category, ids );
		byParent.set( parent, [
			...( byParent.get( parent ) ?? [] ),
			category,
		] );
	}
	const placed = new Set< number >();
	const grow = ( parent: number, depth: number ): TreeNode< C >[] =>
		( byParent.get( parent ) ?? [] )
			.slice()
			.sort( compareSiblings )
			.filter( ( category ) => ! placed.has( category.id ) )
			.map( ( category ) => {
				placed.add( category.id );
				return {
					category,
					depth,
					children: grow( category.id, depth + 1 ),
				};
			} );
	const roots = grow( 0, 0 );
	// Categories caught in a cycle never hang under 0: show them at the top.
	for ( const category of categories ) {
		if ( ! placed.has( category.id ) ) {
			placed.add( category.id );
			roots.push( { category, depth: 0, children: [] } );
		}
	}
	return roots;
}

/**
 * The tree as a list in display order, each category with its depth: for selects ("Move to…")
 * and for keyboard order.
 *
 * @param nodes The tree.
 * @return Every node, parents before their children.
 */
export function flattenTree< C extends TreeCategory >(
	nodes: TreeNode< C >[]
): Array< { category: C; depth: number } > {
	return nodes.flatMap( ( node ) => [
		{ category: node.category, depth: node.depth },
		...flattenTree( node.children ),
	] );
}

/**
 * The ids of every category below one (children, their children…), not the category itself.
 *
 * @param categories The flat list.
 * @param id         The category.
 * @return The descendants' ids.
 */
export function descendantIds(
	categories: TreeCategory[],
	id: number
): Set< number > {
	const found = new Set< number >();
	let frontier = [ id ];
	while ( frontier.length ) {
		const next: number[] = [];
		for ( const category of categories ) {
			if (
				frontier.includes( category.parent ) &&
				category.id !== id &&
				! found.has( category.id )
			) {
				found.add( category.id );
				next.push( category.id );
			}
		}
		frontier = next;
	}
	return found;
}

/**
 * A category and its ancestors, from the top down: for breadcrumbs and to say where files go.
 *
 * @param categories The flat list.
 * @param id         The category.
 * @return The path, empty when the id is unknown.
 */
export function pathTo< C extends TreeCategory >(
	categories: C[],
	id: number
): C[] {
	const byId = new Map(
		categories.map( ( category ) => [ category.id, category ] )
	);
	const path: C[] = [];
	let current = byId.get( id );
	while ( current && ! path.includes( current ) ) {
		path.unshift( current );
		current = byId.get( current.parent );
	}
	return path;
}

/**
 * Whether a category may go under a parent: not under itself nor anything below it.
 *
 * @param categories The flat list.
 * @param id         The category to move.
 * @param parent     The wanted parent, 0 for the top.
 * @return True when the move makes sense.
 */
export function canMoveUnder(
	categories: TreeCategory[],
	id: number,
	parent: number
): boolean {
	if ( parent === 0 ) {
		return true;
	}
	if (
		parent === id ||
		! categories.some( ( category ) => category.id === parent )
	) {
		return false;
	}
	return ! descendantIds( categories, id ).has( parent );
}

/**
 * The PUTs that put a category at a placement: its new parent and position, and new positions
 * for the siblings it pushes along. Positions become 0, 1, 2… in display order, so siblings that
 * all had position 0 (never reordered) get an order of their own.
 *
 * @param categories The flat list.
 * @param id         The category to move.
 * @param placement  Where it goes.
 * @return The updates (empty when nothing changes), or null when the move is impossible.
 */
export function planMove(
	categories: TreeCategory[],
	id: number,
	placement: Placement
): PositionUpdate[] | null {
	const moving = categories.find( ( category ) => category.id === id );
	if ( ! moving || ! canMoveUnder( categories, id, placement.parent ) ) {
		return null;
	}
	const ids = new Set( categories.map( ( category ) => category.id ) );
	const oldParent = effectiveParent( moving, ids );
	const siblings = childrenOf( categories, placement.parent ).filter(
		( category ) => category.id !== id
	);
	const index = Math.max( 0, Math.min( placement.index, siblings.length ) );
	siblings.splice( index, 0, moving );

	const updates: PositionUpdate[] = [];
	siblings.forEach( ( category, position ) => {
		if ( category.id === id ) {
			if ( oldParent !== placement.parent ) {
				updates.push( { id, parent: placement.parent, position } );
			} else if ( category.position !== position ) {
				updates.push( { id, position } );
			}
		} else if ( category.position !== position ) {
			updates.push( { id: category.id, position } );
		}
	} );
	// Only renumbering, with the moved one where it already was: nothing the owner would see.
	const before = childrenOf( categories, oldParent ).map( ( c ) => c.id );
	if (
		oldParent === placement.parent &&
		before.join() === siblings.map( ( c ) => c.id ).join()
	) {
		return [];
	}
	return updates;
}

/**
 * Applies updates to the flat list, for showing a move before the server has answered.
 *
 * @param categories The flat list.
 * @param updates    From planMove().
 * @return A new list.
 */
export function applyUpdates< C extends TreeCategory >(
	categories: C[],
	updates: PositionUpdate[]
): C[] {
	const byId = new Map( updates.map( ( update ) => [ update.id, update ] ) );
	return categories.map( ( category ) => {
		const update = byId.get( category.id );
		if ( ! update ) {
			return category;
		}
		return {
			...category,
			position: update.position,
			parent: update.parent ?? category.parent,
		};
	} );
}

/**
 * Where a category is now.
 *
 * @param categories The flat list.
 * @param id         The category.
 * @return Its placement, or null when unknown.
 */
function currentPlacement(
	categories: TreeCategory[],
	id: number
): Placement | null {
	const category = categories.find( ( c ) => c.id === id );
	if ( ! category ) {
		return null;
	}
	const ids = new Set( categories.map( ( c ) => c.id ) );
	const parent = effectiveParent( category, ids );
	const index = childrenOf( categories, parent ).findIndex(
		( c ) => c.id === id
	);
	return { parent, index };
}

/**
 * One place up among its siblings.
 *
 * @param categories The flat list.
 * @param id         The category.
 * @return The placement, or null when it is already first.
 */
export function moveUp(
	categories: TreeCategory[],
	id: number
): Placement | null {
	const here = currentPlacement( categories, id );
	return here && here.index > 0
		? { parent: here.parent, index: here.index - 1 }
		: null;
}

/**
 * One place down among its siblings.
 *
 * @param categories The flat list.
 * @param id         The category.
 * @return The placement, or null when it is already last.
 */
export function moveDown(
	categories: TreeCategory[],
	id: number
): Placement | null {
	const here = currentPlacement( categories, id );
	if ( ! here ) {
		return null;
	}
	const count = childrenOf( categories, here.parent ).length;
	// The index counts the siblings without the moved category.
	return here.index < count - 1
		? { parent: here.parent, index: here.index + 1 }
		: null;
}

/**
 * Into the sibling above it, as that sibling's last child (what "indent" does in an outline).
 *
 * @param categories The flat list.
 * @param id         The category.
 * @return The placement, or null when it is first among its siblings.
 */
export function indent(
	categories: TreeCategory[],
	id: number
): Placement | null {
	const here = currentPlacement( categories, id );
	if ( ! here || here.index === 0 ) {
		return null;
	}
	const above = childrenOf( categories, here.parent )[ here.index - 1 ];
	return {
		parent: above.id,
		index: childrenOf( categories, above.id ).length,
	};
}

/**
 * Out of its parent, to just after the parent among the parent's siblings.
 *
 * @param categories The flat list.
 * @param id         The category.
 * @return The placement, or null when it is at the top already.
 */
export function outdent(
	categories: TreeCategory[],
	id: number
): Placement | null {
	const here = currentPlacement( categories, id );
	if ( ! here || here.parent === 0 ) {
		return null;
	}
	const parentPlace = currentPlacement( categories, here.parent );
	return parentPlace
		? { parent: parentPlace.parent, index: parentPlace.index + 1 }
		: null;
}

/**
 * The placement for a drop of one category on another's row.
 *
 * @param categories The flat list.
 * @param dragged    The dragged category.
 * @param target     The category whose row it was dropped on.
 * @param where      Before or after that row, or inside it (as its last child).
 * @return The placement, or null when the drop is impossible (onto itself or below itself).
 */
export function dropPlacement(
	categories: TreeCategory[],
	dragged: number,
	target: number,
	where: DropWhere
): Placement | null {
	if ( dragged === target ) {
		return null;
	}
	if ( where === 'inside' ) {
		return canMoveUnder( categories, dragged, target )
			? {
					parent: target,
					index: childrenOf( categories, target ).filter(
						( c ) => c.id !== dragged
					).length,
				}
			: null;
	}
	const targetPlace = currentPlacement( categories, target );
	if (
		! targetPlace ||
		! canMoveUnder( categories, dragged, targetPlace.parent )
	) {
		return null;
	}
	const others = childrenOf( categories, targetPlace.parent ).filter(
		( c ) => c.id !== dragged
	);
	const targetIndex = others.findIndex( ( c ) => c.id === target );
	return {
		parent: targetPlace.parent,
		index: where === 'before' ? targetIndex : targetIndex + 1,
	};
}

/**
 * Which part of a row a pointer is over: its top quarter means before, its bottom quarter
 * after, the middle inside.
 *
 * @param offsetY Pointer position from the row's top, in pixels.
 * @param height  The row's height.
 * @return Where a drop there lands.
 */
export function dropZoneAt( offsetY: number, height: number ): DropWhere {
	if ( height <= 0 || offsetY < height / 4 ) {
		return 'before';
	}
	return offsetY > ( height * 3 ) / 4 ? 'after' : 'inside';
}
