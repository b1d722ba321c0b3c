/**
 * The import under way: what it does now, a progress bar and "312 of 1,000 files". When a poll
 * failed, it says the import goes on in the background and offers to follow it again.
 */
import { Button } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { filesLine, phaseLine } from './messages';
import { importProgress } from './progress';
import type { ImportRecord } from './types';

/**
 * The progress.
 *
 * @param props          Component props.
 * @param props.record   The import; null until the first answer.
 * @param props.dryRun   Whether it is a dry run (when the record is not known yet).
 * @param props.stalled  Whether following stopped because a poll failed.
 * @param props.locale   The page's language.
 * @param props.onResume Follows the import again.
 */
export function ProgressView( {
	record,
	dryRun,
	stalled,
	locale,
	onResume,
}: {
	record: ImportRecord | null;
	dryRun: boolean;
	stalled: boolean;
	locale?: string;
	onResume: () => void;
} ) {
	const heading = useRef< HTMLHeadingElement >( null );
	// The button that started it is now disabled: the focus goes to what it started.
	useEffect( () => heading.current?.focus(), [] );
	const progress = record ? importProgress( record ) : null;
	const known = progress && null !== progress.percent;
	return (
		<section
			className="frontage-import__progress"
			aria-labelledby="frontage-import-progress-heading"
		>
			<h2
				id="frontage-import-progress-heading"
				className="frontage-import__step"
				ref={ heading }
				tabIndex={ -1 }
			>
				{ dryRun
					? __( 'Dry run under way', 'frontage' )
					: __( 'Import under way', 'frontage' ) }
			</h2>
			<p id="frontage-import-phase">{ phaseLine( record ) }</p>
			{ /* Without a value the bar shows that the import works, not how far it is. */ }
			<progress
				className="frontage-import__bar"
				aria-label={
					dryRun
						? __( 'Dry run progress', 'frontage' )
						: __( 'Import progress', 'frontage' )
				}
				aria-describedby="frontage-import-phase frontage-import-count"
				max={ known ? progress.total : undefined }
				value={ known ? progress.done : undefined }
			/>
			<p id="frontage-import-count" className="frontage-import__count">
				{ progress && progress.total > 0
					? filesLine( progress, locale )
					: '' }
			</p>
			{ stalled ? (
				<div className="frontage-import__stalled">
					<p>
						{ __(
							'This screen lost track of the import. It goes on in the background; resume to follow it here again.',
							'frontage'
						) }
					</p>
					<Button variant="primary" onClick={ onResume }>
						{ __( 'Resume', 'frontage' ) }
					</Button>
				</div>
			) : (
				<p className="frontage-import__hint">
					{ __(
						'You may leave this screen: the import goes on in the background, and this screen offers to follow it when you come back.',
						'frontage'
					) }
				</p>
			) }
		</section>
	);
}
