/**
 * The Search overlay block in the editor: the search button as visitors see it and, in the
 * sidebar, how the form opens, what it searches (posts, or files on a page holding the File
 * search block) and the button's name.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type SearchOverlayAttributes = {
	mode: 'slide' | 'cover' | 'fullscreen';
	target: 'posts' | 'files';
	filesPage: number;
	label: string;
};

/**
 * The site's published pages, for the File search page choice.
 */
function usePages(): Array< { value: string; label: string } > {
	return useSelect( ( select ) => {
		const pages =
			(
				select( 'core' ) as unknown as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: Record< string, unknown >
					) => Array< {
						id: number;
						title: { rendered: string };
					} > | null;
				}
			 ).getEntityRecords( 'postType', 'page', {
				per_page: 100,
				status: 'publish',
			} ) ?? [];
		return pages.map( ( page ) => ( {
			value: String( page.id ),
			label: page.title.rendered || `#${ page.id }`,
		} ) );
	}, [] );
}

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
}: BlockEditProps< SearchOverlayAttributes > ) {
	const blockProps = useBlockProps( {
		className: 'wp-block-frontage-search-overlay__editor',
	} );
	const pages = usePages();
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Search overlay', 'frontage' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Opens as', 'frontage' ) }
						value={ attributes.mode }
						options={ [
							{
								value: 'slide',
								label: __(
									'A bar sliding down under the header',
									'frontage'
								),
							},
							{
								value: 'cover',
								label: __(
									'A bar covering the header',
									'frontage'
								),
							},
							{
								value: 'fullscreen',
								label: __(
									'A full-screen overlay',
									'frontage'
								),
							},
						] }
						onChange={ ( mode ) =>
							setAttributes( {
								mode: mode as SearchOverlayAttributes[ 'mode' ],
							} )
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Searches', 'frontage' ) }
						value={ attributes.target }
						options={ [
							{
								value: 'posts',
								label: __( 'Posts and pages', 'frontage' ),
							},
							{
								value: 'files',
								label: __( 'Files', 'frontage' ),
							},
						] }
						onChange={ ( target ) =>
							setAttributes( {
								target: target as SearchOverlayAttributes[ 'target' ],
							} )
						}
					/>
					{ attributes.target === 'files' && (
						<SelectControl
							__nextHasNoMarginBottom
							label={ __( 'File search page', 'frontage' ) }
							help={ __(
								'A page with the File search block, where the results show. None chosen: the demo’s “Search files” page; without such a page, posts are searched.',
								'frontage'
							) }
							value={ String( attributes.filesPage ) }
							options={ [
								{
									value: '0',
									label: __( 'None chosen', 'frontage' ),
								},
								...pages,
							] }
							onChange={ ( value ) =>
								setAttributes( {
									filesPage: Number( value ) || 0,
								} )
							}
						/>
					) }
					<TextControl
						__nextHasNoMarginBottom
						label={ __(
							'Button name for screen readers',
							'frontage'
						) }
						help={ __(
							'Empty: “Search” (“Search files” for files).',
							'frontage'
						) }
						value={ attributes.label }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<span className="wp-block-frontage-search-overlay__toggle">
				<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
					<path d="M10.5 4a6.5 6.5 0 0 1 5.17 10.44l4.44 4.45-1.41 1.41-4.45-4.44A6.5 6.5 0 1 1 10.5 4Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
				</svg>
			</span>
		</div>
	);
}
