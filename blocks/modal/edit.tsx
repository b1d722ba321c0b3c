/**
 * The Modal block in the editor: the trigger as visitors will see it, and the dialog's heading
 * and content laid open for editing. Settings are in the sidebar (settings-panel.tsx).
 */
import {
	InspectorControls,
	PlainText,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import { createModalId } from '../../src/popups/modal-id';
import { ModalSettingsPanels } from './settings-panel';
import type { ModalAttributes, SetModalAttributes } from './types';

const BLOCK_NAME = 'frontage/modal';

/** A new modal starts with a paragraph to write in; the heading is the block's own field. */
const TEMPLATE = [
	[
		'core/paragraph',
		{
			placeholder: __(
				'Write what the modal says, or add blocks…',
				'frontage'
			),
		},
	],
] as const;

/**
 * The block's editor view.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 * @param props.clientId      The block's id in the editor.
 */
export function Edit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< ModalAttributes > ) {
	useUniqueModalId( attributes.modalId, clientId, setAttributes );

	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'frontage-modal-editor__content' },
		{ template: TEMPLATE }
	);

	return (
		<>
			<InspectorControls>
				<ModalSettingsPanels
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
			</InspectorControls>
			<div { ...blockProps }>
				<TriggerPreview
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<div className="frontage-modal-editor__dialog">
					<span className="frontage-modal-editor__label">
						{ __( 'Modal', 'frontage' ) }
					</span>
					<PlainText
						className="frontage-modal-editor__heading"
						value={ attributes.heading }
						onChange={ ( heading ) => setAttributes( { heading } ) }
						placeholder={ __( 'Modal heading', 'frontage' ) }
						aria-label={ __( 'Modal heading', 'frontage' ) }
					/>
					<div { ...innerBlocksProps } />
				</div>
			</div>
		</>
	);
}

/**
 * Gives the block an id once, when it has none, and a new one when it was duplicated from a
 * block earlier on the page (a copy carries its original's id, and the link must open one modal).
 *
 * @param modalId       The block's id.
 * @param clientId      The block's editor id.
 * @param setAttributes Changes attributes.
 */
function useUniqueModalId(
	modalId: string,
	clientId: string,
	setAttributes: SetModalAttributes
): void {
	const isCopy = useSelect(
		( select ) => {
			const { getBlocksByName, getBlockAttributes } =
				select( blockEditorStore );
			const firstWithId = getBlocksByName( BLOCK_NAME ).find(
				( id ) => getBlockAttributes( id )?.modalId === modalId
			);
			return firstWithId !== undefined && firstWithId !== clientId;
		},
		[ modalId, clientId ]
	);

	useEffect( () => {
		if ( modalId === '' || isCopy ) {
			setAttributes( { modalId: createModalId() } );
		}
	}, [ modalId, isCopy, setAttributes ] );
}

/**
 * The trigger as it will look, its words editable in place; a sentence for triggers that put
 * nothing on the page.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function TriggerPreview( {
	attributes,
	setAttributes,
}: {
	attributes: ModalAttributes;
	setAttributes: SetModalAttributes;
} ) {
	const { triggerOn } = attributes;
	if ( triggerOn === 'button' || triggerOn === 'text' ) {
		return (
			<div
				className={
					triggerOn === 'button'
						? 'frontage-modal-editor__trigger wp-element-button'
						: 'frontage-modal-editor__trigger is-text'
				}
			>
				<PlainText
					value={ attributes.triggerText }
					onChange={ ( triggerText ) =>
						setAttributes( { triggerText } )
					}
					placeholder={ __( 'Open', 'frontage' ) }
					aria-label={ __( 'Trigger text', 'frontage' ) }
				/>
			</div>
		);
	}
	return (
		<p className="frontage-modal-editor__trigger-note">
			{ triggerDescription( attributes ) }
		</p>
	);
}

/**
 * What opens a modal that has no button or link on the page, in a sentence.
 *
 * @param attributes The block's attributes.
 * @return The sentence.
 */
function triggerDescription( attributes: ModalAttributes ): string {
	switch ( attributes.triggerOn ) {
		case 'automatic':
			if ( attributes.afterSec ) {
				return sprintf(
					/* translators: %d: number of seconds. */
					_n(
						'Opens by itself after %d second.',
						'Opens by itself after %d seconds.',
						attributes.afterSecVal,
						'frontage'
					),
					attributes.afterSecVal
				);
			}
			return attributes.exitIntent
				? __( 'Opens when the pointer leaves the window.', 'frontage' )
				: __(
						'Opens only from its link: turn on a delay or exit intent.',
						'frontage'
					);
		case 'on_scroll':
			return attributes.scrollDirection === 'up'
				? __( 'Opens when the visitor scrolls up.', 'frontage' )
				: sprintf(
						/* translators: %d: percentage of the page. */
						__(
							'Opens when the visitor scrolls down %d%% of the page.',
							'frontage'
						),
						attributes.scrollPercentage
					);
		case 'on_scroll_element':
			return __(
				'Opens when one of the chosen elements scrolls into view.',
				'frontage'
			);
		case 'custom':
		case 'custom_id':
			return __(
				'Opens on a click on one of the chosen elements.',
				'frontage'
			);
		case 'icon':
			return __(
				'Opens from an icon button: choose the icon and its name in the sidebar.',
				'frontage'
			);
		case 'photo':
			return __(
				'Opens from a photo: set its address and description in the sidebar.',
				'frontage'
			);
		default:
			return __( 'Opens only from its link.', 'frontage' );
	}
}
