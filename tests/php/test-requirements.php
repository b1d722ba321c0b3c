<?php
/**
 * Tests for the requirement checks in plugin.php.
 *
 * @package Frontage
 */

use Frontage\Tests\Test_Case;

/**
 * What the owner is told when the server is too old.
 */
final class Test_Requirements extends Test_Case {

	/**
	 * This site meets the requirements, so plugin.php went on to boot the plugin.
	 */
	public function test_this_site_meets_the_requirements(): void {
		$this->assertSame( array(), frontage_requirement_problems() );
	}

	/**
	 * An older WordPress is named, with the version Frontage needs.
	 */
	public function test_an_older_wordpress_is_reported(): void {
		global $wp_version;
		$real       = $wp_version;
		$wp_version = '6.4.3'; // Sets a WordPress global: simulating an older core.
		try {
			$problems = frontage_requirement_problems();
		} finally {
			$wp_version = $real;
		}
		$this->assertSame( array( 'Frontage needs WordPress 6.5 or newer; this site runs WordPress 6.4.3.' ), $problems );
	}
}
