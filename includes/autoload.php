<?php
/**
 * The class autoloader: maps `Frontage\Files\Files_Module` to
 * `includes/files/class-files-module.php`, and the interfaces named below to their
 * `interface-` files. No Composer at run time; composer.json only describes this mapping for tools.
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
		$parts  = explode( '\\', substr( $class_name, strlen( __NAMESPACE__ ) + 1 ) );
		$file   = strtolower( str_replace( '_', '-', array_pop( $parts ) ) );
		$dir    = __DIR__ . '/' . ( $parts ? strtolower( str_replace( '_', '-', implode( '/', $parts ) ) ) . '/' : '' );
		$prefix = in_array( $class_name, array( Module::class, Demo\Has_Demo_Content::class, Import\Import_Source::class ), true ) ? 'interface-' : 'class-';
		// One file a name, included without looking on disk first: opcache serves the files it
		// holds without a system call, where a look (is_readable()) cost one for every class of
		// every request (docs/PERFORMANCE.md "Boot"). A Frontage name with no file gets PHP's
		// warning, which names the file looked for (tests/php/test-autoload.php).
		include_once $dir . $prefix . $file . '.php';
	}
);
