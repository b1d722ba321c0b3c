/**
 * The Colour switcher block in the editor: the button as visitors see it, and its settings — the
 * default mode, the style variation whose palette is the switched one, the owner's own switched
 * colours over it (slug => colour, from the theme's palette) and the button's label.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	ColorPalette,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type ColourSwitcherAttributes = {
	mode: 'light' | 'dark' | 'system';
	variation: string;
	palette: Record< string, string >;
	label: string;
	showLabel: boolean;
};

type PaletteColour = { slug: string; name: string; color: string };

/**
 * The theme's palette as the editor has it, and the theme's style variations' titles.
 */
function useTheme(): { colours: PaletteColour[]; variations: string[] } {
	return useSelect( ( select ) => {
		const settings = (
			select( 'core/block-editor' ) as {
				getSettings: () => { colors?: PaletteColour[] };
			}
		 ).getSettings();
		const core = select( 'core' ) as {
			__experimentalGetCurrentThemeGlobalStylesVariations?: () =>
				Array< { title?: string } > | null | undefined;
		};
		const variations =
			core.__experimentalGetCurrentThemeGlobalStylesVariations?.() ?? [];
		return {
			colours: settings.colors ?? [],
			variations: variations
				.map( ( variation ) => variation.title ?? '' )
				.filter( Boolean ),
		};
	}, [] );
}

/**
 * The owner's switched colours: one colour choice per palette colour of the theme, over the
 * variation's (or the turned-over palette).
 *
 * @param props          The panel's props.
 * @param props.colours  The theme's palette.
 * @param props.palette  The switched colours set (slug => colour).
 * @param props.onChange Called with the new switched colours.
 */
function SwitchedColours( {
	colours,
	palette,
	onChange,
}: {
	colours: PaletteColour[];
	palette: Record< string, string >;
	onChange: ( palette: Record< string, string > ) => void;
} ) {
	const setColour = ( slug: string, colour?: string ) => {
		const next = { ...palette };
		if ( colour ) {
			next[ slug ] = colour;
		} else {
			delete next[ slug ];
		}
		onChange( next );
	};
	return (
		<PanelBody
			title={ __( 'Switched colours', 'frontage' ) }
			initialOpen={ false }
		>
			<p>
				{ __(
					'A colour set here replaces that palette colour while the switched palette shows, over the variation’s.',
					'frontage'
				) }
			</p>
			{ colours.map( ( colour ) => (
				<div key={ colour.slug }>
					<p>{ colour.name || colour.slug }</p>
					<ColorPalette
						colors={ colours }
						value={ palette[ colour.slug ] }
						onChange={ ( value ) =>
							setColour( colour.slug, value )
						}
					/>
				</div>
			) ) }
			<Button variant="secondary" onClick={ () => onChange( {} ) }>
				{ __( 'Clear the switched colours', 'frontage' ) }
			</Button>
		</PanelBody>
	);
}

/**
 * The block's editor view.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes attributes.
 */
export function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ColourSwitcherAttributes > ) {
	const blockProps = useBlockProps( {
		className: 'frontage-colour-switcher',
	} );
	const { colours, variations } = useTheme();
	const label = attributes.label || __( 'Dark mode', 'frontage' );

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Colour switcher', 'frontage' ) }>
					<SelectControl
						label={ __( 'Before a visitor chooses', 'frontage' ) }
						value={ attributes.mode }
						options={ [
							{
								value: 'light',
								label: __( 'The theme’s palette', 'frontage' ),
							},
							{
								value: 'dark',
								label: __( 'The switched palette', 'frontage' ),
							},
							{
								value: 'system',
								label: __(
									'Follow the visitor’s system (dark: switched)',
									'frontage'
								),
							},
						] }
						onChange={ ( mode ) =>
							setAttributes( {
								mode: mode as ColourSwitcherAttributes[ 'mode' ],
							} )
						}
					/>
					<SelectControl
						label={ __( 'Switched palette', 'frontage' ) }
						help={ __(
							'Out of the box: the theme’s palette turned dark (each colour’s lightness turned over).',
							'frontage'
						) }
						value={ attributes.variation }
						options={ [
							{
								value: '',
								label: __(
									'The theme’s, turned dark',
									'frontage'
								),
							},
							...variations.map( ( title ) => ( {
								value: title,
								label: title,
							} ) ),
						] }
						onChange={ ( variation ) =>
							setAttributes( { variation } )
						}
					/>
					<TextControl
						label={ __( 'Button label', 'frontage' ) }
						help={ __(
							'The button’s name for screen readers (and its text when shown).',
							'frontage'
						) }
						placeholder={ __( 'Dark mode', 'frontage' ) }
						value={ attributes.label }
						onChange={ ( value ) =>
							setAttributes( { label: value } )
						}
					/>
					<ToggleControl
						label={ __(
							'Show the label beside the icon',
							'frontage'
						) }
						checked={ attributes.showLabel }
						onChange={ ( showLabel ) =>
							setAttributes( { showLabel } )
						}
					/>
				</PanelBody>
				<SwitchedColours
					colours={ colours }
					palette={ attributes.palette }
					onChange={ ( palette ) => setAttributes( { palette } ) }
				/>
			</InspectorControls>
			<div { ...blockProps }>
				<button
					type="button"
					className="frontage-colour-switcher__button"
					aria-pressed="false"
				>
					<svg
						className="frontage-colour-switcher__icon"
						viewBox="0 0 24 24"
						width="24"
						height="24"
						aria-hidden="true"
						focusable="false"
					>
						<circle
							cx="12"
							cy="12"
							r="9"
							fill="none"
							stroke="currentColor"
							strokeWidth="2"
						/>
						<path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
					</svg>
					<span
						className={
							'frontage-colour-switcher__label' +
							( attributes.showLabel
								? ''
								: ' frontage-colour-switcher__label--hidden' )
						}
					>
						{ label }
					</span>
				</button>
			</div>
		</>
	);
}
