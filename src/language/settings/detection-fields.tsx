/**
 * The Languages card's fields for finding the visitor's language: the browser's, the IP
 * country (from a header the CDN sets) or both, in either order.
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { FieldProblem } from '../../shared/field-problem';
import type { FieldsProps } from './language-settings-card';
import type { LanguageSettings } from './language-values';

/**
 * The fields.
 *
 * @param props          Props.
 * @param props.value    The settings.
 * @param props.problems What is wrong, by field.
 * @param props.set      Changes one setting.
 */
export function DetectionFields( { value, problems, set }: FieldsProps ) {
	return (
		<>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Find the visitor’s language by', 'frontage' ) }
				value={ value.detection_method }
				options={ [
					{
						value: 'browser',
						label: __( 'Browser language', 'frontage' ),
					},
					{ value: 'ip', label: __( 'IP country', 'frontage' ) },
					{
						value: 'browser_ip',
						label: __( 'Browser, then IP country', 'frontage' ),
					},
					{
						value: 'ip_browser',
						label: __( 'IP country, then browser', 'frontage' ),
					},
				] }
				onChange={ ( method ) =>
					set(
						'detection_method',
						method as LanguageSettings[ 'detection_method' ]
					)
				}
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Country header from your CDN', 'frontage' ) }
				help={ __(
					'For IP country: the request header your CDN puts the visitor’s country in, like CF-IPCountry. Empty: IP country is not used.',
					'frontage'
				) }
				value={ value.ip_country_header }
				onChange={ ( header ) => set( 'ip_country_header', header ) }
			/>
			<FieldProblem message={ problems.ip_country_header } />
		</>
	);
}
