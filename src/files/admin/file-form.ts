/**
 * The "Edit file" form's data: what the form shows from a file record, what it sends back, and
 * what it refuses before sending (the server checks again). Plain data, unit-tested.
 */
import { __, sprintf } from '@wordpress/i18n';

import { formatSize } from '../format-size';
import type { CustomField, FileRecord, FileStatus, TagValue } from './types';

/** What the owner edits. Tags are typed as one comma-separated line. */
export interface FileDraft {
	title: string;
	description: string;
	tags: string;
	status: FileStatus;
	version: string;
	category: number;
	customFields: CustomField[];
}

/** The body of PUT /frontage/v1/files/{id}. */
export interface FileUpdate {
	title: string;
	description: string;
	tags: string[];
	status: FileStatus;
	version: string;
	category: number;
	custom_fields: CustomField[];
	/**
	 * The file's `revision` when the edit began: if someone else saved meanwhile, the server
	 * answers 409 instead of overwriting their changes (docs/files.md "Two editors at once").
	 */
	revision?: string;
}

/**
 * Tag names, whether the API gives names or terms.
 *
 * @param tags The record's tags.
 * @return The names.
 */
export function tagNames( tags: TagValue[] | undefined ): string[] {
	return ( tags ?? [] )
		.map( ( tag ) =>
			typeof tag === 'string' ? tag : ( tag?.name ?? '' )
		)
		.filter( ( name ) => name !== '' );
}

/**
 * A file's category id, whether the API gives an id or an object.
 *
 * @param file The record.
 * @return The id, 0 for none.
 */
export function categoryOf( file: Pick< FileRecord, 'category' > ): number {
	const { category } = file;
	if ( typeof category === 'number' ) {
		return category;
	}
	if ( category && typeof category === 'object' ) {
		return Number( category.id ) || 0;
	}
	return Number( category ) || 0;
}

/**
 * Tags from the comma-separated line: trimmed, without empties or repeats (ignoring case).
 *
 * @param text What the owner typed.
 * @return The tags.
 */
export function parseTags( text: string ): string[] {
	const seen = new Set< string >();
	const tags: string[] = [];
	for ( const part of text.split( ',' ) ) {
		const tag = part.trim().replace( /\s+/g, ' ' );
		if ( tag && ! seen.has( tag.toLocaleLowerCase() ) ) {
			seen.add( tag.toLocaleLowerCase() );
			tags.push( tag );
		}
	}
	return tags;
}

/**
 * The form's starting values.
 *
 * @param file The record.
 * @return The draft.
 */
export function draftFromFile( file: FileRecord ): FileDraft {
	return {
		title: file.title ?? '',
		description: file.description ?? '',
		tags: tagNames( file.tags ).join( ', ' ),
		status: file.status === 'private' ? 'private' : 'publish',
		version: file.version ?? '',
		category: categoryOf( file ),
		customFields: ( file.custom_fields ?? [] ).map( ( field ) => ( {
			label: field.label ?? '',
			type: field.type === 'url' ? 'url' : 'text',
			value: field.value ?? '',
		} ) ),
	};
}

/**
 * Whether a custom field's value is an address the server keeps (http, https or mailto).
 *
 * @param value What the owner typed.
 * @return True for a usable address.
 */
export function isWebAddress( value: string ): boolean {
	try {
		const url = new URL( value.trim() );
		return [ 'http:', 'https:', 'mailto:' ].includes( url.protocol );
	} catch {
		return false;
	}
}

/**
 * What stops the form from being sent, one sentence each.
 *
 * @param draft The form's values.
 * @return The problems, empty when it can be sent.
 */
export function draftErrors( draft: FileDraft ): string[] {
	const errors: string[] = [];
	if ( ! draft.title.trim() ) {
		errors.push( __( 'A file needs a title.', 'frontage' ) );
	}
	draft.customFields.forEach( ( field, index ) => {
		const label = field.label.trim();
		if ( ! label ) {
			errors.push(
				sprintf(
					/* translators: %d: the custom field's number in the list. */
					__( 'Custom field %d needs a label.', 'frontage' ),
					index + 1
				)
			);
		} else if ( field.type === 'url' && ! isWebAddress( field.value ) ) {
			errors.push(
				sprintf(
					/* translators: %s: the custom field's label. */
					__(
						'The custom field “%s” needs a web address starting with http:// or https://.',
						'frontage'
					),
					label
				)
			);
		}
	} );
	return errors;
}

/**
 * The request body for the form's values.
 *
 * @param draft The form's values.
 * @return The PUT body.
 */
export function draftToUpdate( draft: FileDraft ): FileUpdate {
	return {
		title: draft.title.trim(),
		description: draft.description,
		tags: parseTags( draft.tags ),
		status: draft.status,
		version: draft.version.trim(),
		category: draft.category,
		custom_fields: draft.customFields.map( ( field ) => ( {
			label: field.label.trim(),
			type: field.type,
			value: field.value.trim(),
		} ) ),
	};
}

/**
 * The line of facts at the top of the form: file name, type, size, id.
 *
 * @param file The record.
 * @return The facts joined by " · ", the missing ones left out.
 */
export function fileFacts(
	file: Pick< FileRecord, 'id' | 'name' | 'ext' | 'size' >
): string {
	return [
		file.name,
		file.ext?.toUpperCase(),
		formatSize( file.size ),
		sprintf(
			/* translators: %d: file id. */
			__( 'ID %d', 'frontage' ),
			file.id
		),
	]
		.filter( Boolean )
		.join( ' · ' );
}

/**
 * The custom fields with one changed.
 *
 * @param fields The fields.
 * @param index  Which one.
 * @param change Its new values.
 * @return A new list.
 */
export function withFieldChanged(
	fields: CustomField[],
	index: number,
	change: Partial< CustomField >
): CustomField[] {
	return fields.map( ( field, i ) =>
		i === index ? { ...field, ...change } : field
	);
}

/**
 * The custom fields without one.
 *
 * @param fields The fields.
 * @param index  Which one goes.
 * @return A new list.
 */
export function withoutField(
	fields: CustomField[],
	index: number
): CustomField[] {
	return fields.filter( ( _, i ) => i !== index );
}

/**
 * The custom fields with an empty text field at the end.
 *
 * @param fields The fields.
 * @return A new list.
 */
export function withNewField( fields: CustomField[] ): CustomField[] {
	return [ ...fields, { label: '', type: 'text', value: '' } ];
}
