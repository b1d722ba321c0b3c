<?php
/**
 * Tests for includes/popups/class-popup-capabilities.php: builder popups are site-wide UI, so
 * only editors and administrators make them (docs/popups.md, "Who may change what").
 *
 * @package Frontage
 */

use Frontage\Lifecycle;
use Frontage\Popups\Popup_Capabilities;
use Frontage\Popups\Popup_Settings;
use Frontage\Popups\Popups_Module;
use Frontage\Tests\Test_Case;

/**
 * Who may create, publish and edit popups, and how the capabilities reach a site.
 */
final class Test_Popup_Capabilities extends Test_Case {

	/**
	 * The popups route.
	 */
	private const ROUTE = '/wp/v2/' . Popups_Module::REST_BASE;

	/**
	 * Every test leaves the roles as a site with Frontage active has them.
	 */
	protected function tearDown(): void {
		Popup_Capabilities::install();
		parent::tearDown();
	}

	/**
	 * The popup an author would like to publish: on every page, impossible to close, swallowing
	 * every link click.
	 *
	 * @return array<string, mixed>
	 */
	private static function takeover(): array {
		$settings = Popup_Settings::defaults();
		return array(
			'title'  => 'Everywhere',
			'status' => 'publish',
			'meta'   => array(
				Popup_Settings::META => array_merge(
					$settings,
					array(
						'prevent_close_on_esc_key'          => true,
						'prevent_close_on_background_click' => true,
						'close_button_delay'                => Popup_Settings::MAX_CLOSE_BUTTON_DELAY,
						'open_selector'                     => 'a',
						'conditions'                        => array(
							'include' => array( array( 'type' => 'site' ) ),
							'exclude' => array(),
						),
					)
				),
			),
		);
	}

	/**
	 * Authors and contributors cannot create a popup, as a draft or published: the popups'
	 * routes are not there for them (404 rest_no_route).
	 */
	public function test_authors_and_contributors_cannot_create_popups(): void {
		foreach ( array( 'author', 'contributor' ) as $role ) {
			$this->act_as( $role );
			foreach ( array( 'publish', 'draft' ) as $status ) {
				$response = $this->rest( 'POST', self::ROUTE, array( 'status' => $status ) + self::takeover() );
				$this->assertSame( 404, $response->get_status(), "$role, $status: " . wp_json_encode( $response->get_data() ) );
				$this->assertSame( 'rest_no_route', $response->get_data()['code'] );
			}
			$this->assertFalse( current_user_can( get_post_type_object( Popups_Module::POST_TYPE )->cap->edit_posts ), "$role: no Popups menu." );
		}
		$made = get_posts(
			array(
				'post_type'   => Popups_Module::POST_TYPE,
				'title'       => 'Everywhere',
				'post_status' => 'any',
			)
		);
		$this->assertSame( array(), $made );
	}

	/**
	 * An author cannot change or publish a popup someone else made, nor read a draft one.
	 */
	public function test_authors_cannot_change_an_existing_popup(): void {
		$this->act_as( 'editor' );
		$draft = $this->create_post(
			array(
				'post_type'   => Popups_Module::POST_TYPE,
				'post_status' => 'draft',
			)
		);
		$this->act_as( 'author' );
		$this->assertSame( 404, $this->rest( 'POST', self::ROUTE . '/' . $draft, self::takeover() )->get_status() );
		$this->assertSame( 'draft', get_post_status( $draft ) );
		$this->assertSame( 404, $this->rest( 'GET', self::ROUTE . '/' . $draft, array( 'context' => 'edit' ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'DELETE', self::ROUTE . '/' . $draft )->get_status() );
		$this->assertSame( 'draft', get_post_status( $draft ) );
	}

	/**
	 * A visitor or an author cannot read popups through REST, not even a published one meant for
	 * members only, and the REST index they get does not describe them; an editor's does.
	 */
	public function test_the_popups_routes_are_there_for_editors_only(): void {
		$this->act_as( 'editor' );
		$members = $this->create_post(
			array(
				'post_type'    => Popups_Module::POST_TYPE,
				'post_status'  => 'publish',
				'post_title'   => 'Members only',
				'post_content' => 'Your member code: SECRET-42',
			)
		);
		$this->assertSame( 200, $this->rest( 'GET', self::ROUTE . '/' . $members )->get_status() );
		$this->assertArrayHasKey( self::ROUTE, $this->rest( 'GET', '/' )->get_data()['routes'] );

		foreach ( array( 0, 'author', 'subscriber' ) as $who ) {
			0 === $who ? wp_set_current_user( 0 ) : $this->act_as( $who );
			foreach ( array( self::ROUTE, self::ROUTE . '/' . $members, self::ROUTE . '/' . $members . '/revisions' ) as $route ) {
				$response = $this->rest( 'GET', $route );
				$this->assertSame( 404, $response->get_status(), "$who: $route" );
				$this->assertStringNotContainsString( 'SECRET-42', (string) wp_json_encode( $response->get_data() ) );
			}
			$routes = array_keys( $this->rest( 'GET', '/' )->get_data()['routes'] );
			$this->assertSame( array(), preg_grep( '#^/wp/v2/' . Popups_Module::REST_BASE . '#', $routes ), "$who: the index" );
		}
		$this->act_as( 'editor' );
		$this->assertSame( 200, $this->rest( 'GET', self::ROUTE . '/' . $members )->get_status(), 'An editor after a visitor, in one PHP process.' );
	}

	/**
	 * Editors and administrators create and publish popups with every setting.
	 */
	public function test_editors_and_administrators_publish_popups(): void {
		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$this->act_as( $role );
			$response = $this->rest( 'POST', self::ROUTE, self::takeover() );
			$this->assertSame( 201, $response->get_status(), "$role: " . wp_json_encode( $response->get_data() ) );
			$id = $response->get_data()['id'];
			$this->assertSame( 'publish', get_post_status( $id ) );
			$this->assertSame( 'a', Popup_Settings::get( $id )['open_selector'] );
			$this->assertSame( 200, $this->rest( 'DELETE', self::ROUTE . '/' . $id, array( 'force' => true ) )->get_status() );
		}
	}

