/**
 * What Settings_Page (includes/settings/class-settings-page.php) hands the settings app.
 */
export interface ModuleDescription {
	slug: string;
	label: string;
	description: string;
}

export interface SettingsPageData {
	modules: ModuleDescription[];
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
