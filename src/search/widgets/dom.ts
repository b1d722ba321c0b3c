/**
 * The few DOM helpers every widget shares. Plain DOM, no React: the widgets upgrade controls
 * the server rendered and only add a handful of elements, which keeps the search page's
 * script small.
 */

let counter = 0;

/**
 * A page-unique id for the elements the widgets add (aria-controls, aria-labelledby).
 *
 * @param prefix What the element is.
 * @return The id.
 */
export function uid( prefix: string ): string {
	counter += 1;
	return `frontage-${ prefix }-${ counter }`;
}

type Attributes = Record< string, string | boolean | undefined >;

/**
 * Makes an element.
 *
 * @param doc      The page.
 * @param tag      The tag name.
 * @param attrs    Attributes; `class` for the class name, `text` for the text, false/undefined skipped.
 * @param children Elements to append.
 * @return The element.
 */
export function el< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	attrs: Attributes = {},
	children: Node[] = []
): HTMLElementTagNameMap[ K ] {
	const element = doc.createElement( tag );
	for ( const [ name, value ] of Object.entries( attrs ) ) {
		if ( value === undefined || value === false ) {
			continue;
		}
		if ( name === 'text' ) {
			element.textContent = String( value );
		} else {
			element.setAttribute( name, value === true ? '' : value );
		}
	}
	element.append( ...children );
	return element;
}

/**
 * Tells the form a native control changed, as a visitor's own change would.
 *
 * @param control The native control.
 */
export function fireChange( control: HTMLElement ): void {
	control.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

/**
 * Fills `%s` or `%d` in a translated message.
 *
 * @param message The message.
 * @param value   The value.
 * @return The text.
 */
export function fill( message: string, value: string | number ): string {
	return message.replace( /%[sd]/, String( value ) );
}

/**
 * The label a control has on the page: its `<label for>`, else its aria-label.
 *
 * @param control The control.
 * @return The label element (may be null) and its text.
 */
export function controlLabel( control: HTMLElement ): {
	element: HTMLLabelElement | null;
	text: string;
} {
	const labels = ( control as HTMLInputElement ).labels;
	const element = labels && labels.length ? labels[ 0 ] : null;
	const text =
		element?.textContent?.trim() ||
		control.getAttribute( 'aria-label' ) ||
		'';
	return { element, text };
}

/**
 * Gives a label element an id, so that the widget's own control can be labelled by it.
 *
 * @param element The label.
 * @return Its id.
 */
export function idOf( element: HTMLElement ): string {
	if ( ! element.id ) {
		element.id = uid( 'label' );
	}
	return element.id;
}

/**
 * Hides the native control the widget replaces; hidden, not disabled, so FormData keeps it.
 *
 * @param control The native control.
 */
export function hideNative( control: HTMLElement ): void {
	control.hidden = true;
	control.setAttribute( 'tabindex', '-1' );
	control.setAttribute( 'aria-hidden', 'true' );
	control.classList.add( 'frontage-search__native' );
}
