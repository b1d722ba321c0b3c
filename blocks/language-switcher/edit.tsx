/**
 * The Language switcher block in the editor: the published languages as visitors will see them
 * (the page's own language marked), with the layout, what to do with languages the page has
 * no translation in, and whether flags show. The languages come from
 * Language_Switcher::editor_data().
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	Placeholder,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { languageFlag } from '../../src/language/flag';

// A type alias rather than an interface: block APIs require a string-indexable record.
export type SwitcherAttributes = {
	orientation: 'horizontal' | 'vertical';
	untranslated: 'home' | 'hide';
	showFlags: boolean;
};

declare global {
	interface Window {
		/** Printed before the block's editor script. */
		frontageLanguageSwitcher?: {
			defaultLanguage: string;
			languages: Array< { code: string; name: string } >;
		};
	}
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
}: BlockEditProps< SwitcherAttributes > ) {
	const blockProps = useBlockProps( {
		className: `is-${ attributes.orientation }`,
	} );
	const data = window.frontageLanguageSwitcher;
	// The post's language (its meta); the site editor has no post: the default language then.
	const postLanguage = useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as {
					getEditedPostAttribute?: (
						name: string
					) => Record< string, unknown > | undefined;
				}
			 )?.getEditedPostAttribute?.( 'meta' )?._frontage_language,
		[]
	);
	const current =
		( typeof postLanguage === 'string' && postLanguage ) ||
		data?.defaultLanguage;

	const controls = (
		<InspectorControls>
			<PanelBody title={ __( 'Languages', 'frontage' ) }>
				<SelectControl
					label={ __( 'Layout', 'frontage' ) }
					value={ attributes.orientation }
					options={ [
						{
							value: 'horizontal',
							label: __( 'In a row', 'frontage' ),
						},
						{
							value: 'vertical',
							label: __( 'In a column', 'frontage' ),
						},
					] }
					onChange={ ( orientation ) =>
						setAttributes( {
							orientation:
								orientation as SwitcherAttributes[ 'orientation' ],
						} )
					}
				/>
				<SelectControl
					label={ __(
						'Languages this page is not translated into',
						'frontage'
					) }
					value={ attributes.untranslated }
					options={ [
						{
							value: 'home',
							label: __(
								'Link to that language’s home page',
								'frontage'
							),
						},
						{ value: 'hide', label: __( 'Leave out', 'frontage' ) },
					] }
					onChange={ ( untranslated ) =>
						setAttributes( {
							untranslated:
								untranslated as SwitcherAttributes[ 'untranslated' ],
						} )
					}
				/>
				<ToggleControl
					label={ __( 'Show flags', 'frontage' ) }
					help={ __(
						'A flag before each name, from the country in the language’s code (de_DE: Germany); a language without one, like fr, shows none.',
						'frontage'
					) }
					checked={ attributes.showFlags === true }
					onChange={ ( showFlags ) => setAttributes( { showFlags } ) }
				/>
			</PanelBody>
		</InspectorControls>
	);

	if ( ! data || data.languages.length < 2 ) {
		return (
			<div { ...blockProps }>
				{ controls }
				<Placeholder
					icon="translation"
					label={ __( 'Language switcher', 'frontage' ) }
					instructions={ __(
						'Publish a second language under Settings → Frontage → Languages: the switcher shows once the site has two.',
						'frontage'
					) }
				/>
			</div>
		);
	}
	return (
		<nav { ...blockProps } aria-label={ __( 'Languages', 'frontage' ) }>
			{ controls }
			<ul className="wp-block-frontage-language-switcher__list">
				{ data.languages.map( ( language ) => (
					<li key={ language.code }>
						{ /* Links in the editor lead nowhere: they show what visitors get. */ }
						<a
							href="#language-switcher"
							aria-current={
								language.code === current ? 'page' : undefined
							}
							onClick={ ( event ) => event.preventDefault() }
						>
							{ attributes.showFlags &&
								languageFlag( language.code ) && (
									<span
										className="wp-block-frontage-language-switcher__flag wp-exclude-emoji"
										aria-hidden="true"
									>
										{ languageFlag( language.code ) }
									</span>
								) }
							{ language.name }
						</a>
					</li>
				) ) }
			</ul>
		</nav>
	);
}
