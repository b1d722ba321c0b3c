<?php
/**
 * Tests for includes/rest/class-modules-controller.php: GET /frontage/v1/modules.
 *
 * @package Frontage
 */

use Frontage\Settings\Settings;
use Frontage\Tests\Test_Case;

/**
 * The module list and who may read it.
 */
final class Test_Modules_Controller extends Test_Case {

	/**
	 * The namespace is listed in the REST index, which is public.
	 */
	public function test_namespace_is_listed_in_the_rest_index(): void {
		$this->assertContains( 'frontage/v1', $this->rest( 'GET', '/' )->get_data()['namespaces'] );
	}

	/**
	 * An administrator sees each module with its switch and the modules it needs.
	 */
	public function test_lists_modules_with_their_switch(): void {
		$this->set_option( Settings::OPTION_MODULES, array( 'language' => false ) );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'GET', '/frontage/v1/modules' );

		$this->assertSame( 200, $response->get_status() );
		$by_slug = array_column( $response->get_data(), null, 'slug' );
		$this->assertSame( array( 'files', 'search', 'editor', 'language', 'popups', 'media', 'loops', 'theme', 'motion' ), array_keys( $by_slug ) );
		$this->assertFalse( $by_slug['language']['enabled'] );
		$this->assertTrue( $by_slug['files']['enabled'] );
		$this->assertNotEmpty( $by_slug['files']['description'] );
		// What each works with only, so the settings screen can warn before Files goes off.
		$this->assertSame( array( 'files' ), $by_slug['search']['requires'] );
		$this->assertSame( array( 'files' ), $by_slug['editor']['requires'] );
		$this->assertSame( array(), $by_slug['files']['requires'] );
	}

	/**
	 * Visitors and editors are refused.
	 */
	public function test_refuses_visitors_and_editors(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/frontage/v1/modules' )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/frontage/v1/modules' )->get_status() );
	}
}
