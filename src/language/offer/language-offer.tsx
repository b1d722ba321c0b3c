/**
 * The language popup and hello bar (docs/language.md, flow step 5): the text with the
 * suggested language, a dropdown with it preselected, the change-language button and the close
 * controls. Accepting saves the chosen language in the cookie and goes there; dismissing saves
 * the page's own language, so the offer is not made again.
 *
 * - The popup is a modal dialog: focus moves in and is trapped, Escape and a click on the
 *   backdrop dismiss it, focus returns on close (src/shared/dialog.ts).
 * - The hello bar is a non-modal region fixed to the bottom edge: it takes no focus and moves
 *   nothing on the page (layout shift 0, measured by bench/language.mjs); Escape inside it
 *   dismisses it too.
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';

import type { PopupType } from '../decision';
import { remember, type LanguageConfig } from '../flow';
import type { OfferSettings } from '../offer-settings';
import { trapDialog } from '../../shared/dialog';
import {
	acceptTarget,
	nameOf,
	offerChoices,
	offerText,
	offerWords,
} from './offer-model';

export interface LanguageOfferProps {
	/** The language configuration (window.frontageLanguage). */
	config: LanguageConfig;
	/** What the loader fetched: the popup's own words, the texts in other languages. */
	settings: OfferSettings;
	/** popup or hello_bar. */
	as: PopupType;
	/** The suggested language. */
	language: string;
	/** The page's language. */
	current: string;
	/** Called once the offer is answered, to remove it. */
	onClose: () => void;
}

export function LanguageOffer( {
	config,
	settings,
	as,
	language,
	current,
	onClose,
}: LanguageOfferProps ) {
	const { labels } = settings;
	// The texts in the suggested language where they are written (docs/language.md).
	const words = offerWords(
		config,
		settings.translations,
		language,
		current
	);
	const choices = offerChoices( config, current, window.location.href );
	const [ selected, setSelected ] = useState( language );
	const id = useId();
	const panel = useRef< HTMLDivElement >( null );
	const bar = useRef< HTMLElement >( null );

	// Either answer is the visitor's choice: it is followed from now on, never offered again.
	const save = ( code: string ) =>
		remember( config, { document, location: window.location }, code, true );
	const dismiss = () => {
		save( current );
		onClose();
	};
	const accept = () => {
		const choice = choices.find( ( item ) => item.code === selected );
		save( choice ? choice.code : current );
		const target = acceptTarget( choice, current );
		if ( target ) {
			window.location.assign( target );
		} else {
			onClose();
		}
	};

	// The popup traps focus; Escape dismisses either kind (the bar: while focus is in it).
	const onEscape = useRef( dismiss );
	onEscape.current = dismiss;
	useEffect( () => {
		if ( as !== 'popup' || ! panel.current ) {
			return;
		}
		const trap = trapDialog( panel.current, {
			onEscape: () => onEscape.current(),
		} );
		return () => trap.release();
	}, [ as ] );

	const content = (
		<>
			<p
				id={ `${ id }-text` }
				className="frontage-language-offer__text"
				lang={ words.text.lang }
			>
				{ offerText(
					words.text.text,
					nameOf( config.english_name, language )
				) }
			</p>
			<div className="frontage-language-offer__controls">
				<label
					htmlFor={ `${ id }-select` }
					className="frontage-language-offer__label"
				>
					{ labels.language }
				</label>
				<select
					id={ `${ id }-select` }
					className="frontage-language-offer__select"
					value={ selected }
					onChange={ ( event ) => setSelected( event.target.value ) }
				>
					{ choices.map( ( choice ) => (
						<option key={ choice.code } value={ choice.code }>
							{ choice.name }
						</option>
					) ) }
				</select>
				<button
					type="button"
					className="frontage-language-offer__accept"
					lang={ words.changeLabel.lang }
					onClick={ accept }
				>
					{ words.changeLabel.text }
				</button>
				<button
					type="button"
					className="frontage-language-offer__stay"
					lang={ words.closeLabel.lang }
					onClick={ dismiss }
				>
					{ words.closeLabel.text }
				</button>
			</div>
			<button
				type="button"
				className="frontage-language-offer__close"
				aria-label={ labels.dismiss }
				onClick={ dismiss }
			>
				<span aria-hidden="true">×</span>
			</button>
		</>
	);

	useEffect( () => {
		const region = bar.current;
		if ( ! region ) {
			return;
		}
		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				onEscape.current();
			}
		};
		region.addEventListener( 'keydown', onKeyDown );
		return () => region.removeEventListener( 'keydown', onKeyDown );
	}, [ as ] );

	if ( as === 'hello_bar' ) {
		return (
			<section
				ref={ bar }
				className="frontage-language-offer is-hello-bar"
				aria-label={ labels.region }
			>
				{ /* The content's width: on wide screens the Close button sits by the text, not in the corner. */ }
				<div className="frontage-language-offer__bar">{ content }</div>
			</section>
		);
	}
	return (
		<div className="frontage-language-offer is-popup">
			{ /* A click beside the dialog dismisses it, as Escape does; not a control of its own. */ }
			<div
				className="frontage-language-offer__backdrop"
				aria-hidden="true"
				onClick={ dismiss }
			/>
			<div
				ref={ panel }
				className="frontage-language-offer__dialog"
				role="dialog"
				aria-modal="true"
				aria-labelledby={ `${ id }-text` }
			>
				{ content }
			</div>
		</div>
	);
}
