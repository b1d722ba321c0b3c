/**
 * The Modules card of Settings → Frontage: one switch per module, with its description.
 */
import {
	Card,
	CardBody,
	CardHeader,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { ModuleDescription, Switches } from './types';

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
				{ modules.map( ( module ) => (
					<ToggleControl
						key={ module.slug }
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
				) ) }
			</CardBody>
		</Card>
	);
}
