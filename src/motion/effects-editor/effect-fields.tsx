/**
 * One effect's fields in the "Motion effects" panel: on or off, its direction, strength and
 * viewport range, and what is wrong with the stored values (said with what the page does).
 */
import { Notice, SelectControl, ToggleControl } from '@wordpress/components';
import { sprintf, __ } from '@wordpress/i18n';

import { directionLabel, effectLabel } from './labels';
import { MotionNumber } from './number';
import {
	effectProblems,
	type EffectKind,
	type EffectValue,
	type Problem,
} from './settings';

/**
 * What a problem says.
 *
 * @param problem The problem.
 */
function problemText( problem: Problem ): string {
	switch ( problem.kind ) {
		case 'strength':
			return sprintf(
				/* translators: 1: the strength stored, 2: the largest. */
				__(
					'The strength %1$s is outside 0–%2$s; the page uses the nearest of the two.',
					'frontage'
				),
				String( problem.value ),
				String( problem.max )
			);
		case 'range-bounds':
			return sprintf(
				/* translators: 1: range start %, 2: range end %. */
				__(
					'The viewport range %1$s–%2$s %% goes outside 0–100 %%; the page keeps it within.',
					'frontage'
				),
				String( problem.start ),
				String( problem.end )
			);
		default:
			return sprintf(
				/* translators: 1: range start %, 2: range end %. */
				__(
					'The viewport range starts at %1$s %% but ends at %2$s %%: the start must come before the end. The page uses the whole passage (0–100 %%).',
					'frontage'
				),
				String( problem.start ),
				String( problem.end )
			);
	}
}

/**
 * The fields.
 *
 * @param props          Props.
 * @param props.name     The effect's key.
 * @param props.kind     Its directions and bounds.
 * @param props.effect   Its stored value; undefined when off.
 * @param props.ranged   Whether it has a viewport range.
 * @param props.onChange Called with the new value, undefined to switch it off.
 * @param props.onClamp  Called with what to say when a number was brought within bounds.
 */
export function EffectFields( {
	name,
	kind,
	effect,
	ranged,
	onChange,
	onClamp,
}: {
	name: string;
	kind: EffectKind;
	effect: EffectValue | undefined;
	ranged: boolean;
	onChange: ( value: EffectValue | undefined ) => void;
	onClamp: ( message: string ) => void;
} ) {
	const label = effectLabel( name );
	const set = ( part: EffectValue ) => onChange( { ...effect, ...part } );
	return (
		<div className="frontage-motion-effect">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ label }
				checked={ !! effect }
				onChange={ ( on: boolean ) =>
					onChange(
						on
							? {
									speed: kind.speed,
									direction: kind.directions[ 0 ],
									...( ranged ? { start: 0, end: 100 } : {} ),
								}
							: undefined
					)
				}
			/>
			{ effect && (
				<>
					<SelectControl
						__nextHasNoMarginBottom
						label={ sprintf(
							/* translators: %s: an effect's name. */
							__( '%s: direction', 'frontage' ),
							label
						) }
						value={ effect.direction ?? kind.directions[ 0 ] }
						options={ kind.directions.map( ( direction ) => ( {
							label: directionLabel( direction ),
							value: direction,
						} ) ) }
						onChange={ ( direction: string ) =>
							set( { direction } )
						}
					/>
					<MotionNumber
						label={ sprintf(
							/* translators: %s: an effect's name. */
							__( '%s: strength', 'frontage' ),
							label
						) }
						value={ effect.speed ?? kind.speed }
						min={ 0 }
						max={ kind.max }
						step={ 0.1 }
						onChange={ ( speed ) => set( { speed } ) }
						onClamp={ onClamp }
					/>
					{ ranged && (
						<>
							<MotionNumber
								label={ sprintf(
									/* translators: %s: an effect's name. */
									__(
										'%s: starts at (%% of the viewport)',
										'frontage'
									),
									label
								) }
								value={ effect.start ?? 0 }
								min={ 0 }
								max={ 100 }
								onChange={ ( start ) => set( { start } ) }
								onClamp={ onClamp }
							/>
							<MotionNumber
								label={ sprintf(
									/* translators: %s: an effect's name. */
									__(
										'%s: ends at (%% of the viewport)',
										'frontage'
									),
									label
								) }
								value={ effect.end ?? 100 }
								min={ 0 }
								max={ 100 }
								onChange={ ( end ) => set( { end } ) }
								onClamp={ onClamp }
							/>
						</>
					) }
					{ effectProblems( effect, kind, ranged ).map(
						( problem ) => (
							<Notice
								key={ problem.kind }
								status="warning"
								isDismissible={ false }
							>
								{ problemText( problem ) }
							</Notice>
						)
					) }
				</>
			) }
		</div>
	);
}
