/**
 * The Languages card's offer texts per language (popup_translations): for each published
 * language but the default one, the offer's text and buttons in that language, shown when that
 * language is suggested. Left empty, the page language's text is shown (docs/language.md).
 */
import { TextControl, TextareaControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { FieldProblem } from '../../shared/field-problem';
import type { FieldsProps } from './language-settings-card';
import {
	TRANSLATABLE_TEXTS,
	type LanguageRow,
	type OfferTexts,
} from './language-values';
import './offer-translations.scss';

/**
 * The fields, one group per language.
 *
 * @param props          Props.
 * @param props.value    The settings.
 * @param props.problems What is wrong, by field.
 * @param props.set      Changes one setting.
 */
export function OfferTranslations( { value, problems, set }: FieldsProps ) {
	const others = value.languages.filter(
		( row ) => row.code.trim() !== '' && row.code !== value.default_language
	);
	if ( others.length === 0 ) {
		return null;
	}
	const change = ( code: string, key: keyof OfferTexts, next: string ) =>
		set( 'popup_translations', {
			...value.popup_translations,
			[ code ]: {
				...emptyTexts(),
				...value.popup_translations[ code ],
				[ key ]: next,
			},
		} );
	return (
		<div className="frontage-settings__offer-translations">
			<h3>{ __( 'The offer in each language', 'frontage' ) }</h3>
			<p>
				{ __(
					'Shown when that language is suggested, so visitors read the offer in the language they are offered. Left empty: the text of the page’s language (the texts above for the default language).',
					'frontage'
				) }
			</p>
			{ others.map( ( row ) => (
				<LanguageTexts
					key={ row.code }
					row={ row }
					texts={ value.popup_translations[ row.code ] }
					problems={ problems }
					onChange={ ( key, next ) => change( row.code, key, next ) }
				/>
			) ) }
		</div>
	);
}

/**
 * One language's three texts, in a group named by the language.
 *
 * @param props          Props.
 * @param props.row      The language.
 * @param props.texts    Its texts, if any were written.
 * @param props.problems What is wrong, by field.
 * @param props.onChange Called with a changed text.
 */
function LanguageTexts( {
	row,
	texts,
	problems,
	onChange,
}: {
	row: LanguageRow;
	texts: OfferTexts | undefined;
	problems: FieldsProps[ 'problems' ];
	onChange: ( key: keyof OfferTexts, next: string ) => void;
} ) {
	const name = row.name.trim() || row.code;
	const labels: Record< keyof OfferTexts, string > = {
		/* translators: %s: a language's name, e.g. Deutsch. */
		popup_textarea: sprintf( __( 'Offer text in %s', 'frontage' ), name ),
		popup_textarea_change_button: sprintf(
			/* translators: %s: a language's name, e.g. Deutsch. */
			__( 'Change button in %s', 'frontage' ),
			name
		),
		popup_textarea_close_button: sprintf(
			/* translators: %s: a language's name, e.g. Deutsch. */
			__( 'Stay button in %s', 'frontage' ),
			name
		),
	};
	return (
		<fieldset className="frontage-settings__offer-language">
			<legend>{ name }</legend>
			{ TRANSLATABLE_TEXTS.map( ( key ) => {
				const Control =
					key === 'popup_textarea' ? TextareaControl : TextControl;
				return (
					<div key={ key }>
						<Control
							__nextHasNoMarginBottom
							label={ labels[ key ] }
							value={ texts?.[ key ] ?? '' }
							onChange={ ( next: string ) =>
								onChange( key, next )
							}
						/>
						<FieldProblem
							message={
								problems[
									`popup_translations.${ row.code }.${ key }`
								]
							}
						/>
					</div>
				);
			} ) }
		</fieldset>
	);
}

/**
 * A language's texts before any is written.
 */
function emptyTexts(): OfferTexts {
	return {
		popup_textarea: '',
		popup_textarea_change_button: '',
		popup_textarea_close_button: '',
	};
}
