/**
 * The earlier versions panel's state: the list (fetched when the file changes), the version
 * being restored or deleted, the one whose Delete waits for a second click, and the notice.
 * The words and list changes are plain functions in file-versions.ts.
 */
import { useEffect, useState } from '@wordpress/element';

import {
	deletedMessage,
	failureMessage,
	restoredMessage,
	withoutVersion,
	type VersionsMessage,
} from './file-versions';
import {
	deleteVersion,
	fetchVersions,
	restoreVersion,
	type FileVersion,
} from './history-api';
import type { FileRecord } from './types';

export interface FileVersions {
	/** Newest first; null until loaded. */
	versions: FileVersion[] | null;
	/** The version being restored or deleted; 0 for none. */
	busy: number;
	/** The version whose Delete asks "Delete for good?"; 0 for none. */
	confirming: number;
	/** What the last action did, or why it failed. */
	message: VersionsMessage | null;
	/** Asks before deleting a version (0: keeps them all). */
	setConfirming: ( id: number ) => void;
	dismissMessage: () => void;
	/** Makes a version the file again. */
	restore: ( version: FileVersion ) => Promise< void >;
	/** Deletes a version for good. */
	remove: ( version: FileVersion ) => Promise< void >;
}

/**
 * A file's earlier versions and what can be done with them.
 *
 * @param fileId     The file.
 * @param onRestored Told the file as it is after a restore.
 * @return The list's state and its actions.
 */
export function useFileVersions(
	fileId: number,
	onRestored: ( file: FileRecord ) => void
): FileVersions {
	const [ versions, setVersions ] = useState< FileVersion[] | null >( null );
	const [ busy, setBusy ] = useState( 0 );
	const [ confirming, setConfirming ] = useState( 0 );
	const [ message, setMessage ] = useState< VersionsMessage | null >( null );

	useEffect( () => {
		let current = true;
		fetchVersions( fileId )
			.then( ( list ) => current && setVersions( list ) )
			.catch(
				( caught ) => current && setMessage( failureMessage( caught ) )
			);
		return () => {
			current = false;
		};
	}, [ fileId ] );

	const restore = async ( version: FileVersion ) => {
		setBusy( version.id );
		setMessage( null );
		try {
			const restored = await restoreVersion( fileId, version.id );
			setVersions( restored.versions );
			onRestored( restored.file );
			setMessage( restoredMessage( version.name ) );
		} catch ( caught ) {
			setMessage( failureMessage( caught ) );
		} finally {
			setBusy( 0 );
		}
	};

	const remove = async ( version: FileVersion ) => {
		setBusy( version.id );
		setMessage( null );
		try {
			await deleteVersion( fileId, version.id );
			setVersions( ( list ) => withoutVersion( list, version.id ) );
			setConfirming( 0 );
			setMessage( deletedMessage( version.name ) );
		} catch ( caught ) {
			setMessage( failureMessage( caught ) );
		} finally {
			setBusy( 0 );
		}
	};

	return {
		versions,
		busy,
		confirming,
		message,
		setConfirming,
		dismissMessage: () => setMessage( null ),
		restore,
		remove,
	};
}
