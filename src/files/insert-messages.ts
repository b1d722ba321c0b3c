/**
 * The insert modal's messages (docs/editor.md, "Messages"): what the framed library page
 * (admin.php?page=wpfd&caninsert=1) and the editor that opened it post to each other. Both sides
 * import these builders and checks, so the wire names live in one place. No DOM here beyond
 * types: the checks take event-like objects and are unit-tested.
 *
 * frame → opener: ready, insert, close. opener → frame: init.
 */

/** Every message carries this, so other scripts' messages are told apart. */
export const INSERT_MESSAGE_SOURCE = 'frontage-insert';

/** Which insert buttons the frame shows: `file` hides the category one, `category` the file ones. */
export type InsertMode = 'file' | 'category' | 'both';

export const INSERT_MODES: readonly InsertMode[] = [
	'file',
	'category',
	'both',
];

/** Frame → opener, once the app has mounted. */
export interface ReadyMessage {
	source: typeof INSERT_MESSAGE_SOURCE;
	type: 'ready';
}

/** Opener → frame, in reply to ready: the frame shows its insert buttons only after it. */
export interface InitMessage {
	source: typeof INSERT_MESSAGE_SOURCE;
	type: 'init';
	mode: InsertMode;
}

/** Frame → opener: a file was chosen. Ids are decimal strings (the page-builder fields). */
export interface InsertFileMessage {
	source: typeof INSERT_MESSAGE_SOURCE;
	type: 'insert';
	kind: 'file';
	wpfd_file_id: string;
	wpfd_category_id: string;
	wpfd_file_name: string;
}

/** Frame → opener: a category was chosen. */
export interface InsertCategoryMessage {
	source: typeof INSERT_MESSAGE_SOURCE;
	type: 'insert';
	kind: 'category';
	wpfd_selected_category_id: string;
	wpfd_selected_category_name: string;
}

/** Frame → opener: the file search (the classic editor's variant only). */
export interface InsertSearchMessage {
	source: typeof INSERT_MESSAGE_SOURCE;
	type: 'insert';
	kind: 'search';
}

/** What the frame hands over when someone inserts: a file, a category or the search. */
export type InsertChoice =
	InsertFileMessage | InsertCategoryMessage | InsertSearchMessage;

/** Frame → opener: Escape was pressed inside the frame. */
export interface CloseMessage {
	source: typeof INSERT_MESSAGE_SOURCE;
	type: 'close';
}

/** Every message of the contract. */
export type InsertMessage =
	ReadyMessage | InitMessage | InsertChoice | CloseMessage;

/** A message event as far as the checks need it (MessageEvent fits). */
export interface MessageEventLike {
	origin: string;
	source: unknown;
	data: unknown;
}

/** Who may talk to the frame: the opener's window and the admin's origin. */
export interface ExpectedSender {
	origin: string;
	source: unknown;
}

/** An id as the messages carry it: a positive integer in decimal, no sign, no leading zero. */
const ID = /^[1-9]\d{0,15}$/;

/**
 * An id as a decimal string.
 *
 * @param id The id.
 * @return `"12"`; `"0"` for anything that is not a positive whole number.
 */
function idText( id: number ): string {
	return Number.isSafeInteger( id ) && id > 0 ? String( id ) : '0';
}

/**
 * The ready message.
 *
 * @return `{ source, type: 'ready' }`.
 */
export function readyMessage(): ReadyMessage {
	return { source: INSERT_MESSAGE_SOURCE, type: 'ready' };
}

/**
 * The init message.
 *
 * @param mode Which insert buttons the frame shows.
 * @return `{ source, type: 'init', mode }`.
 */
export function initMessage( mode: InsertMode ): InitMessage {
	return { source: INSERT_MESSAGE_SOURCE, type: 'init', mode };
}

/**
 * The close message.
 *
 * @return `{ source, type: 'close' }`.
 */
export function closeMessage(): CloseMessage {
	return { source: INSERT_MESSAGE_SOURCE, type: 'close' };
}

/**
 * The message for inserting a file.
 *
 * @param file            The file.
 * @param file.id         Its id.
 * @param file.categoryId The category it is in (0: none).
 * @param file.title      Its title, as plain text.
 * @return The insert message.
 */
export function insertFileMessage( file: {
	id: number;
	categoryId: number;
	title: string;
} ): InsertFileMessage {
	return {
		source: INSERT_MESSAGE_SOURCE,
		type: 'insert',
		kind: 'file',
		wpfd_file_id: idText( file.id ),
		wpfd_category_id: idText( file.categoryId ),
		wpfd_file_name: String( file.title ),
	};
}

/**
 * The message for inserting a category.
 *
 * @param category      The category.
 * @param category.id   Its id.
 * @param category.name Its name, as plain text.
 * @return The insert message.
 */
