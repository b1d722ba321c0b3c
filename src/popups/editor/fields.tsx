/**
 * The fields the popup settings panels are made of: a number field that stores numbers, a switch
 * that shows its fields while on, and a list of checkboxes.
 */
import {
	CheckboxControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import type { ReactNode } from 'react';

/**
 * A number field that stores numbers.
 *
 * @param props          Field props.
 * @param props.label    Its label.
 * @param props.value    The number.
 * @param props.onChange Called with the new number.
 * @param props.min      Smallest value.
 * @param props.max      Largest value.
 * @param props.step     Step.
 * @param props.help     Help text.
 */
export function NumberField( {
	label,
	value,
	onChange,
	min = 0,
	max,
	step = 1,
	help,
}: {
	label: string;
	value: number;
	onChange: ( value: number ) => void;
	min?: number;
	max?: number;
	step?: number;
	help?: string;
} ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			type="number"
			label={ label }
			help={ help }
			min={ min }
			max={ max }
			step={ step }
			value={ String( value ) }
			onChange={ ( next ) => {
				const number = Number( next );
				if ( next !== '' && Number.isFinite( number ) ) {
					onChange(
						Math.min( max ?? Infinity, Math.max( min, number ) )
					);
				}
			} }
		/>
	);
}

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
