/**
 * The insert modal's buttons for the shown category and the search (insert-options.ts says
 * which show).
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import {
	insertCategoryMessage,
	insertSearchMessage,
	type InsertChoice,
} from '../insert-messages';
import type { InsertButtons } from './insert-options';

/** The insert buttons to show (none outside the insert modal), and where a choice goes. */
export interface InsertControls extends InsertButtons {
	send: ( choice: InsertChoice ) => void;
}

/**
 * The insert modal's buttons for the shown category and the search, at the top of the list so
 * they are found (and reached by Tab) first. Nothing outside the modal.
 *
 * @param props          Component props.
 * @param props.insert   Which buttons show, and where a choice goes.
 * @param props.category The shown category, 0 for all files.
 * @param props.title    Its name.
 */
export function InsertBar( {
	insert,
	category,
	title,
}: {
	insert: InsertControls;
	category: number;
	title: string;
} ) {
	if ( ! insert.category && ! insert.search ) {
		return null;
	}
	return (
		<div
			className="frontage-files__insert-bar"
			role="group"
			aria-label={ __( 'Insert', 'frontage' ) }
		>
			{ insert.category && category > 0 && (
				<Button
					variant="primary"
					className="frontage-files__insert-category"
					aria-label={ sprintf(
						/* translators: %s: category name. */
						__( 'Insert this category “%s”', 'frontage' ),
						title
					) }
					onClick={ () =>
						insert.send(
							insertCategoryMessage( {
								id: category,
								name: title,
							} )
						)
					}
				>
					{ __( 'Insert this category', 'frontage' ) }
				</Button>
			) }
			{ insert.category && category === 0 && (
				<span className="frontage-files__hint">
					{ __( 'Choose a category to insert it.', 'frontage' ) }
				</span>
			) }
			{ insert.search && (
				<Button
					variant="secondary"
					onClick={ () => insert.send( insertSearchMessage() ) }
				>
					{ __( 'Insert file search', 'frontage' ) }
				</Button>
			) }
		</div>
	);
}
