<?php
/**
 * Tests for includes/class-uninstaller.php and uninstall.php: data goes only when the owner
 * opted in.
 *
 * @package Frontage
 */

use Frontage\Popups\Popup_Capabilities;
use Frontage\Popups\Popups_Module;
use Frontage\Settings\Settings;
use Frontage\Tests\Test_Case;
use Frontage\Uninstaller;

/**
 * What deleting the plugin removes.
 */
final class Test_Uninstaller extends Test_Case {

	/**
	 * Uninstalling takes the popup capabilities from the roles: give them back for the tests
	 * that follow, as activating the plugin again would.
	 */
	protected function tearDown(): void {
		get_role( 'author' )->remove_cap( Popup_Capabilities::EDIT );
		Popup_Capabilities::install();
		parent::tearDown();
	}

	/**
	 * Deleting the plugin takes the builder popups' capabilities from every role, with or
	 * without the opt-in (they are the plugin's rules, not the owner's data).
	 */
	public function test_removes_the_popup_capabilities_from_every_role(): void {
		$this->set_option( Settings::OPTION_DELETE_DATA, false );
		get_role( 'author' )->add_cap( Popup_Capabilities::EDIT );
		$this->assertTrue( get_role( 'editor' )->has_cap( Popup_Capabilities::EDIT ) );

		Uninstaller::run();

		foreach ( wp_roles()->role_objects as $name => $role ) {
			foreach ( Popup_Capabilities::ALL as $capability ) {
				$this->assertFalse( $role->has_cap( $capability ), "$name: $capability" );
			}
		}
		$this->assertFalse( get_option( Popup_Capabilities::VERSION_OPTION ) );
	}

	/**
	 * Without the opt-in, deleting the plugin keeps popups and settings.
	 */
	public function test_keeps_everything_without_the_opt_in(): void {
		$popup = $this->create_post( array( 'post_type' => Popups_Module::POST_TYPE ) );
		$this->set_option( Settings::OPTION_MODULES, array( 'language' => false ) );
		$this->set_option( Settings::OPTION_DELETE_DATA, false );

		$this->assertFalse( Uninstaller::run() );

		$this->assertNotNull( get_post( $popup ) );
		$this->assertFalse( get_option( Settings::OPTION_MODULES )['language'] );
	}

	/**
	 * With the opt-in, uninstall.php removes Frontage's posts, terms and options — and nothing else.
	 */
	public function test_uninstall_php_removes_frontage_data_when_opted_in(): void {
		global $wpdb;
		$popup = $this->create_post( array( 'post_type' => Popups_Module::POST_TYPE ) );
		$page  = $this->create_post( array( 'post_type' => 'page' ) );
		$term  = wp_insert_term( 'Reports ' . wp_generate_password( 6, false ), 'frontage_category' );
		$this->assertIsArray( $term );
		$this->set_option( Settings::OPTION_MODULES, array( 'language' => false ) );
		$this->set_option( Settings::OPTION_DELETE_DATA, true );
		( new Frontage\Files\Zip_Counts() )->maybe_install();
		( new Frontage\Files\Download_Stats() )->maybe_install();
		$this->set_option( 'blogname', 'Kept by uninstall' );
		$this->set_option( 'widget_' . Frontage\Search\Search_Widget::ID_BASE, array( 2 => array( 'title' => 'Find a file' ) ) );
		$storage = new Frontage\Files\Storage();
		$stored  = $storage->store( $this->temp_file( 'library bytes' ) );
		$this->assertIsString( $stored );
		$posters = Frontage\Media\Video_Posters::dir();
		wp_mkdir_p( $posters );
		file_put_contents( $posters . 'youtube-dQw4w9WgXcQ-hqdefault.jpg', 'poster' );
		set_transient( Frontage\Media\Gallery_Playlist::LAST_GOOD_PREFIX . 'uninstall', array( 'videos' => array() ), HOUR_IN_SECONDS );
		// An import under way: its record, its lock, the WP-Cron events of its next batch.
		update_option( Frontage\Import\Import_Records::OPTION_PREFIX . '41', array( 'id' => 41, 'status' => 'running' ), false );
		update_option( Frontage\Import\Import_Records::OPTION_LOCK, '41', false );
		wp_schedule_single_event( time(), Frontage\Files\Files_Module::IMPORT_CRON_HOOK, array( 41 ) );
		wp_schedule_single_event( time() + 60, Frontage\Files\Files_Module::IMPORT_CRON_HOOK, array( 42 ) );
		$this->assertNotFalse( wp_next_scheduled( Frontage\Files\Files_Module::IMPORT_CRON_HOOK, array( 42 ) ) );

		// The real path WordPress takes when the owner deletes the plugin.
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		uninstall_plugin( 'frontage/plugin.php' );

		$this->assertNull( get_post( $popup ) );
		$this->assertNull( get_term( $term['term_id'], 'frontage_category' ) );
		$this->assertSame( array(), $this->stored_frontage_options() );
		$this->assertFalse( get_option( 'widget_' . Frontage\Search\Search_Widget::ID_BASE ), 'The search widget’s settings go too.' );
		$this->assertSame( array(), $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( Frontage\Search\Search_Schema::table() ) . '%' ) ), 'The search index goes too, every table of it.' );
		$this->assertSame( array(), $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( Frontage\Files\Zip_Counts::table() ) ) ), 'So does the table of zip hash uses.' );
		$this->assertSame( array(), $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( Frontage\Files\Download_Stats::table() ) ) ), 'And the download statistics.' );
		$this->assertNotNull( get_post( $page ), 'Pages are not Frontage data.' );
		$this->assertSame( 'Kept by uninstall', get_option( 'blogname' ) );
		$this->assertDirectoryDoesNotExist( $storage->base_dir(), 'The file library folder goes too.' );
		$this->assertDirectoryDoesNotExist( $posters, 'And the video posters (docs/media.md "Posters").' );
		$this->assertSame( array(), $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", '%' . $wpdb->esc_like( '_transient_frontage_' ) . '%' ) ), 'And the cached gallery pages (docs/media.md "Video gallery").' );
		$this->assertFalse( wp_next_scheduled( Frontage\Files\Files_Module::IMPORT_CRON_HOOK, array( 41 ) ), 'No import batch is left to WP-Cron (docs/migration.md "Batches").' );
		$this->assertFalse( wp_next_scheduled( Frontage\Files\Files_Module::IMPORT_CRON_HOOK, array( 42 ) ) );
	}

	/**
	 * A temporary file with some bytes.
	 *
	 * @param string $contents Bytes.
	 */
	private function temp_file( string $contents ): string {
		$path = wp_tempnam( 'frontage-uninstall' );
		file_put_contents( $path, $contents );
		return $path;
	}

	/**
	 * Names of the frontage_* options in the database (get_option() would answer defaults).
	 *
	 * @return string[]
	 */
	private function stored_frontage_options(): array {
		global $wpdb;
		return $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'frontage_' ) . '%' ) );
	}
}
