/**
 * What Settings_Page (includes/settings/class-settings-page.php) hands the settings app.
 */
/** One item of GET /frontage/v1/modules. */
export interface ModuleDescription {
	slug: string;
	label: string;
	description: string;
	enabled: boolean;
	/** The modules it works with only (File search and Editor need Files). */
	requires?: string[];
}

export interface SettingsPageData {
	/** Name of the option holding every module switch, `frontage_modules`. */
	optionModules: string;
	/** Name of the uninstall opt-in option, `frontage_delete_data_on_uninstall`. */
	optionDeleteData: string;
}

export type Switches = Record< string, boolean >;

declare global {
	interface Window {
		frontageSettings?: SettingsPageData;
	}
}
