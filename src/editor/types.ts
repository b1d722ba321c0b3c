/**
 * The insert modal's public surface (docs/editor.md): what the modal script puts on `window`, and
 * what PHP prints before it. Blocks and page builders use these; the modal lives in ./insert-modal.
 */
import type { InsertChoice, InsertMode } from '../files/insert-messages';

export type { InsertChoice, InsertMode };

/** How the modal is opened. */
export interface InsertModalOptions {
	/** `file` hides the insert-category button, `category` the insert-file one; `both` by default. */
	mode?: InsertMode;
	/** The page-builder variant: adds `pagebuilder=1` to the frame's address. */
	pageBuilder?: boolean;
	/** The current choice, which the frame opens on. */
	fileId?: number;
	categoryId?: number;
	/** Receives the choice; without it the choice goes into the classic editor as a shortcode. */
	onInsert?: ( choice: InsertChoice ) => void;
	/** Where focus goes back when the modal closes; the focused element by default. */
	returnFocus?: HTMLElement | null;
}

/** `window.frontageInsertModal`. */
export interface InsertModalApi {
	open: ( options?: InsertModalOptions ) => void;
	close: () => void;
}

/** `window.wpfdInsertVars`, printed by includes/editor before the modal script. */
export interface InsertVars {
	/** The plugin's directory URL. */
	pluginDir: string;
	adminUrl: string;
	/** admin.php?page=wpfd&noheader=1&caninsert=1 */
	frameUrl: string;
}

declare global {
	interface Window {
		frontageInsertModal?: InsertModalApi;
		wpfdInsertVars?: InsertVars;
		/** The classic editor's insert-at-cursor (wp-admin/js/media-upload.js). */
		send_to_editor?: ( html: string ) => void;
		wpActiveEditor?: string;
	}
}
