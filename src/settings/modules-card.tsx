/**
 * The Modules card of Settings → Frontage: one switch per module, with its description.
 */
import {
	Card,
	CardBody,
	CardHeader,
	Notice,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type { ModuleDescription, Switches } from './types';

/**
 * The warning under a module that is switched off while others work only with it.
 *
 * @param module   The module.
 * @param modules  Every module.
 * @param switches Which are on.
 * @return The sentence, or null when nothing depends on it or it is on.
 */
function dependentsWarning(
	module: ModuleDescription,
	modules: ModuleDescription[],
	switches: Switches
): string | null {
	if ( switches[ module.slug ] ?? true ) {
		return null;
	}
	const names = modules
		.filter( ( other ) => other.requires?.includes( module.slug ) )
		.map( ( other ) => other.label );
	if ( ! names.length ) {
		return null;
	}
	return sprintf(
		/* translators: 1: module names, e.g. "File search and Editor", 2: this module's name. */
		__(
			'%1$s depend on %2$s: while %2$s is off, they are off too (their blocks, pages and screens stop working). Their settings are kept.',
			'frontage'
		),
		new Intl.ListFormat( document.documentElement.lang || undefined, {
			type: 'conjunction',
		} ).format( names ),
		module.label
	);
}

/**
 * The card.
 *
 * @param props          Props.
 * @param props.modules  The modules, from GET /frontage/v1/modules.
 * @param props.switches Which are on (a module not in it is on).
 * @param props.onChange Called with the new switches.
 */
export function ModulesCard( {
	modules,
	switches,
	onChange,
}: {
	modules: ModuleDescription[];
	switches: Switches;
	onChange: ( switches: Switches ) => void;
} ) {
	return (
		<Card>
			<CardHeader>
				<h2>{ __( 'Modules', 'frontage' ) }</h2>
			</CardHeader>
			<CardBody>
				<p>
					{ __(
						'A module that is switched off adds nothing to your site: no blocks, no scripts, no screens. Its content is kept.',
						'frontage'
					) }
				</p>
				{ modules.map( ( module ) => {
					const warning = dependentsWarning(
						module,
						modules,
						switches
					);
					return (
						<div key={ module.slug }>
							<ToggleControl
								label={ module.label }
								help={ module.description }
								checked={ switches[ module.slug ] ?? true }
								onChange={ ( checked: boolean ) =>
									onChange( {
										...switches,
										[ module.slug ]: checked,
									} )
								}
							/>
							{ warning && (
								<Notice
									status="warning"
									isDismissible={ false }
									className="frontage-settings__depends"
								>
									{ warning }
								</Notice>
							) }
						</div>
					);
				} ) }
			</CardBody>
		</Card>
	);
}
