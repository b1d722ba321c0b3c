/**
 * Tools → Frontage import: the steps (source, copy or move, dry run then import), the import
 * under way, and its result. The state lives in use-import-runner.ts; each part is its own
 * component.
 */
import { Notice, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { canDryRun, canImport, canRestart, isBusy } from './import-state';
import { milestoneLine } from './messages';
import { ModeStep } from './mode-step';
import { ProgressView } from './progress-view';
import { ResultView } from './result-view';
import { ResumeOffer } from './resume-offer';
import { RunStep } from './run-step';
import { SourceStep } from './source-step';
import type { ImportAdminData } from './types';
import { useImportRunner } from './use-import-runner';

/**
 * The screen.
 *
 * @param props        Component props.
 * @param props.data   What the page hands the app.
 * @param props.locale The page's language.
 */
export function ImportApp( {
	data,
	locale,
}: {
	data: ImportAdminData;
	locale?: string;
} ) {
	const runner = useImportRunner();
	const { state } = runner;
	const busy = isBusy( state );
	const locked = busy || !! state.offer || state.stalled;
	const available = state.sources.some( ( source ) => source.available );
	const followed = null !== state.following || state.stalled;
	return (
		<div className="frontage-import__app">
			{ /* Progress milestones, not every poll, for screen readers. */ }
			<div className="screen-reader-text" role="status">
				{ milestoneLine( state.announcement, locale ) }
			</div>
			{ runner.notices.map( ( notice ) => (
				<Notice
					key={ notice.id }
					status="error"
					onRemove={ () => runner.removeNotice( notice.id ) }
				>
					{ notice.message }
				</Notice>
			) ) }
			{ state.offer && (
				<ResumeOffer
					offer={ state.offer }
					sources={ state.sources }
					onResume={ runner.resume }
				/>
			) }
			{ state.loading ? (
				<p className="frontage-import__loading">
					<Spinner />
					{ __( 'Looking for files to import…', 'frontage' ) }
				</p>
			) : (
				<>
					<SourceStep
						sources={ state.sources }
						value={ state.source }
						disabled={ locked }
						locale={ locale }
						onChange={ runner.chooseSource }
					/>
					{ available && (
						<>
							<ModeStep
								value={ state.fileMode }
								disabled={ locked }
								onChange={ runner.chooseMode }
							/>
							<RunStep
								canDryRun={ canDryRun( state ) }
								canImport={ canImport( state ) }
								busy={ busy }
								onStart={ runner.start }
							/>
						</>
					) }
				</>
			) }
			{ followed && (
				<ProgressView
					record={ state.current }
					dryRun={ !! state.current?.dry_run }
					stalled={ state.stalled }
					locale={ locale }
					onResume={ () =>
						null !== state.current &&
						runner.resume( state.current.id )
					}
				/>
			) }
			{ ! followed && state.current && ! busy && state.ended > 0 && (
				<ResultView
					record={ state.current }
					ended={ state.ended }
					libraryUrl={ data.libraryUrl }
					canRestart={ canRestart( state ) }
					locale={ locale }
					onRestart={ runner.restart }
				/>
			) }
		</div>
	);
}
