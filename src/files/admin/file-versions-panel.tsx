/**
 * "Earlier versions" in the file edit dialog: what Replace kept (docs/files.md "Versions"),
 * newest first, each with its date, size and who replaced it; Restore makes one the file again
 * (the current file becomes a version in turn), Delete removes one for good after a second,
 * explicit click. The state is useFileVersions (use-file-versions.ts).
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { versionFacts } from './file-versions';
import type { FileVersion } from './history-api';
import type { FileRecord } from './types';
import { useFileVersions, type FileVersions } from './use-file-versions';

/**
 * A version's buttons: Restore and Delete, or, after Delete, "Delete for good?" with Delete
 * and Keep.
 *
 * @param props         Component props.
 * @param props.version The version.
 * @param props.state   The panel's state and actions.
 */
function VersionActions( {
	version,
	state,
}: {
	version: FileVersion;
	state: FileVersions;
} ) {
	const { busy, confirming, setConfirming, restore, remove } = state;
	if ( confirming === version.id ) {
		return (
			<>
				<span>{ __( 'Delete for good?', 'frontage' ) }</span>
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
		);
	}
	return (
		<>
			<Button
				variant="secondary"
				size="compact"
				isBusy={ busy === version.id }
				disabled={ busy !== 0 }
				label={ sprintf(
					/* translators: %s: file name. */
					__( 'Restore “%s”', 'frontage' ),
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
					__( 'Delete the earlier version “%s”', 'frontage' ),
					version.name
				) }
				showTooltip={ false }
				onClick={ () => setConfirming( version.id ) }
			>
				{ __( 'Delete', 'frontage' ) }
			</Button>
		</>
	);
}

/**
 * The panel.
 *
 * @param props            Component props.
 * @param props.file       The file being edited.
 * @param props.onRestored Told the file as it is after a restore.
 */
export function FileVersionsPanel( {
	file,
	onRestored,
}: {
	file: FileRecord;
	onRestored: ( file: FileRecord ) => void;
} ) {
	const state = useFileVersions( file.id, onRestored );
	const { versions, message } = state;
	return (
		<div className="frontage-files__versions">
			{ message && (
				<Notice
					status={ message.status }
					onRemove={ state.dismissMessage }
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
								<VersionActions
									version={ version }
									state={ state }
								/>
							</div>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
