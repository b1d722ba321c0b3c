/**
 * A bar chart of downloads per day: a plain SVG that scales to its container, named for
 * screen readers by a sentence with the numbers, with a table of the days that had downloads
 * as its text alternative (docs/files.md "Download statistics"). Geometry: download-chart-data.ts.
 */
import { useId } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import {
	busiestDay,
	chartBars,
	CHART_HEIGHT,
	CHART_WIDTH,
	daysWithDownloads,
	formatDay,
	type DayCount,
} from './download-chart-data';

/**
 * The chart's spoken summary: the period, the total and the busiest day.
 *
 * @param days The days, oldest first.
 * @return E.g. "Downloads per day from May 1, 2026 to May 30, 2026: 12 in all; most on May 3, 2026 (5)."
 */
export function chartSummary( days: DayCount[] ): string {
	if ( days.length === 0 ) {
		return __( 'No days to show.', 'frontage' );
	}
	const period = sprintf(
		/* translators: 1: first day, 2: last day. */
		__( 'Downloads per day from %1$s to %2$s:', 'frontage' ),
		formatDay( days[ 0 ].day ),
		formatDay( days[ days.length - 1 ].day )
	);
	const best = busiestDay( days );
	if ( ! best ) {
		return `${ period } ${ __( 'none.', 'frontage' ) }`;
	}
	const total = days.reduce( ( sum, day ) => sum + day.count, 0 );
	return `${ period } ${ sprintf(
		/* translators: 1: number of downloads, 2: a day, 3: that day's downloads. */
		_n(
			'%1$d download in all; most on %2$s (%3$d).',
			'%1$d downloads in all; most on %2$s (%3$d).',
			total,
			'frontage'
		),
		total,
		formatDay( best.day ),
		best.count
	) }`;
}

export function DownloadChart( { days }: { days: DayCount[] } ) {
	const id = `frontage-download-chart-${ useId().replace( /:/g, '' ) }`;
	const bars = chartBars( days );
	const rows = daysWithDownloads( days );
	const summary = chartSummary( days );
	return (
		<figure className="frontage-files__chart">
			<svg
				className="frontage-files__chart-svg"
				viewBox={ `0 0 ${ CHART_WIDTH } ${ CHART_HEIGHT }` }
				preserveAspectRatio="none"
				role="img"
				aria-labelledby={ `${ id }-summary` }
				focusable="false"
			>
				<line
					className="frontage-files__chart-axis"
					x1={ 0 }
					y1={ CHART_HEIGHT - 0.5 }
					x2={ CHART_WIDTH }
					y2={ CHART_HEIGHT - 0.5 }
				/>
				{ bars.map( ( bar ) =>
					bar.height > 0 ? (
						<rect
							key={ bar.day }
							className="frontage-files__chart-bar"
							x={ bar.x }
							y={ bar.y }
							width={ bar.width }
							height={ bar.height }
						>
							<title>
								{ sprintf(
									/* translators: 1: a day, 2: its downloads. */
									__( '%1$s: %2$d', 'frontage' ),
									formatDay( bar.day ),
									bar.count
								) }
							</title>
						</rect>
					) : null
				) }
			</svg>
			<figcaption
				id={ `${ id }-summary` }
				className="frontage-files__chart-summary"
			>
				{ summary }
			</figcaption>
			{ rows.length > 0 && (
				<details className="frontage-files__chart-details">
					<summary>{ __( 'Show the numbers', 'frontage' ) }</summary>
					<table className="widefat striped frontage-files__chart-table">
						<caption className="screen-reader-text">
							{ __( 'Days with downloads', 'frontage' ) }
						</caption>
						<thead>
							<tr>
								<th scope="col">{ __( 'Day', 'frontage' ) }</th>
								<th scope="col">
									{ __( 'Downloads', 'frontage' ) }
								</th>
							</tr>
						</thead>
						<tbody>
							{ rows.map( ( row ) => (
								<tr key={ row.day }>
									<td>{ formatDay( row.day ) }</td>
									<td>{ row.count }</td>
								</tr>
							) ) }
						</tbody>
					</table>
					<p className="description">
						{ __(
							'Days not listed had no downloads.',
							'frontage'
						) }
					</p>
				</details>
			) }
		</figure>
	);
}
