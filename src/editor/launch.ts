/**
 * The launch class and what a launcher's data attributes ask for (docs/editor.md).
 */
import type { InsertModalOptions } from './types';

/** Any element carrying it opens the modal (docs/editor.md "The contract"). */
export const LAUNCH_CLASS = 'wpfdlaunch';

/**
 * The modal options a launcher's data attributes give.
 *
 * @param data The launcher's dataset: wpfdMode, wpfdPagebuilder, wpfdFileId, wpfdCategoryId.
 * @return Mode, page-builder flag and current choice; unknown values are left out.
 */
export function launchOptions(
	data: Record< string, string | undefined >
): InsertModalOptions {
	const options: InsertModalOptions = {};
	if ( data.wpfdMode === 'file' || data.wpfdMode === 'category' ) {
		options.mode = data.wpfdMode;
	}
	if ( data.wpfdPagebuilder === '1' ) {
		options.pageBuilder = true;
	}
	const fileId = toId( data.wpfdFileId );
	if ( fileId ) {
		options.fileId = fileId;
	}
	const categoryId = toId( data.wpfdCategoryId );
	if ( categoryId ) {
		options.categoryId = categoryId;
	}
	return options;
}

/**
 * A data attribute as an id.
 *
 * @param value The attribute's text.
 * @return The id, or 0 when it is not a positive integer.
 */
function toId( value: string | undefined ): number {
	return value && /^[1-9]\d{0,15}$/.test( value ) ? Number( value ) : 0;
}
