/**
 * What the Loop filter's settings offer in the editor: the Query Loops of the page being
 * edited (their queryId and post type, from the block editor's store) and the public
 * taxonomies of a post type (from core-data's store, `core`).
 */
import { useSelect } from '@wordpress/data';

export interface LoopOption {
	queryId: number;
	postType: string;
}

export interface TaxonomyOption {
	slug: string;
	name: string;
}

interface QueryAttributes {
	queryId?: number;
	query?: { postType?: string };
}

interface TaxonomyRecord {
	slug: string;
	name: string;
	visibility?: { public?: boolean };
}

/**
 * The Query Loops on the page, in the order of the page, one per queryId.
 *
 * @return Loops.
 */
export function useLoops(): LoopOption[] {
	return useSelect( ( select ) => {
		const editor = select( 'core/block-editor' ) as unknown as {
			getBlocksByName: ( name: string ) => string[];
			getBlockAttributes: ( id: string ) => QueryAttributes | null;
		};
		const loops: LoopOption[] = [];
		for ( const clientId of editor.getBlocksByName( 'core/query' ) ) {
			const attributes = editor.getBlockAttributes( clientId );
			const queryId = Number( attributes?.queryId );
			if (
				Number.isInteger( queryId ) &&
				! loops.some( ( loop ) => loop.queryId === queryId )
			) {
				loops.push( {
					queryId,
					postType: attributes?.query?.postType || 'post',
				} );
			}
		}
		return loops;
	}, [] );
}

/**
 * The public taxonomies of a post type.
 *
 * @param postType The post type.
 * @return Taxonomies, or null while they load.
 */
export function useTaxonomies( postType: string ): TaxonomyOption[] | null {
	return useSelect(
		( select ) => {
			const records = (
				select( 'core' ) as unknown as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: Record< string, unknown >
					) => TaxonomyRecord[] | null;
				}
			 ).getEntityRecords( 'root', 'taxonomy', {
				type: postType,
				per_page: -1,
			} );
			return records
				? records
						.filter(
							( taxonomy ) =>
								taxonomy.visibility?.public !== false
						)
						.map( ( { slug, name } ) => ( { slug, name } ) )
				: null;
		},
		[ postType ]
	);
}
