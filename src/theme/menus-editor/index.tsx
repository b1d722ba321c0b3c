/**
 * "Mobile menu (Frontage)" in the Navigation block's settings (docs/theme.md "Menus"): the mode
 * (core's overlay, a dropdown under the header, an off-canvas panel), the panel's side, the
 * header breakpoint and the timing options (JSON, printed as `data-sm-options`). Invalid options
 * get a notice here and in the editor's notices; the server prints them as written and the
 * visitor's console says so (includes/theme/class-menu-blocks.php, src/theme/menus).
 */
import { InspectorControls } from '@wordpress/block-editor';
import {
	Notice,
	PanelBody,
	RangeControl,
	SelectControl,
	TextareaControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, type ComponentType } from '@wordpress/element';
// WordPress's own wp-hooks, which the build leaves external (as every @wordpress/ script).
// eslint-disable-next-line import/no-extraneous-dependencies
import { addFilter } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';
// eslint-disable-next-line import/no-extraneous-dependencies
import { store as noticesStore } from '@wordpress/notices';

import { parseMenuOptions } from '../menu-options';

const NAVIGATION = 'core/navigation';
const NOTICE_ID = 'frontage-menu-options';

/** The attributes (Menu_Blocks' constants) and their definitions. */
const ATTRIBUTES = {
	frontageMobileMenu: {
		type: 'string',
		enum: [ '', 'dropdown', 'off-canvas' ],
		default: '',
	},
	frontageMenuSide: {
		type: 'string',
		enum: [ 'right', 'left' ],
		default: 'right',
	},
	frontageBreakpoint: { type: 'integer', default: 767 },
	frontageMenuOptions: { type: 'string', default: '' },
};

interface MenuAttributes {
	frontageMobileMenu?: string;
	frontageMenuSide?: string;
	frontageBreakpoint?: number;
	frontageMenuOptions?: string;
	overlayMenu?: string;
}

/** A choice of a SelectControl. */
type Choice = { label: string; value: string };

/**
 * The choices, typed as plain strings for SelectControl.
 *
 * @param list The choices.
 */
const choices = ( list: Choice[] ) => list;

interface BlockEditProps {
	name: string;
	isSelected: boolean;
	attributes: MenuAttributes;
	setAttributes: ( attributes: Partial< MenuAttributes > ) => void;
}

/**
 * The panel.
 *
 * @param props               The block's edit props.
 * @param props.attributes    Its attributes.
 * @param props.setAttributes Sets them.
 */
function MobileMenuPanel( {
	attributes,
	setAttributes,
}: Pick< BlockEditProps, 'attributes' | 'setAttributes' > ) {
	const mode = attributes.frontageMobileMenu ?? '';
	const { error } = parseMenuOptions( attributes.frontageMenuOptions ?? '' );
	const { createWarningNotice, removeNotice } = useDispatch( noticesStore );
	useEffect( () => {
		if ( error && mode ) {
			createWarningNotice(
				__(
					'A Navigation block’s menu options are not a valid JSON object; the menu uses the default timings.',
					'frontage'
				),
				{ id: NOTICE_ID }
			);
		} else {
			removeNotice( NOTICE_ID );
		}
	}, [ error, mode, createWarningNotice, removeNotice ] );
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Mobile menu (Frontage)', 'frontage' ) }>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Mobile menu', 'frontage' ) }
					value={ mode }
					options={ choices( [
						{
							label: __( 'WordPress’s overlay', 'frontage' ),
							value: '',
						},
						{
							label: __(
								'Dropdown under the header',
								'frontage'
							),
							value: 'dropdown',
						},
						{
							label: __( 'Off-canvas panel', 'frontage' ),
							value: 'off-canvas',
						},
					] ) }
					onChange={ ( value: string ) =>
						setAttributes( {
							frontageMobileMenu: value,
							// A mode needs the toggle: "Off" becomes "Mobile".
							...( value && attributes.overlayMenu === 'never'
								? { overlayMenu: 'mobile' }
								: {} ),
						} )
					}
				/>
				{ mode === 'off-canvas' && (
					<SelectControl
						__nextHasNoMarginBottom
						label={ __( 'Panel side', 'frontage' ) }
						value={ attributes.frontageMenuSide ?? 'right' }
						options={ choices( [
							{
								label: __( 'Right', 'frontage' ),
								value: 'right',
							},
							{ label: __( 'Left', 'frontage' ), value: 'left' },
						] ) }
						onChange={ ( value: string ) =>
							setAttributes( { frontageMenuSide: value } )
						}
					/>
				) }
				{ mode && (
					<>
						<RangeControl
							__nextHasNoMarginBottom
							label={ __( 'Header breakpoint (px)', 'frontage' ) }
							help={ __(
								'The toggle shows in windows this wide and narrower, when the Overlay menu setting is Mobile (WordPress’s own is 599).',
								'frontage'
							) }
							min={ 320 }
							max={ 2560 }
							value={ attributes.frontageBreakpoint ?? 767 }
							onChange={ ( value?: number ) =>
								setAttributes( {
									frontageBreakpoint: value ?? 767,
								} )
							}
						/>
						<TextareaControl
							__nextHasNoMarginBottom
							label={ __( 'Menu options (JSON)', 'frontage' ) }
							help={ __(
								'Optional: showTimeout, hideTimeout, showDuration, hideDuration in ms, e.g. {"showTimeout": 100}.',
								'frontage'
							) }
							value={ attributes.frontageMenuOptions ?? '' }
							onChange={ ( value: string ) =>
								setAttributes( { frontageMenuOptions: value } )
							}
						/>
						{ error && (
							<Notice status="warning" isDismissible={ false }>
								{ __(
									'These options are not a valid JSON object; the menu uses the default timings.',
									'frontage'
								) }
							</Notice>
						) }
					</>
				) }
			</PanelBody>
		</InspectorControls>
	);
}

addFilter(
	'blocks.registerBlockType',
	'frontage/theme-menus/attributes',
	( settings: { attributes?: Record< string, unknown > }, name: string ) =>
		name === NAVIGATION
			? {
					...settings,
					attributes: { ...settings.attributes, ...ATTRIBUTES },
				}
			: settings
);

addFilter(
	'editor.BlockEdit',
	'frontage/theme-menus/panel',
	( BlockEdit: ComponentType< BlockEditProps > ) => {
		const WithMobileMenu = ( props: BlockEditProps ) => (
			<>
				<BlockEdit { ...props } />
				{ props.name === NAVIGATION && props.isSelected && (
					<MobileMenuPanel
						attributes={ props.attributes }
						setAttributes={ props.setAttributes }
					/>
				) }
			</>
		);
		return WithMobileMenu;
	}
);
