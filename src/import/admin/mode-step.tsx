/**
 * Step 2: copy the files (the default: the source keeps working) or move them out of the
 * source's folder.
 */
import { __ } from '@wordpress/i18n';

import { ChoiceGroup } from './choice-group';
import type { FileMode } from './types';

/**
 * The choice.
 *
 * @param props          Component props.
 * @param props.value    The chosen mode.
 * @param props.disabled Whether the choice is locked.
 * @param props.onChange Called with the mode chosen.
 */
export function ModeStep( {
	value,
	disabled,
	onChange,
}: {
	value: FileMode;
	disabled: boolean;
	onChange: ( mode: FileMode ) => void;
} ) {
	return (
		<ChoiceGroup
			heading={ __( '2. Copy or move the files', 'frontage' ) }
			name="frontage-import-mode"
			value={ value }
			disabled={ disabled }
			onChange={ onChange }
			choices={ [
				{
					value: 'copy',
					label: __( 'Copy the files (recommended)', 'frontage' ),
					description: __(
						'The source’s folder stays as it is, so the old plugin keeps working until you remove it.',
						'frontage'
					),
				},
				{
					value: 'move',
					label: __( 'Move the files', 'frontage' ),
					description: __(
						'Each file leaves the source’s folder once its copy in the library is checked: no second copy takes disk space, but the old plugin can no longer download it. Its posts and settings stay as they are.',
						'frontage'
					),
				},
			] }
		/>
	);
}
