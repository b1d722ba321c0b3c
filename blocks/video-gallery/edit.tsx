/**
 * The Video gallery block in the editor: the gallery as visitors get it (with the owner's notes:
 * ids left out, a YouTube error), the videos chosen from the Media Library or typed as ids, a
 * YouTube playlist id, and the gallery's options in the sidebar.
 */
import {
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	PanelBody,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { BlockPreview } from '../../src/files/editor/block-preview';
import { NumberField } from '../../src/shared/number-field';
import { idsFromText } from '../../src/media/gallery-ids';
import metadata from './block.json';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type GalleryAttributes = {
	ids: number[];
	playlistId: string;
	pageSize: number;
	columns: number;
	showTitle: boolean;
	showPaging: boolean;
	autonext: boolean;
	thumbplay: boolean;
};

/**
 * The sources: videos of the Media Library, or a playlist.
 *
 * @param props               Props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function SourcePanel( {
	attributes,
	setAttributes,
}: Pick<
	BlockEditProps< GalleryAttributes >,
	'attributes' | 'setAttributes'
> ) {
	return (
		<PanelBody title={ __( 'Videos', 'frontage' ) }>
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'video' ] }
					multiple
					value={ attributes.ids }
					onSelect={ ( media: Array< { id: number } > ) =>
						setAttributes( {
							ids: media.map( ( item ) => item.id ),
						} )
					}
					render={ ( { open }: { open: () => void } ) => (
						<Button variant="secondary" onClick={ open }>
							{ __( 'Choose videos', 'frontage' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Video attachment ids', 'frontage' ) }
				help={ __(
					'Comma-separated, in order. Used before a playlist.',
					'frontage'
				) }
				value={ attributes.ids.join( ', ' ) }
				onChange={ ( text ) =>
					setAttributes( { ids: idsFromText( text ) } )
				}
			/>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'YouTube playlist id', 'frontage' ) }
				help={ __(
					'Needs a YouTube Data API key on Settings → Frontage → Media.',
					'frontage'
				) }
				value={ attributes.playlistId }
				onChange={ ( playlistId ) =>
					setAttributes( { playlistId: playlistId.trim() } )
				}
			/>
		</PanelBody>
	);
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
}: BlockEditProps< GalleryAttributes > ) {
	const blockProps = useBlockProps();
	const toggle = ( key: keyof GalleryAttributes, label: string ) => (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ label }
			checked={ Boolean( attributes[ key ] ) }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
		/>
	);
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<SourcePanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<PanelBody title={ __( 'Gallery', 'frontage' ) }>
					<NumberField
						__nextHasNoMarginBottom
						integer
						label={ __( 'Videos a page', 'frontage' ) }
						value={ attributes.pageSize }
						min={ 1 }
						max={ 50 }
						onChange={ ( pageSize ) =>
							setAttributes( { pageSize } )
						}
					/>
					<NumberField
						__nextHasNoMarginBottom
						integer
						label={ __( 'Columns', 'frontage' ) }
						value={ attributes.columns }
						min={ 1 }
						max={ 6 }
						onChange={ ( columns ) => setAttributes( { columns } ) }
					/>
					{ toggle( 'showTitle', __( 'Show titles', 'frontage' ) ) }
					{ toggle(
						'showPaging',
						__( 'Show previous / next', 'frontage' )
					) }
					{ toggle(
						'autonext',
						__( 'Play the next video at the end', 'frontage' )
					) }
					{ toggle(
						'thumbplay',
						__(
							'Start a video when its thumbnail is chosen',
							'frontage'
						)
					) }
				</PanelBody>
			</InspectorControls>
			<BlockPreview
				block={ metadata.name }
				attributes={ attributes }
				emptyMessage={ __(
					'Choose videos of the Media Library or a YouTube playlist in the block’s settings.',
					'frontage'
				) }
			/>
		</div>
	);
}
