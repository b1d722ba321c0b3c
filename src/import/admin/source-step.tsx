/**
 * Step 1: the sources the site holds, each with its file count; a source the site does not hold
 * cannot be chosen. With none, the screen says there is nothing to import.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import { ChoiceGroup } from './choice-group';
import { formatNumber } from './report-summary';
import type { ImportSource, SourceName } from './types';

/**
 * The sources.
 *
 * @param props          Component props.
 * @param props.sources  The sources.
 * @param props.value    The chosen one.
 * @param props.disabled Whether the choice is locked (an import is under way).
 * @param props.locale   The page's language.
 * @param props.onChange Called with the source chosen.
 */
export function SourceStep( {
	sources,
	value,
	disabled,
	locale,
	onChange,
}: {
	sources: ImportSource[];
	value: SourceName | null;
	disabled: boolean;
	locale?: string;
	onChange: ( source: SourceName ) => void;
} ) {
	if ( ! sources.some( ( source ) => source.available ) ) {
		return (
			<section className="frontage-import__nothing">
				<h2 className="frontage-import__step">
					{ __( 'Nothing to import', 'frontage' ) }
				</h2>
				<p>
					{ __(
						'This site holds no files of WP File Download or Download Monitor. When their rows are in the database (the plugins need not be active), they show here.',
						'frontage'
					) }
				</p>
			</section>
		);
	}
	return (
		<ChoiceGroup
			heading={ __( '1. Choose what to import', 'frontage' ) }
			name="frontage-import-source"
			value={ value }
			disabled={ disabled }
			onChange={ onChange }
			choices={ sources.map( ( source ) => ( {
				value: source.source,
				label: source.label,
				disabled: ! source.available,
				description: source.available
					? sprintf(
							/* translators: %s: how many files the source has. */
							_n(
								'%s file',
								'%s files',
								source.files,
								'frontage'
							),
							formatNumber( source.files, locale )
						)
					: __( 'Not found on this site.', 'frontage' ),
			} ) ) }
		/>
	);
}
