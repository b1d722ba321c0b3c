/**
 * The Languages card's table of published languages: one row per language with its code, name,
 * address prefix and ISO code, each with its problem under it, and a Remove button but on the
 * default language's row.
 */
import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { FieldProblem } from '../../shared/field-problem';
import { withRow, withoutRow } from './language-edits';
import type { LanguageProblems, LanguageSettings } from './language-values';

/**
 * The table.
 *
 * @param props          Props.
 * @param props.value    The settings.
 * @param props.problems What is wrong, by field.
 * @param props.onChange Called with the changed settings.
 */
export function LanguageTable( {
	value,
	problems,
	onChange,
}: {
	value: LanguageSettings;
	problems: LanguageProblems;
	onChange: ( value: LanguageSettings ) => void;
} ) {
	return (
		<table className="frontage-settings__language-table">
			<caption className="screen-reader-text">
				{ __( 'Published languages', 'frontage' ) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Code', 'frontage' ) }</th>
					<th scope="col">{ __( 'Name', 'frontage' ) }</th>
					<th scope="col">{ __( 'Address prefix', 'frontage' ) }</th>
					<th scope="col">{ __( 'ISO code', 'frontage' ) }</th>
					<th scope="col">
						<span className="screen-reader-text">
							{ __( 'Actions', 'frontage' ) }
						</span>
					</th>
				</tr>
			</thead>
			<tbody>
				{ value.languages.map( ( _, index ) => (
					<LanguageTableRow
						key={ index }
						value={ value }
						index={ index }
						problems={ problems }
						onChange={ onChange }
					/>
				) ) }
			</tbody>
		</table>
	);
}

/**
 * One language's row.
 *
 * @param props          Props.
 * @param props.value    The settings.
 * @param props.index    Which language.
 * @param props.problems What is wrong, by field.
 * @param props.onChange Called with the changed settings.
 */
function LanguageTableRow( {
	value,
	index,
	problems,
	onChange,
}: {
	value: LanguageSettings;
	index: number;
	problems: LanguageProblems;
	onChange: ( value: LanguageSettings ) => void;
} ) {
	const row = value.languages[ index ];
	const at = ( field: string ) =>
		problems[ `languages.${ index }.${ field }` ];
	const isDefault = row.code === value.default_language;
	const rowLabel = row.name || row.code || String( index + 1 );
	return (
		<tr>
			{ (
				[
					[ 'code', __( 'Code', 'frontage' ) ],
					[ 'name', __( 'Name', 'frontage' ) ],
					[ 'slug', __( 'Address prefix', 'frontage' ) ],
					[ 'iso', __( 'ISO code', 'frontage' ) ],
				] as const
			 ).map( ( [ field, label ] ) => (
				<td key={ field }>
					<TextControl
						__nextHasNoMarginBottom
						hideLabelFromVision
						label={ `${ label }: ${ rowLabel }` }
						value={ row[ field ] }
						onChange={ ( next ) =>
							onChange(
								withRow( value, index, {
									...row,
									[ field ]: next,
								} )
							)
						}
					/>
					<FieldProblem message={ at( field ) } />
				</td>
			) ) }
			<td>
				{ isDefault ? (
					<span>{ __( 'Default', 'frontage' ) }</span>
				) : (
					<Button
						variant="link"
						isDestructive
						onClick={ () => onChange( withoutRow( value, index ) ) }
					>
						{ `${ __( 'Remove', 'frontage' ) }` }
						<span className="screen-reader-text">
							{ ` ${ rowLabel }` }
						</span>
					</Button>
				) }
			</td>
		</tr>
	);
}
