/**
 * The "Motion effects" panel (docs/motion.md): devices, scrolling effects, mouse effects,
 * background motion and the lazy background (groups and covers), the entrance animation. A
 * number typed out of bounds is brought within them and a notice says so; stored values the
 * page would change are said under their effect.
 */
import {
	CheckboxControl,
	Notice,
	PanelBody,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { EffectFields } from './effect-fields';
import { deviceLabel, entranceLabel } from './labels';
import { MotionNumber } from './number';
import {
	BACKGROUND_BLOCKS,
	DELAY,
	DEVICES,
	DURATION,
	ENTRANCES,
	MOUSE_EFFECTS,
	SCROLL_EFFECTS,
	withEffect,
	type EffectKind,
	type MotionValue,
} from './settings';

interface PanelProps {
	name: string;
	value: MotionValue;
	onChange: ( value: MotionValue | undefined ) => void;
}

/**
 * The panel.
 *
 * @param props          Props.
 * @param props.name     The block's name.
 * @param props.value    The attribute.
 * @param props.onChange Called with the new attribute (undefined when nothing is left on).
 */
export function MotionPanel( { name, value, onChange }: PanelProps ) {
	const [ note, setNote ] = useState( '' );
	const background = BACKGROUND_BLOCKS.includes( name );
	const set = ( next: MotionValue ) =>
		onChange( Object.keys( next ).length ? next : undefined );
	const group = (
		key: 'scroll' | 'background' | 'mouse',
		kinds: Record< string, EffectKind >
	) =>
		Object.entries( kinds ).map( ( [ effect, kind ] ) => (
			<EffectFields
				key={ `${ key }-${ effect }` }
				name={ effect }
				kind={ kind }
				effect={ value[ key ]?.[ effect ] }
				ranged={ key !== 'mouse' }
				onChange={ ( next ) =>
					set( withEffect( value, key, effect, next ) )
				}
				onClamp={ setNote }
			/>
		) );
	const devices = value.devices ?? DEVICES;
	const entrance = value.entrance ?? {};
	return (
		<PanelBody
			title={ __( 'Motion effects', 'frontage' ) }
			initialOpen={ false }
		>
			{ note && (
				<Notice status="warning" onRemove={ () => setNote( '' ) }>
					{ note }
				</Notice>
			) }
			<h3>{ __( 'Scrolling effects', 'frontage' ) }</h3>
			{ group( 'scroll', SCROLL_EFFECTS ) }
			<h3>{ __( 'Mouse effects', 'frontage' ) }</h3>
			{ group( 'mouse', MOUSE_EFFECTS ) }
			{ background && (
				<>
					<h3>{ __( 'Background motion', 'frontage' ) }</h3>
					{ group( 'background', SCROLL_EFFECTS ) }
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Load the background image when it comes near',
							'frontage'
						) }
						checked={ !! value.lazyBackground }
						onChange={ ( on: boolean ) => {
							const next: MotionValue = {
								...value,
								lazyBackground: on,
							};
							if ( ! on ) {
								delete next.lazyBackground;
							}
							set( next );
						} }
					/>
				</>
			) }
			<h3>{ __( 'Effects run on', 'frontage' ) }</h3>
			{ DEVICES.map( ( device ) => (
				<CheckboxControl
					__nextHasNoMarginBottom
					key={ device }
					label={ deviceLabel( device ) }
					checked={ devices.includes( device ) }
					onChange={ ( on: boolean ) =>
						set( {
							...value,
							devices: DEVICES.filter( ( one ) =>
								one === device ? on : devices.includes( one )
							),
						} )
					}
				/>
			) ) }
			{ ! devices.length && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'No device is chosen: the scrolling, mouse and background effects run nowhere.',
						'frontage'
					) }
				</Notice>
			) }
			<h3>{ __( 'Entrance animation', 'frontage' ) }</h3>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Entrance animation', 'frontage' ) }
				value={ entrance.animation ?? '' }
				options={ [
					{ label: __( 'None', 'frontage' ), value: '' },
					...ENTRANCES.map( ( animation ) => ( {
						label: entranceLabel( animation ),
						value: animation,
					} ) ),
				] }
				onChange={ ( animation: string ) => {
					const next = { ...value };
					if ( animation ) {
						next.entrance = { ...entrance, animation };
					} else {
						delete next.entrance;
					}
					set( next );
				} }
			/>
			{ entrance.animation && (
				<>
					<MotionNumber
						label={ __( 'Duration (ms)', 'frontage' ) }
						value={ entrance.duration ?? DURATION.value }
						min={ DURATION.min }
						max={ DURATION.max }
						step={ 50 }
						onChange={ ( duration ) =>
							set( {
								...value,
								entrance: { ...entrance, duration },
							} )
						}
						onClamp={ setNote }
					/>
					<MotionNumber
						label={ __( 'Delay (ms)', 'frontage' ) }
						value={ entrance.delay ?? DELAY.value }
						min={ DELAY.min }
						max={ DELAY.max }
						step={ 50 }
						onChange={ ( delay ) =>
							set( {
								...value,
								entrance: { ...entrance, delay },
							} )
						}
						onClamp={ setNote }
					/>
				</>
			) }
		</PanelBody>
	);
}
