/**
 * The "Popup display conditions" panel: the pages the popup shows on, and those it does not
 * (docs/popups.md).
 */
import { Button, Notice, SelectControl } from '@wordpress/components';
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { __ } from '@wordpress/i18n';

import { newCondition, removeCondition, replaceCondition } from '../conditions';
import type { Condition, EditedSettings, PanelData } from '../edited-settings';
import { IdPicker } from '../id-picker';

type Conditions = EditedSettings[ 'conditions' ];

/**
 * The conditions panel.
 *
 * @param props            Props.
 * @param props.conditions The conditions to show on and not on.
 * @param props.data       Post types and taxonomies to pick from.
 * @param props.onChange   Called with the new conditions.
 */
export function ConditionsPanel( {
	conditions,
	data,
	onChange,
}: {
	conditions: Conditions;
	data: PanelData;
	onChange: ( conditions: Conditions ) => void;
} ) {
	return (
		<PluginDocumentSettingPanel
			name="frontage-popup-conditions"
			title={ __( 'Popup display conditions', 'frontage' ) }
			className="frontage-popup-panel"
		>
			{ conditions.include.length ? null : (
				<NowhereNotice
					onChooseSite={ () =>
						onChange( {
							...conditions,
							include: [ newCondition() ],
						} )
					}
				/>
			) }
			<ConditionList
				label={ __( 'Show on', 'frontage' ) }
				conditions={ conditions.include }
				data={ data }
				onChange={ ( include ) =>
					onChange( { ...conditions, include } )
				}
			/>
			<ConditionList
				label={ __( 'But not on', 'frontage' ) }
				conditions={ conditions.exclude }
				data={ data }
				onChange={ ( exclude ) =>
					onChange( { ...conditions, exclude } )
				}
			/>
		</PluginDocumentSettingPanel>
	);
}

/**
 * What a popup without an include condition does: nothing, until its owner says where. With a
 * button for the commonest answer.
 *
 * @param props              Props.
 * @param props.onChooseSite Called to show it on the whole site.
 */
export function NowhereNotice( {
	onChooseSite,
}: {
	onChooseSite: () => void;
} ) {
	return (
		<Notice
			status="warning"
			isDismissible={ false }
			className="frontage-popup-panel__nowhere"
		>
			<p>
				{ __(
					'This popup shows nowhere yet. Choose the pages it may open on under “Show on” in “Popup display conditions”.',
					'frontage'
				) }
			</p>
			<Button variant="secondary" onClick={ onChooseSite }>
				{ __( 'Show it on the whole site', 'frontage' ) }
			</Button>
		</Notice>
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
			label: __( 'Posts and pages', 'frontage' ),
		},
		{ value: 'post_type', label: __( 'A post type', 'frontage' ) },
		{ value: 'archive', label: __( 'Any archive', 'frontage' ) },
		{ value: 'taxonomy', label: __( 'A taxonomy', 'frontage' ) },
		{ value: 'search', label: __( 'Search results', 'frontage' ) },
		{ value: 'not_found', label: __( 'The “not found” page', 'frontage' ) },
	];
	const change = ( index: number, next: Condition ) =>
		onChange( replaceCondition( conditions, index, next ) );
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
								// Terms of another taxonomy are not terms of this one.
								change( index, {
									type: condition.type,
									taxonomy,
								} )
							}
						/>
					) : null }
					{ condition.type === 'singular' ? (
						<IdPicker
							label={ __(
								'Posts and pages (none chosen: any)',
								'frontage'
							) }
							type="post"
							subtype="any"
							ids={ condition.ids ?? [] }
							onChange={ ( ids ) =>
								change( index, { ...condition, ids } )
							}
						/>
					) : null }
					{ condition.type === 'taxonomy' && condition.taxonomy ? (
						<IdPicker
							label={ __(
								'Terms (none chosen: any)',
								'frontage'
							) }
							type="term"
							subtype={ condition.taxonomy }
							ids={ condition.ids ?? [] }
							onChange={ ( ids ) =>
								change( index, { ...condition, ids } )
							}
						/>
					) : null }
					<Button
						variant="link"
						isDestructive
						onClick={ () =>
							onChange( removeCondition( conditions, index ) )
						}
					>
						{ __( 'Remove', 'frontage' ) }
					</Button>
				</div>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => onChange( [ ...conditions, newCondition() ] ) }
			>
				{ __( 'Add a condition', 'frontage' ) }
			</Button>
		</fieldset>
	);
}
