/**
 * The words of the "Motion effects" panel: effects, directions, devices, entrances.
 */
import { __ } from '@wordpress/i18n';

/**
 * The name of an effect.
 *
 * @param name The effect's key.
 */
export function effectLabel( name: string ): string {
	const labels: Record< string, string > = {
		translateY: __( 'Vertical scroll', 'frontage' ),
		translateX: __( 'Horizontal scroll', 'frontage' ),
		rotateZ: __( 'Rotate', 'frontage' ),
		scale: __( 'Scale', 'frontage' ),
		opacity: __( 'Transparency', 'frontage' ),
		blur: __( 'Blur', 'frontage' ),
		track: __( 'Mouse track', 'frontage' ),
		tilt: __( '3D tilt', 'frontage' ),
	};
	return labels[ name ] ?? name;
}

/**
 * The name of a direction.
 *
 * @param direction The direction's key.
 */
export function directionLabel( direction: string ): string {
	const labels: Record< string, string > = {
		up: __( 'Up', 'frontage' ),
		down: __( 'Down', 'frontage' ),
		left: __( 'Left', 'frontage' ),
		right: __( 'Right', 'frontage' ),
		'up-down': __( 'Up then down', 'frontage' ),
		'down-up': __( 'Down then up', 'frontage' ),
		in: __( 'Fade in', 'frontage' ),
		out: __( 'Fade out', 'frontage' ),
		'in-out': __( 'Fade in then out', 'frontage' ),
		'out-in': __( 'Fade out then in', 'frontage' ),
		opposite: __( 'Opposite to the pointer', 'frontage' ),
		direct: __( 'With the pointer', 'frontage' ),
	};
	return labels[ direction ] ?? direction;
}

/**
 * The name of a device.
 *
 * @param device The device's key.
 */
export function deviceLabel( device: string ): string {
	const labels: Record< string, string > = {
		desktop: __( 'Desktop (wider than 1024 px)', 'frontage' ),
		tablet: __( 'Tablet (768–1024 px)', 'frontage' ),
		mobile: __( 'Mobile (767 px and narrower)', 'frontage' ),
	};
	return labels[ device ] ?? device;
}

/**
 * The name of an entrance animation.
 *
 * @param animation The animation's key.
 */
export function entranceLabel( animation: string ): string {
	const labels: Record< string, string > = {
		'fade-in': __( 'Fade in', 'frontage' ),
		'slide-up': __( 'Slide up', 'frontage' ),
		'slide-down': __( 'Slide down', 'frontage' ),
		'slide-left': __( 'Slide left', 'frontage' ),
		'slide-right': __( 'Slide right', 'frontage' ),
		'zoom-in': __( 'Zoom in', 'frontage' ),
	};
	return labels[ animation ] ?? animation;
}
