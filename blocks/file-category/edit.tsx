/**
 * The File category block in the editor: the table as visitors get it (rendered by the server),
 * and its settings in the sidebar — the category, the columns, the order, the page size, the
 * theme and the checkboxes.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	CheckboxControl,
	PanelBody,
	Placeholder,
	RangeControl,
	SelectControl,
	Spinner,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { BlockPreview } from '../../src/files/block-preview';
import { categoryOptions } from '../../src/files/editor-options';
import { usePickerOptions } from '../../src/files/use-picker-options';
import metadata from './block.json';
import type {
	FileCategoryAttributes,
	FileColumn,
	FileTableTheme,
} from './types';

const COLUMN_LABELS: Record< FileColumn, string > = {
	title: __( 'Title', 'frontage' ),
	description: __( 'Description', 'frontage' ),
	type: __( 'Type', 'frontage' ),
	size: __( 'Size', 'frontage' ),
	version: __( 'Version', 'frontage' ),
	created: __( 'Created', 'frontage' ),
	updated: __( 'Updated', 'frontage' ),
	downloads: __( 'Downloads', 'frontage' ),
	download: __( 'Download button', 'frontage' ),
};

/** Column order as block.json lists it; the title is always shown. */
const ALL_COLUMNS = metadata.attributes.columns.items.enum as FileColumn[];

const ORDERING_OPTIONS = [
	{ value: '', label: __( 'The category’s own order', 'frontage' ) },
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

const THEME_OPTIONS: { value: FileTableTheme; label: string }[] = [
	{ value: 'default', label: __( 'Default', 'frontage' ) },
	{ value: 'ggd', label: __( 'GGD (details in a pop-up)', 'frontage' ) },
	{
		value: 'preview',
		label: __( 'Preview (details and preview in a pop-up)', 'frontage' ),
	},
];

/**
 * The block's editor view.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< FileCategoryAttributes > ) {
	const blockProps = useBlockProps();
	const categories = usePickerOptions(
		'/frontage/v1/categories',
		categoryOptions
	);
	const picker = (
		<CategoryPicker
			categories={ categories }
			value={ attributes.categoryId }
			onChange={ ( categoryId ) => setAttributes( { categoryId } ) }
		/>
	);

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Files', 'frontage' ) }>
					{ picker }
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Order', 'frontage' ) }
						value={ attributes.ordering }
						options={ ORDERING_OPTIONS }
						onChange={ ( ordering ) =>
							setAttributes( { ordering } )
						}
						help={ __(
							'Visitors can re-sort by clicking a column’s header.',
							'frontage'
						) }
					/>
					<RangeControl
						__nextHasNoMarginBottom
						label={ __( 'Files per page', 'frontage' ) }
						value={ attributes.perPage }
						min={ 1 }
						max={ 100 }
						onChange={ ( perPage ) =>
							setAttributes( { perPage: perPage ?? 20 } )
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Theme', 'frontage' ) }
						value={ attributes.theme }
						options={ THEME_OPTIONS }
						onChange={ ( theme ) =>
							setAttributes( { theme: theme as FileTableTheme } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Checkboxes and “Download selected”',
							'frontage'
						) }
						checked={ attributes.showCheckboxes }
						onChange={ ( showCheckboxes ) =>
							setAttributes( { showCheckboxes } )
						}
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Columns', 'frontage' ) }
					initialOpen={ false }
				>
					{ ALL_COLUMNS.filter(
						( column ) => column !== 'title'
					).map( ( column ) => (
						<CheckboxControl
							__nextHasNoMarginBottom
							key={ column }
							label={ COLUMN_LABELS[ column ] }
							checked={ attributes.columns.includes( column ) }
							onChange={ ( checked ) =>
								setAttributes( {
									columns: ALL_COLUMNS.filter( ( name ) =>
										name === column
											? checked
											: name === 'title' ||
												attributes.columns.includes(
													name
												)
									),
								} )
							}
						/>
					) ) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ attributes.categoryId > 0 ? (
					<BlockPreview
						block={ metadata.name }
						attributes={ attributes }
						emptyMessage={ __(
							'This category shows nothing here.',
							'frontage'
						) }
					/>
				) : (
					<Placeholder
						icon="media-spreadsheet"
						label={ __( 'File category', 'frontage' ) }
						instructions={ __(
							'Choose the category whose files the table lists.',
							'frontage'
						) }
					>
						{ picker }
					</Placeholder>
				) }
			</div>
		</>
	);
}

interface CategoryPickerProps {
	categories: ReturnType< typeof usePickerOptions >;
	value: number;
	onChange: ( categoryId: number ) => void;
}

/**
 * The category select, or an id field when the categories cannot be listed.
 *
 * @param props            Component props.
 * @param props.categories The categories' loading state.
 * @param props.value      The chosen category id.
 * @param props.onChange   Called with the new id.
 */
function CategoryPicker( {
	categories,
	value,
	onChange,
}: CategoryPickerProps ) {
	if ( categories.status === 'loading' ) {
		return <Spinner />;
	}
	if ( categories.status === 'unavailable' ) {
		return (
			<TextControl
				__nextHasNoMarginBottom
				type="number"
				min={ 0 }
				label={ __( 'Category ID', 'frontage' ) }
				help={ __(
					'The list of categories could not be loaded; type the category’s number.',
					'frontage'
				) }
				value={ value > 0 ? String( value ) : '' }
				onChange={ ( text ) => onChange( toId( text ) ) }
			/>
		);
	}
	return (
		<SelectControl
			__nextHasNoMarginBottom
			label={ __( 'Category', 'frontage' ) }
			value={ String( value ) }
			options={ [
				{ value: '0', label: __( 'Choose a category…', 'frontage' ) },
				...categories.options.map( ( option ) => ( {
					value: String( option.value ),
					label: option.label,
				} ) ),
			] }
			onChange={ ( text ) => onChange( toId( text ) ) }
		/>
	);
}

/**
 * A typed or picked id as a number; anything that is not a positive integer is 0.
 *
 * @param text The value.
 * @return The id.
 */
function toId( text: string ): number {
	return /^[1-9]\d{0,15}$/.test( text.trim() ) ? Number( text.trim() ) : 0;
}
