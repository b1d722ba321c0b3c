/**
 * The File block in the editor: the card as visitors get it, "Choose file" (the insert modal,
 * docs/editor.md) in the placeholder, the toolbar and the sidebar, and a plain file list in the
 * sidebar as well (or an id field when the files cannot be listed). Every way of choosing sets
 * `fileId` and the page-builder fields together (src/editor/block-fields.ts).
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody, Placeholder, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	fileFieldsFromChoice,
	fileFieldsFromId,
	type FileFields,
} from '../../src/editor/block-fields';
import { ChooseButton } from '../../src/editor/choose-button';
import { BlockPreview } from '../../src/files/editor/block-preview';
import { fileOptions } from '../../src/files/editor/editor-options';
import { IdPicker } from '../../src/files/editor/id-picker';
import { usePickerOptions } from '../../src/files/editor/use-picker-options';
import metadata from './block.json';

// A type alias rather than an interface: block APIs require a string-indexable record.
// `fileId` is what the server renders; the `wpfd_*` fields follow it (docs/editor.md).
export type FileAttributes = FileFields;

/** The most files the picker lists (the API's page size limit). */
const PICKER_FILES = 100;

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
}: BlockEditProps< FileAttributes > ) {
	const blockProps = useBlockProps();
	const files = usePickerOptions(
		`/frontage/v1/files?per_page=${ PICKER_FILES }`,
		fileOptions
	);
	const choose = ( as: 'toolbar' | 'button', primary = false ) => (
		<ChooseButton
			mode="file"
			as={ as }
			variant={ primary ? 'primary' : 'secondary' }
			label={ __( 'Choose file', 'frontage' ) }
			fileId={ attributes.fileId }
			onChoose={ ( id, choice ) =>
				setAttributes(
					fileFieldsFromChoice( choice ) ?? fileFieldsFromId( id )
				)
			}
		/>
	);
	const picker = (
		<IdPicker
			items={ files }
			value={ attributes.fileId }
			onChange={ ( id, option ) =>
				setAttributes( fileFieldsFromId( id, option ) )
			}
			label={ __( 'File', 'frontage' ) }
			placeholder={ __( 'Choose a file…', 'frontage' ) }
			idLabel={ __( 'File ID', 'frontage' ) }
			idHelp={ __(
				'The list of files could not be loaded; type the file’s number.',
				'frontage'
			) }
		/>
	);

	return (
		<>
			{ attributes.fileId > 0 && (
				<BlockControls>
					<ToolbarGroup>{ choose( 'toolbar' ) }</ToolbarGroup>
				</BlockControls>
			) }
			<InspectorControls>
				<PanelBody title={ __( 'File', 'frontage' ) }>
					{ choose( 'button' ) }
					{ picker }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ attributes.fileId > 0 ? (
					<BlockPreview
						block={ metadata.name }
						attributes={ attributes }
						emptyMessage={ __(
							'This file shows nothing here.',
							'frontage'
						) }
					/>
				) : (
					<Placeholder
						icon="media-document"
						label={ __( 'File', 'frontage' ) }
						instructions={ __(
							'Choose the file the card shows.',
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
