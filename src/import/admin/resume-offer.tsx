/**
 * An import under way that the screen does not follow: found on load, or named by a start the
 * server refused (409). Resume follows it here.
 */
import { Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type { Offer } from './import-state';
import type { ImportSource } from './types';

/**
 * The offer.
 *
 * @param props          Component props.
 * @param props.offer    The import under way.
 * @param props.sources  The sources (for its name).
 * @param props.onResume Follows it.
 */
export function ResumeOffer( {
	offer,
	sources,
	onResume,
}: {
	offer: Offer;
	sources: ImportSource[];
	onResume: ( id: number ) => void;
} ) {
	const record = offer.record;
	const label =
		sources.find( ( source ) => source.source === record?.source )?.label ??
		record?.source;
	let what: string = sprintf(
		/* translators: %d: the import's id. */
		__( 'Import %d is under way.', 'frontage' ),
		offer.id
	);
	if ( record && label && record.dry_run ) {
		what = sprintf(
			/* translators: %s: the source, e.g. WP File Download. */
			__( 'A dry run of %s is under way.', 'frontage' ),
			label
		);
	} else if ( record && label ) {
		what = sprintf(
			/* translators: %s: the source, e.g. WP File Download. */
			__( 'An import from %s is under way.', 'frontage' ),
			label
		);
	}
	return (
		<Notice
			status="warning"
			isDismissible={ false }
			className="frontage-import__offer"
			actions={ [
				{
					label: __( 'Resume', 'frontage' ),
					variant: 'primary',
					onClick: () => onResume( offer.id ),
				},
			] }
		>
			<p>
				<strong>
					{ __( 'An import is already running.', 'frontage' ) }
				</strong>{ ' ' }
				{ what }{ ' ' }
				{ __(
					'Only one import runs at a time. Resume to follow it here.',
					'frontage'
				) }
			</p>
		</Notice>
	);
}
