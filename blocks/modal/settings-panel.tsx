/**
 * The Modal block's sidebar: every setting the block has, grouped as an owner thinks of them —
 * what opens it, what closes it, when it holds back, and the link that opens it.
 */
import {
	Button,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { sanitizeModalId } from '../../src/popups/modal-id';
import { modalActionQuery } from '../../src/popups/url-action';
import { FieldProblem } from '../../src/shared/field-problem';
import { NumberField } from '../../src/shared/number-field';
import { TriggerPanel } from './trigger-panel';
import type { ModalAttributes, PanelProps } from './types';

/**
 * All the block's settings panels.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
export function ModalSettingsPanels( {
	attributes,
	setAttributes,
}: PanelProps ) {
	return (
		<>
			<TriggerPanel
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<ContentPanel
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<PanelBody title={ __( 'Closing', 'frontage' ) }>
				<ToggleControl
					label={ __( 'Close on Escape', 'frontage' ) }
					checked={ attributes.closeOnEsc }
					onChange={ ( closeOnEsc ) =>
						setAttributes( { closeOnEsc } )
					}
				/>
				<ToggleControl
					label={ __(
						'Close on a click outside the modal',
						'frontage'
					) }
					checked={ attributes.closeOnOverlay }
					onChange={ ( closeOnOverlay ) =>
						setAttributes( { closeOnOverlay } )
					}
				/>
				<p className="frontage-modal-editor__help">
					{ __( 'The close button always works.', 'frontage' ) }
				</p>
			</PanelBody>
			<RulesPanel
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<LinkPanel
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
		</>
	);
}

/** docs/popups.md "The modal block": YouTube ids are 11 letters, digits, _ or -; Vimeo ids are numbers. */
const VIDEO_IDS = { youtube: /^[A-Za-z0-9_-]{11}$/, vimeo: /^\d{1,12}$/ };

/**
 * What the modal shows besides its blocks: a video, a page in a frame, or a photo.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function ContentPanel( { attributes, setAttributes }: PanelProps ) {
	const { contentType, videoId } = attributes;
	const isVideo = contentType === 'youtube' || contentType === 'vimeo';
	const badId =
		isVideo &&
		videoId.trim() !== '' &&
		! VIDEO_IDS[ contentType ].test( videoId.trim() );
	return (
		<PanelBody title={ __( 'Content', 'frontage' ) } initialOpen={ false }>
			<SelectControl
				label={ __( 'Show, above the blocks', 'frontage' ) }
				value={ contentType }
				options={ [
					{
						value: 'blocks',
						label: __( 'Only the blocks', 'frontage' ),
					},
					{
						value: 'youtube',
						label: __( 'A YouTube video', 'frontage' ),
					},
					{
						value: 'vimeo',
						label: __( 'A Vimeo video', 'frontage' ),
					},
					{
						value: 'iframe',
						label: __( 'A page in a frame', 'frontage' ),
					},
					{ value: 'photo', label: __( 'A photo', 'frontage' ) },
				] }
				onChange={ ( value ) =>
					setAttributes( {
						contentType: value as ModalAttributes[ 'contentType' ],
					} )
				}
			/>
			{ isVideo && (
				<>
					<TextControl
						label={ __( 'Video id', 'frontage' ) }
						help={
							contentType === 'youtube'
								? __(
										'The 11 characters after v= in the video’s address.',
										'frontage'
									)
								: __(
										'The number at the end of the video’s address.',
										'frontage'
									)
						}
						value={ videoId }
						onChange={ ( value ) =>
							setAttributes( { videoId: value } )
						}
					/>
					<FieldProblem
						message={
							badId
								? __(
										'This is not a video id: the modal will show no video.',
										'frontage'
									)
								: undefined
						}
					/>
					<ToggleControl
						label={ __( 'Play when the modal opens', 'frontage' ) }
						checked={ attributes.autoplay }
						onChange={ ( autoplay ) =>
							setAttributes( { autoplay } )
						}
					/>
				</>
			) }
			{ contentType === 'iframe' && (
				<TextControl
					type="url"
					label={ __( 'Page address', 'frontage' ) }
					value={ attributes.iframeUrl }
					onChange={ ( iframeUrl ) => setAttributes( { iframeUrl } ) }
				/>
			) }
			{ contentType === 'photo' && (
				<>
					<TextControl
						type="url"
						label={ __( 'Photo address', 'frontage' ) }
						value={ attributes.photoUrl }
						onChange={ ( photoUrl ) =>
							setAttributes( { photoUrl } )
						}
					/>
					<TextControl
						label={ __( 'Photo description', 'frontage' ) }
						value={ attributes.photoAlt }
						onChange={ ( photoAlt ) =>
							setAttributes( { photoAlt } )
						}
					/>
				</>
			) }
		</PanelBody>
	);
}

/**
 * The rules that hold back a modal that opens by itself.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function RulesPanel( { attributes, setAttributes }: PanelProps ) {
	return (
		<PanelBody
			title={ __( 'When to hold back', 'frontage' ) }
			initialOpen={ false }
		>
			<p className="frontage-modal-editor__help">
				{ __(
					'These rules apply when the modal would open by itself (delay, exit intent, scrolling). A visitor who clicks the trigger or follows the link always gets the modal.',
					'frontage'
				) }
			</p>
			<ToggleControl
				label={ __( 'Don’t show again for a while', 'frontage' ) }
				checked={ attributes.cookies }
				onChange={ ( cookies ) => setAttributes( { cookies } ) }
			/>
			{ attributes.cookies && (
				<>
					<SelectControl
						label={ __( 'Counted from', 'frontage' ) }
						value={ attributes.cookiesType }
						options={ [
							{
								value: 'default',
								label: __( 'When it opens', 'frontage' ),
							},
							{
								value: 'closed',
								label: __( 'When it is closed', 'frontage' ),
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( {
								cookiesType:
									value === 'closed' ? 'closed' : 'default',
							} )
						}
					/>
					<NumberField
						label={ __( 'For this many days', 'frontage' ) }
						help={ __(
							'0: until the visitor closes the browser.',
							'frontage'
						) }
						value={ attributes.cookiesDays }
						min={ 0 }
						integer
						onChange={ ( cookiesDays ) =>
							setAttributes( { cookiesDays } )
						}
					/>
				</>
			) }
			<ToggleControl
				label={ __( 'Wait for page views', 'frontage' ) }
				checked={ attributes.pageViewsEnabled }
				onChange={ ( pageViewsEnabled ) =>
					setAttributes( { pageViewsEnabled } )
				}
			/>
			{ attributes.pageViewsEnabled && (
				<>
					<NumberField
						label={ __( 'Show from page view', 'frontage' ) }
						value={ attributes.pageViewsCount }
						min={ 1 }
						integer
						onChange={ ( pageViewsCount ) =>
							setAttributes( { pageViewsCount } )
						}
					/>
					<SelectControl
						label={ __( 'Count views of', 'frontage' ) }
						value={ attributes.pageViewsScope }
						options={ [
							{
								value: 'global',
								label: __( 'Pages with a modal', 'frontage' ),
							},
							{
								value: 'current',
								label: __( 'This page', 'frontage' ),
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( {
								pageViewsScope:
									value === 'current' ? 'current' : 'global',
							} )
						}
					/>
				</>
			) }
			<ToggleControl
				label={ __( 'Wait for a later visit', 'frontage' ) }
				help={ __(
					'A visit ends after 30 minutes without a page view.',
					'frontage'
				) }
				checked={ attributes.sessionsEnabled }
				onChange={ ( sessionsEnabled ) =>
					setAttributes( { sessionsEnabled } )
				}
			/>
			{ attributes.sessionsEnabled && (
				<NumberField
					label={ __( 'Show from visit', 'frontage' ) }
					help={ __(
						'Counted from the visit in which the visitor first sees the page.',
						'frontage'
					) }
					value={ attributes.sessionsCount }
					min={ 1 }
					integer
					onChange={ ( sessionsCount ) =>
						setAttributes( { sessionsCount } )
					}
				/>
			) }
		</PanelBody>
	);
}

/**
 * The modal's id and the link that opens it, ready to copy.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function LinkPanel( { attributes, setAttributes }: PanelProps ) {
	// What the editor is typing, kept while the field has focus: an id emptied on the way to a
	// new one would otherwise be replaced by a random one at once.
	const [ draftId, setDraftId ] = useState< string | null >( null );
	const [ copied, setCopied ] = useState( false );
	const permalink = useSelect(
		( select ) =>
			// The site editor has no post, and so no permalink: the query alone is shown then.
			(
				select( 'core/editor' ) as {
					getPermalink?: () => string | null;
				}
			 )?.getPermalink?.() ?? null,
		[]
	);
	const query = modalActionQuery( attributes.modalId );
	const link = permalink ? linkWithQuery( permalink, query ) : query;

	return (
		<PanelBody title={ __( 'Link', 'frontage' ) } initialOpen={ false }>
			<TextControl
				label={ __( 'Modal id', 'frontage' ) }
				help={ __(
					'Lower-case letters, digits, - and _. Changing it breaks links already shared.',
					'frontage'
				) }
				value={ draftId ?? attributes.modalId }
				onChange={ ( value ) => {
					setDraftId( value );
					const modalId = sanitizeModalId( value );
					if ( modalId ) {
						setAttributes( { modalId } );
					}
				} }
				onBlur={ () => setDraftId( null ) }
			/>
			<p className="frontage-modal-editor__help">
				{ __( 'This link opens the modal:', 'frontage' ) }
			</p>
			<p className="frontage-modal-editor__link">
				<code>{ link }</code>
			</p>
			<Button
				variant="secondary"
				onClick={ () => {
					void window.navigator.clipboard
						?.writeText( link )
						.then( () => setCopied( true ) );
				} }
			>
				{ copied
					? __( 'Copied', 'frontage' )
					: __( 'Copy link', 'frontage' ) }
			</Button>
		</PanelBody>
	);
}

/**
 * The page's address with the modal's query added to any it has.
 *
 * @param permalink The page's address.
 * @param query     `?uael-modal-action=…`.
 * @return The link.
 */
function linkWithQuery( permalink: string, query: string ): string {
	const url = new URL( permalink );
	new URLSearchParams( query ).forEach( ( value, key ) =>
		url.searchParams.set( key, value )
	);
	return url.toString();
}
