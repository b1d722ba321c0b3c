/**
 * The popup's settings in the block editor's document sidebar (docs/popups.md): its triggers, its
 * rules, where it shows, and how it behaves, all stored in the meta `frontage_popup_settings`
 * and saved with the popup. A wrong value is named under its field before saving.
 */
import {
	Button,
	CheckboxControl,
	Notice,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import {
	MAX_CLOSE_BUTTON_DELAY,
	type PopupSettings,
	type PopupTiming,
	type PopupTriggers,
} from '../popup-settings';
import { FieldProblem } from '../../shared/field-problem';
import { settingsProblems, type Problems } from './settings-problems';

export const META_KEY = 'frontage_popup_settings';

interface Condition {
	type: string;
	post_type?: string;
	taxonomy?: string;
	ids?: number[];
}

export type EditedSettings = PopupSettings & {
	conditions: { include: Condition[]; exclude: Condition[] };
};

/** What PHP prints for the panel (includes/popups/class-popup-editor.php). */
export interface PanelData {
	roles: Array< { value: string; label: string } >;
	postTypes: Array< { value: string; label: string } >;
	taxonomies: Array< { value: string; label: string } >;
}

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
 * A number field that stores numbers.
 *
 * @param props          Field props.
 * @param props.label    Its label.
 * @param props.value    The number.
 * @param props.onChange Called with the new number.
 * @param props.min      Smallest value.
 * @param props.max      Largest value.
 * @param props.step     Step.
 * @param props.help     Help text.
 */
function NumberField( {
	label,
	value,
	onChange,
	min = 0,
	max,
	step = 1,
	help,
}: {
	label: string;
	value: number;
	onChange: ( value: number ) => void;
	min?: number;
	max?: number;
	step?: number;
	help?: string;
} ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			type="number"
			label={ label }
			help={ help }
			min={ min }
			max={ max }
			step={ step }
			value={ String( value ) }
			onChange={ ( next ) => {
				const number = Number( next );
				if ( next !== '' && Number.isFinite( number ) ) {
					onChange(
						Math.min( max ?? Infinity, Math.max( min, number ) )
					);
				}
			} }
		/>
	);
}

/**
 * A switch with the fields it shows when on.
 *
 * @param props          Props.
 * @param props.label    Its label.
 * @param props.checked  On or off.
 * @param props.onChange Called with the new state.
 * @param props.children The fields shown while on.
 */
function Switch( {
	label,
	checked,
	onChange,
	children,
}: {
	label: string;
	checked: boolean;
	onChange: ( checked: boolean ) => void;
	children?: ReactNode;
} ) {
	return (
		<div className="frontage-popup-panel__switch">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ label }
				checked={ checked }
				onChange={ onChange }
			/>
			{ checked && children ? (
				<div className="frontage-popup-panel__fields">{ children }</div>
			) : null }
		</div>
	);
}

/**
 * A list of checkboxes choosing some of several values.
 *
 * @param props          Props.
 * @param props.options  The values with their labels.
 * @param props.selected The values chosen.
 * @param props.onChange Called with the new choice.
 */
function Choices< T extends string >( {
	options,
	selected,
	onChange,
}: {
	options: ReadonlyArray< { value: T; label: string } >;
	selected: readonly T[];
	onChange: ( selected: T[] ) => void;
} ) {
	return (
		<>
			{ options.map( ( { value, label } ) => (
				<CheckboxControl
					__nextHasNoMarginBottom
					key={ value }
					label={ label }
					checked={ selected.includes( value ) }
					onChange={ ( on ) =>
						onChange(
							on
								? [ ...selected, value ]
								: selected.filter( ( item ) => item !== value )
						)
					}
				/>
			) ) }
		</>
	);
}

/**
 * The panels, bound to the post's meta.
 *
 * @param props      Props.
 * @param props.data What PHP printed.
 */
