/**
 * The Languages card's fields for the cookie that remembers the visitor's choice: its name,
 * how long it lasts and its path.
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { FieldProblem } from '../../shared/field-problem';
import type { FieldsProps } from './language-settings-card';

/**
 * The fields.
 *
 * @param props          Props.
 * @param props.value    The settings.
 * @param props.problems What is wrong, by field.
 * @param props.set      Changes one setting.
 */
export function CookieFields( { value, problems, set }: FieldsProps ) {
	return (
		<>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Cookie name', 'frontage' ) }
				value={ value.cookie_name }
				onChange={ ( next ) => set( 'cookie_name', next ) }
			/>
			<FieldProblem message={ problems.cookie_name } />
			<TextControl
				__nextHasNoMarginBottom
				type="number"
				min={ 1 }
				max={ 3650 }
				label={ __( 'Remember the choice for (days)', 'frontage' ) }
				value={ String( value.cookie_age ) }
				onChange={ ( next ) => set( 'cookie_age', Number( next ) ) }
			/>
			<FieldProblem message={ problems.cookie_age } />
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Cookie path', 'frontage' ) }
				value={ value.cookie_path }
				onChange={ ( next ) => set( 'cookie_path', next ) }
			/>
			<FieldProblem message={ problems.cookie_path } />
		</>
	);
}