export function insertCategoryMessage( category: {
	id: number;
	name: string;
} ): InsertCategoryMessage {
	return {
		source: INSERT_MESSAGE_SOURCE,
		type: 'insert',
		kind: 'category',
		wpfd_selected_category_id: idText( category.id ),
		wpfd_selected_category_name: String( category.name ),
	};
}

/**
 * The message for inserting the file search.
 *
 * @return The insert message.
 */
export function insertSearchMessage(): InsertSearchMessage {
	return { source: INSERT_MESSAGE_SOURCE, type: 'insert', kind: 'search' };
}

/**
 * Whether a value is one of the modes.
 *
 * @param value Anything.
 * @return True for `file`, `category` or `both`.
 */
export function isInsertMode( value: unknown ): value is InsertMode {
	return (
		typeof value === 'string' &&
		( INSERT_MODES as readonly string[] ).includes( value )
	);
}

/**
 * Whether a value is an object with string values for these keys.
 *
 * @param data Anything.
 * @param keys The keys.
 * @return True when each is a string.
 */
function hasStrings(
	data: Record< string, unknown >,
	keys: readonly string[]
): boolean {
	return keys.every( ( key ) => typeof data[ key ] === 'string' );
}

/**
 * Whether data is an insert choice: a file or a category with a usable id, or the search.
 *
 * @param data A message's data.
 * @return True for a well-formed insert message.
 */
export function isInsertChoice( data: unknown ): data is InsertChoice {
	if ( ! isSourced( data ) || data.type !== 'insert' ) {
		return false;
	}
	switch ( data.kind ) {
		case 'file':
			return (
				hasStrings( data, [
					'wpfd_file_id',
					'wpfd_category_id',
					'wpfd_file_name',
				] ) && ID.test( data.wpfd_file_id as string )
			);
		case 'category':
			return (
				hasStrings( data, [
					'wpfd_selected_category_id',
					'wpfd_selected_category_name',
				] ) && ID.test( data.wpfd_selected_category_id as string )
			);
		case 'search':
			return true;
	}
	return false;
}

/**
 * Whether data is an object carrying the contract's source.
 *
 * @param data Anything.
 * @return True for `{ source: 'frontage-insert', … }`.
 */
function isSourced( data: unknown ): data is Record< string, unknown > {
	return (
		typeof data === 'object' &&
		data !== null &&
		( data as Record< string, unknown > ).source === INSERT_MESSAGE_SOURCE
	);
}

/**
 * Whether data is a message of the contract, of any type. Use it for messages coming from the
 * frame (ready, insert, close) after checking the event's origin and source.
 *
 * @param data A message's data.
 * @return True for a well-formed message.
 */
export function isInsertMessage( data: unknown ): data is InsertMessage {
	if ( ! isSourced( data ) ) {
		return false;
	}
	switch ( data.type ) {
		case 'ready':
		case 'close':
			return true;
		case 'init':
			return isInsertMode( data.mode );
		case 'insert':
			return isInsertChoice( data );
	}
	return false;
}

/**
 * Whether an event comes from the expected window and origin. A missing window never matches,
 * so a page that is not framed (or a frame that is gone) accepts nothing.
 *
 * @param event    The message event.
 * @param expected The window and origin to accept.
 * @return True when both match.
 */
function isFrom( event: MessageEventLike, expected: ExpectedSender ): boolean {
	return (
		!! event &&
		expected.source !== null &&
		expected.source !== undefined &&
		event.origin === expected.origin &&
		event.source === expected.source
	);
}

/**
 * The init message an event carries, if it comes from the expected window and origin.
 *
 * @param event    The message event (or anything with origin, source and data).
 * @param expected The opener: `{ origin: location.origin, source: window.parent }` in the frame.
 * @return The init message, or null for anything else.
 */
export function readOpenerMessage(
	event: MessageEventLike,
	expected: ExpectedSender
): InitMessage | null {
	if ( ! isFrom( event, expected ) ) {
		return null;
	}
	const { data } = event;
	if ( ! isInsertMessage( data ) || data.type !== 'init' ) {
		return null;
	}
	return initMessage( data.mode );
}

/**
 * The message an event from the frame carries, if it comes from the expected window and origin:
 * the opener's side of readOpenerMessage().
 *
 * @param event    The message event.
 * @param expected The frame: `{ origin: frameUrl.origin, source: iframe.contentWindow }`.
 * @return The message (ready, insert or close), or null for anything else.
 */
export function readFrameMessage(
	event: MessageEventLike,
	expected: ExpectedSender
): ReadyMessage | InsertChoice | CloseMessage | null {
	if ( ! isFrom( event, expected ) ) {
		return null;
	}
	const { data } = event;
	if ( ! isInsertMessage( data ) || data.type === 'init' ) {
		return null;
	}
	return data;
}
