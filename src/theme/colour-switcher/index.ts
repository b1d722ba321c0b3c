/**
 * The colour switcher's head script, printed inline in <head> by Colour_Switcher on pages that
 * carry the block (docs/theme.md "Colour switcher"): before the page is painted, shows the
 * switched palette if the visitor chose it (the `frontage_palette` cookie) or, without a choice,
 * if the default mode says so (the script element's `data-mode`). Stays within 1 KB gzipped
 * (head-size.test.ts).
 */
import { applyPalette, isSwitched, storedChoice } from './palette';

const script = document.currentScript as HTMLScriptElement | null;
applyPalette(
	document.documentElement,
	isSwitched(
		script?.dataset.mode,
		storedChoice( document.cookie ),
		!! window.matchMedia?.( '(prefers-color-scheme: dark)' ).matches
	)
);
