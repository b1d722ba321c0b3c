/**
 * What the category tree says: where a moved category now is, what deleting one will do and
 * what it did. Plain functions, unit-tested in category-messages.test.ts.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * The notice after a category moved.
 *
 * @param name       The category's name.
 * @param parentName Its new parent's name, null for the top level.
 * @param position   Its place among its new siblings, from 1.
 * @param count      How many categories are there.
 * @return The sentence.
 */
export function categoryMovedMessage(
	name: string,
	parentName: string | null,
	position: number,
	count: number
): string {
	return sprintf(
		/* translators: 1: category name, 2: its new parent's name, 3: its position, 4: number of categories there. */
		__( '“%1$s” moved to %2$s, position %3$d of %4$d.', 'frontage' ),
		name,
		parentName ? `“${ parentName }”` : __( 'the top level', 'frontage' ),
		position,
		count
	);
}

/**
 * What deleting a category will do, in words.
 *
 * @param files      Its files (null while counting).
 * @param children   Its sub-categories.
 * @param parentName Where they go: the parent's name, or null for the top level.
 * @return The sentences.
 */
export function consequences(
	files: number | null,
	children: number,
	parentName: string | null
): string[] {
	const lines: string[] = [];
	if ( files === null ) {
		return lines;
	}
	if ( files > 0 ) {
		lines.push(
			parentName
				? sprintf(
						/* translators: 1: number of files, 2: parent category name. */
						_n(
							'Its %1$d file will move to “%2$s”.',
							'Its %1$d files will move to “%2$s”.',
							files,
							'frontage'
						),
						files,
						parentName
					)
				: sprintf(
						/* translators: %d: number of files. */
						_n(
							'Its %d file will stay in the library without a category.',
							'Its %d files will stay in the library without a category.',
							files,
							'frontage'
						),
						files
					)
		);
	}
	if ( children > 0 ) {
		lines.push(
			parentName
				? sprintf(
						/* translators: 1: number of sub-categories, 2: parent category name. */
						_n(
							'Its %1$d sub-category will move to “%2$s”.',
							'Its %1$d sub-categories will move to “%2$s”.',
							children,
							'frontage'
						),
						children,
						parentName
					)
				: sprintf(
						/* translators: %d: number of sub-categories. */
						_n(
							'Its %d sub-category will move to the top level.',
							'Its %d sub-categories will move to the top level.',
							children,
							'frontage'
						),
						children
					)
		);
	}
	if ( ! files && ! children ) {
		lines.push(
			__( 'It holds no files and no sub-categories.', 'frontage' )
		);
	}
	lines.push( __( 'No file is deleted.', 'frontage' ) );
	return lines;
}

/**
 * The notice after a category was deleted: that it was, and where its files and
 * sub-categories went (each only when there were some).
 *
 * @param name            The category's name.
 * @param parentName      Where they went: the parent's name, or null for the top level.
 * @param movedFiles      How many files moved.
 * @param movedCategories How many sub-categories moved.
 * @return The sentences.
 */
export function categoryDeletedMessage(
	name: string,
	parentName: string | null,
	movedFiles: number,
	movedCategories: number
): string {
	const where = parentName
		? `“${ parentName }”`
		: __( 'the top level', 'frontage' );
	return [
		sprintf(
			/* translators: %s: category name. */
			__( 'Category “%s” deleted.', 'frontage' ),
			name
		),
		movedFiles
			? sprintf(
					/* translators: 1: number of files, 2: where they went. */
					_n(
						'%1$d file moved to %2$s.',
						'%1$d files moved to %2$s.',
						movedFiles,
						'frontage'
					),
					movedFiles,
					where
				)
			: '',
		movedCategories
			? sprintf(
					/* translators: 1: number of sub-categories, 2: where they went. */
					_n(
						'%1$d sub-category moved to %2$s.',
						'%1$d sub-categories moved to %2$s.',
						movedCategories,
						'frontage'
					),
					movedCategories,
					where
				)
			: '',
	]
		.filter( Boolean )
		.join( ' ' );
}
