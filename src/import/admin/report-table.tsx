/**
 * One list of the report (missing files, remote files, changes, problems) as a table with
 * headers, a page of rows at a time, its total in the heading, and a note when the report holds
 * only the first rows. A table wider than the screen scrolls inside its own box, which the
 * keyboard can reach.
 */
import { Button } from '@wordpress/components';
import { useId, useState } from '@wordpress/element';
import type { ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { pageOf } from './paging';
import { cappedNote, formatNumber, type ReportList } from './report-summary';

export interface Column< T > {
	label: string;
	cell: ( row: T ) => ReactNode;
}

/**
 * The table.
 *
 * @param props         Component props.
 * @param props.title   The list's name.
 * @param props.list    The rows the report holds, and how many there are in all.
 * @param props.columns The columns.
 * @param props.rowKey  A row's key.
 * @param props.locale  The page's language.
 */
export function ReportTable< T >( {
	title,
	list,
	columns,
	rowKey,
	locale,
}: {
	title: string;
	list: ReportList< T >;
	columns: Column< T >[];
	rowKey: ( row: T, index: number ) => string;
	locale?: string;
} ) {
	const { rows, total } = list;
	const id = `frontage-import-${ useId().replace( /:/g, '' ) }`;
	const [ page, setPage ] = useState( 1 );
	const shown = pageOf( rows, page );
	const heading = sprintf(
		/* translators: 1: the list's name, 2: how many rows it has. */
		__( '%1$s (%2$s)', 'frontage' ),
		title,
		formatNumber( total, locale )
	);
	return (
		<section className="frontage-import__list">
			<h3 id={ id }>{ heading }</h3>
			{ 0 === total ? (
				<p>{ __( 'None.', 'frontage' ) }</p>
			) : (
				<>
					<div
						className="frontage-import__scroll"
						role="region"
						aria-labelledby={ id }
						// Focusable, so a table wider than the screen scrolls by keyboard.
						tabIndex={ 0 }
					>
						<table className="widefat striped">
							<thead>
								<tr>
									{ columns.map( ( column ) => (
										<th scope="col" key={ column.label }>
											{ column.label }
										</th>
									) ) }
								</tr>
							</thead>
							<tbody>
								{ shown.rows.map( ( row, index ) => (
									<tr
										key={ rowKey(
											row,
											shown.first + index
										) }
									>
										{ columns.map( ( column ) => (
											<td key={ column.label }>
												{ column.cell( row ) }
											</td>
										) ) }
									</tr>
								) ) }
							</tbody>
						</table>
					</div>
					<Pager
						label={ title }
						page={ shown }
						count={ rows.length }
						locale={ locale }
						onPage={ setPage }
					/>
					{ cappedNote( rows.length, total, locale ) && (
						<p className="frontage-import__hint">
							{ cappedNote( rows.length, total, locale ) }
						</p>
					) }
				</>
			) }
		</section>
	);
}

/**
 * "Rows 1–20 of 45" and the buttons to the other pages, when there are several.
 *
 * @param props        Component props.
 * @param props.label  The list's name (the buttons say which list they page).
 * @param props.page   The page shown.
 * @param props.count  How many rows the list holds.
 * @param props.locale The page's language.
 * @param props.onPage Called with the page to show.
 */
function Pager( {
	label,
	page,
	count,
	locale,
	onPage,
}: {
	label: string;
	page: ReturnType< typeof pageOf >;
	count: number;
	locale?: string;
	onPage: ( page: number ) => void;
} ) {
	if ( page.pages < 2 ) {
		return null;
	}
	return (
		<nav
			className="frontage-import__pager"
			aria-label={ sprintf(
				/* translators: %s: the list's name. */
				__( 'Pages of %s', 'frontage' ),
				label
			) }
		>
			<Button
				variant="secondary"
				size="compact"
				disabled={ page.page <= 1 }
				onClick={ () => onPage( page.page - 1 ) }
			>
				{ __( 'Previous', 'frontage' ) }
			</Button>
			<span aria-live="polite">
				{ sprintf(
					/* translators: 1: first row shown, 2: last row shown, 3: rows in the list. */
					__( 'Rows %1$s–%2$s of %3$s', 'frontage' ),
					formatNumber( page.first, locale ),
					formatNumber( page.last, locale ),
					formatNumber( count, locale )
				) }
			</span>
			<Button
				variant="secondary"
				size="compact"
				disabled={ page.page >= page.pages }
				onClick={ () => onPage( page.page + 1 ) }
			>
				{ __( 'Next', 'frontage' ) }
			</Button>
		</nav>
	);
}
