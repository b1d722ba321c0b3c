/**
 * The popup's settings as the editor panels edit them: the post meta `frontage_popup_settings`
 * (docs/popups.md), with its display conditions, and what PHP prints for the panels.
 */
import type { PopupSettings } from '../popup-settings';

export const META_KEY = 'frontage_popup_settings';

/** One display condition: where the popup shows (or not). */
export interface Condition {
	type: string;
	post_type?: string;
	taxonomy?: string;
	ids?: number[];
}

export type EditedSettings = PopupSettings & {
	/** Off: not shown at all (the Popups list's switch). */
	enabled: boolean;
	conditions: { include: Condition[]; exclude: Condition[] };
};

/** What PHP prints for the panel (includes/popups/class-popup-editor.php). */
export interface PanelData {
	roles: Array< { value: string; label: string } >;
	postTypes: Array< { value: string; label: string } >;
	taxonomies: Array< { value: string; label: string } >;
}

/** Changes one key of a settings object. */
export type SetField< T > = < K extends keyof T >(
	key: K,
	value: T[ K ]
) => void;
