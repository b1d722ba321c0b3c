/**
 * The file edit dialog's history: its earlier versions and its downloads per day, each a
 * section that opens on request (nothing is asked of the server until it opens).
 */
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { FileStatsPanel } from './file-stats-panel';
import { FileVersionsPanel } from './file-versions-panel';
import './file-history.scss';
import type { FileRecord } from './types';

export function FileHistory( {
	file,
	onRestored,
}: {
	file: FileRecord;
	onRestored: ( file: FileRecord ) => void;
} ) {
	return (
		<div className="frontage-files__history">
			<PanelBody
				title={ __( 'Earlier versions', 'frontage' ) }
				initialOpen={ false }
			>
				<FileVersionsPanel file={ file } onRestored={ onRestored } />
			</PanelBody>
			<PanelBody
				title={ __( 'Downloads', 'frontage' ) }
				initialOpen={ false }
			>
				<FileStatsPanel fileId={ file.id } />
			</PanelBody>
		</div>
	);
}
