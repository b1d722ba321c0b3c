<?php
/**
 * Seeds WP File Download's rows the way WP File Download itself writes them (its post type and
 * taxonomies registered while it writes, as when it is active; unregistered while the import
 * reads, as when it is not); Import_Test_Case removes them afterwards, with what the imports
 * made.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

use Frontage\Import\Wpfd_Source;

require_once __DIR__ . '/class-import-test-case.php';
require_once __DIR__ . '/class-wpfd-fixture.php';

/**
 * Base class for the tests importing from WP File Download.
 */
abstract class Wpfd_Import_Test_Case extends Import_Test_Case {

	/**
	 * The source the test imports from.
	 */
	protected const SOURCE = Wpfd_Source::NAME;

	/**
	 * WP File Download's taxonomies.
	 */
	protected const SOURCE_TAXONOMIES = array( Wpfd_Source::CATEGORY_TAXONOMY, Wpfd_Source::TAG_TAXONOMY );

	/**
	 * The folder in uploads where WP File Download stores files.
	 */
	protected const SOURCE_FOLDER = Wpfd_Source::FOLDER;

	/**
	 * Registers WP File Download's post type and taxonomies as it does, or unregisters them.
	 *
	 * @param bool $on Register.
	 */
	protected function register_source( bool $on ): void {
		Wpfd_Fixture::register( $on );
	}

	/**
	 * Removes a category's settings (its `taxonomy_{id}` option).
	 *
	 * @param int $id Source term id.
	 */
	protected function forget_source_term( int $id ): void {
		delete_option( Wpfd_Source::CATEGORY_OPTION_PREFIX . $id );
	}

	/**
	 * A WP File Download category as it writes one (Wpfd_Fixture::category()).
	 *
	 * @param string               $name   Name.
	 * @param int                  $parent Parent source category.
	 * @param int                  $order  Its place among its siblings.
	 * @param string[]|null        $roles  Roles allowed (access 1); null: access $access.
	 * @param array<string, mixed> $params Display settings over the defaults (ordering, orderingdir…).
	 * @param int                  $access Access when no roles are given: 0 or -1.
	 * @return int Term id.
	 */
	protected function wpfd_category( string $name, int $parent = 0, int $order = 0, ?array $roles = null, array $params = array(), int $access = 0 ): int {
		return $this->source_term( Wpfd_Fixture::category( $name, $parent, $order, $roles, $params, $access ) );
	}

	/**
	 * A WP File Download tag.
	 *
	 * @param string $name Name.
	 * @return int Term id.
	 */
	protected function wpfd_tag( string $name ): int {
		return $this->source_term( Wpfd_Fixture::tag( $name ) );
	}

	/**
	 * A WP File Download file as its add-file code writes it (Wpfd_Fixture::file()): its post,
	 * its category and tags, its details meta, and its bytes under uploads/wpfd/{category}/.
	 *
	 * @param int                        $category Source category.
	 * @param string                     $title    Title.
	 * @param string|null                $bytes    The file's content; null: no file on disk.
	 * @param array<string, mixed>|false $meta     Details over the defaults (ext, size, hits, version,
	 *                                             file, remote_url); false: none (a half-written post).
	 * @param array<string, mixed>       $post     Post fields over the defaults.
	 * @param int[]                      $tags     Source tags.
	 * @return int Post id.
	 */
	protected function wpfd_file( int $category, string $title, ?string $bytes, array|false $meta = array(), array $post = array(), array $tags = array() ): int {
		return $this->source_post( Wpfd_Fixture::file( $category, $title, $bytes, $meta, $post, $tags ) );
	}

	/**
	 * The absolute path of a seeded source file.
	 *
	 * @param int $post_id Source post.
	 * @param int $category Source category.
	 */
	protected function source_path( int $post_id, int $category ): string {
		global $wpdb;
		$raw  = (string) $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s", $post_id, Wpfd_Source::META_FILE ) );
		$meta = Wpfd_Source::decode( $raw );
		return wp_get_upload_dir()['basedir'] . '/' . Wpfd_Source::FOLDER . '/' . $category . '/' . $meta['file'];
	}
}
