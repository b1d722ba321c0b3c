/**
 * The "When Frontage is deleted" card of Settings → Frontage: the uninstall opt-in.
 */
import {
	Card,
	CardBody,
	CardHeader,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * The card.
 *
 * @param props          Props.
 * @param props.checked  Whether the data goes with the plugin.
 * @param props.onChange Called with the new choice.
 */
export function DeleteDataCard( {
	checked,
	onChange,
}: {
	checked: boolean;
	onChange: ( checked: boolean ) => void;
} ) {
	return (
		<Card>
			<CardHeader>
				<h2>{ __( 'When Frontage is deleted', 'frontage' ) }</h2>
			</CardHeader>
			<CardBody>
				<ToggleControl
					label={ __(
						'Delete all Frontage data when the plugin is deleted',
						'frontage'
					) }
					help={ __(
						'Files, categories, popups and settings are removed for good. Leave off to keep them for a reinstall.',
						'frontage'
					) }
					checked={ checked }
					onChange={ onChange }
				/>
			</CardBody>
		</Card>
	);
}
