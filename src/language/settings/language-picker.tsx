/**
 * The Languages card's "Add from the list" picker: the languages WordPress has installed, those
 * it lists as available and common ones (GET /frontage/v1/languages, preloaded with the page),
 * found by typing their name, English name or code. Picking one adds its row with the code,
 * name, ISO code and address prefix filled in; languages on the card are not offered again.
 */
import apiFetch from '@wordpress/api-fetch';
import { ComboboxControl } from '@wordpress/components';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import { apiErrorMessage } from '../../shared/api-error';
import {
	choiceLabel,
	choicesToAdd,
	withChoice,
	type LanguageChoice,
} from './language-choices';
import type { LanguageSettings } from './language-values';

import './language-picker.scss';

/** Language_Choices' route. */
const CHOICES_PATH = '/frontage/v1/languages';

/**
 * The picker, with what else adds a language beside it.
 *
 * @param props          Props.
 * @param props.value    The settings.
 * @param props.onChange Called with the settings, the language added.
 * @param props.children The "Add language" button, for a row typed by hand.
 */
export function LanguagePicker( {
	value,
	onChange,
	children,
}: {
	value: LanguageSettings;
	onChange: ( value: LanguageSettings ) => void;
	children: ReactNode;
} ) {
	const [ choices, setChoices ] = useState< LanguageChoice[] | null >( null );
	const [ error, setError ] = useState( '' );
	const [ added, setAdded ] = useState( '' );

	useEffect( () => {
		let current = true;
		apiFetch< LanguageChoice[] >( { path: CHOICES_PATH } )
			.then( ( list ) => current && setChoices( list ) )
			.catch(
				( reason: unknown ) =>
					current &&
					setError(
						apiErrorMessage(
							reason,
							__( 'The server could not be reached.', 'frontage' )
						)
					)
			);
		return () => {
			current = false;
		};
	}, [] );

	// WordPress's combobox names its open list with aria-owns only; ARIA 1.2 (and axe) want
	// aria-controls on a combobox, so the list is named there too while it is open.
	const box = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const input = box.current?.querySelector( '[role="combobox"]' );
		if ( ! input ) {
			return;
		}
		const name = () => {
			const list = input.getAttribute( 'aria-owns' );
			if ( list && input.getAttribute( 'aria-controls' ) !== list ) {
				input.setAttribute( 'aria-controls', list );
			} else if ( ! list ) {
				input.removeAttribute( 'aria-controls' );
			}
		};
		const observer = new window.MutationObserver( name );
		observer.observe( input, {
			attributes: true,
			attributeFilter: [ 'aria-owns' ],
		} );
		return () => observer.disconnect();
	}, [ choices ] );

	const toAdd = useMemo(
		() => ( choices ? choicesToAdd( value, choices ) : [] ),
		[ choices, value ]
	);

	const installed = __( 'installed', 'frontage' );
	return (
		<>
			<div className="frontage-settings__language-add">
				{ choices && (
					<div
						className="frontage-settings__language-picker"
						ref={ box }
					>
						<ComboboxControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __(
								'Add a language from the list',
								'frontage'
							) }
							value={ null }
							options={ toAdd.map( ( choice ) => ( {
								value: choice.code,
								label: choiceLabel( choice, installed ),
							} ) ) }
							onChange={ ( code ) => {
								const choice = toAdd.find(
									( item ) => item.code === code
								);
								if ( choice ) {
									onChange( withChoice( value, choice ) );
									setAdded(
										sprintf(
											/* translators: %s: a language's name. */
											__(
												'%s added to the languages.',
												'frontage'
											),
											choice.name
										)
									);
								}
							} }
						/>
					</div>
				) }
				{ children }
			</div>
			<p className="frontage-settings__language-add-help">
				{ error
					? sprintf(
							/* translators: %s: the server's error message. */
							__(
								'The list of languages could not be loaded (%s). Type a language’s code and name after “Add language” instead.',
								'frontage'
							),
							error
						)
					: __(
							'Type a language’s name or code to find it in the list; languages installed in WordPress come first. Its code, name, address prefix and ISO code are filled in. “Add language” adds an empty row to type one by hand.',
							'frontage'
						) }
			</p>
			<p className="screen-reader-text" role="status">
				{ added }
			</p>
		</>
	);
}
