/**
 * The motion settings' limits are written twice: in PHP, which checks what is saved and renders
 * it (includes/motion/class-motion-settings.php, class-motion-effects.php, class-sticky.php), and
 * in TypeScript, which the editor's panels check as the owner types (effects-editor/settings.ts,
 * sticky-settings.ts). This test reads the PHP constants with PHP itself and holds the two to
 * the same values, so a change to one side alone fails here (docs/motion.md "What is stored").
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import * as effects from './effects-editor/settings';
import * as sticky from './sticky-settings';

const ROOT = path.resolve( __dirname, '../..' );

/** The PHP constants, as PHP reads them (the classes need only ABSPATH to load). */
function phpConstants(): Record< string, any > {
	const files = [
		'includes/motion/class-motion-settings.php',
		'includes/motion/class-motion-effects.php',
		'includes/motion/class-sticky.php',
	].map( ( file ) => path.join( ROOT, file ) );
	const script = `
		define( 'ABSPATH', '/' );
		spl_autoload_register( static function () {} );
		foreach ( array_slice( $argv, 1 ) as $file ) { require $file; }
		$settings = new ReflectionClass( 'Frontage\\\\Motion\\\\Motion_Settings' );
		$effects  = new ReflectionClass( 'Frontage\\\\Motion\\\\Motion_Effects' );
		$sticky   = new ReflectionClass( 'Frontage\\\\Motion\\\\Sticky' );
		echo json_encode( array(
			'settings' => $settings->getConstants(),
			'effects'  => $effects->getConstants(),
			'sticky'   => $sticky->getConstants(),
		) );
	`;
	let output: string;
	try {
		output = execFileSync( 'php', [ '-r', script, '--', ...files ], {
			encoding: 'utf8',
		} );
	} catch ( error ) {
		throw new Error(
			`PHP must run to compare the PHP and TypeScript limits (npm test installs it): ${
				( error as Error ).message
			}`
		);
	}
	return JSON.parse( output );
}

const php = phpConstants();

/**
 * PHP's `name => [ directions, default, largest ]` as the editor's `{ directions, speed, max }`.
 *
 * @param table PHP's table.
 */
function asKinds( table: Record< string, [ string[], number, number ] > ) {
	return Object.fromEntries(
		Object.entries( table ).map(
			( [ name, [ directions, speed, max ] ] ) => [
				name,
				{ directions, speed, max },
			]
		)
	);
}

describe( 'motion limits: PHP and the editor agree', () => {
	it( 'has the same effects, directions, default and largest strengths', () => {
		expect( effects.SCROLL_EFFECTS ).toEqual(
			asKinds( php.settings.SCROLL_EFFECTS )
		);
		expect( effects.MOUSE_EFFECTS ).toEqual(
			asKinds( php.settings.MOUSE_EFFECTS )
		);
	} );

	it( 'has the same devices, entrances, durations, delays and blocks', () => {
		const [ value, min, max ] = php.settings.DURATION;
		const [ delay, delayMin, delayMax ] = php.settings.DELAY;
		expect( effects.DEVICES ).toEqual( php.settings.DEVICES );
		expect( effects.ENTRANCES ).toEqual( php.settings.ENTRANCES );
		expect( effects.DURATION ).toEqual( { value, min, max } );
		expect( effects.DELAY ).toEqual( {
			value: delay,
			min: delayMin,
			max: delayMax,
		} );
		expect( effects.BACKGROUND_BLOCKS ).toEqual(
			php.settings.BACKGROUND_BLOCKS
		);
		expect( effects.EXCLUDED ).toEqual( php.effects.EXCLUDED );
	} );

	it( 'has the same sticky devices and largest offsets', () => {
		expect( sticky.DEVICES ).toEqual( php.sticky.DEVICES );
		expect( sticky.MAX_OFFSET ).toBe( php.sticky.MAX_OFFSET );
		expect( sticky.MAX_EFFECTS_OFFSET ).toBe(
			php.sticky.MAX_EFFECTS_OFFSET
		);
		expect( sticky.MAX_ANCHOR_OFFSET ).toBe( php.sticky.MAX_ANCHOR_OFFSET );
	} );
} );
