/**
 * Extracts zip archives: with Debian's `unzip` when it is installed (fast),
 * otherwise with a small pure-Node reader, so a machine with only Node works.
 */

import { spawnSync } from 'node:child_process';
import {
	closeSync,
	mkdirSync,
	openSync,
	readSync,
	fstatSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/**
 * Whether Debian's `unzip` can be used. FRONTAGE_NO_UNZIP=1 forces the
 * pure-Node reader, to test the path that a Node-only machine takes.
 *
 * @return {boolean} True when `unzip` runs.
 */
function hasUnzip() {
	if ( process.env.FRONTAGE_NO_UNZIP === '1' ) {
		return false;
	}
	return ! spawnSync( 'unzip', [ '-v' ], { stdio: 'ignore' } ).error;
}

/**
 * Extracts every entry of a zip file into a folder.
 *
 * @param {string} zipFile Path of the archive.
 * @param {string} destDir Folder to extract into (created when missing).
 */
export function extractZip( zipFile, destDir ) {
	mkdirSync( destDir, { recursive: true } );
	if ( hasUnzip() ) {
		const result = spawnSync(
			'unzip',
			[ '-qq', '-o', zipFile, '-d', destDir ],
			{
				encoding: 'utf8',
			}
		);
		if ( result.status !== 0 ) {
			throw new Error(
				`unzip ${ zipFile } failed: ${ result.stderr.trim() }`
			);
		}
		return;
	}
	extractWithNode( zipFile, destDir );
}

/**
 * Reads `length` bytes at `position` of an open file.
 *
 * @param {number} fd       File descriptor.
 * @param {number} position Byte offset.
 * @param {number} length   Byte count.
 * @return {Buffer} The bytes.
 */
function readAt( fd, position, length ) {
	const buffer = Buffer.alloc( length );
	readSync( fd, buffer, 0, length, position );
	return buffer;
}

/**
 * Pure-Node extraction: walks the central directory (the authoritative list
 * of entries) and inflates each entry from its local header.
 *
 * @param {string} zipFile Path of the archive.
 * @param {string} destDir Existing destination folder.
 */
function extractWithNode( zipFile, destDir ) {
	const fd = openSync( zipFile, 'r' );
	try {
		const size = fstatSync( fd ).size;
		// The end record sits in the last 22 bytes plus an optional comment of up to 64 KiB.
		const tailLength = Math.min( size, 22 + 0xffff );
		const tail = readAt( fd, size - tailLength, tailLength );
		let eocd = -1;
		for ( let i = tail.length - 22; i >= 0; i-- ) {
			if ( tail.readUInt32LE( i ) === EOCD_SIGNATURE ) {
				eocd = i;
				break;
			}
		}
		if ( eocd < 0 ) {
			throw new Error( `${ zipFile } is not a zip file` );
		}
		const entries = tail.readUInt16LE( eocd + 10 );
		const centralSize = tail.readUInt32LE( eocd + 12 );
		const centralOffset = tail.readUInt32LE( eocd + 16 );
		if ( entries === 0xffff || centralOffset === 0xffffffff ) {
			throw new Error(
				`${ zipFile } is a ZIP64 archive, which needs the unzip command`
			);
		}
		const central = readAt( fd, centralOffset, centralSize );
		const root = path.resolve( destDir );
		let at = 0;
		for ( let n = 0; n < entries; n++ ) {
			if ( central.readUInt32LE( at ) !== CENTRAL_SIGNATURE ) {
				throw new Error( `${ zipFile }: broken central directory` );
			}
			const method = central.readUInt16LE( at + 10 );
			const compressedSize = central.readUInt32LE( at + 20 );
			const nameLength = central.readUInt16LE( at + 28 );
			const extraLength = central.readUInt16LE( at + 30 );
			const commentLength = central.readUInt16LE( at + 32 );
			const localOffset = central.readUInt32LE( at + 42 );
			const name = central.toString(
				'utf8',
				at + 46,
				at + 46 + nameLength
			);
			at += 46 + nameLength + extraLength + commentLength;

			const target = path.resolve( root, name );
			if ( target !== root && ! target.startsWith( root + path.sep ) ) {
				throw new Error(
					`${ zipFile }: entry ${ name } points outside the folder`
				);
			}
			if ( name.endsWith( '/' ) ) {
				mkdirSync( target, { recursive: true } );
				continue;
			}
			// The local header's own name and extra lengths may differ from the central ones.
			const local = readAt( fd, localOffset, 30 );
			if ( local.readUInt32LE( 0 ) !== LOCAL_SIGNATURE ) {
				throw new Error( `${ zipFile }: broken entry ${ name }` );
			}
			const dataStart =
				localOffset +
				30 +
				local.readUInt16LE( 26 ) +
				local.readUInt16LE( 28 );
			const data = readAt( fd, dataStart, compressedSize );
			let content;
			if ( method === 0 ) {
				content = data;
			} else if ( method === 8 ) {
				content = inflateRawSync( data );
			} else {
				throw new Error(
					`${ zipFile }: entry ${ name } uses unsupported compression ${ method }`
				);
			}
			mkdirSync( path.dirname( target ), { recursive: true } );
			writeFileSync( target, content );
		}
	} finally {
		closeSync( fd );
	}
}
