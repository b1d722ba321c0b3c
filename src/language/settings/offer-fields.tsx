/**
 * The Languages card's fields for a visitor who needs another language: redirect at once, or
 * offer it in a popup or a bar with its text and buttons; never on an iPhone.
 */
import {
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { FieldProblem } from '../../shared/field-problem';
import type { FieldsProps } from './language-settings-card';
import type { LanguageSettings } from './language-values';
import { OfferTranslations } from './offer-translations';

/**
 * The fields.
 *
 * @param props          Props.
 * @param props.value    The settings.
 * @param props.problems What is wrong, by field.
 * @param props.set      Changes one setting.
 */
export function OfferFields( { value, problems, set }: FieldsProps ) {
	return (
		<>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __(
					'When a visitor needs another language',
					'frontage'
				) }
				value={ value.popup_option }
				options={ [
					{ value: 'popup', label: __( 'Offer it', 'frontage' ) },
					{
						value: 'redirect',
						label: __( 'Redirect at once', 'frontage' ),
					},
				] }
				onChange={ ( option ) =>
					set(
						'popup_option',
						option as LanguageSettings[ 'popup_option' ]
					)
				}
			/>
			{ value.popup_option === 'popup' ? (
				<>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Offer it in', 'frontage' ) }
						value={ value.popup_type }
						options={ [
							{
								value: 'popup',
								label: __( 'A popup', 'frontage' ),
							},
							{
								value: 'hello_bar',
								label: __(
									'A bar at the bottom of the page',
									'frontage'
								),
							},
						] }
						onChange={ ( type ) =>
							set(
								'popup_type',
								type as LanguageSettings[ 'popup_type' ]
							)
						}
					/>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Offer text', 'frontage' ) }
						help={ __(
							'{{suggested_language}} is replaced by the language’s name. Shown as plain text.',
							'frontage'
						) }
						value={ value.popup_textarea }
						onChange={ ( next ) => set( 'popup_textarea', next ) }
					/>
					<FieldProblem message={ problems.popup_textarea } />
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Change button', 'frontage' ) }
						value={ value.popup_textarea_change_button }
						onChange={ ( next ) =>
							set( 'popup_textarea_change_button', next )
						}
					/>
					<FieldProblem
						message={ problems.popup_textarea_change_button }
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Stay button', 'frontage' ) }
						value={ value.popup_textarea_close_button }
						onChange={ ( next ) =>
							set( 'popup_textarea_close_button', next )
						}
					/>
					<FieldProblem
						message={ problems.popup_textarea_close_button }
					/>
					<OfferTranslations
						value={ value }
						problems={ problems }
						set={ set }
					/>
				</>
			) : null }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Never redirect or offer on an iPhone',
					'frontage'
				) }
				checked={ value.is_iphone_user_check }
				onChange={ ( on ) => set( 'is_iphone_user_check', on ) }
			/>
		</>
	);
}
