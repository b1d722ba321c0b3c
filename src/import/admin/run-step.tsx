/**
 * Step 3: a dry run first (it changes nothing), then the import, which is offered once a dry run
 * of the chosen source finished.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * The two buttons, and why the import waits.
 *
 * @param props           Component props.
 * @param props.canDryRun Whether a dry run may start.
 * @param props.canImport Whether the import may start.
 * @param props.busy      Whether an import is starting or under way.
 * @param props.onStart   Called with true for a dry run, false for the import.
 */
export function RunStep( {
	canDryRun,
	canImport,
	busy,
	onStart,
}: {
	canDryRun: boolean;
	canImport: boolean;
	busy: boolean;
	onStart: ( dryRun: boolean ) => void;
} ) {
	return (
		<section className="frontage-import__run">
			<h2 className="frontage-import__step">
				{ __( '3. Run', 'frontage' ) }
			</h2>
			<p className="frontage-import__hint">
				{ canImport || busy
					? __(
							'The import adds what is new and updates what changed; running it again later brings only what changed since.',
							'frontage'
						)
					: __(
							'Run a dry run of this source first: it reports what the import will do and changes nothing. The import is offered after it.',
							'frontage'
						) }
			</p>
			<div className="frontage-import__buttons">
				<Button
					variant="secondary"
					disabled={ ! canDryRun }
					onClick={ () => onStart( true ) }
				>
					{ __( 'Run a dry run', 'frontage' ) }
				</Button>
				<Button
					variant="primary"
					disabled={ ! canImport }
					onClick={ () => onStart( false ) }
				>
					{ __( 'Import', 'frontage' ) }
				</Button>
			</div>
		</section>
	);
}
