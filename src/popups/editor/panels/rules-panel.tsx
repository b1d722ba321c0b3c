/**
 * The "Popup rules" panel: when the triggers may start (docs/popups.md). Every rule switched on
 * must pass: page views and sessions, the address, the visitor (where they come from, signed in,
 * device, browser), how many times, and a schedule.
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { __ } from '@wordpress/i18n';

import type { PopupTiming } from '../../popup-settings';
import { FieldProblem } from '../../../shared/field-problem';
import type { PanelData, SetField } from '../edited-settings';
import { NumberField } from '../../../shared/number-field';
import { Choices, Switch } from '../fields';
import type { Problems } from '../settings-problems';

/** What every rule's fields get. */
interface RuleProps {
	/** The rules. */
	timing: PopupTiming;
	/** Changes one rule setting. */
	rule: SetField< PopupTiming >;
}

/**
 * The rules panel.
 *
 * @param props          Props.
 * @param props.timing   The rules.
 * @param props.problems What is wrong, by field path.
 * @param props.rule     Changes one rule setting.
 * @param props.roles    The roles to choose from.
 */
export function RulesPanel( {
	timing,
	problems,
	rule,
	roles,
}: RuleProps & { problems: Problems; roles: PanelData[ 'roles' ] } ) {
	return (
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
			<CountRules timing={ timing } rule={ rule } />
			<AddressRule
				timing={ timing }
				rule={ rule }
				problems={ problems }
			/>
			<VisitorRules timing={ timing } rule={ rule } roles={ roles } />
			<BrowserRule timing={ timing } rule={ rule } />
			<TimesRule timing={ timing } rule={ rule } />
			<ScheduleRule
				timing={ timing }
				rule={ rule }
				problems={ problems }
			/>
		</PluginDocumentSettingPanel>
	);
}

/**
 * After a number of page views, after a number of sessions.
 *
 * @param props        Props.
 * @param props.timing The rules.
 * @param props.rule   Changes one rule setting.
 */
function CountRules( { timing: r, rule }: RuleProps ) {
	return (
		<>
			<Switch
				label={ __( 'After page views', 'frontage' ) }
				checked={ r.page_views }
				onChange={ ( on ) => rule( 'page_views', on ) }
			>
				<NumberField
					__nextHasNoMarginBottom
					label={ __( 'Page views', 'frontage' ) }
					value={ r.page_views_views }
					min={ 1 }
					max={ 1000 }
					onChange={ ( value ) => rule( 'page_views_views', value ) }
				/>
			</Switch>
			<Switch
				label={ __( 'After sessions', 'frontage' ) }
				checked={ r.sessions }
				onChange={ ( on ) => rule( 'sessions', on ) }
			>
				<NumberField
					__nextHasNoMarginBottom
					label={ __( 'Sessions', 'frontage' ) }
					value={ r.sessions_sessions }
					min={ 1 }
					max={ 1000 }
					onChange={ ( value ) => rule( 'sessions_sessions', value ) }
				/>
			</Switch>
		</>
	);
}

/**
 * By the page's address: contains a text, or matches a pattern.
 *
 * @param props          Props.
 * @param props.timing   The rules.
 * @param props.rule     Changes one rule setting.
 * @param props.problems What is wrong, by field path.
 */
function AddressRule( {
	timing: r,
	rule,
	problems,
}: RuleProps & { problems: Problems } ) {
	return (
		<>
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
		</>
	);
}

/**
 * By the visitor: where they come from, signed in or not (and their roles), their device.
 *
 * @param props        Props.
 * @param props.timing The rules.
 * @param props.rule   Changes one rule setting.
 * @param props.roles  The roles to choose from.
 */
function VisitorRules( {
	timing: r,
	rule,
	roles,
}: RuleProps & { roles: PanelData[ 'roles' ] } ) {
	return (
		<>
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
						options={ roles }
						selected={ r.logged_in_roles }
						onChange={ ( chosen ) =>
							rule( 'logged_in_roles', chosen )
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
		</>
	);
}

/** The browsers the `browsers` rule tells apart (Popup_Settings::BROWSERS), by their names. */
const BROWSERS = [
	{ value: 'chrome', label: 'Chrome' },
	{ value: 'firefox', label: 'Firefox' },
	{ value: 'safari', label: 'Safari' },
	{ value: 'edge', label: 'Edge' },
	{ value: 'opera', label: 'Opera' },
	{ value: 'samsung', label: 'Samsung Internet' },
] as const;

/**
 * By the visitor's browser: all of them, or the ones ticked.
 *
 * @param props        Props.
 * @param props.timing The rules.
 * @param props.rule   Changes one rule setting.
 */
function BrowserRule( { timing: r, rule }: RuleProps ) {
	return (
		<Switch
			label={ __( 'By browser', 'frontage' ) }
			checked={ r.browsers }
			onChange={ ( on ) => rule( 'browsers', on ) }
		>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Browsers', 'frontage' ) }
				value={ r.browsers_browsers }
				options={ [
					{ value: 'all', label: __( 'All browsers', 'frontage' ) },
					{
						value: 'custom',
						label: __( 'These browsers', 'frontage' ),
					},
				] }
				onChange={ ( value ) =>
					rule(
						'browsers_browsers',
						value as PopupTiming[ 'browsers_browsers' ]
					)
				}
			/>
			{ r.browsers_browsers === 'custom' ? (
				<Choices
					options={ BROWSERS }
					selected={ r.browsers_options }
					onChange={ ( chosen ) =>
						rule( 'browsers_options', chosen )
					}
				/>
			) : null }
		</Switch>
	);
}

/**
 * At most a number of times, per session, day, week, month or ever.
 *
 * @param props        Props.
 * @param props.timing The rules.
 * @param props.rule   Changes one rule setting.
 */
function TimesRule( { timing: r, rule }: RuleProps ) {
	return (
		<>
			<Switch
				label={ __( 'At most a number of times', 'frontage' ) }
				checked={ r.times }
				onChange={ ( on ) => rule( 'times', on ) }
			>
				<NumberField
					__nextHasNoMarginBottom
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
		</>
	);
}

/**
 * Between two dates, in the site's time zone or the visitor's.
 *
 * @param props          Props.
 * @param props.timing   The rules.
 * @param props.rule     Changes one rule setting.
 * @param props.problems What is wrong, by field path.
 */
function ScheduleRule( {
	timing: r,
	rule,
	problems,
}: RuleProps & { problems: Problems } ) {
	return (
		<>
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
					onChange={ ( value ) => rule( 'schedule_end_date', value ) }
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
		</>
	);
}
