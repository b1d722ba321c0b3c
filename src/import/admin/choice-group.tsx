/**
 * A group of radio choices under a heading: a fieldset whose legend is the step's heading, each
 * choice a label with a line that says what it means (linked to its radio for screen readers).
 */
import { useId } from '@wordpress/element';

export interface Choice< T extends string > {
	value: T;
	label: string;
	description: string;
	disabled?: boolean;
}

/**
 * The choices.
 *
 * @param props          Component props.
 * @param props.heading  The step's heading.
 * @param props.name     The radios' name.
 * @param props.choices  The choices.
 * @param props.value    The chosen value.
 * @param props.disabled Whether none can be chosen now.
 * @param props.onChange Called with the value chosen.
 */
export function ChoiceGroup< T extends string >( {
	heading,
	name,
	choices,
	value,
	disabled = false,
	onChange,
}: {
	heading: string;
	name: string;
	choices: Choice< T >[];
	value: T | null;
	disabled?: boolean;
	onChange: ( value: T ) => void;
} ) {
	const id = `${ name }-${ useId().replace( /:/g, '' ) }`;
	return (
		<fieldset className="frontage-import__choices" disabled={ disabled }>
			<legend>
				<h2 className="frontage-import__step">{ heading }</h2>
			</legend>
			{ choices.map( ( choice ) => {
				const inputId = `${ id }-${ choice.value }`;
				return (
					<div
						key={ choice.value }
						className={
							'frontage-import__choice' +
							( choice.value === value ? ' is-chosen' : '' ) +
							( choice.disabled ? ' is-disabled' : '' )
						}
					>
						<input
							type="radio"
							id={ inputId }
							name={ name }
							value={ choice.value }
							checked={ choice.value === value }
							disabled={ choice.disabled }
							aria-describedby={ `${ inputId }-about` }
							onChange={ () => onChange( choice.value ) }
						/>
						<label htmlFor={ inputId }>{ choice.label }</label>
						<p
							id={ `${ inputId }-about` }
							className="frontage-import__choice-about"
						>
							{ choice.description }
						</p>
					</div>
				);
			} ) }
		</fieldset>
	);
}
