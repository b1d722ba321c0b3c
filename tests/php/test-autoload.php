<?php
/**
 * The autoloader (includes/autoload.php) finds every class and interface under includes/ by its
 * name, without looking on disk first: interfaces are listed there by name, so a new interface
 * file that is not listed fails here instead of on the first request that needs it.
 *
 * @package Frontage
 */

use Frontage\Tests\Test_Case;

/**
 * Every file under includes/ loads by its name.
 */
final class Test_Autoload extends Test_Case {

	/**
	 * Each `class-*.php` and `interface-*.php` file declares the name the autoloader maps to it,
	 * and loading the name by the autoloader works (PHP names are case-insensitive, so the
	 * name is built from the path in lower case).
	 */
	public function test_every_class_and_interface_file_loads_by_its_name(): void {
		$root  = dirname( __DIR__, 2 ) . '/includes/';
		$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $root, FilesystemIterator::SKIP_DOTS ) );
		$seen  = 0;
		foreach ( $files as $file ) {
			if ( ! preg_match( '/^(class|interface|trait)-(.+)\.php$/', $file->getFilename(), $match ) ) {
				continue;
			}
			$this->assertNotSame( 'trait', $match[1], 'The autoloader maps names to class- and interface- files only: ' . $file->getPathname() );
			$dir  = trim( substr( $file->getPath(), strlen( $root ) ), '/' );
			$name = 'Frontage\\' . ( '' === $dir ? '' : str_replace( array( '/', '-' ), array( '\\', '_' ), $dir ) . '\\' ) . str_replace( '-', '_', $match[2] );
			$this->assertTrue( 'interface' === $match[1] ? interface_exists( $name ) : class_exists( $name ), $name . ' loads from ' . $file->getPathname() );
			++$seen;
		}
		$this->assertGreaterThan( 200, $seen );
	}
}
