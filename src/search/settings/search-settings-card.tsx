/**
 * The "File search" card of Settings → Frontage: the global search settings (docs/search.md),
 * saved with the rest of the screen. Shown only while the File search module is on.
 */
import {
	Card,
	CardBody,
	CardHeader,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { SearchSettings } from './search-values';

interface Props {
	value: SearchSettings;
	onChange: ( value: SearchSettings ) => void;
}

export function SearchSettingsCard( { value, onChange }: Props ) {
	const toggle = (
		key:
			| 'suggestions'
			| 'check_empty_key'
			| 'download_selected'
			| 'search_all',
		label: string,
		help: string
	) => (
		<ToggleControl
			label={ label }
			help={ help }
			checked={ value[ key ] }
			onChange={ ( checked: boolean ) =>
				onChange( { ...value, [ key ]: checked } )
			}
		/>
	);

	return (
		<Card>
			<CardHeader>
				<h2>{ __( 'File search', 'frontage' ) }</h2>
			</CardHeader>
			<CardBody>
				{ toggle(
					'suggestions',
					__( 'Suggest files while visitors type', 'frontage' ),
					__(
						'A list of matching files opens under the keyword box once three characters are typed.',
						'frontage'
					)
				) }
				{ toggle(
					'check_empty_key',
					__( 'Require a keyword', 'frontage' ),
					__(
						'A search without a keyword does nothing, whatever filters are chosen.',
						'frontage'
					)
				) }
				{ toggle(
					'search_all',
					__( 'Allow searching all categories', 'frontage' ),
					__(
						'Off: visitors must choose a category before searching.',
						'frontage'
					)
				) }
				{ toggle(
					'download_selected',
					__( 'Download selected files as one zip', 'frontage' ),
					__(
						'Results get checkboxes and a “Download selected” button.',
						'frontage'
					)
				) }
				<SelectControl
					label={ __( 'Tags are chosen with', 'frontage' ) }
					value={ value.tag_display }
					options={ [
						{
							value: 'checkbox',
							label: __( 'A list of checkboxes', 'frontage' ),
						},
						{
							value: 'input',
							label: __(
								'A tag field with suggestions',
								'frontage'
							),
						},
					] }
					onChange={ ( tagDisplay: string ) =>
						onChange( {
							...value,
							tag_display:
								tagDisplay === 'input' ? 'input' : 'checkbox',
						} )
					}
					__nextHasNoMarginBottom
				/>
				<SelectControl
					label={ __(
						'Date format of the date filters',
						'frontage'
					) }
					value={ value.date_format }
					options={ [
						{ value: 'DD-MM-YYYY', label: 'DD-MM-YYYY' },
						{ value: 'MM-DD-YYYY', label: 'MM-DD-YYYY' },
						{ value: 'YYYY-MM-DD', label: 'YYYY-MM-DD' },
					] }
					onChange={ ( format: string ) =>
						onChange( {
							...value,
							date_format:
								format === 'MM-DD-YYYY' ||
								format === 'YYYY-MM-DD'
									? format
									: 'DD-MM-YYYY',
						} )
					}
					__nextHasNoMarginBottom
				/>
			</CardBody>
		</Card>
	);
}
