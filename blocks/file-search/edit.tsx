/**
 * The File search block in the editor: the form as visitors get it (rendered by the server, with
 * the page-builder dummy type options when the library has none), and its settings in the
 * sidebar — the category the search starts in ("Choose category": the insert modal,
 * docs/editor.md, or a plain list) and the categories left out, the results' theme, columns, order,
 * page size and page links, which filters are offered and
 * whether they start open, how tags are offered, and the keyword box's placeholder.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	CheckboxControl,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { ChooseButton } from '../../src/editor/choose-button';
import { BlockPreview } from '../../src/files/editor/block-preview';
import { categoryOptions, toId } from '../../src/files/editor/editor-options';
import { usePickerOptions } from '../../src/files/editor/use-picker-options';
import {
	ColumnsPanel,
	TableDisplayControls,
	orderingOptions,
} from '../../src/files/editor/table-settings';
import type {
	FileColumn,
	FileTableTheme,
} from '../../src/files/editor/file-category-types';
import metadata from './block.json';

export type FileSearchColumn = FileColumn;

export type FileSearchTheme = FileTableTheme;

/** `''` follows the global search setting (Settings → Frontage → File search). */
export type TagDisplay = '' | 'checkbox' | 'input';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type FileSearchAttributes = {
	theme: FileSearchTheme;
	columns: FileSearchColumn[];
	perPage: number;
	/** `''` for the search's own order (relevance with a keyword, else title). */
	ordering: string;
	showFilters: boolean;
	showCategories: boolean;
	showTags: boolean;
	showTypes: boolean;
	showSize: boolean;
	showDates: boolean;
	tagDisplay: TagDisplay;
	placeholder: string;
	/** The category the search starts in; 0 for the whole library. */
	categoryId: number;
	/** Categories left out of the search, with those below them. */
	exclude: number[];
	/** Page links under the results. */
	showPagination: boolean;
	/** Before a search, and for an empty one, list the newest files (docs/search.md "Browse all"). */
	browseAll: boolean;
};

type FilterFlag =
	'showCategories' | 'showTags' | 'showTypes' | 'showSize' | 'showDates';

const FILTER_LABELS: Record< FilterFlag, string > = {
	showCategories: __( 'Category', 'frontage' ),
	showTags: __( 'Tags', 'frontage' ),
	showTypes: __( 'File types', 'frontage' ),
	showSize: __( 'Size from and to', 'frontage' ),
	showDates: __( 'Created and updated dates', 'frontage' ),
};

const ORDERING_OPTIONS = orderingOptions(
	__( 'Best match first (title without a keyword)', 'frontage' )
);

const TAG_DISPLAY_OPTIONS: { value: TagDisplay; label: string }[] = [
	{ value: '', label: __( 'As the search settings say', 'frontage' ) },
	{ value: 'checkbox', label: __( 'A list of checkboxes', 'frontage' ) },
	{ value: 'input', label: __( 'A tag field', 'frontage' ) },
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
}: BlockEditProps< FileSearchAttributes > ) {
	const blockProps = useBlockProps();
	const categories = usePickerOptions(
		'/frontage/v1/categories',
		categoryOptions
	);
	const setCategory = ( categoryId: number ) =>
		setAttributes( { categoryId } );

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Category', 'frontage' ) }>
					<StartCategory
						categories={ categories }
						value={ attributes.categoryId }
						onChange={ setCategory }
					/>
					<LeftOut
						categories={ categories }
						value={ attributes.exclude ?? [] }
						onChange={ ( exclude ) => setAttributes( { exclude } ) }
					/>
				</PanelBody>
				<PanelBody title={ __( 'Results', 'frontage' ) }>
					<TableDisplayControls
						value={ attributes }
						ordering={ ORDERING_OPTIONS }
						onChange={ setAttributes }
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Page links under the results',
							'frontage'
						) }
						checked={ attributes.showPagination }
						onChange={ ( showPagination ) =>
							setAttributes( { showPagination } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Show the newest files before a search',
							'frontage'
						) }
						help={ __(
							'Browse all: visitors see the newest files, paged, until they search; an empty search lists them too.',
							'frontage'
						) }
						checked={ attributes.browseAll }
						onChange={ ( browseAll ) =>
							setAttributes( { browseAll } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Filters', 'frontage' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Filters open at first', 'frontage' ) }
						checked={ attributes.showFilters }
						onChange={ ( showFilters ) =>
							setAttributes( { showFilters } )
						}
					/>
					{ ( Object.keys( FILTER_LABELS ) as FilterFlag[] ).map(
						( flag ) => (
							<CheckboxControl
								__nextHasNoMarginBottom
								key={ flag }
								label={ FILTER_LABELS[ flag ] }
								checked={ attributes[ flag ] }
								onChange={ ( checked ) =>
									setAttributes( { [ flag ]: checked } )
								}
							/>
						)
					) }
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Tags offered as', 'frontage' ) }
						value={ attributes.tagDisplay }
						options={ TAG_DISPLAY_OPTIONS }
						onChange={ ( tagDisplay ) =>
							setAttributes( {
								tagDisplay: tagDisplay as TagDisplay,
							} )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Keyword box placeholder', 'frontage' ) }
						help={ __( 'Empty: “Search files…”.', 'frontage' ) }
						value={ attributes.placeholder }
						onChange={ ( placeholder ) =>
							setAttributes( { placeholder } )
						}
					/>
				</PanelBody>
				<ColumnsPanel
					columns={ attributes.columns }
					onChange={ ( columns ) => setAttributes( { columns } ) }
				/>
			</InspectorControls>
			<div { ...blockProps }>
				<BlockPreview
					block={ metadata.name }
					attributes={ attributes }
					emptyMessage={ __(
						'The file search shows nothing here.',
						'frontage'
					) }
				/>
			</div>
		</>
	);
}

