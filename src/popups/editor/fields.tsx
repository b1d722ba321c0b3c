/**
 * The fields the popup settings panels are made of, besides WordPress's own and the shared
 * NumberField: a switch that shows its fields while on, and a list of checkboxes.
 */
import { CheckboxControl, ToggleControl } from '@wordpress/components';
import type { ReactNode } from 'react';

/**
 * A switch with the fields it shows when on.
 *
 * @param props          Props.
 * @param props.label    Its label.
 * @param props.checked  On or off.
 * @param props.onChange Called with the new state.
 * @param props.children The fields shown while on.
 */
export function Switch( {
	label,
	checked,
	onChange,
	children,
}: {
	label: string;
	checked: boolean;
	onChange: ( checked: boolean ) => void;
	children?: ReactNode;
} ) {
	return (
		<div className="frontage-popup-panel__switch">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ label }
				checked={ checked }
				onChange={ onChange }
			/>
			{ checked && children ? (
				<div className="frontage-popup-panel__fields">{ children }</div>
			) : null }
		</div>
	);
}

/**
 * A list of checkboxes choosing some of several values.
 *
 * @param props          Props.
 * @param props.options  The values with their labels.
 * @param props.selected The values chosen.
 * @param props.onChange Called with the new choice.
 */
export function Choices< T extends string >( {
	options,
	selected,
	onChange,
}: {
	options: ReadonlyArray< { value: T; label: string } >;
	selected: readonly T[];
	onChange: ( selected: T[] ) => void;
} ) {
	return (
		<>
			{ options.map( ( { value, label } ) => (
				<CheckboxControl
					__nextHasNoMarginBottom
					key={ value }
					label={ label }
					checked={ selected.includes( value ) }
					onChange={ ( on ) =>
						onChange(
							on
								? [ ...selected, value ]
								: selected.filter( ( item ) => item !== value )
						)
					}
				/>
			) ) }
		</>
	);
}
