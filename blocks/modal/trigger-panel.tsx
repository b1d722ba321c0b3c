/**
 * The Modal block's "Opens" panel: what opens the modal, and that trigger's own settings — its
 * text or icon, its photo, the delay and exit intent, the scroll depth, or the elements whose
 * click opens it.
 */
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { Trigger } from '../../src/popups/modal-settings';
import { NumberField } from '../../src/shared/number-field';
import type { ModalAttributes, PanelProps } from './types';

const TRIGGER_OPTIONS: { value: Trigger; label: string }[] = [
	{ value: 'button', label: __( 'Button', 'frontage' ) },
	{ value: 'text', label: __( 'Text link', 'frontage' ) },
	{ value: 'icon', label: __( 'Icon', 'frontage' ) },
	{ value: 'photo', label: __( 'Photo', 'frontage' ) },
	{
		value: 'automatic',
		label: __( 'Automatically (delay or exit intent)', 'frontage' ),
	},
	{ value: 'on_scroll', label: __( 'On scroll', 'frontage' ) },
	{
		value: 'on_scroll_element',
		label: __( 'When an element scrolls into view', 'frontage' ),
	},
	{
		value: 'custom',
		label: __( 'Click on elements with a class', 'frontage' ),
	},
	{ value: 'custom_id', label: __( 'Click on elements by id', 'frontage' ) },
	{ value: 'via_url', label: __( 'Only from its link', 'frontage' ) },
];

