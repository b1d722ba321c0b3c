/**
 * The few types Frontage uses from two WordPress script packages that are not installed: the
 * build leaves them to WordPress (`wp.plugins`, `wp.editPost`), as it does every @wordpress
 * import, so only their types are missing. WordPress 6.5 has PluginDocumentSettingPanel in
 * wp.editPost.
 * @param name
 * @param settings
 * @param settings.render
 * @param settings.icon
 */
declare module '@wordpress/plugins' {
	import type { ComponentType } from 'react';

	export function registerPlugin(
		name: string,
		settings: { render: ComponentType; icon?: string | null }
	): void;
}

declare module '@wordpress/edit-post' {
	import type { ComponentType, ReactNode } from 'react';

	export const PluginDocumentSettingPanel: ComponentType< {
		name: string;
		title: string;
		className?: string;
		initialOpen?: boolean;
		children?: ReactNode;
	} >;

	export const PluginPrePublishPanel: ComponentType< {
		title?: string;
		className?: string;
		initialOpen?: boolean;
		children?: ReactNode;
	} >;
}
