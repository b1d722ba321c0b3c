/**
 * The File category block in the editor: the table as visitors get it (rendered by the server),
 * "Choose category" (the insert modal, docs/editor.md) in the placeholder, the toolbar and the
 * sidebar, and its settings in the sidebar — the category, the columns, the order, the page size,
 * the theme and the checkboxes, or a saved table that sets the columns, order, page size and theme
 * (docs/files.md "Saved tables"), and the table view.
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	Placeholder,
	ToggleControl,
	ToolbarGroup,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	categoryFieldsFromChoice,
	categoryFieldsFromId,
} from '../../src/editor/block-fields';
import { ChooseButton } from '../../src/editor/choose-button';
import { BlockPreview } from '../../src/files/editor/block-preview';
import {
	ColumnsPanel,
	TableDisplayControls,
	orderingOptions,
} from '../../src/files/editor/table-settings';
import { categoryOptions } from '../../src/files/editor/editor-options';
import { IdPicker } from '../../src/files/editor/id-picker';
import { SavedTableSettings } from '../../src/files/editor/saved-table-settings';
import { usePickerOptions } from '../../src/files/editor/use-picker-options';
import metadata from './block.json';
import type { FileCategoryAttributes } from '../../src/files/editor/file-category-types';

const ORDERING_OPTIONS = orderingOptions(
	__( 'The category’s own order', 'frontage' )
);

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
	const choose = ( as: 'toolbar' | 'button', primary = false ) => (
		<ChooseButton
			mode="category"
			as={ as }
			variant={ primary ? 'primary' : 'secondary' }
			label={ __( 'Choose category', 'frontage' ) }
			categoryId={ attributes.categoryId }
			onChoose={ ( id, choice ) =>
				setAttributes(
					categoryFieldsFromChoice( choice ) ??
						categoryFieldsFromId( id )
				)
			}
		/>
	);
	const picker = (
		<IdPicker
			items={ categories }
			value={ attributes.categoryId }
			onChange={ ( id, option ) =>
				setAttributes( categoryFieldsFromId( id, option ) )
			}
			label={ __( 'Category', 'frontage' ) }
			placeholder={ __( 'Choose a category…', 'frontage' ) }
			idLabel={ __( 'Category ID', 'frontage' ) }
			idHelp={ __(
				'The list of categories could not be loaded; type the category’s number.',
				'frontage'
			) }
		/>
	);

	return (
		<>
			{ attributes.categoryId > 0 && (
				<BlockControls>
					<ToolbarGroup>{ choose( 'toolbar' ) }</ToolbarGroup>
				</BlockControls>
			) }
			<InspectorControls>
				<PanelBody title={ __( 'Files', 'frontage' ) }>
					{ choose( 'button' ) }
					{ picker }
					{ attributes.tableId === 0 && (
						<TableDisplayControls
							value={ attributes }
							ordering={ ORDERING_OPTIONS }
							onChange={ setAttributes }
						/>
					) }
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
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Search box above the table', 'frontage' ) }
						help={ __(
							'Visitors find this category’s files by title.',
							'frontage'
						) }
						checked={ attributes.showSearch }
						onChange={ ( showSearch ) =>
							setAttributes( { showSearch } )
						}
					/>
				</PanelBody>
				<SavedTableSettings
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				{ attributes.tableId === 0 && (
					<ColumnsPanel
						columns={ attributes.columns }
						onChange={ ( columns ) => setAttributes( { columns } ) }
					/>
				) }
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
						{ choose( 'button', true ) }
						{ picker }
					</Placeholder>
				) }
			</div>
		</>
	);
}
