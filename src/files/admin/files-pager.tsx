/**
 * The files list's page buttons, shown when there is more than one page.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Previous page, "Page n of m (k files)", next page.
 *
 * @param props            Component props.
 * @param props.page       The shown page.
 * @param props.totalPages How many pages there are.
 * @param props.total      How many files there are.
 * @param props.onTurn     Pages forward (1) or back (-1).
 */
export function FilesPager( {
	page,
	totalPages,
	total,
	onTurn,
}: {
	page: number;
	totalPages: number;
	total: number;
	onTurn: ( by: number ) => void;
} ) {
	return (
		<nav
			className="frontage-files__pages"
			aria-label={ __( 'Pages of files', 'frontage' ) }
		>
			<Button
				variant="secondary"
				disabled={ page <= 1 }
				onClick={ () => onTurn( -1 ) }
			>
				{ __( 'Previous page', 'frontage' ) }
			</Button>
			<span>
				{ sprintf(
					/* translators: 1: current page, 2: number of pages, 3: number of files. */
					__( 'Page %1$d of %2$d (%3$d files)', 'frontage' ),
					page,
					totalPages,
					total
				) }
			</span>
			<Button
				variant="secondary"
				disabled={ page >= totalPages }
				onClick={ () => onTurn( 1 ) }
			>
				{ __( 'Next page', 'frontage' ) }
			</Button>
		</nav>
	);
}
