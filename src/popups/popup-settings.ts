/**
 * A builder popup's settings as the engine reads them: the meta `frontage_popup_settings`
 * (includes/popups/class-popup-settings.php, docs/popups.md "Settings":
 * timing rules and triggers), cleaned by PHP before the page gets them.
 */

/**
 * The longest wait for the close button, in seconds (Popup_Settings::MAX_CLOSE_BUTTON_DELAY):
 * whatever else keeps a popup open, a visitor gets a visible way out after at most this long.
 */
export const MAX_CLOSE_BUTTON_DELAY = 10;

export type Source = 'internal' | 'external' | 'search';
export type Device = 'desktop' | 'tablet' | 'mobile';
export type Period = '' | 'day' | 'week' | 'month' | 'session';

export interface PopupTriggers {
	page_load: boolean;
	/** Seconds. */
	page_load_delay: number;
	scrolling: boolean;
	scrolling_direction: 'down' | 'up';
	/** Percent of the page's height. */
	scrolling_offset: number;
	scrolling_to: boolean;
	scrolling_to_selector: string;
	click: boolean;
	/** Fires on this body click. */
	click_times: number;
	inactivity: boolean;
	/** Seconds without a key press or pointer movement. */
	inactivity_time: number;
	exit_intent: boolean;
	/** Frontage's own: exit intent on touch screens too (a fast scroll up, or the tab hidden). */
	exit_intent_touch: boolean;
	adblock_detection: boolean;
	/** Seconds. */
	adblock_detection_delay: number;
}

export interface PopupTiming {
	page_views: boolean;
	page_views_views: number;
	sessions: boolean;
	sessions_sessions: number;
	url: boolean;
	url_url: string;
	url_action: 'show' | 'hide' | 'regex';
	sources: boolean;
	sources_sources: Source[];
	logged_in: boolean;
	logged_in_users: 'all' | 'custom';
	logged_in_roles: string[];
	devices: boolean;
	devices_devices: Device[];
	browsers: boolean;
	browsers_browsers: 'all' | 'custom';
	browsers_options: string[];
	times: boolean;
	/** Count a show when the popup opens, or only when it is closed. */
	times_count: 'show' | 'close';
	times_period: Period;
	times_times: number;
	schedule: boolean;
	schedule_timezone: 'site' | 'local';
	/** `YYYY-MM-DD` or `YYYY-MM-DD HH:MM`, or '' for no bound. */
	schedule_start_date: string;
	schedule_end_date: string;
}

export interface PopupSettings {
	open_selector: string;
	avoid_multiple_popups: boolean;
	/** Seconds, at most MAX_CLOSE_BUTTON_DELAY. */
	close_button_delay: number;
	close_button_position: 'inside' | 'outside';
	close_automatically: number;
	prevent_scroll: boolean;
	prevent_close_on_background_click: boolean;
	prevent_close_on_esc_key: boolean;
	entrance_animation: string;
	entrance_animation_duration: { size: number };
	exit_animation: string;
	a11y_navigation: boolean;
	classes: string;
	reset_on_change: boolean;
	triggers: PopupTriggers;
	timing: PopupTiming;
}
