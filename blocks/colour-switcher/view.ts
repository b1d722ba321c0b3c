/**
 * The Colour switcher's buttons (docs/theme.md "Colour switcher"): a press shows the other
 * palette, keeps the choice in the `frontage_palette` cookie for 90 days and updates every
 * switcher's `aria-pressed`. The head script (src/theme/colour-switcher) has already shown the
 * right palette; this only follows it. In the `system` mode, until the visitor chooses, a change
 * of the system's scheme is followed too.
 */
import {
	ATTRIBUTE,
	SWITCHED,
	applyPalette,
	choiceCookie,
	storedChoice,
} from '../../src/theme/colour-switcher/palette';

const root = document.documentElement;
const buttons = document.querySelectorAll< HTMLButtonElement >(
	'.frontage-colour-switcher__button'
);

/** Shows whether the switched palette is on, on every button. */
function sync(): void {
	const pressed = String( root.getAttribute( ATTRIBUTE ) === SWITCHED );
	buttons.forEach( ( button ) =>
		button.setAttribute( 'aria-pressed', pressed )
	);
}

buttons.forEach( ( button ) =>
	button.addEventListener( 'click', () => {
		const switched = root.getAttribute( ATTRIBUTE ) !== SWITCHED;
		applyPalette( root, switched );
		document.cookie = choiceCookie(
			switched,
			location.protocol === 'https:'
		);
		sync();
	} )
);

if ( buttons[ 0 ]?.dataset.mode === 'system' && window.matchMedia ) {
	window
		.matchMedia( '(prefers-color-scheme: dark)' )
		.addEventListener( 'change', ( event ) => {
			if ( storedChoice( document.cookie ) === null ) {
				applyPalette( root, event.matches );
				sync();
			}
		} );
}

sync();
