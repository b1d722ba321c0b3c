<?php
/**
 * The class autoloader: maps `Frontage\Files\Files_Module` to
 * `includes/files/class-files-module.php` (interfaces use the `interface-` prefix).
 * No Composer at run time; composer.json only describes this mapping for tools.
 *
 * @package Frontage
 */

namespace Frontage;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

spl_autoload_register(
	static function ( string $class_name ): void {
		if ( ! str_starts_with( $class_name, __NAMESPACE__ . '\\' ) ) {
			return;
		}
		$parts = explode( '\\', substr( $class_name, strlen( __NAMESPACE__ ) + 1 ) );
		$file  = strtolower( str_replace( '_', '-', array_pop( $parts ) ) );
		$dir   = __DIR__ . '/' . ( $parts ? strtolower( str_replace( '_', '-', implode( '/', $parts ) ) ) . '/' : '' );
		foreach ( array( 'class-', 'interface-', 'trait-' ) as $prefix ) {
			if ( is_readable( $dir . $prefix . $file . '.php' ) ) {
				require_once $dir . $prefix . $file . '.php';
				return;
			}
		}
	}
);
