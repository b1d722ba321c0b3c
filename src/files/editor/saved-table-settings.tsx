/**
 * The File category block's "Saved table" settings (docs/files.md "Saved tables"): pick a saved
 * table (listed by `GET /frontage/v1/tables`, for library managers; others type its number),
 * save the block's current settings as a new one, and the "Table view" setting, which a
 * woo_commerce table does not have (its type asked with `get_table_type_by_id`).
 */
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Notice,
	PanelBody,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { IdPicker } from './id-picker';
import { showsTableView, tableOptions, type TableView } from './table-presets';
import { usePickerOptions } from './use-picker-options';
import { useTableType } from './use-table-type';
import type { FileCategoryAttributes } from './file-category-types';

const VIEW_OPTIONS: { value: TableView; label: string }[] = [
	{ value: 'table', label: __( 'Table: rows and columns', 'frontage' ) },
	{ value: 'list', label: __( 'List: each file on its own', 'frontage' ) },
];

interface SavedTableSettingsProps {
	attributes: FileCategoryAttributes;
	setAttributes: ( changes: Partial< FileCategoryAttributes > ) => void;
}

/**
 * The panel.
 *
 * @param props               Props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
export function SavedTableSettings( {
	attributes,
	setAttributes,
}: SavedTableSettingsProps ) {
	// Bumped after a save, so the list is asked again and holds the new table.
	const [ version, setVersion ] = useState( 0 );
	const tables = usePickerOptions(
		version ? `/frontage/v1/tables?v=${ version }` : '/frontage/v1/tables',
		tableOptions
	);
	const type = useTableType( attributes.tableId );
	const [ title, setTitle ] = useState( '' );
	const [ saving, setSaving ] = useState( false );
	const [ error, setError ] = useState( '' );

	const save = () => {
		setSaving( true );
		setError( '' );
		apiFetch< { id: number } >( {
			path: '/frontage/v1/tables',
			method: 'POST',
			data: {
				title,
				type: 'files',
				columns: attributes.columns,
				theme: attributes.theme,
				per_page: attributes.perPage,
				ordering: attributes.ordering,
			},
		} )
			.then( ( preset ) => {
				setTitle( '' );
				setVersion( ( n ) => n + 1 );
				setAttributes( { tableId: preset.id } );
			} )
			.catch( ( failure: { message?: string } ) =>
				setError(
					failure?.message ??
						__( 'The table could not be saved.', 'frontage' )
				)
			)
			.finally( () => setSaving( false ) );
	};

	return (
		<PanelBody title={ __( 'Saved table', 'frontage' ) }>
			<IdPicker
				items={ tables }
				value={ attributes.tableId }
				onChange={ ( tableId ) => setAttributes( { tableId } ) }
				label={ __( 'Saved table', 'frontage' ) }
				placeholder={ __(
					'None: this block’s own settings',
					'frontage'
				) }
				idLabel={ __( 'Saved table ID', 'frontage' ) }
				idHelp={ __(
					'Only people who manage the file library see the list of saved tables; type the table’s number, or leave it empty.',
					'frontage'
				) }
			/>
			{ attributes.tableId > 0 && (
				<p className="frontage-saved-table__note">
					{ __(
						'The columns, order, files per page and theme come from the saved table.',
						'frontage'
					) }
				</p>
			) }
			{ attributes.tableId === 0 && tables.status === 'ready' && (
				<>
					<TextControl
						__nextHasNoMarginBottom
						label={ __(
							'Save these settings as a table',
							'frontage'
						) }
						help={ __(
							'A name for the new saved table; other File category blocks can then use it.',
							'frontage'
						) }
						value={ title }
						onChange={ setTitle }
					/>
					<Button
						variant="secondary"
						isBusy={ saving }
						disabled={ saving || title.trim() === '' }
						accessibleWhenDisabled
						onClick={ save }
					>
						{ __( 'Save as a table', 'frontage' ) }
					</Button>
				</>
			) }
			{ error !== '' && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ showsTableView( type ) && (
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Table view', 'frontage' ) }
					value={ attributes.tableView }
					options={ VIEW_OPTIONS }
					onChange={ ( tableView ) =>
						setAttributes( { tableView: tableView as TableView } )
					}
				/>
			) }
		</PanelBody>
	);
}
