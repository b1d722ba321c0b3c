/**
 * The "Sticky" panel of the Group and Template Part blocks (docs/motion.md "Sticky"): top or
 * bottom, the devices, the offset, the effects offset, stopping at the parent, in-page links
 * below it. The fields keep what was typed; a Notice says what the page uses instead (a negative
 * offset is 0, one over its maximum the maximum, no device ticked sticks nowhere). The server
 * reads the attribute back the same way (includes/motion/class-sticky.php).
 */
import { InspectorControls } from '@wordpress/block-editor';
import {
	CheckboxControl,
	Notice,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import type { ComponentType } from '@wordpress/element';
// WordPress's own wp-hooks, which the build leaves external (as every @wordpress/ script).
// eslint-disable-next-line import/no-extraneous-dependencies
import { addFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';

import { DEVICES, type Device, type RawSticky } from '../sticky-settings';
import { problemText } from './problem-text';

const BLOCKS = [ 'core/group', 'core/template-part' ];
const ATTRIBUTE = 'frontageSticky';

interface BlockEditProps {
	name: string;
	isSelected: boolean;
	attributes: { frontageSticky?: RawSticky };
	setAttributes: ( attributes: { frontageSticky?: RawSticky } ) => void;
}

/**
 * What a number field stores: the number typed (even out of range, so the panel can say so),
 * or the text when it is no number.
 *
 * @param text The field's text.
 */
const typed = ( text: string ): number | string =>
	text.trim() !== '' && isFinite( Number( text ) ) ? Number( text ) : text;

/** A choice of a SelectControl. */
type Choice = { label: string; value: string };

/**
 * The choices, typed as plain strings for SelectControl.
 *
 * @param list The choices.
 */
const choices = ( list: Choice[] ) => list;

/**
 * The device labels.
 *
 * @param device The device.
 */
const deviceLabel = ( device: Device ): string =>
	( {
		desktop: __( 'Desktop (wider than 1024 px)', 'frontage' ),
		tablet: __( 'Tablet (768–1024 px)', 'frontage' ),
		mobile: __( 'Mobile (767 px and narrower)', 'frontage' ),
	} )[ device ];

/**
 * The panel.
 *
 * @param props          The panel's props.
 * @param props.value    The attribute.
 * @param props.onChange Sets it.
 */
function StickyPanel( {
	value,
	onChange,
}: {
	value: Record< string, unknown >;
	onChange: ( value: Record< string, unknown > ) => void;
} ) {
	const set = ( key: string, next: unknown ) =>
		onChange( { ...value, [ key ]: next } );
	const position = typeof value.position === 'string' ? value.position : '';
	const devices = Array.isArray( value.devices ) ? value.devices : DEVICES;
	const inParent = value.stopAtParent === true;
	const number = ( key: string, label: string, help: string ) => (
		<TextControl
			__nextHasNoMarginBottom
			type="number"
			label={ label }
			help={ help }
			value={ String( value[ key ] ?? 0 ) }
			onChange={ ( text ) => set( key, typed( text ) ) }
		/>
	);
	return (
		<PanelBody title={ __( 'Sticky', 'frontage' ) }>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Sticky', 'frontage' ) }
				value={ position }
				options={ choices( [
					{ label: __( 'Off', 'frontage' ), value: '' },
					{ label: __( 'Top', 'frontage' ), value: 'top' },
					{ label: __( 'Bottom', 'frontage' ), value: 'bottom' },
				] ) }
				onChange={ ( next: string ) => set( 'position', next ) }
			/>
			{ position && (
				<>
					<fieldset>
						<legend>{ __( 'Sticks on', 'frontage' ) }</legend>
						{ DEVICES.map( ( device ) => (
							<CheckboxControl
								__nextHasNoMarginBottom
								key={ device }
								label={ deviceLabel( device ) }
								checked={ devices.includes( device ) }
								onChange={ ( on: boolean ) =>
									set(
										'devices',
										DEVICES.filter( ( each ) =>
											each === device
												? on
												: devices.includes( each )
										)
									)
								}
							/>
						) ) }
					</fieldset>
					{ number(
						'offset',
						__( 'Offset (px)', 'frontage' ),
						__(
							'Space between the window’s edge and the stuck block, 0–500.',
							'frontage'
						)
					) }
					{ number(
						'effectsOffset',
						__( 'Effects offset (px)', 'frontage' ),
						__(
							'Once stuck and the page scrolled this far (0–5000), the block gets the class is-frontage-sticky-effects — add the class frontage-sticky-shrink to shrink it.',
							'frontage'
						)
					) }
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Stop at the end of its parent',
							'frontage'
						) }
						help={ __(
							'Off: it follows to the end of the page. On: it stays inside the group, column or template part it is in.',
							'frontage'
						) }
						checked={ inParent }
						onChange={ ( on: boolean ) =>
							set( 'stopAtParent', on )
						}
					/>
					{ position === 'top' && (
						<>
							<ToggleControl
								__nextHasNoMarginBottom
								label={ __(
									'In-page links land below it',
									'frontage'
								) }
								checked={
									typeof value.anchorLinks === 'boolean'
										? value.anchorLinks
										: ! inParent
								}
								onChange={ ( on: boolean ) =>
									set( 'anchorLinks', on )
								}
							/>
							{ number(
								'anchorOffset',
								__(
									'Extra space above link targets (px)',
									'frontage'
								),
								__( '0–200.', 'frontage' )
							) }
						</>
					) }
				</>
			) }
			{ problemText( value ).map( ( message ) => (
				<Notice
					key={ message }
					status="warning"
					isDismissible={ false }
				>
					{ message }
				</Notice>
			) ) }
		</PanelBody>
	);
}

addFilter(
	'blocks.registerBlockType',
	'frontage/motion-sticky/attribute',
	( settings: { attributes?: Record< string, unknown > }, name: string ) =>
		BLOCKS.includes( name )
			? {
					...settings,
					attributes: {
						...settings.attributes,
						[ ATTRIBUTE ]: { type: 'object' },
					},
				}
			: settings
);

addFilter(
	'editor.BlockEdit',
	'frontage/motion-sticky/panel',
	( BlockEdit: ComponentType< BlockEditProps > ) => {
		const WithSticky = ( props: BlockEditProps ) => (
			<>
				<BlockEdit { ...props } />
				{ BLOCKS.includes( props.name ) && props.isSelected && (
					<InspectorControls>
						<StickyPanel
							value={ props.attributes.frontageSticky ?? {} }
							onChange={ ( next ) =>
								props.setAttributes( { frontageSticky: next } )
							}
						/>
					</InspectorControls>
				) }
			</>
		);
		return WithSticky;
	}
);
