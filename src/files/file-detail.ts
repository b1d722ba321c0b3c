/**
 * The file detail pop-up's content, read from the `task=file.display` answer (docs/files.md
 * "The file table"): a file object with ID, ext, linkdownload, post_title, custom fields (a
 * URL field shows its label and a link), and the details the table shows. Pure: the glue in
 * file-table.ts turns it into elements with textContent, never HTML.
 */
import { formatSize } from './format-size';
import { isRecord } from './wire';

/** The detail rows, in the order the pop-up lists them. */
export const DETAIL_KEYS = [
	'type',
	'size',
	'version',
	'created',
	'updated',
	'downloads',
	'tags',
] as const;

export type DetailKey = ( typeof DETAIL_KEYS )[ number ];

/** Image types the detail pop-up shows itself (the server offers no inline address for SVG). */
const IMAGE_TYPES = [ 'jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'bmp' ];

/** What the detail pop-up embeds: the browser's own PDF viewer, or the image. */
export type PreviewKind = 'pdf' | 'image';

export interface CustomFieldRow {
	label: string;
	/** The text shown: the value, or for a URL field its address. */
	value: string;
	/** A URL field's address, when it is a safe one to link; null otherwise. */
	href: string | null;
}

export interface FileDetail {
	id: number;
	title: string;
	ext: string;
	/** The download address, when it is a web address. */
	downloadUrl: string | null;
	/** An address that shows the file in the browser (the preview theme), when there is one. */
	viewUrl: string | null;
	/** What the pop-up embeds from viewUrl; null: nothing (no inline address, or another type). */
	preview: PreviewKind | null;
	/** The description as text (markup removed by the glue before it is shown). */
	description: string;
	rows: Array< { key: DetailKey; value: string } >;
	fields: CustomFieldRow[];
}

/**
 * The file out of the answer: `{ success, file }`, `{ success, data }` or the file itself.
 *
 * @param body   The parsed JSON answer.
 * @param locale The page's language, for numbers.
 * @return The pop-up's content, or null when the answer holds no file (a failure).
 */
export function readFileDetail(
	body: unknown,
	locale?: string
): FileDetail | null {
	if ( ! isRecord( body ) || body.success === false ) {
		return null;
	}
	let file: Record< string, unknown > = body;
	if ( isRecord( body.file ) ) {
		file = body.file;
	} else if ( isRecord( body.data ) ) {
		file = body.data;
	}
	const id = toNumber( file.ID ?? file.id );
	const title = text( file.post_title ?? file.title );
	if ( id === null || id <= 0 || title === '' ) {
		return null;
	}

	const ext = text( file.ext );
	const rows: FileDetail[ 'rows' ] = [];
	const add = ( key: DetailKey, value: string ) => {
		if ( value.trim() !== '' ) {
			rows.push( { key, value } );
		}
	};
	add( 'type', ext.toUpperCase() );
	const bytes = toNumber( file.size );
	add(
		'size',
		bytes !== null
			? formatSize( bytes, locale )
			: text( file.size_formatted )
	);
	add( 'version', text( file.version ?? file.versionNumber ) );
	add( 'created', text( file.created_formatted ?? file.created ) );
	add( 'updated', text( file.updated_formatted ?? file.updated ) );
	const downloads = toNumber( file.downloads ?? file.hits );
	add(
		'downloads',
		downloads !== null
			? new Intl.NumberFormat( locale ).format( downloads )
			: ''
	);
	add( 'tags', tagNames( file.tags ).join( ', ' ) );

	const viewUrl = safeUrl( text( file.linkview ), false );
	return {
		id,
		title,
		ext,
		downloadUrl: safeUrl( text( file.linkdownload ), false ),
		viewUrl,
		preview: viewUrl ? previewKind( ext ) : null,
		description: text( file.description ),
		rows,
		fields: customFields( file.custom_fields ?? file.customFields ),
	};
}

/**
 * What the detail pop-up embeds for a type (docs/files.md "The file detail pop-up").
 *
 * @param ext The file's extension.
 * @return The kind of preview, or null for none.
 */
export function previewKind( ext: string ): PreviewKind | null {
	const type = ext.trim().toLowerCase();
	if ( type === 'pdf' ) {
		return 'pdf';
	}
	return IMAGE_TYPES.includes( type ) ? 'image' : null;
}

/**
 * An address that is safe to link: http(s), or a path on this site; mailto when allowed.
 *
 * @param value     The address as sent.
 * @param allowMail Whether mailto: addresses pass.
 * @return It, or null.
 */
export function safeUrl( value: string, allowMail: boolean ): string | null {
	const trimmed = value.trim();
	if ( /^https?:\/\//i.test( trimmed ) ) {
		return trimmed;
	}
	if ( /^\/(?!\/)/.test( trimmed ) ) {
		return trimmed;
	}
	if ( allowMail && /^mailto:[^\s]+$/i.test( trimmed ) ) {
		return trimmed;
	}
	return null;
}

/**
 * Tag names from a list of tags (objects with a name, or strings) or a comma-separated string.
 *
 * @param value The tags as sent.
 * @return The names.
 */
function tagNames( value: unknown ): string[] {
	const list = typeof value === 'string' ? value.split( ',' ) : value;
	if ( ! Array.isArray( list ) ) {
		return [];
	}
	return list
		.map( ( tag ) => ( isRecord( tag ) ? text( tag.name ) : text( tag ) ) )
		.map( ( name ) => name.trim() )
		.filter( ( name ) => name !== '' );
}

/**
 * Custom fields `{ label, type, value }`; a URL field is linked only to a safe address.
 *
 * @param value The fields as sent.
 * @return The rows to show.
 */
function customFields( value: unknown ): CustomFieldRow[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	const rows: CustomFieldRow[] = [];
	for ( const field of value ) {
		if ( ! isRecord( field ) ) {
			continue;
		}
		const label = text( field.label ).trim();
		const fieldValue = text(
			field.value ?? field.link ?? field.url
		).trim();
		if ( label === '' || fieldValue === '' ) {
			continue;
		}
		if ( field.type === 'url' ) {
			const href = safeUrl( fieldValue, true );
			if ( href !== null ) {
				rows.push( { label, value: fieldValue, href } );
			}
			continue;
		}
		rows.push( { label, value: fieldValue, href: null } );
	}
	return rows;
}

/**
 * A string or number as text; anything else as empty.
 *
 * @param value The value.
 * @return Text.
 */
function text( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	return typeof value === 'number' && Number.isFinite( value )
		? String( value )
		: '';
}

/**
 * A number, or a string of digits, as a number.
 *
 * @param value The value.
 * @return The number, or null.
 */
function toNumber( value: unknown ): number | null {
	if ( typeof value === 'number' && Number.isFinite( value ) ) {
		return value;
	}
	if ( typeof value === 'string' && /^\d{1,15}$/.test( value.trim() ) ) {
		return Number( value.trim() );
	}
	return null;
}
