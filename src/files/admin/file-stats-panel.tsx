/**
 * "Downloads" in the file edit dialog: the file's downloads per day over the last 30 or 90 days
 * as a bar chart (download-chart.tsx), from GET /files/{id}/stats (docs/files.md "Download
 * statistics"). Only counts: nothing about who downloaded is kept.
 */
import { Notice, SelectControl, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { DownloadChart } from './download-chart';
import { fetchFileStats, type FileStats } from './history-api';

/** The periods offered, in days. */
const PERIODS = [ 30, 90 ] as const;

export function FileStatsPanel( { fileId }: { fileId: number } ) {
	const [ days, setDays ] = useState< number >( PERIODS[ 0 ] );
	const [ stats, setStats ] = useState< FileStats | null >( null );
	const [ error, setError ] = useState( '' );

	useEffect( () => {
		let current = true;
		setError( '' );
		fetchFileStats( fileId, days )
			.then( ( answer ) => {
				if ( current ) {
					setStats( answer );
				}
			} )
			.catch( ( caught ) => {
				if ( current ) {
					setError(
						apiErrorMessage(
							caught,
							__( 'The server could not be reached.', 'frontage' )
						)
					);
				}
			} );
		return () => {
			current = false;
		};
	}, [ fileId, days ] );

	// The chart of another period stays (marked busy) until the new one arrives.
	const loading = ! error && ( ! stats || stats.days !== days );
	return (
		<div className="frontage-files__stats" aria-busy={ loading }>
			<SelectControl
				label={ __( 'Period', 'frontage' ) }
				value={ String( days ) }
				options={ PERIODS.map( ( period ) => ( {
					value: String( period ),
					label: sprintf(
						/* translators: %d: number of days. */
						__( 'Last %d days', 'frontage' ),
						period
					),
				} ) ) }
				onChange={ ( value: string ) => setDays( Number( value ) ) }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ ! stats && ! error && <Spinner /> }
			{ stats && (
				<>
					<p className="frontage-files__stats-total">
						{ sprintf(
							/* translators: 1: downloads in the period, 2: its days, 3: downloads ever. */
							_n(
								'%1$d download in the last %2$d days, %3$d in all.',
								'%1$d downloads in the last %2$d days, %3$d in all.',
								stats.total,
								'frontage'
							),
							stats.total,
							stats.days,
							stats.downloads
						) }
					</p>
					<DownloadChart days={ stats.per_day } />
				</>
			) }
		</div>
	);
}
