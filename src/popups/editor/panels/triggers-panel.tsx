/**
 * The "Popup triggers" panel: what opens the popup (docs/popups.md). The first trigger to fire
 * opens it.
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { __ } from '@wordpress/i18n';

import type { PopupTriggers } from '../../popup-settings';
import { FieldProblem } from '../../../shared/field-problem';
import type { SetField } from '../edited-settings';
import { NumberField } from '../../../shared/number-field';
import { Switch } from '../fields';
import type { Problems } from '../settings-problems';

/**
 * The triggers panel.
 *
 * @param props          Props.
 * @param props.triggers The triggers.
 * @param props.problems What is wrong, by field path.
 * @param props.trigger  Changes one trigger setting.
 */
export function TriggersPanel( {
	triggers: t,
	problems,
	trigger,
}: {
	triggers: PopupTriggers;
	problems: Problems;
	trigger: SetField< PopupTriggers >;
} ) {
	return (
		<PluginDocumentSettingPanel
			name="frontage-popup-triggers"
			title={ __( 'Popup triggers', 'frontage' ) }
			className="frontage-popup-panel"
		>
			<p className="frontage-popup-panel__intro">
				{ __(
					'The first trigger to fire opens the popup.',
					'frontage'
				) }
			</p>
			<Switch
				label={ __( 'On page load', 'frontage' ) }
				checked={ t.page_load }
				onChange={ ( on ) => trigger( 'page_load', on ) }
			>
				<NumberField
					__nextHasNoMarginBottom
					label={ __( 'Delay (seconds)', 'frontage' ) }
					value={ t.page_load_delay }
					max={ 3600 }
					step={ 0.5 }
					onChange={ ( value ) =>
						trigger( 'page_load_delay', value )
					}
				/>
			</Switch>
			<ScrollTrigger triggers={ t } trigger={ trigger } />
			<Switch
				label={ __( 'On scroll to an element', 'frontage' ) }
				checked={ t.scrolling_to }
				onChange={ ( on ) => trigger( 'scrolling_to', on ) }
			>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Element (CSS selector)', 'frontage' ) }
					value={ t.scrolling_to_selector }
					onChange={ ( value ) =>
						trigger( 'scrolling_to_selector', value )
					}
				/>
				<FieldProblem
					message={ problems[ 'triggers.scrolling_to_selector' ] }
				/>
			</Switch>
			<Switch
				label={ __( 'On clicks', 'frontage' ) }
				checked={ t.click }
				onChange={ ( on ) => trigger( 'click', on ) }
			>
				<NumberField
					__nextHasNoMarginBottom
					label={ __( 'Clicks', 'frontage' ) }
					value={ t.click_times }
					min={ 1 }
					max={ 100 }
					onChange={ ( value ) => trigger( 'click_times', value ) }
				/>
			</Switch>
			<Switch
				label={ __( 'After inactivity', 'frontage' ) }
				checked={ t.inactivity }
				onChange={ ( on ) => trigger( 'inactivity', on ) }
			>
				<NumberField
					__nextHasNoMarginBottom
					label={ __( 'Seconds without activity', 'frontage' ) }
					value={ t.inactivity_time }
					min={ 1 }
					max={ 3600 }
					onChange={ ( value ) =>
						trigger( 'inactivity_time', value )
					}
				/>
			</Switch>
			<Switch
				label={ __( 'On exit intent', 'frontage' ) }
				checked={ t.exit_intent }
				onChange={ ( on ) => trigger( 'exit_intent', on ) }
			>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'On touch screens too', 'frontage' ) }
					help={ __(
						'A fast scroll up, or leaving the tab.',
						'frontage'
					) }
					checked={ t.exit_intent_touch }
					onChange={ ( on ) => trigger( 'exit_intent_touch', on ) }
				/>
			</Switch>
			<Switch
				label={ __( 'When an ad blocker is found', 'frontage' ) }
				checked={ t.adblock_detection }
				onChange={ ( on ) => trigger( 'adblock_detection', on ) }
			>
				<NumberField
					__nextHasNoMarginBottom
					label={ __( 'Delay (seconds)', 'frontage' ) }
					value={ t.adblock_detection_delay }
					max={ 3600 }
					onChange={ ( value ) =>
						trigger( 'adblock_detection_delay', value )
					}
				/>
			</Switch>
		</PluginDocumentSettingPanel>
	);
}

/**
 * The "On scroll" trigger: its direction and, going down, how far.
 *
 * @param props          Props.
 * @param props.triggers The triggers.
 * @param props.trigger  Changes one trigger setting.
 */
function ScrollTrigger( {
	triggers: t,
	trigger,
}: {
	triggers: PopupTriggers;
	trigger: SetField< PopupTriggers >;
} ) {
	return (
		<Switch
			label={ __( 'On scroll', 'frontage' ) }
			checked={ t.scrolling }
			onChange={ ( on ) => trigger( 'scrolling', on ) }
		>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Direction', 'frontage' ) }
				value={ t.scrolling_direction }
				options={ [
					{ value: 'down', label: __( 'Down', 'frontage' ) },
					{ value: 'up', label: __( 'Up', 'frontage' ) },
				] }
				onChange={ ( value ) =>
					trigger(
						'scrolling_direction',
						value as PopupTriggers[ 'scrolling_direction' ]
					)
				}
			/>
			{ t.scrolling_direction === 'down' ? (
				<NumberField
					__nextHasNoMarginBottom
					label={ __( 'Scrolled (% of the page)', 'frontage' ) }
					value={ t.scrolling_offset }
					min={ 1 }
					max={ 100 }
					onChange={ ( value ) =>
						trigger( 'scrolling_offset', value )
					}
				/>
			) : null }
		</Switch>
	);
}
