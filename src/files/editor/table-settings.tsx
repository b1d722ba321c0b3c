/**
 * The file table settings that the File category and File search blocks share in the editor's
 * sidebar: the column checkboxes, the orderings and the themes (docs/files.md "The file table").
 */
import {
	CheckboxControl,
	PanelBody,
	RangeControl,
	SelectControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { FILE_TABLE_COLUMNS } from '../file-table-columns';
import { COLUMN_LABELS } from './column-labels';
import type { FileColumn, FileTableTheme } from './file-category-types';

/** Every column, in the table's order (includes/files/file-table-columns.json); the title is always shown. */
export const ALL_COLUMNS: readonly FileColumn[] = FILE_TABLE_COLUMNS;

/**
 * The orderings a block may fix, after its own default.
 *
 * @param defaultLabel What the empty value (the block's default order) means.
 * @return Select options.
 */
export function orderingOptions(
	defaultLabel: string
): { value: string; label: string }[] {
	return [
		{ value: '', label: defaultLabel },
		{ value: 'title', label: __( 'Title, A to Z', 'frontage' ) },
		{ value: 'title-desc', label: __( 'Title, Z to A', 'frontage' ) },
		{ value: 'created-desc', label: __( 'Newest first', 'frontage' ) },
		{ value: 'created', label: __( 'Oldest first', 'frontage' ) },
		{
			value: 'updated-desc',
			label: __( 'Recently updated first', 'frontage' ),
		},
		{ value: 'size', label: __( 'Smallest first', 'frontage' ) },
		{ value: 'size-desc', label: __( 'Largest first', 'frontage' ) },
		{
			value: 'downloads-desc',
			label: __( 'Most downloaded first', 'frontage' ),
		},
		{ value: 'type', label: __( 'Type', 'frontage' ) },
		{ value: 'version', label: __( 'Version', 'frontage' ) },
	];
}

export const THEME_OPTIONS: { value: FileTableTheme; label: string }[] = [
	{ value: 'default', label: __( 'Default', 'frontage' ) },
	{ value: 'ggd', label: __( 'GGD (details in a pop-up)', 'frontage' ) },
	{
		value: 'preview',
		label: __( 'Preview (details and preview in a pop-up)', 'frontage' ),
	},
];

/**
 * The Columns panel: a checkbox per column but the title, which is always shown.
 *
 * @param props          Props.
 * @param props.columns  The columns shown now; every column when the block has none yet (the
 *                       attribute's default comes from PHP with the server-side definitions).
 * @param props.onChange Receives the new columns, in the table's order.
 */
export function ColumnsPanel( {
	columns = ALL_COLUMNS,
	onChange,
}: {
	columns?: readonly FileColumn[] | undefined;
	onChange: ( columns: FileColumn[] ) => void;
} ) {
	return (
		<PanelBody title={ __( 'Columns', 'frontage' ) } initialOpen={ false }>
			{ ALL_COLUMNS.filter( ( column ) => column !== 'title' ).map(
				( column ) => (
					<CheckboxControl
						__nextHasNoMarginBottom
						key={ column }
						label={ COLUMN_LABELS[ column ] }
						checked={ columns.includes( column ) }
						onChange={ ( checked ) =>
							onChange(
								ALL_COLUMNS.filter( ( name ) =>
									name === column
										? checked
										: name === 'title' ||
											columns.includes( name )
								)
							)
						}
					/>
				)
			) }
		</PanelBody>
	);
}

/** The table display settings both blocks hold. */
export interface TableDisplay {
	ordering: string;
	perPage: number;
	theme: FileTableTheme;
}

/**
 * The order, page size and theme controls of a file table block.
 *
 * @param props          Props.
 * @param props.value    The block's current settings.
 * @param props.ordering The order options (orderingOptions()).
 * @param props.onChange Receives the changed settings.
 */
export function TableDisplayControls( {
	value,
	ordering,
	onChange,
}: {
	value: TableDisplay;
	ordering: { value: string; label: string }[];
	onChange: ( changes: Partial< TableDisplay > ) => void;
} ) {
	return (
		<>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Order', 'frontage' ) }
				value={ value.ordering }
				options={ ordering }
				onChange={ ( next ) => onChange( { ordering: next } ) }
				help={ __(
					'Visitors can re-sort by clicking a column’s header.',
					'frontage'
				) }
			/>
			<RangeControl
				__nextHasNoMarginBottom
				label={ __( 'Files per page', 'frontage' ) }
				value={ value.perPage }
				min={ 1 }
				max={ 100 }
				onChange={ ( perPage ) =>
					onChange( { perPage: perPage ?? 20 } )
				}
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Theme', 'frontage' ) }
				value={ value.theme }
				options={ THEME_OPTIONS }
				onChange={ ( theme ) =>
					onChange( { theme: theme as FileTableTheme } )
				}
			/>
		</>
	);
}
