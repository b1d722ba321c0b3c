/**
 * Settings → Frontage → Languages: the `frontage_language` option (language-values.ts,
 * docs/language.md), shown while the Language module is on. One row per published language with
 * its code, name, address prefix and ISO code, added from a list of languages or by hand; the
 * default language; how the visitor's language is found; redirect or offer, and the offer's
 * words; the cookie. Each mistake is named under its field; the app saves nothing while there
 * is one.
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	SelectControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { FieldProblem } from '../../shared/field-problem';
import { CookieFields } from './cookie-fields';
import { DetectionFields } from './detection-fields';
import {
	defaultLanguageOptions,
	withDefault,
	withNewRow,
} from './language-edits';
import { LanguagePicker } from './language-picker';
import { LanguageTable } from './language-table';
import type { LanguageProblems, LanguageSettings } from './language-values';
import { OfferFields } from './offer-fields';

/** What each group of the card's fields gets. */
export interface FieldsProps {
	value: LanguageSettings;
	problems: LanguageProblems;
	set: < K extends keyof LanguageSettings >(
		key: K,
		next: LanguageSettings[ K ]
	) => void;
}

/**
 * The card.
 *
 * @param props          Props.
 * @param props.value    The settings.
 * @param props.problems What is wrong, by field.
 * @param props.onChange Called with the changed settings.
 */
export function LanguageSettingsCard( {
	value,
	problems,
	onChange,
}: {
	value: LanguageSettings;
	problems: LanguageProblems;
	onChange: ( value: LanguageSettings ) => void;
} ) {
	const set = < K extends keyof LanguageSettings >(
		key: K,
		next: LanguageSettings[ K ]
	) => onChange( { ...value, [ key ]: next } );
	const fields = { value, problems, set };

	return (
		<Card className="frontage-settings__languages">
			<CardHeader>
				<h2>{ __( 'Languages', 'frontage' ) }</h2>
			</CardHeader>
			<CardBody>
				<p>
					{ __(
						'Each published language but the default one lives under its own address prefix, like /de/. Link pages to their translations in the editor’s Language panel.',
						'frontage'
					) }
				</p>
				<LanguageTable
					value={ value }
					problems={ problems }
					onChange={ onChange }
				/>
				<FieldProblem message={ problems.languages } />
				<LanguagePicker value={ value } onChange={ onChange }>
					<Button
						__next40pxDefaultSize
						variant="secondary"
						onClick={ () => onChange( withNewRow( value ) ) }
					>
						{ __( 'Add language', 'frontage' ) }
					</Button>
				</LanguagePicker>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Default language', 'frontage' ) }
					help={ __( 'Its addresses have no prefix.', 'frontage' ) }
					value={ value.default_language }
					options={ defaultLanguageOptions( value ) }
					onChange={ ( code ) =>
						onChange( withDefault( value, code ) )
					}
				/>
				<DetectionFields { ...fields } />
				<OfferFields { ...fields } />
				<CookieFields { ...fields } />
			</CardBody>
		</Card>
	);
}
