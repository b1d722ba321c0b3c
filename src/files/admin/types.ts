/**
 * What the Files admin page (includes/files/class-admin-page.php) hands the app, and the records
 * of the frontage/v1 REST API it manages (see docs/api.md).
 */

import type { InsertMode } from '../insert-messages';

/** A file category, as GET /frontage/v1/categories answers. */
export interface Category {
	id: number;
	name: string;
	slug?: string;
	parent: number;
	description: string;
	visibility: Visibility;
	roles: string[];
	/** `{field}` or `{field}-desc`, e.g. `title` or `updated-desc`. */
	ordering: string;
	position: number;
	count?: number;
}

export type Visibility = 'public' | 'logged_in' | 'roles';

export type FileStatus = 'publish' | 'private';

export interface CustomField {
	label: string;
	type: 'text' | 'url';
	value: string;
}

/** A tag as the API may give it: a name, or a term with a name. */
export type TagValue = string | { id?: number; name: string; slug?: string };

/** A file, as GET /frontage/v1/files answers. */
export interface FileRecord {
	id: number;
	title: string;
	/** The category id (0: none); an object with an id is accepted too. */
	category: number | { id: number } | null;
	tags: TagValue[];
	ext: string;
	/** Its type's family, which picks its icon (File_Types::family(), docs/files.md). */
	type_family: string;
	size: number;
	created: string;
	updated: string;
	download_url: string;
	/** Sent back with a save: a 409 when the file changed since (docs/files.md). */
	revision?: string;
	description: string;
	status: FileStatus;
	version: string;
	downloads: number;
	custom_fields: CustomField[];
	name: string;
	mime: string;
}

/** What DELETE /frontage/v1/categories/{id} answers. */
export interface CategoryDeleted {
	deleted?: boolean;
	moved_files?: number;
	moved_categories?: number;
}

export interface RoleOption {
	slug: string;
	name: string;
}

export interface FilesAdminData {
	/** The REST API's root, e.g. `https://example.com/wp-json/`. */
	restRoot: string;
	/** A `wp_rest` nonce, for the uploads sent with XMLHttpRequest. */
	nonce: string;
	/** The largest request body PHP accepts here (wp_max_upload_size()), in bytes. */
	maxUploadBytes: number;
	/** The roles a `roles` category can be limited to. */
	roles: RoleOption[];
	/** The page is framed without the admin's chrome (noheader=1). */
	framed: boolean;
	/**
	 * The insert modal's frame (caninsert=1): insert buttons show once the opener's init message
	 * arrives. Absent: read from the address.
	 */
	canInsert?: boolean;
	/** The person may change the library. Absent: true (the REST API decides anyway). */
	canManage?: boolean;
	/** The page-builder variant (pagebuilder=1): no "Insert file search". */
	pageBuilder?: boolean;
	/** The frame's mode (mode=file|category); `both` without it. */
	insertMode?: InsertMode;
	/** The current choice (wpfd_file_id, wpfd_category_id), 0 for none. */
	fileId?: number;
	categoryId?: number;
	/** Files on one page of the list (Admin_Page::PER_PAGE). */
	perPage?: number;
	/**
	 * The first answers, computed with the page (the categories, the opening category's first
	 * page of files, the upload limits), by REST path: api-fetch answers these without a request.
	 */
	preload?: Record<
		string,
		{ body: unknown; headers?: Record< string, string > }
	>;
}

declare global {
	interface Window {
		frontageFilesAdmin?: FilesAdminData;
	}
}
