<?php
/**
 * Deletes Frontage's data when the plugin is deleted, only if the owner opted in.
 *
 * @package Frontage
 */

namespace Frontage;

use Frontage\Files\Download_Stats;
use Frontage\Files\Files_Module;
use Frontage\Files\Storage;
use Frontage\Files\Table_Presets;
use Frontage\Files\Zip_Counts;
use Frontage\Media\Media_Module;
use Frontage\Popups\Popup_Capabilities;
use Frontage\Popups\Popups_Module;
use Frontage\Search\Search_Index;
use Frontage\Search\Search_Schema;
use Frontage\Search\Search_Widget;
use Frontage\Settings\Settings;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Called from uninstall.php, where the plugin is not loaded: it registers the data types it
 * deletes itself. Each module issue adds what its module stores.
 */
final class Uninstaller {

	/**
	 * Post types whose posts are Frontage's data.
	 */
	private const POST_TYPES = array( Files_Module::POST_TYPE, Table_Presets::POST_TYPE, Popups_Module::POST_TYPE );

	/**
	 * Taxonomies whose terms are Frontage's data.
	 */
	private const TAXONOMIES = array( Files_Module::CATEGORY_TAXONOMY, Files_Module::TAG_TAXONOMY );

	/**
	 * Every WP-Cron hook Frontage schedules events of: the search index's next slice
	 * (docs/search.md), a video poster's fetch (docs/media.md "Posters") and an import's next
	 * batch (docs/migration.md "Batches"). tests/php/test-uninstaller.php reads includes/ for
	 * every event scheduled and fails when one is missing here.
	 */
	public const CRON_HOOKS = array( Search_Index::ACTION_BUILD, Media_Module::POSTER_HOOK, Files_Module::IMPORT_CRON_HOOK );

	/**
	 * Removes the builder popups' capabilities from every role and Frontage's scheduled events;
	 * deletes everything else when the owner opted in, otherwise nothing.
	 *
	 * @return bool Whether data was deleted.
	 */
	public static function run(): bool {
		// Capabilities on roles are not the owner's data but the plugin's own rules: they go
		// whether or not the data does (activating again grants them again).
		Popup_Capabilities::uninstall();
		// Events Frontage scheduled are its own work, not the owner's data: with its code gone
		// they would run nothing, so they go too, whatever their arguments.
		foreach ( self::CRON_HOOKS as $hook ) {
			wp_unschedule_hook( $hook );
		}
		if ( ! rest_sanitize_boolean( get_option( Settings::OPTION_DELETE_DATA, false ) ) ) {
			return false;
		}
		Files_Module::register_data_types();
		Popups_Module::register_data_types();

		self::delete_posts();
		self::delete_terms();
		Search_Schema::drop();
		( new Zip_Counts() )->drop();
		( new Download_Stats() )->drop();
		// Files' earlier versions are stored in the library's folder: they go with it.
		self::delete_stored_files( ( new Storage() )->base_dir() );
		// The video posters fetched for the media module (docs/media.md "Posters").
		self::delete_stored_files( \Frontage\Media\Video_Posters::dir() );
		// An import under way (docs/migration.md "Batches"): its next batch went above; its
		// records and locks are frontage_import_* options, deleted with the others below.
		self::delete_options();
		return true;
	}

	/**
	 * Deletes every post of Frontage's post types, in batches, with their meta.
	 */
	private static function delete_posts(): void {
		do {
			$ids = get_posts(
				array(
					'post_type'        => self::POST_TYPES,
					'post_status'      => 'any',
					'fields'           => 'ids',
					'numberposts'      => 200,
					'suppress_filters' => true,
				)
			);
			foreach ( $ids as $id ) {
				wp_delete_post( $id, true );
			}
		} while ( $ids );
	}

	/**
	 * Deletes every term of Frontage's taxonomies.
	 */
	private static function delete_terms(): void {
		foreach ( self::TAXONOMIES as $taxonomy ) {
			$term_ids = get_terms(
				array(
					'taxonomy'   => $taxonomy,
					'hide_empty' => false,
					'fields'     => 'ids',
				)
			);
			foreach ( is_array( $term_ids ) ? $term_ids : array() as $term_id ) {
				wp_delete_term( (int) $term_id, $taxonomy );
			}
		}
	}

	/**
	 * Deletes the library's storage folder with everything in it.
	 *
	 * @param string $dir The storage folder.
	 */
	private static function delete_stored_files( string $dir ): void {
		if ( ! is_dir( $dir ) ) {
			return;
		}
		$entries = new \RecursiveIteratorIterator(
			new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ),
			\RecursiveIteratorIterator::CHILD_FIRST
		);
		foreach ( $entries as $entry ) {
			// Never follow links out of the folder: remove the link itself.
			if ( $entry->isDir() && ! $entry->isLink() ) {
				rmdir( $entry->getPathname() ); // Plain file functions: uninstalling our own folder.
			} else {
				wp_delete_file( $entry->getPathname() );
			}
		}
		rmdir( $dir );
	}

	/**
	 * Deletes every option whose name starts with `frontage_` (the opt-in flag with them, as the
	 * last step), the transients named so (the video gallery's cached pages,
	 * `_transient_frontage_…` and `_transient_timeout_frontage_…`) and the File search widget's
	 * settings (WordPress names them `widget_{id_base}`).
	 */
	private static function delete_options(): void {
		global $wpdb;
		delete_option( 'widget_' . Search_Widget::ID_BASE );
		$names = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
				$wpdb->esc_like( 'frontage_' ) . '%',
				$wpdb->esc_like( '_transient_frontage_' ) . '%',
				$wpdb->esc_like( '_transient_timeout_frontage_' ) . '%'
			)
		);
		foreach ( $names as $name ) {
			delete_option( $name );
		}
	}
}
