/**
 * The language popup and hello bar (docs/language.md, flow step 5): the text with the
 * suggested language, a dropdown with it preselected, the change-language button and the close
 * controls. Accepting saves the chosen language in the cookie and goes there; dismissing saves
 * the page's own language, so the offer is not made again.
 *
 * Plain DOM, no React: showing an offer costs only this bundle (docs/language.md "The popup
 * and the hello bar", at most 15 KB of gzipped JavaScript in all).
 *
 * - The popup is a modal dialog: focus moves in and is trapped, Escape and a click on the
 *   backdrop dismiss it, focus returns on close (src/shared/dialog.ts).
 * - The hello bar is a non-modal region fixed to the bottom edge: it takes no focus and moves
 *   nothing on the page (layout shift 0, measured by bench/language.mjs); Escape inside it
 *   dismisses it too.
 */
import type { PopupType } from '../decision';
import { remember, type LanguageConfig } from '../flow';
import type { OfferSettings } from '../offer-settings';
import { trapDialog, type DialogTrap } from '../../shared/dialog';
import {
	acceptTarget,
	nameOf,
	offerChoices,
	offerText,
	offerWords,
	type OfferWords,
} from './offer-model';

/** The id of the element that holds the offer (the e2e tests and bench/language.mjs find it). */
export const HOST_ID = 'frontage-language-offer';

/** The class every part of the offer is named by. */
const BLOCK = 'frontage-language-offer';

export interface LanguageOfferOptions {
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
	/** The page. */
	doc: Document;
	/** The page's address, read and followed. */
	location: Location;
}

/**
 * An element with a class of the offer's and, optionally, text and attributes.
 *
 * @param doc        The page.
 * @param tag        The element's name.
 * @param part       The part's name after `frontage-language-offer__` ('' for none).
 * @param attributes Attributes to set.
 * @param text       Its text (set as text, never as markup).
 */
function element< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	part: string,
	attributes: Record< string, string | undefined > = {},
	text?: string
): HTMLElementTagNameMap[ K ] {
	const node = doc.createElement( tag );
	if ( part ) {
		node.className = `${ BLOCK }__${ part }`;
	}
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		if ( value !== undefined ) {
			node.setAttribute( name, value );
		}
	}
	if ( text !== undefined ) {
		node.textContent = text;
	}
	return node;
}

/**
 * A button with words in their own language.
 *
 * @param doc   The page.
 * @param part  Its part name.
 * @param words Its words and their language.
 * @param click What it does.
 */
function button(
	doc: Document,
	part: string,
	words: OfferWords,
	click: () => void
): HTMLButtonElement {
	const node = element(
		doc,
		'button',
		part,
		{ type: 'button', lang: words.lang },
		words.text
	);
	node.addEventListener( 'click', click );
	return node;
}

/** Ids of the offers on this page, so two never share one. */
let offers = 0;

/**
 * Puts the offer on the page, at the end of the body, and returns a function that removes it.
 *
 * @param options What to offer, and to whom.
 * @return Removes the offer (as dismissing does, without saving anything).
 */
export function showLanguageOffer( options: LanguageOfferOptions ): () => void {
	const { config, settings, as, language, current, doc, location } = options;
	const { labels } = settings;
	// The texts in the suggested language where they are written (docs/language.md).
	const words = offerWords(
		config,
		settings.translations,
		language,
		current
	);
	const choices = offerChoices( config, current, location.href );
	const id = `${ HOST_ID }-${ ++offers }`;

	const host = doc.createElement( 'div' );
	host.id = HOST_ID;
	let trap: DialogTrap | null = null;
	const close = () => {
		trap?.release();
		trap = null;
		host.remove();
	};

	// Either answer is the visitor's choice: it is followed from now on, never offered again.
	const save = ( code: string ) =>
		remember( config, { document: doc, location }, code, true );
	const dismiss = () => {
		save( current );
		close();
	};

	const select = element( doc, 'select', 'select', { id: `${ id }-select` } );
	for ( const choice of choices ) {
		const option = element(
			doc,
			'option',
			'',
			{ value: choice.code },
			choice.name
		);
		option.selected = choice.code === language;
		select.append( option );
	}
	const accept = () => {
		const choice = choices.find( ( item ) => item.code === select.value );
		save( choice ? choice.code : current );
		const target = acceptTarget( choice, current );
		if ( target ) {
			location.assign( target );
		} else {
			close();
		}
	};

	// The dropdown with its label, and the two buttons: each pair keeps to one line while
	// there is room (the popup: the buttons on the line below the dropdown).
	const field = element( doc, 'div', 'field' );
	field.append(
		element(
			doc,
			'label',
			'label',
			{ for: `${ id }-select` },
			labels.language
		),
		select
	);
	const actions = element( doc, 'div', 'actions' );
	actions.append(
		button( doc, 'accept', words.changeLabel, accept ),
		button( doc, 'stay', words.closeLabel, dismiss )
	);
	const controls = element( doc, 'div', 'controls' );
	controls.append( field, actions );
	const closeButton = element( doc, 'button', 'close', {
		type: 'button',
		'aria-label': labels.dismiss,
	} );
	closeButton.append(
		element( doc, 'span', '', { 'aria-hidden': 'true' }, '×' )
	);
	closeButton.addEventListener( 'click', dismiss );
	const content = [
		element(
			doc,
			'p',
			'text',
			{ id: `${ id }-text`, lang: words.text.lang },
			offerText(
				words.text.text,
				nameOf( config.english_name, language )
			)
		),
		controls,
		closeButton,
	];

	if ( as === 'hello_bar' ) {
		const region = element( doc, 'section', '', {
			class: `${ BLOCK } is-hello-bar`,
			'aria-label': labels.region,
		} );
		// The content's width: on wide screens the Close button sits by the text, not in the corner.
		const bar = element( doc, 'div', 'bar' );
		bar.append( ...content );
		region.append( bar );
		// Non-modal: Escape dismisses it while focus is in it.
		region.addEventListener( 'keydown', ( event ) => {
			if ( event.key === 'Escape' ) {
				dismiss();
			}
		} );
		host.append( region );
		doc.body.append( host );
		return close;
	}

	const popup = element( doc, 'div', '', { class: `${ BLOCK } is-popup` } );
	// A click beside the dialog dismisses it, as Escape does; not a control of its own.
	const backdrop = element( doc, 'div', 'backdrop', {
		'aria-hidden': 'true',
	} );
	backdrop.addEventListener( 'click', dismiss );
	const dialog = element( doc, 'div', 'dialog', {
		role: 'dialog',
		'aria-modal': 'true',
		'aria-labelledby': `${ id }-text`,
	} );
	dialog.append( ...content );
	popup.append( backdrop, dialog );
	host.append( popup );
	doc.body.append( host );
	trap = trapDialog( dialog, { onEscape: dismiss } );
	return close;
}
