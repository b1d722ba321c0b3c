/**
 * "Menu per language" in the Navigation block's settings (docs/language.md "Menus per
 * language"): for each published language, the navigation the block shows on that language's
 * pages. Stored in the block's attribute `frontageLanguageRefs` (code → wp_navigation id); the
 * server swaps the block's `ref` as it renders (includes/language/class-language-menus.php).
 * Loaded in the post and site editors while two or more languages are published, for people who
 * may edit the theme's navigations.
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, SelectControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import type { ComponentType } from '@wordpress/element';
// WordPress's own wp-hooks, which the build leaves external (as every @wordpress/ script).
// eslint-disable-next-line import/no-extraneous-dependencies
import { addFilter } from '@wordpress/hooks';
import { __, sprintf } from '@wordpress/i18n';

import { withLanguageRef, type LanguageRefs } from './language-refs';

/** The attribute (Language_Menus::ATTRIBUTE). */
export const ATTRIBUTE = 'frontageLanguageRefs';
const NAVIGATION = 'core/navigation';

/** What PHP prints (Language_Menus::enqueue_editor()). */
interface NavigationData {
	languages: Array< { code: string; name: string } >;
}

declare global {
	interface Window {
		frontageLanguageNavigation?: NavigationData;
	}
}

interface NavigationPost {
	id: number;
	title: { raw?: string; rendered: string };
}

interface BlockEditProps {
	name: string;
	attributes: Record< string, unknown >;
	setAttributes: ( attributes: Record< string, unknown > ) => void;
}

/**
 * The panel: one dropdown per published language.
 *
 * @param props               The block's edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Sets them.
 * @param props.data          The published languages.
 */
function MenuPerLanguage( {
	attributes,
	setAttributes,
	data,
}: Pick< BlockEditProps, 'attributes' | 'setAttributes' > & {
	data: NavigationData;
} ) {
	const navigations = useSelect(
		( select ) =>
			(
				select( 'core' ) as unknown as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: Record< string, unknown >
					) => NavigationPost[] | null;
				}
			 ).getEntityRecords( 'postType', 'wp_navigation', {
				per_page: -1,
				status: 'publish',
			} ) ?? [],
		[]
	);
	const refs = ( attributes[ ATTRIBUTE ] ?? {} ) as LanguageRefs;
	const options = [
		{ label: __( 'This block’s own menu', 'frontage' ), value: '' },
		...navigations.map( ( navigation ) => ( {
			label:
				navigation.title.raw ||
				navigation.title.rendered ||
				sprintf(
					/* translators: %d: a navigation's id */
					__( 'Navigation #%d', 'frontage' ),
					navigation.id
				),
			value: String( navigation.id ),
		} ) ),
	];
	return (
		<InspectorControls>
			<PanelBody
				title={ __( 'Menu per language', 'frontage' ) }
				initialOpen={ false }
			>
				<p>
					{ __(
						'Pages in a language show the menu chosen for it here; a language without one shows this block’s own menu.',
						'frontage'
					) }
				</p>
				{ data.languages.map( ( language ) => (
					<SelectControl
						key={ language.code }
						__nextHasNoMarginBottom
						label={ sprintf(
							/* translators: %s: a language's name */
							__( 'Menu in %s', 'frontage' ),
							language.name
						) }
						value={ String( refs[ language.code ] ?? '' ) }
						options={ options }
						onChange={ ( value: string ) =>
							setAttributes( {
								[ ATTRIBUTE ]: withLanguageRef(
									refs,
									language.code,
									value
								),
							} )
						}
					/>
				) ) }
			</PanelBody>
		</InspectorControls>
	);
}

const data = window.frontageLanguageNavigation;
if ( data ) {
	addFilter(
		'blocks.registerBlockType',
		'frontage/language-navigation/attribute',
		(
			settings: { attributes?: Record< string, unknown > },
			name: string
		) =>
			name === NAVIGATION
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
		'frontage/language-navigation/panel',
		( BlockEdit: ComponentType< BlockEditProps > ) => {
			const WithMenuPerLanguage = ( props: BlockEditProps ) => (
				<>
					<BlockEdit { ...props } />
					{ props.name === NAVIGATION && (
						<MenuPerLanguage
							attributes={ props.attributes }
							setAttributes={ props.setAttributes }
							data={ data }
						/>
					) }
				</>
			);
			return WithMenuPerLanguage;
		}
	);
}