	/**
	 * The post type asks for exactly the capabilities that are granted.
	 */
	public function test_the_post_type_uses_its_own_capabilities(): void {
		$caps = (array) get_post_type_object( Popups_Module::POST_TYPE )->cap;
		$this->assertSame( Popup_Capabilities::EDIT, $caps['edit_posts'] );
		$this->assertSame( Popup_Capabilities::EDIT, $caps['create_posts'] );
		$primitive = array_diff( array_unique( array_values( $caps ) ), array( 'edit_frontage_popup', 'read_frontage_popup', 'delete_frontage_popup', 'read' ) );
		$this->assertEqualsCanonicalizing( Popup_Capabilities::ALL, array_values( $primitive ) );
		foreach ( array( 'author', 'contributor', 'subscriber' ) as $role ) {
			foreach ( Popup_Capabilities::ALL as $capability ) {
				$this->assertFalse( get_role( $role )->has_cap( $capability ), "$role: $capability" );
			}
		}
	}

	/**
	 * Activating the plugin grants editors and administrators every capability.
	 */
	public function test_activation_grants_the_capabilities(): void {
		$this->restore_option_after_test( 'rewrite_rules' );
		Popup_Capabilities::uninstall();
		$this->assertFalse( get_role( 'editor' )->has_cap( Popup_Capabilities::EDIT ) );

		Lifecycle::activate();

		foreach ( Popup_Capabilities::ROLES as $role ) {
			foreach ( Popup_Capabilities::ALL as $capability ) {
				$this->assertTrue( get_role( $role )->has_cap( $capability ), "$role: $capability" );
			}
		}
		$this->assertFalse( get_role( 'author' )->has_cap( Popup_Capabilities::EDIT ) );
	}

	/**
	 * A site that updated the plugin without activating it again gets the capabilities on its
	 * next request, and the signed-in editor can use them in that same request.
	 */
	public function test_an_update_grants_missing_capabilities_early_in_the_request(): void {
		$this->assertSame( 1, has_action( 'init', array( Popups_Module::class, 'grant_capabilities_when_behind' ) ), 'Checked on every request, before the post type is registered.' );
		// A site from before the capabilities: roles without them, no version recorded.
		Popup_Capabilities::uninstall();
		$this->act_as( 'editor' );
		$this->assertSame( 404, $this->rest( 'POST', self::ROUTE, array( 'title' => 'Before' ) )->get_status() );

		Popups_Module::grant_capabilities_when_behind();

		$this->assertSame( Popup_Capabilities::CAPS_VERSION, (int) get_option( Popup_Capabilities::VERSION_OPTION ) );
		$this->assertTrue( get_role( 'administrator' )->has_cap( Popup_Capabilities::EDIT ) );
		$response = $this->rest( 'POST', self::ROUTE, array( 'title' => 'After' ) );
		$this->assertSame( 201, $response->get_status() );
		wp_delete_post( $response->get_data()['id'], true );
	}

	/**
	 * Once granted, an owner's choice to take a capability from a role stands.
	 */
	public function test_the_owners_changes_to_roles_stand(): void {
		get_role( 'editor' )->remove_cap( Popup_Capabilities::EDIT );
		Popups_Module::grant_capabilities_when_behind();
		$this->assertFalse( get_role( 'editor' )->has_cap( Popup_Capabilities::EDIT ) );
	}
}
