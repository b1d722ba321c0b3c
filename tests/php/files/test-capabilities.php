<?php
/**
 * Who may change the library's post type and taxonomies through WordPress's own doors (XML-RPC,
 * the admin's term screens and admin-ajax): nobody — files and categories change only through
 * Frontage's REST routes and admin screen, for library managers (docs/files.md "Who may change
 * what").
 *
 * @package Frontage
 */

use Frontage\Files\Files_Module;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * The post type's and taxonomies' capabilities are nobody's.
 */
final class Test_Capabilities extends Library_Test_Case {

	/**
	 * Users made with a known password.
	 *
	 * @var int[]
	 */
	private array $users = array();

	/**
	 * Deletes the users.
	 */
	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		parent::tearDown();
	}

	/**
	 * Through XML-RPC, an author (who may not manage the library) could add a "file" that skips
	 * every upload check, and an editor a category that skips the category settings. Nobody
	 * can now; nothing is made.
	 *
	 * @dataProvider provide_roles
	 *
	 * @param string $role A role.
	 */
	public function test_xml_rpc_cannot_make_library_files_or_terms( string $role ): void {
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		require_once ABSPATH . WPINC . '/class-IXR.php';
		require_once ABSPATH . WPINC . '/class-wp-xmlrpc-server.php';
		[ $login, $password ] = $this->user( $role );
		$server               = new wp_xmlrpc_server();
		$title                = 'Sneaked ' . wp_generate_password( 8, false );

		$post = $server->wp_newPost(
			array(
				1,
				$login,
				$password,
				array(
					'post_type'   => Files_Module::POST_TYPE,
					'post_title'  => $title,
					'post_status' => 'publish',
				),
			)
		);
		$term = $server->wp_newTerm(
			array(
				1,
				$login,
				$password,
				array(
					'taxonomy' => Files_Module::CATEGORY_TAXONOMY,
					'name'     => $title,
				),
			)
		);

		$this->assertInstanceOf( IXR_Error::class, $post, "{$role}: no file." );
		$this->assertInstanceOf( IXR_Error::class, $term, "{$role}: no category." );
		$this->assertSame( array(), get_posts( array( 'post_type' => Files_Module::POST_TYPE, 'title' => $title, 'post_status' => 'any' ) ) );
		$this->assertFalse( get_term_by( 'name', $title, Files_Module::CATEGORY_TAXONOMY ) );
	}

	/**
	 * Roles from the least to the most trusted.
	 *
	 * @return array<string, array{string}>
	 */
	public static function provide_roles(): array {
		return array(
			'contributor'   => array( 'contributor' ),
			'author'        => array( 'author' ),
			'editor'        => array( 'editor' ),
			'administrator' => array( 'administrator' ),
		);
	}

	/**
	 * WordPress's own checks on library posts and terms answer no, for everyone; the library's
	 * own check (Permissions) is unchanged.
	 */
	public function test_wordpress_capabilities_on_the_library_are_nobodys(): void {
		$file     = $this->make_file();
		$category = $this->make_category();
		$this->act_as( 'administrator' );

		foreach ( array( 'edit_post', 'delete_post' ) as $cap ) {
			$this->assertFalse( current_user_can( $cap, $file->id ), $cap );
		}
		$this->assertFalse( current_user_can( get_post_type_object( Files_Module::POST_TYPE )->cap->create_posts ) );
		foreach ( array( 'edit_term', 'delete_term', 'assign_term' ) as $cap ) {
			$this->assertFalse( current_user_can( $cap, $category['id'] ), $cap );
		}
		$this->assertTrue( current_user_can( 'read_post', $file->id ), 'Reading is not changed.' );
		$this->assertTrue( \Frontage\Files\Permissions::can_manage() );
	}

	/**
	 * A user with a known password.
	 *
	 * @param string $role Role.
	 * @return array{string, string} Login and password.
	 */
	private function user( string $role ): array {
		$login         = 'frontage_rpc_' . $role . '_' . wp_generate_password( 6, false );
		$password      = wp_generate_password( 20, false );
		$this->users[] = (int) wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => $password,
				'role'       => $role,
			)
		);
		return array( $login, $password );
	}
}
