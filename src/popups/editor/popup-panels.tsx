/**
 * The popup's settings in the block editor's document sidebar (docs/popups.md): its triggers, its
 * rules, where it shows, and how it behaves, all stored in the meta `frontage_popup_settings`
 * and saved with the popup. A wrong value is named under its field before saving. Each panel is
 * its own component in panels/; this binds them to the post's meta.
 */
import { Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { PluginPrePublishPanel } from '@wordpress/edit-post';
import { __ } from '@wordpress/i18n';

import type { PopupTiming, PopupTriggers } from '../popup-settings';
import {
	META_KEY,
	type EditedSettings,
	type PanelData,
	type SetField,
} from './edited-settings';
import { BehaviourPanel } from './panels/behaviour-panel';
import { newCondition } from './conditions';
import { ConditionsPanel, NowhereNotice } from './panels/conditions-panel';
import { RulesPanel } from './panels/rules-panel';
import { TriggersPanel } from './panels/triggers-panel';
import { settingsProblems, type Problems } from './settings-problems';

/**
 * The problems of the settings, in the browser's own words for selectors.
 *
 * @param settings The settings being edited.
 */
function problemsOf( settings: EditedSettings ): Problems {
	return settingsProblems(
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
	const set: SetField< EditedSettings > = ( key, value ) =>
		save( { ...settings, [ key ]: value } );
	const trigger: SetField< PopupTriggers > = ( key, value ) =>
		set( 'triggers', { ...settings.triggers, [ key ]: value } );
	const rule: SetField< PopupTiming > = ( key, value ) =>
		set( 'timing', { ...settings.timing, [ key ]: value } );
	const problems = problemsOf( settings );

	return (
		<>
			<TriggersPanel
				triggers={ settings.triggers }
				problems={ problems }
				trigger={ trigger }
			/>
			<RulesPanel
				timing={ settings.timing }
				problems={ problems }
				rule={ rule }
				roles={ data.roles }
			/>
			<ConditionsPanel
				conditions={ settings.conditions }
				data={ data }
				onChange={ ( conditions ) => set( 'conditions', conditions ) }
			/>
			<BehaviourPanel
				settings={ settings }
				problems={ problems }
				set={ set }
			/>
			{ settings.conditions.include.length ? null : (
				// Publishing asks where, as a new popup shows nowhere (docs/popups.md).
				<PluginPrePublishPanel
					title={ __( 'Where this popup shows', 'frontage' ) }
					className="frontage-popup-panel"
					initialOpen
				>
					<NowhereNotice
						onChooseSite={ () =>
							set( 'conditions', {
								...settings.conditions,
								include: [ newCondition() ],
							} )
						}
					/>
				</PluginPrePublishPanel>
			) }
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
