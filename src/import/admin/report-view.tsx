/**
 * An import's report (docs/migration.md "The report"): the counts by kind, then the missing
 * files, the remote files, the names that change and the other problems.
 */
import { __ } from '@wordpress/i18n';

import { kindLabel, outcomeLabel } from './messages';
import { ReportTable, type Column } from './report-table';
import {
	KINDS,
	OUTCOMES,
	formatNumber,
	kindCounts,
	remoteAddress,
	splitProblems,
	type ReportList,
} from './report-summary';
import type { ImportChange, ImportProblem, ImportRecord } from './types';

/**
 * The report.
 *
 * @param props        Component props.
 * @param props.record The import.
 * @param props.locale The page's language.
 */
export function ReportView( {
	record,
	locale,
}: {
	record: ImportRecord;
	locale?: string;
} ) {
	const { missing, remote, other } = splitProblems( record.report );
	const item = itemColumn();
	const changes: ReportList< ImportChange > = {
		rows: record.report.changes ?? [],
		total: Math.max(
			record.report.change_total || 0,
			record.report.changes?.length ?? 0
		),
	};
	return (
		<div className="frontage-import__report">
			<CountsTable record={ record } locale={ locale } />
			<ProblemTable
				title={ __( 'Missing files', 'frontage' ) }
				list={ missing }
				locale={ locale }
				columns={ [
					item,
					messageColumn( __( 'What is wrong', 'frontage' ) ),
				] }
			/>
			<ProblemTable
				title={ __( 'Remote files', 'frontage' ) }
				list={ remote }
				locale={ locale }
				columns={ [
					item,
					{
						label: __( 'Address', 'frontage' ),
						cell: ( row ) => (
							<span className="frontage-import__address">
								{ remoteAddress( row ) || row.message }
							</span>
						),
					},
				] }
			/>
			<ReportTable< ImportChange >
				title={
					record.dry_run
						? __( 'Names that will change', 'frontage' )
						: __( 'Names that changed', 'frontage' )
				}
				list={ changes }
				rowKey={ ( row, index ) =>
					`${ row.item }-${ row.field }-${ index }`
				}
				locale={ locale }
				columns={ [
					item,
					{
						label: __( 'Name', 'frontage' ),
						cell: ( row ) => row.field,
					},
					{
						label: __( 'In the source', 'frontage' ),
						cell: ( row ) => row.from,
					},
					{
						label: __( 'In Frontage', 'frontage' ),
						cell: ( row ) => row.to,
					},
				] }
			/>
			<ProblemTable
				title={ __( 'Other problems', 'frontage' ) }
				list={ other }
				locale={ locale }
				columns={ [
					{
						label: __( 'Code', 'frontage' ),
						cell: ( row ) => <code>{ row.code }</code>,
					},
					item,
					messageColumn( __( 'What was done', 'frontage' ) ),
				] }
			/>
		</div>
	);
}

/**
 * The column naming a row's source item (`wpfd:file:12`), first in every list.
 */
function itemColumn(): Column< ImportProblem | ImportChange > {
	return {
		label: __( 'Source item', 'frontage' ),
		cell: ( row ) => <code>{ row.item }</code>,
	};
}

/**
 * A column showing a problem's message.
 *
 * @param label The column's heading.
 */
function messageColumn( label: string ): Column< ImportProblem > {
	return { label, cell: ( row ) => row.message };
}

/**
 * One list of problems (missing files, remote files, other problems): a report table whose rows
 * are keyed by their code and item.
 *
 * @param props         Component props.
 * @param props.title   The list's name.
 * @param props.list    Its rows and how many there are in all.
 * @param props.columns The columns.
 * @param props.locale  The page's language.
 */
function ProblemTable( {
	title,
	list,
	columns,
	locale,
}: {
	title: string;
	list: ReportList< ImportProblem >;
	columns: Column< ImportProblem >[];
	locale?: string;
} ) {
	return (
		<ReportTable< ImportProblem >
			title={ title }
			list={ list }
			columns={ columns }
			rowKey={ ( row, index ) =>
				`${ row.code }-${ row.item }-${ index }`
			}
			locale={ locale }
		/>
	);
}

/**
 * The counts: one row per kind, one column per outcome.
 *
 * @param props        Component props.
 * @param props.record The import.
 * @param props.locale The page's language.
 */
function CountsTable( {
	record,
	locale,
}: {
	record: ImportRecord;
	locale?: string;
} ) {
	return (
		<div
			className="frontage-import__scroll"
			role="region"
			aria-labelledby="frontage-import-counts"
			tabIndex={ 0 }
		>
			<table className="widefat striped frontage-import__counts">
				<caption id="frontage-import-counts">
					{ record.dry_run
						? __( 'What an import would do', 'frontage' )
						: __( 'What the import did', 'frontage' ) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Kind', 'frontage' ) }</th>
						{ OUTCOMES.map( ( outcome ) => (
							<th scope="col" key={ outcome }>
								{ outcomeLabel( outcome ) }
							</th>
						) ) }
					</tr>
				</thead>
				<tbody>
					{ KINDS.map( ( kind ) => {
						const counts = kindCounts( record.counts, kind );
						return (
							<tr key={ kind }>
								<th scope="row">{ kindLabel( kind ) }</th>
								{ OUTCOMES.map( ( outcome ) => (
									<td key={ outcome }>
										{ formatNumber(
											counts[ outcome ],
											locale
										) }
									</td>
								) ) }
							</tr>
						);
					} ) }
				</tbody>
			</table>
		</div>
	);
}
