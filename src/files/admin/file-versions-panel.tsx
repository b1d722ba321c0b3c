/**
 * "Earlier versions" in the file edit dialog: what Replace kept (docs/files.md "Versions"),
 * newest first, each with its date, size and who replaced it; Restore makes one the file again
 * (the current file becomes a version in turn), Delete removes one for good after a second,
 * explicit click.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { apiErrorMessage } from '../../shared/api-error';
import { formatSize } from '../format-size';
import { formatDate } from './format';
import {
	deleteVersion,
	fetchVersions,
	restoreVersion,
	type FileVersion,
} from './history-api';
import type { FileRecord } from './types';

interface Message {
	status: 'success' | 'error';
	text: string;
}

/**
 * What a version's line says besides its name.
 *
 * @param version The version.
 * @return E.g. "12 KB · version 1.2 · replaced May 1, 2026 by Erin".
 */
function versionFacts( version: FileVersion ): string {
	const parts = [ formatSize( version.size ) ];
	if ( version.version ) {
		parts.push(
			sprintf(
				/* translators: %s: a version label such as 1.2. */
				__( 'version %s', 'frontage' ),
				version.version
			)
		);
	}
	parts.push(
		version.replaced_by.name
			? sprintf(
					/* translators: 1: a date, 2: a person's name. */
					__( 'replaced %1$s by %2$s', 'frontage' ),
					formatDate( version.replaced ),
					version.replaced_by.name
				)
			: sprintf(
					/* translators: %s: a date. */
					__( 'replaced %s', 'frontage' ),
					formatDate( version.replaced )
				)
	);
	return parts.join( ' · ' );
}

export function FileVersionsPanel( {
	file,
	onRestored,
}: {
	file: FileRecord;
	onRestored: ( file: FileRecord ) => void;
} ) {
	const [ versions, setVersions ] = useState< FileVersion[] | null >( null );
	const [ busy, setBusy ] = useState( 0 );
	const [ confirming, setConfirming ] = useState( 0 );
	const [ message, setMessage ] = useState< Message | null >( null );

	useEffect( () => {
		let current = true;
		fetchVersions( file.id )
			.then( ( list ) => current && setVersions( list ) )
			.catch(
				( caught ) =>
					current &&
					setMessage( {
						status: 'error',
						text: apiErrorMessage(
							caught,
							__( 'The server could not be reached.', 'frontage' )
						),
					} )
			);
		return () => {
			current = false;
		};
	}, [ file.id ] );

	const failed = ( caught: unknown ) =>
		setMessage( {
			status: 'error',
			text: apiErrorMessage(
				caught,
				__( 'The server could not be reached.', 'frontage' )
			),
		} );

	const restore = async ( version: FileVersion ) => {
		setBusy( version.id );
		setMessage( null );
		try {
			const restored = await restoreVersion( file.id, version.id );
			setVersions( restored.versions );
			onRestored( restored.file );
			setMessage( {
				status: 'success',
				text: sprintf(
					/* translators: %s: file name. */
					__(
						'“%s” is the file again. The file it replaced is now the newest earlier version.',
						'frontage'
					),
					version.name
				),
			} );
		} catch ( caught ) {
			failed( caught );
		} finally {
			setBusy( 0 );
		}
	};

	const remove = async ( version: FileVersion ) => {
		setBusy( version.id );
		setMessage( null );
		try {
			await deleteVersion( file.id, version.id );
			setVersions( ( list ) =>
				( list ?? [] ).filter( ( item ) => item.id !== version.id )
			);
			setConfirming( 0 );
			setMessage( {
				status: 'success',
				text: sprintf(
					/* translators: %s: file name. */
					__( 'The earlier version “%s” was deleted.', 'frontage' ),
					version.name
				),
			} );
		} catch ( caught ) {
			failed( caught );
		} finally {
			setBusy( 0 );
		}
	};

	return (
		<div className="frontage-files__versions">
			{ message && (
				<Notice
					status={ message.status }
					onRemove={ () => setMessage( null ) }
				>
					{ message.text }
				</Notice>
			) }
			{ versions === null && ! message && <Spinner /> }
			{ versions !== null && versions.length === 0 && (
				<p>
					{ __(
						'No earlier versions. When you replace this file, the file it replaces is kept here.',
						'frontage'
					) }
				</p>
			) }
			{ versions !== null && versions.length > 0 && (
				<ul className="frontage-files__version-list">
					{ versions.map( ( version ) => (
						<li
							key={ version.id }
							className="frontage-files__version"
						>
							<div className="frontage-files__version-text">
								<strong>{ version.name }</strong>
								<span>{ versionFacts( version ) }</span>
							</div>
							<div className="frontage-files__version-actions">
								{ confirming === version.id ? (
									<>
										<span>
											{ __(
												'Delete for good?',
												'frontage'
											) }
										</span>
										<Button
											variant="primary"
											isDestructive
											size="compact"
											isBusy={ busy === version.id }
											disabled={ busy !== 0 }
											onClick={ () => remove( version ) }
										>
											{ __( 'Delete', 'frontage' ) }
										</Button>
										<Button
											variant="tertiary"
											size="compact"
											onClick={ () => setConfirming( 0 ) }
										>
											{ __( 'Keep', 'frontage' ) }
										</Button>
									</>
								) : (
									<>
										<Button
											variant="secondary"
											size="compact"
											isBusy={ busy === version.id }
											disabled={ busy !== 0 }
											label={ sprintf(
												/* translators: %s: file name. */
												__(
													'Restore “%s”',
													'frontage'
												),
												version.name
											) }
											showTooltip={ false }
											onClick={ () => restore( version ) }
										>
											{ __( 'Restore', 'frontage' ) }
										</Button>
										<Button
											variant="tertiary"
											isDestructive
											size="compact"
											disabled={ busy !== 0 }
											label={ sprintf(
												/* translators: %s: file name. */
												__(
													'Delete the earlier version “%s”',
													'frontage'
												),
												version.name
											) }
											showTooltip={ false }
											onClick={ () =>
												setConfirming( version.id )
											}
										>
											{ __( 'Delete', 'frontage' ) }
										</Button>
									</>
								) }
							</div>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
