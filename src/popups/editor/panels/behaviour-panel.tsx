/**
 * The "Popup behaviour" panel: how the popup behaves once open — what else opens it, its close
 * button, closing by itself, what it keeps from happening, and its animations (docs/popups.md).
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { __, sprintf } from '@wordpress/i18n';

import {
	MAX_CLOSE_BUTTON_DELAY,
	type PopupSettings,
} from '../../popup-settings';
import { FieldProblem } from '../../../shared/field-problem';
import type { EditedSettings, SetField } from '../edited-settings';
import { NumberField } from '../../../shared/number-field';
import type { Problems } from '../settings-problems';

const ANIMATIONS = [
	{ value: '', label: __( 'None', 'frontage' ) },
	{ value: 'fade', label: __( 'Fade', 'frontage' ) },
	{ value: 'zoom', label: __( 'Zoom', 'frontage' ) },
	{ value: 'slide-up', label: __( 'Slide up', 'frontage' ) },
	{ value: 'slide-down', label: __( 'Slide down', 'frontage' ) },
	{ value: 'slide-left', label: __( 'Slide left', 'frontage' ) },
	{ value: 'slide-right', label: __( 'Slide right', 'frontage' ) },
];

/**
 * The behaviour panel.
 *
 * @param props          Props.
 * @param props.settings The settings.
 * @param props.problems What is wrong, by field path.
 * @param props.set      Changes one setting.
 */
export function BehaviourPanel( {
	settings,
	problems,
	set,
}: {
	settings: EditedSettings;
	problems: Problems;
	set: SetField< EditedSettings >;
} ) {
	return (
		<PluginDocumentSettingPanel
			name="frontage-popup-behaviour"
			title={ __( 'Popup behaviour', 'frontage' ) }
			className="frontage-popup-panel"
		>
			<TextControl
				__nextHasNoMarginBottom
				label={ __(
					'Also open on clicks on (CSS selector)',
					'frontage'
				) }
				value={ settings.open_selector }
				onChange={ ( value ) => set( 'open_selector', value ) }
			/>
			<FieldProblem message={ problems.open_selector } />
			<NumberField
				__nextHasNoMarginBottom
				label={ __(
					'Show the close button after (seconds)',
					'frontage'
				) }
				value={ settings.close_button_delay }
				max={ MAX_CLOSE_BUTTON_DELAY }
				help={ sprintf(
					/* translators: %d: the longest delay, in seconds. */
					__(
						'At most %d seconds, so visitors always have a way to close the popup.',
						'frontage'
					),
					MAX_CLOSE_BUTTON_DELAY
				) }
				onChange={ ( value ) => set( 'close_button_delay', value ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Close button', 'frontage' ) }
				value={ settings.close_button_position }
				options={ [
					{
						value: 'inside',
						label: __( 'Inside the box', 'frontage' ),
					},
					{
						value: 'outside',
						label: __( 'Outside the box', 'frontage' ),
					},
				] }
				onChange={ ( value ) =>
					set(
						'close_button_position',
						value as PopupSettings[ 'close_button_position' ]
					)
				}
			/>
			<NumberField
				__nextHasNoMarginBottom
				label={ __(
					'Close by itself after (seconds, 0: never)',
					'frontage'
				) }
				value={ settings.close_automatically }
				max={ 3600 }
				onChange={ ( value ) => set( 'close_automatically', value ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Keep the page from scrolling while open',
					'frontage'
				) }
				checked={ settings.prevent_scroll }
				onChange={ ( on ) => set( 'prevent_scroll', on ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Stay open on a click beside it', 'frontage' ) }
				checked={ settings.prevent_close_on_background_click }
				onChange={ ( on ) =>
					set( 'prevent_close_on_background_click', on )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Stay open on Escape', 'frontage' ) }
				checked={ settings.prevent_close_on_esc_key }
				onChange={ ( on ) => set( 'prevent_close_on_esc_key', on ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Do not open while another popup is open',
					'frontage'
				) }
				checked={ settings.avoid_multiple_popups }
				onChange={ ( on ) => set( 'avoid_multiple_popups', on ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Move focus into the popup when it opens',
					'frontage'
				) }
				checked={ settings.a11y_navigation }
				onChange={ ( on ) => set( 'a11y_navigation', on ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Start the counts again when the content changes',
					'frontage'
				) }
				checked={ settings.reset_on_change }
				onChange={ ( on ) => set( 'reset_on_change', on ) }
			/>
			<AnimationFields settings={ settings } set={ set } />
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Extra CSS classes', 'frontage' ) }
				value={ settings.classes }
				onChange={ ( value ) => set( 'classes', value ) }
			/>
			<FieldProblem message={ problems.classes } />
		</PluginDocumentSettingPanel>
	);
}

/**
 * The entrance and exit animations and how long they take.
 *
 * @param props          Props.
 * @param props.settings The settings.
 * @param props.set      Changes one setting.
 */
function AnimationFields( {
	settings,
	set,
}: {
	settings: EditedSettings;
	set: SetField< EditedSettings >;
} ) {
	return (
		<>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Entrance animation', 'frontage' ) }
				value={ settings.entrance_animation }
				options={ ANIMATIONS }
				onChange={ ( value ) => set( 'entrance_animation', value ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Exit animation', 'frontage' ) }
				value={ settings.exit_animation }
				options={ ANIMATIONS }
				onChange={ ( value ) => set( 'exit_animation', value ) }
			/>
			<NumberField
				__nextHasNoMarginBottom
				label={ __( 'Animation length (seconds)', 'frontage' ) }
				value={ settings.entrance_animation_duration.size }
				max={ 5 }
				step={ 0.1 }
				onChange={ ( size ) =>
					set( 'entrance_animation_duration', { size } )
				}
			/>
		</>
	);
}