export function PopupPanels( { data }: { data: PanelData } ) {
	const meta = useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as {
					getEditedPostAttribute: (
						name: string
					) => Record< string, unknown > | undefined;
				}
			 ).getEditedPostAttribute( 'meta' ),
		[]
	);
	const { editPost } = useDispatch( 'core/editor' ) as {
		editPost: ( edits: Record< string, unknown > ) => void;
	};
	const settings = meta?.[ META_KEY ] as EditedSettings | undefined;
	if ( ! settings || ! settings.triggers || ! settings.timing ) {
		return null;
	}

	const save = ( next: EditedSettings ) =>
		editPost( { meta: { ...meta, [ META_KEY ]: next } } );
	const set = < K extends keyof EditedSettings >(
		key: K,
		value: EditedSettings[ K ]
	) => save( { ...settings, [ key ]: value } );
	const trigger = < K extends keyof PopupTriggers >(
		key: K,
		value: PopupTriggers[ K ]
	) => set( 'triggers', { ...settings.triggers, [ key ]: value } );
	const rule = < K extends keyof PopupTiming >(
		key: K,
		value: PopupTiming[ K ]
	) => set( 'timing', { ...settings.timing, [ key ]: value } );

	const problems: Problems = settingsProblems(
		settings,
		{
			selector: ( value ) =>
				document.createDocumentFragment().querySelector( value ),
		},
		{
			selector: __(
				'This is not a CSS selector the browser understands.',
				'frontage'
			),
			regex: __(
				'This is not a regular expression the browser understands.',
				'frontage'
			),
			slowRegex: __(
				'This pattern repeats a group that itself repeats, like (a+)+, which can take very long to test. Write it without the nested repetition.',
				'frontage'
			),
			date: __(
				'Use the form YYYY-MM-DD or YYYY-MM-DD HH:MM.',
				'frontage'
			),
			order: __( 'The schedule must end after it starts.', 'frontage' ),
			classes: __(
				'Class names may hold letters, digits, hyphens and underscores, separated by spaces.',
				'frontage'
			),
		}
	);
	const t = settings.triggers;
	const r = settings.timing;

	return (
		<>
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
						label={ __( 'Delay (seconds)', 'frontage' ) }
						value={ t.page_load_delay }
						max={ 3600 }
						step={ 0.5 }
						onChange={ ( value ) =>
							trigger( 'page_load_delay', value )
						}
					/>
				</Switch>
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
							label={ __(
								'Scrolled (% of the page)',
								'frontage'
							) }
							value={ t.scrolling_offset }
							min={ 1 }
							max={ 100 }
							onChange={ ( value ) =>
								trigger( 'scrolling_offset', value )
							}
						/>
					) : null }
				</Switch>
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
						label={ __( 'Clicks', 'frontage' ) }
						value={ t.click_times }
						min={ 1 }
						max={ 100 }
						onChange={ ( value ) =>
							trigger( 'click_times', value )
						}
					/>
				</Switch>
				<Switch
					label={ __( 'After inactivity', 'frontage' ) }
					checked={ t.inactivity }
					onChange={ ( on ) => trigger( 'inactivity', on ) }
				>
					<NumberField
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
						onChange={ ( on ) =>
							trigger( 'exit_intent_touch', on )
						}
					/>
				</Switch>
				<Switch
					label={ __( 'When an ad blocker is found', 'frontage' ) }
					checked={ t.adblock_detection }
					onChange={ ( on ) => trigger( 'adblock_detection', on ) }
				>
					<NumberField
						label={ __( 'Delay (seconds)', 'frontage' ) }
						value={ t.adblock_detection_delay }
						max={ 3600 }
						onChange={ ( value ) =>
							trigger( 'adblock_detection_delay', value )
						}
					/>
				</Switch>
			</PluginDocumentSettingPanel>

			<PluginDocumentSettingPanel
				name="frontage-popup-rules"
				title={ __( 'Popup rules', 'frontage' ) }
				className="frontage-popup-panel"
			>
				<p className="frontage-popup-panel__intro">
					{ __(
						'Every rule switched on must pass for the triggers to start.',
						'frontage'
					) }
				</p>
				<Switch
					label={ __( 'After page views', 'frontage' ) }
					checked={ r.page_views }
					onChange={ ( on ) => rule( 'page_views', on ) }
				>
					<NumberField
						label={ __( 'Page views', 'frontage' ) }
						value={ r.page_views_views }
						min={ 1 }
						max={ 1000 }
						onChange={ ( value ) =>
							rule( 'page_views_views', value )
						}
					/>
				</Switch>
				<Switch
					label={ __( 'After sessions', 'frontage' ) }
					checked={ r.sessions }
					onChange={ ( on ) => rule( 'sessions', on ) }
				>
					<NumberField
						label={ __( 'Sessions', 'frontage' ) }
						value={ r.sessions_sessions }
						min={ 1 }
						max={ 1000 }
						onChange={ ( value ) =>
							rule( 'sessions_sessions', value )
						}
					/>
				</Switch>
				<Switch
					label={ __( 'By address', 'frontage' ) }
					checked={ r.url }
					onChange={ ( on ) => rule( 'url', on ) }
				>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Show', 'frontage' ) }
						value={ r.url_action }
						options={ [
							{
								value: 'show',
								label: __(
									'Only where the address contains',
									'frontage'
								),
							},
							{
								value: 'hide',
								label: __(
									'Not where the address contains',
									'frontage'
								),
							},
							{
								value: 'regex',
								label: __(
									'Where this regular expression matches',
									'frontage'
								),
							},
						] }
						onChange={ ( value ) =>
							rule(
								'url_action',
								value as PopupTiming[ 'url_action' ]
							)
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Address text or pattern', 'frontage' ) }
						value={ r.url_url }
						onChange={ ( value ) => rule( 'url_url', value ) }
					/>
					<FieldProblem message={ problems[ 'timing.url_url' ] } />
				</Switch>
				<Switch
					label={ __( 'By where visitors come from', 'frontage' ) }
					checked={ r.sources }
					onChange={ ( on ) => rule( 'sources', on ) }
				>
					<Choices
						options={
							[
								{
									value: 'internal',
									label: __( 'This site', 'frontage' ),
								},
								{
									value: 'external',
									label: __(
										'Other sites or direct',
										'frontage'
									),
								},
								{
									value: 'search',
									label: __( 'Search engines', 'frontage' ),
								},
							] as const
						}
						selected={ r.sources_sources }
						onChange={ ( sources ) =>
							rule( 'sources_sources', sources )
						}
					/>
				</Switch>
				<Switch
					label={ __( 'Hide from signed-in users', 'frontage' ) }
					checked={ r.logged_in }
					onChange={ ( on ) => rule( 'logged_in', on ) }
				>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Who', 'frontage' ) }
						value={ r.logged_in_users }
						options={ [
							{
								value: 'all',
								label: __( 'All signed-in users', 'frontage' ),
							},
							{
								value: 'custom',
								label: __( 'These roles', 'frontage' ),
							},
						] }
						onChange={ ( value ) =>
							rule(
								'logged_in_users',
								value as PopupTiming[ 'logged_in_users' ]
							)
						}
					/>
					{ r.logged_in_users === 'custom' ? (
						<Choices
							options={ data.roles }
							selected={ r.logged_in_roles }
							onChange={ ( roles ) =>
								rule( 'logged_in_roles', roles )
							}
						/>
					) : null }
				</Switch>
				<Switch
					label={ __( 'By device', 'frontage' ) }
					checked={ r.devices }
					onChange={ ( on ) => rule( 'devices', on ) }
				>
					<Choices
						options={
							[
								{
									value: 'desktop',
									label: __( 'Desktop', 'frontage' ),
								},
								{
									value: 'tablet',
									label: __( 'Tablet', 'frontage' ),
								},
								{
									value: 'mobile',
									label: __( 'Mobile', 'frontage' ),
								},
							] as const
						}
						selected={ r.devices_devices }
						onChange={ ( devices ) =>
							rule( 'devices_devices', devices )
						}
					/>
				</Switch>
				<Switch
					label={ __( 'At most a number of times', 'frontage' ) }
					checked={ r.times }
					onChange={ ( on ) => rule( 'times', on ) }
				>
					<NumberField
						label={ __( 'Times', 'frontage' ) }
						value={ r.times_times }
						min={ 1 }
						max={ 1000 }
						onChange={ ( value ) => rule( 'times_times', value ) }
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Per', 'frontage' ) }
						value={ r.times_period }
						options={ [
							{
								value: 'session',
								label: __( 'Session', 'frontage' ),
							},
							{ value: 'day', label: __( 'Day', 'frontage' ) },
							{ value: 'week', label: __( 'Week', 'frontage' ) },
							{
								value: 'month',
								label: __( 'Month', 'frontage' ),
							},
							{ value: '', label: __( 'Ever', 'frontage' ) },
						] }
						onChange={ ( value ) =>
							rule(
								'times_period',
								value as PopupTiming[ 'times_period' ]
							)
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Count a time when it', 'frontage' ) }
						value={ r.times_count }
						options={ [
							{ value: 'show', label: __( 'Opens', 'frontage' ) },
							{
								value: 'close',
								label: __( 'Is closed', 'frontage' ),
							},
						] }
						onChange={ ( value ) =>
							rule(
								'times_count',
								value as PopupTiming[ 'times_count' ]
							)
						}
					/>
				</Switch>
				<Switch
					label={ __( 'On a schedule', 'frontage' ) }
					checked={ r.schedule }
					onChange={ ( on ) => rule( 'schedule', on ) }
				>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'From (YYYY-MM-DD HH:MM)', 'frontage' ) }
						value={ r.schedule_start_date }
						onChange={ ( value ) =>
							rule( 'schedule_start_date', value )
						}
					/>
					<FieldProblem
						message={ problems[ 'timing.schedule_start_date' ] }
					/>
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Until (YYYY-MM-DD HH:MM)', 'frontage' ) }
						value={ r.schedule_end_date }
						onChange={ ( value ) =>
							rule( 'schedule_end_date', value )
						}
					/>
					<FieldProblem
						message={ problems[ 'timing.schedule_end_date' ] }
					/>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Time zone', 'frontage' ) }
						value={ r.schedule_timezone }
						options={ [
							{
								value: 'site',
								label: __( 'The site’s', 'frontage' ),
							},
							{
								value: 'local',
								label: __( 'The visitor’s', 'frontage' ),
							},
						] }
						onChange={ ( value ) =>
							rule(
								'schedule_timezone',
								value as PopupTiming[ 'schedule_timezone' ]
							)
						}
					/>
				</Switch>
			</PluginDocumentSettingPanel>

			<PluginDocumentSettingPanel
				name="frontage-popup-conditions"
				title={ __( 'Popup display conditions', 'frontage' ) }
				className="frontage-popup-panel"
			>
				<ConditionList
					label={ __( 'Show on', 'frontage' ) }
					conditions={ settings.conditions.include }
					data={ data }
					onChange={ ( include ) =>
						set( 'conditions', { ...settings.conditions, include } )
					}
				/>
				<ConditionList
					label={ __( 'But not on', 'frontage' ) }
					conditions={ settings.conditions.exclude }
					data={ data }
					onChange={ ( exclude ) =>
						set( 'conditions', { ...settings.conditions, exclude } )
					}
				/>
			</PluginDocumentSettingPanel>

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
					label={ __(
						'Close by itself after (seconds, 0: never)',
						'frontage'
					) }
					value={ settings.close_automatically }
					max={ 3600 }
					onChange={ ( value ) =>
						set( 'close_automatically', value )
					}
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
					label={ __( 'Animation length (seconds)', 'frontage' ) }
					value={ settings.entrance_animation_duration.size }
					max={ 5 }
					step={ 0.1 }
					onChange={ ( size ) =>
						set( 'entrance_animation_duration', { size } )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Extra CSS classes', 'frontage' ) }
					value={ settings.classes }
					onChange={ ( value ) => set( 'classes', value ) }
				/>
				<FieldProblem message={ problems.classes } />
			</PluginDocumentSettingPanel>
			{ Object.keys( problems ).length ? (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Some popup settings need fixing before they can be saved.',
						'frontage'
					) }
				</Notice>
			) : null }
		</>
	);
}

