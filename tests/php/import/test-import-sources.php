<?php
/**
 * The import sources' names, as the REST routes list them (docs/migration.md).
 *
 * @package Frontage
 */

use Frontage\Import\Import_Sources;
use Frontage\Tests\Test_Case;

/**
 * Import_Sources writes each source's name out beside its class: the two must agree.
 */
final class Test_Import_Sources extends Test_Case {

	/**
	 * Each name Import_Sources lists is its class's NAME, and get() answers that class.
	 */
	public function test_each_name_is_its_class_name(): void {
		$this->assertSame( array( 'wpfd', 'download-monitor' ), Import_Sources::names() );
		foreach ( Import_Sources::CLASSES as $name => $class ) {
			$this->assertSame( $class::NAME, $name );
			$this->assertInstanceOf( $class, Import_Sources::get( $name ) );
		}
		$this->assertNull( Import_Sources::get( 'wp-file-download' ) );
	}
}
