/**
 * The Scroll to top block's view script: the page's first button starts the page's scroll
 * behaviour (src/theme/scroll/scroll.ts; docs/theme.md "Scroll to top and smooth scrolling").
 */
import { startScroll } from '../../src/theme/scroll/scroll';

const button = document.querySelector< HTMLElement >(
	'.wp-block-frontage-scroll-to-top'
);
if ( button ) {
	startScroll( button );
}