/**
 * A list of display conditions with add and remove.
 *
 * @param props            Props.
 * @param props.label      The list's heading.
 * @param props.conditions The conditions.
 * @param props.data       Post types and taxonomies to pick from.
 * @param props.onChange   Called with the new list.
 */
function ConditionList( {
	label,
	conditions,
	data,
	onChange,
}: {
	label: string;
	conditions: Condition[];
	data: PanelData;
	onChange: ( conditions: Condition[] ) => void;
} ) {
	const types = [
		{ value: 'site', label: __( 'The whole site', 'frontage' ) },
		{ value: 'front_page', label: __( 'The front page', 'frontage' ) },
		{
			value: 'singular',
			label: __( 'Posts and pages (by id)', 'frontage' ),
		},
		{ value: 'post_type', label: __( 'A post type', 'frontage' ) },
		{ value: 'archive', label: __( 'Any archive', 'frontage' ) },
		{ value: 'taxonomy', label: __( 'A taxonomy', 'frontage' ) },
		{ value: 'search', label: __( 'Search results', 'frontage' ) },
		{ value: 'not_found', label: __( 'The “not found” page', 'frontage' ) },
	];
	const change = ( index: number, next: Condition ) =>
		onChange(
			conditions.map( ( item, i ) => ( i === index ? next : item ) )
		);
	return (
		<fieldset className="frontage-popup-panel__conditions">
			<legend>{ label }</legend>
			{ conditions.map( ( condition, index ) => (
				<div className="frontage-popup-panel__condition" key={ index }>
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Where', 'frontage' ) }
						value={ condition.type }
						options={ types }
						onChange={ ( type ) => change( index, { type } ) }
					/>
					{ condition.type === 'post_type' ? (
						<SelectControl
							__nextHasNoMarginBottom
							label={ __( 'Post type', 'frontage' ) }
							value={ condition.post_type ?? '' }
							options={ [
								{
									value: '',
									label: __( 'Choose…', 'frontage' ),
								},
								...data.postTypes,
							] }
							onChange={ ( postType ) =>
								change( index, {
									...condition,
									post_type: postType,
								} )
							}
						/>
					) : null }
					{ condition.type === 'taxonomy' ? (
						<SelectControl
							__nextHasNoMarginBottom
							label={ __( 'Taxonomy', 'frontage' ) }
							value={ condition.taxonomy ?? '' }
							options={ [
								{
									value: '',
									label: __( 'Choose…', 'frontage' ),
								},
								...data.taxonomies,
							] }
							onChange={ ( taxonomy ) =>
								change( index, { ...condition, taxonomy } )
							}
						/>
					) : null }
					{ condition.type === 'singular' ||
					condition.type === 'taxonomy' ? (
						<TextControl
							__nextHasNoMarginBottom
							label={
								condition.type === 'singular'
									? __(
											'Post or page ids (empty: any)',
											'frontage'
										)
									: __( 'Term ids (empty: any)', 'frontage' )
							}
							value={ ( condition.ids ?? [] ).join( ', ' ) }
							onChange={ ( value ) =>
								change( index, {
									...condition,
									ids: value
										.split( /[\s,]+/ )
										.map( Number )
										.filter(
											( id ) =>
												Number.isInteger( id ) && id > 0
										),
								} )
							}
						/>
					) : null }
					<Button
						variant="link"
						isDestructive
						onClick={ () =>
							onChange(
								conditions.filter( ( _, i ) => i !== index )
							)
						}
					>
						{ __( 'Remove', 'frontage' ) }
					</Button>
				</div>
			) ) }
			<Button
				variant="secondary"
				onClick={ () =>
					onChange( [ ...conditions, { type: 'site' } ] )
				}
			>
				{ __( 'Add a condition', 'frontage' ) }
			</Button>
		</fieldset>
	);
}
