<?php
/**
 * Tests for includes/class-uninstaller.php and uninstall.php: data goes only when the owner
 * opted in.
 *
 * @package Frontage
 */

use Frontage\Files\Files_Module;
use Frontage\Media\Media_Module;
use Frontage\Popups\Popup_Capabilities;
use Frontage\Popups\Popups_Module;
use Frontage\Search\Search_Index;
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
	 * Deleting the plugin, with or without the opt-in (its events are not the owner's data),
	 * leaves WP-Cron no event of any hook Frontage schedules. The hooks are read from every wp_schedule_event() and
	 * wp_schedule_single_event() call in includes/, so a new one fails here until
	 * Uninstaller::CRON_HOOKS lists it.
	 */
	public function test_clears_every_event_frontage_schedules(): void {
		$hooks = self::scheduled_hooks();
		// The calls there were when this was written: the reading of includes/ finds them.
		foreach ( array( Search_Index::ACTION_BUILD, Media_Module::POSTER_HOOK, Files_Module::IMPORT_CRON_HOOK ) as $known ) {
			$this->assertContains( $known, $hooks );
		}
		// Without the opt-in: the events go whether or not the data does.
		$this->set_option( Settings::OPTION_DELETE_DATA, false );
		foreach ( $hooks as $hook ) {
			wp_schedule_single_event( time() + 60, $hook, array( 'uninstall-test' ) );
			$this->assertNotFalse( wp_next_scheduled( $hook, array( 'uninstall-test' ) ) );
		}

		$this->assertFalse( Uninstaller::run(), 'No data was deleted.' );

		foreach ( $hooks as $hook ) {
			$this->assertFalse( wp_next_scheduled( $hook, array( 'uninstall-test' ) ), "$hook is left to WP-Cron." );
		}
	}

	/**
	 * Every hook a wp_schedule_event() or wp_schedule_single_event() call in includes/ schedules.
	 *
	 * @return string[]
	 */
	private static function scheduled_hooks(): array {
		$hooks = array();
		$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( dirname( __DIR__, 2 ) . '/includes', FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			if ( 'php' !== $file->getExtension() ) {
				continue;
			}
			foreach ( self::hooks_scheduled_in( (string) file_get_contents( $file->getPathname() ), $file->getFilename() ) as $hook ) {
				$hooks[ $hook ] = $hook;
			}
		}
		return array_values( $hooks );
	}

	/**
	 * The hooks a PHP file's scheduling calls name: a string, or a class constant (`self::`, or
	 * a class the file names). Any other hook fails the test, to be read by hand.
	 *
	 * @param string $code The file's code.
	 * @param string $name Its name, for the failure.
	 * @return string[]
	 */
	private static function hooks_scheduled_in( string $code, string $name ): array {
		preg_match( '/^namespace\s+([\w\\\\]+);/m', $code, $namespace );
		preg_match( '/^(?:(?:final|abstract)\s+)*class\s+(\w+)/m', $code, $class );
		preg_match_all( '/^use\s+([\w\\\\]+)(?:\s+as\s+(\w+))?;/m', $code, $uses, PREG_SET_ORDER );
		$prefix  = isset( $namespace[1] ) ? $namespace[1] . '\\' : '';
		$aliases = array();
		foreach ( $uses as $use ) {
			$alias             = empty( $use[2] ) ? substr( (string) strrchr( '\\' . $use[1], '\\' ), 1 ) : $use[2];
			$aliases[ $alias ] = $use[1];
		}
		preg_match_all( '/\bwp_schedule_(single_)?event\s*\((.*?)\);/s', $code, $calls, PREG_SET_ORDER );
		$hooks = array();
		foreach ( $calls as $call ) {
			// The hook is the second argument of a single event, the third of a recurring one.
			$argument = trim( self::arguments( $call[2] )[ '' === $call[1] ? 2 : 1 ] ?? '' );
			if ( preg_match( "/^'([^']+)'$/", $argument, $literal ) ) {
				$hooks[] = $literal[1];
				continue;
			}
			if ( ! preg_match( '/^(\\\\?[\w\\\\]+)::(\w+)$/', $argument, $constant ) ) {
				self::fail( "$name schedules a hook this test cannot read ($argument): name it in Uninstaller::CRON_HOOKS and here." );
			}
			$owner = $constant[1];
			if ( 'self' === $owner || 'static' === $owner ) {
				$owner = $prefix . ( $class[1] ?? '' );
			} elseif ( str_starts_with( $owner, '\\' ) ) {
				$owner = substr( $owner, 1 );
			} else {
				$owner = $aliases[ $owner ] ?? $prefix . $owner;
			}
			$hooks[] = (string) constant( $owner . '::' . $constant[2] );
		}
		return $hooks;
	}

	/**
	 * A call's arguments, split at the commas outside brackets.
	 *
	 * @param string $list The code between the call's parentheses.
	 * @return string[]
	 */
	private static function arguments( string $list ): array {
		$arguments = array( '' );
		$depth     = 0;
		foreach ( str_split( $list ) as $char ) {
			$depth += (int) in_array( $char, array( '(', '[' ), true ) - (int) in_array( $char, array( ')', ']' ), true );
			if ( ',' === $char && 0 === $depth ) {
				$arguments[] = '';
				continue;
			}
			$arguments[ count( $arguments ) - 1 ] .= $char;
		}
		return $arguments;
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