/**
 * What opens the modal, and that trigger's own settings.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
export function TriggerPanel( { attributes, setAttributes }: PanelProps ) {
	const { triggerOn } = attributes;
	const props = { attributes, setAttributes };
	return (
		<PanelBody title={ __( 'Opens', 'frontage' ) }>
			<SelectControl
				label={ __( 'Open the modal', 'frontage' ) }
				value={ triggerOn }
				options={ TRIGGER_OPTIONS }
				onChange={ ( value: string ) =>
					setAttributes( {
						triggerOn:
							TRIGGER_OPTIONS.find(
								( option ) => option.value === value
							)?.value ?? 'button',
					} )
				}
			/>
			{ ( triggerOn === 'button' ||
				triggerOn === 'text' ||
				triggerOn === 'icon' ) && <TriggerTextFields { ...props } /> }
			{ triggerOn === 'photo' && <PhotoTriggerFields { ...props } /> }
			{ triggerOn === 'automatic' && (
				<AutomaticTriggerFields { ...props } />
			) }
			{ triggerOn === 'on_scroll' && (
				<ScrollTriggerFields { ...props } />
			) }
			{ triggerOn === 'on_scroll_element' && (
				<TextControl
					label={ __( 'Elements (CSS selectors)', 'frontage' ) }
					help={ __(
						'Separate several with commas, e.g. #pricing, .newsletter',
						'frontage'
					) }
					value={ attributes.scrollElement }
					onChange={ ( scrollElement ) =>
						setAttributes( { scrollElement } )
					}
				/>
			) }
			{ triggerOn === 'custom' && (
				<TextControl
					label={ __( 'Class names', 'frontage' ) }
					help={ __(
						'A click on any element with one of these classes opens the modal. Separate several with commas.',
						'frontage'
					) }
					value={ attributes.customClasses }
					onChange={ ( customClasses ) =>
						setAttributes( { customClasses } )
					}
				/>
			) }
			{ triggerOn === 'custom_id' && (
				<TextControl
					label={ __( 'Element ids', 'frontage' ) }
					help={ __(
						'A click on the element with one of these ids opens the modal. Separate several with commas.',
						'frontage'
					) }
					value={ attributes.customIds }
					onChange={ ( customIds ) => setAttributes( { customIds } ) }
				/>
			) }
		</PanelBody>
	);
}

/**
 * The trigger's text, or an icon button's name and its icon.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function TriggerTextFields( { attributes, setAttributes }: PanelProps ) {
	const { triggerOn } = attributes;
	return (
		<>
			<TextControl
				label={
					triggerOn === 'icon'
						? __( 'Button name (read aloud)', 'frontage' )
						: __( 'Trigger text', 'frontage' )
				}
				value={ attributes.triggerText }
				onChange={ ( triggerText ) => setAttributes( { triggerText } ) }
			/>
			{ triggerOn === 'icon' && (
				<SelectControl
					label={ __( 'Icon', 'frontage' ) }
					value={ attributes.triggerIcon }
					options={ [
						{
							value: 'info',
							label: __( 'Information', 'frontage' ),
						},
						{ value: 'plus', label: __( 'Plus', 'frontage' ) },
						{ value: 'play', label: __( 'Play', 'frontage' ) },
						{
							value: 'chat',
							label: __( 'Speech bubble', 'frontage' ),
						},
					] }
					onChange={ ( triggerIcon ) =>
						setAttributes( {
							triggerIcon:
								triggerIcon as ModalAttributes[ 'triggerIcon' ],
						} )
					}
				/>
			) }
		</>
	);
}

/**
 * The trigger photo's address and description.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function PhotoTriggerFields( { attributes, setAttributes }: PanelProps ) {
	return (
		<>
			<TextControl
				type="url"
				label={ __( 'Photo address', 'frontage' ) }
				value={ attributes.triggerImageUrl }
				onChange={ ( triggerImageUrl ) =>
					setAttributes( { triggerImageUrl } )
				}
			/>
			<TextControl
				label={ __( 'Photo description (read aloud)', 'frontage' ) }
				value={ attributes.triggerImageAlt }
				onChange={ ( triggerImageAlt ) =>
					setAttributes( { triggerImageAlt } )
				}
			/>
		</>
	);
}

/**
 * Opening by itself: after a delay, on exit intent.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function AutomaticTriggerFields( { attributes, setAttributes }: PanelProps ) {
	return (
		<>
			<ToggleControl
				label={ __( 'Open after a delay', 'frontage' ) }
				checked={ attributes.afterSec }
				onChange={ ( afterSec ) => setAttributes( { afterSec } ) }
			/>
			{ attributes.afterSec && (
				<NumberField
					label={ __( 'Delay in seconds', 'frontage' ) }
					value={ attributes.afterSecVal }
					min={ 0 }
					integer
					onChange={ ( afterSecVal ) =>
						setAttributes( { afterSecVal } )
					}
				/>
			) }
			<ToggleControl
				label={ __( 'Open on exit intent', 'frontage' ) }
				help={ __(
					'When the pointer leaves the window through the top. Touch screens have no pointer to leave.',
					'frontage'
				) }
				checked={ attributes.exitIntent }
				onChange={ ( exitIntent ) => setAttributes( { exitIntent } ) }
			/>
		</>
	);
}

/**
 * Opening on scroll: the direction, and going down, the depth.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
function ScrollTriggerFields( { attributes, setAttributes }: PanelProps ) {
	return (
		<>
			<SelectControl
				label={ __( 'Scroll direction', 'frontage' ) }
				value={ attributes.scrollDirection }
				options={ [
					{
						value: 'down',
						label: __( 'Down, to a depth', 'frontage' ),
					},
					{ value: 'up', label: __( 'Up', 'frontage' ) },
				] }
				onChange={ ( value: string ) =>
					setAttributes( {
						scrollDirection: value === 'up' ? 'up' : 'down',
					} )
				}
			/>
			{ attributes.scrollDirection === 'down' && (
				<RangeControl
					label={ __( 'Depth, in percent of the page', 'frontage' ) }
					value={ attributes.scrollPercentage }
					min={ 0 }
					max={ 100 }
					onChange={ ( value ) =>
						setAttributes( {
							scrollPercentage: value ?? 50,
						} )
					}
				/>
			) }
		</>
	);
}
