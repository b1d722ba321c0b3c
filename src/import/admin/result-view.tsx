/**
 * An import that ended: its heading (which takes the focus, so a screen reader reads it), the
 * summary, the way on (the library, or "Resume" after a failure) and the report.
 */
import { Button, Notice } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { resultHeading } from './messages';
import { ReportView } from './report-view';
import { summary } from './report-summary';
import type { ImportRecord } from './types';

/**
 * The result.
 *
 * @param props            Component props.
 * @param props.record     The import.
 * @param props.ended      How many imports ended on this screen: focus moves on each.
 * @param props.libraryUrl Frontage → Files.
 * @param props.canRestart Whether the failed import may start again now.
 * @param props.locale     The page's language.
 * @param props.onRestart  Starts it again.
 */
export function ResultView( {
	record,
	ended,
	libraryUrl,
	canRestart,
	locale,
	onRestart,
}: {
	record: ImportRecord;
	ended: number;
	libraryUrl: string;
	canRestart: boolean;
	locale?: string;
	onRestart: () => void;
} ) {
	const heading = useRef< HTMLHeadingElement >( null );
	useEffect( () => {
		if ( ended > 0 ) {
			heading.current?.focus();
		}
	}, [ ended ] );
	const failed = 'failed' === record.status;
	return (
		<section
			className="frontage-import__result"
			aria-labelledby="frontage-import-result-heading"
		>
			<h2
				id="frontage-import-result-heading"
				className="frontage-import__step"
				ref={ heading }
				tabIndex={ -1 }
			>
				{ resultHeading( record ) }
			</h2>
			<p className="frontage-import__summary">
				{ summary( record, locale ) }
			</p>
			{ failed && (
				<>
					<Notice status="error" isDismissible={ false }>
						{ record.report.message ||
							__( 'The import stopped.', 'frontage' ) }
					</Notice>
					<p>
						{ __(
							'Nothing is half-imported. Resume goes on with what is not in the library yet.',
							'frontage'
						) }
					</p>
					<Button
						variant="primary"
						disabled={ ! canRestart }
						onClick={ onRestart }
					>
						{ __( 'Resume', 'frontage' ) }
					</Button>
				</>
			) }
			{ ! failed && record.dry_run && (
				<p>
					{ __(
						'Nothing was changed. If the report looks right, run the import.',
						'frontage'
					) }
				</p>
			) }
			{ ! failed && ! record.dry_run && (
				<p>
					<a href={ libraryUrl }>
						{ __(
							'Open the library (Frontage → Files)',
							'frontage'
						) }
					</a>
				</p>
			) }
			<ReportView record={ record } locale={ locale } />
		</section>
	);
}