interface StartCategoryProps {
	categories: ReturnType< typeof usePickerOptions >;
	value: number;
	onChange: ( categoryId: number ) => void;
}

/**
 * The category the search starts in: "Choose category" (the insert modal) and a plain list of
 * the categories (or nothing while they load or when they cannot be listed).
 *
 * @param props            Component props.
 * @param props.categories The categories' loading state.
 * @param props.value      The chosen category id, 0 for the whole library.
 * @param props.onChange   Called with the new id.
 */
function StartCategory( { categories, value, onChange }: StartCategoryProps ) {
	return (
		<>
			{ categories.status === 'ready' && (
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Search starts in', 'frontage' ) }
					help={ __(
						'Visitors can still pick another category.',
						'frontage'
					) }
					value={ String( value ) }
					options={ [
						{
							value: '0',
							label: __( 'The whole library', 'frontage' ),
						},
						...categories.options.map( ( option ) => ( {
							value: String( option.value ),
							label: option.label,
						} ) ),
					] }
					onChange={ ( text ) => onChange( toId( text ) ) }
				/>
			) }
			<p>
				<ChooseButton
					mode="category"
					label={ __( 'Choose category', 'frontage' ) }
					categoryId={ value }
					onChoose={ onChange }
				/>{ ' ' }
				{ value > 0 && (
					<Button variant="tertiary" onClick={ () => onChange( 0 ) }>
						{ __( 'Search the whole library', 'frontage' ) }
					</Button>
				) }
			</p>
		</>
	);
}

interface LeftOutProps {
	categories: ReturnType< typeof usePickerOptions >;
	value: number[];
	onChange: ( exclude: number[] ) => void;
}

/**
 * The categories left out of the search (with those below them): one checkbox each, once the
 * categories are listed.
 *
 * @param props            Component props.
 * @param props.categories The categories' loading state.
 * @param props.value      The ids left out.
 * @param props.onChange   Called with the new ids.
 */
function LeftOut( { categories, value, onChange }: LeftOutProps ) {
	if ( categories.status !== 'ready' || categories.options.length === 0 ) {
		return null;
	}
	return (
		<fieldset className="frontage-file-search-exclude">
			<legend>{ __( 'Leave out of the search', 'frontage' ) }</legend>
			{ categories.options.map( ( option ) => {
				const id = Number( option.value );
				return (
					<CheckboxControl
						__nextHasNoMarginBottom
						key={ id }
						label={ option.label }
						checked={ value.includes( id ) }
						onChange={ ( checked ) =>
							onChange(
								checked
									? [ ...value, id ]
									: value.filter( ( one ) => one !== id )
							)
						}
					/>
				);
			} ) }
		</fieldset>
	);
}
