<?php
/**
 * Seeds WP File Download's rows the way WP File Download itself writes them (its post type and
 * taxonomies registered while it writes, as when it is active; unregistered while the import
 * reads, as when it is not), and removes them and everything an import made afterwards.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Import\Import_Records;
use Frontage\Import\Wpfd_Importer;
use Frontage\Import\Wpfd_Source;

require_once __DIR__ . '/class-wpfd-fixture.php';

/**
 * Base class for tests/php/import.
 */
abstract class Wpfd_Import_Test_Case extends Test_Case {

	/**
	 * Source categories made by the test.
	 *
	 * @var int[]
	 */
	private array $source_terms = array();

	/**
	 * Source file posts made by the test.
	 *
	 * @var int[]
	 */
	private array $source_posts = array();

	/**
	 * The library.
	 *
	 * @var Library
	 */
	protected Library $library;

	/**
	 * Starts with no import under way.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->library = Library::create_default();
		$this->forget_imports();
	}

	/**
	 * Removes the source rows and files, what the imports made, and the imports' records.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$this->register_wpfd( true );
		foreach ( $this->source_posts as $id ) {
			wp_delete_post( $id, true );
			$wpdb->delete( $wpdb->term_relationships, array( 'object_id' => $id ) );
		}
		foreach ( $this->source_terms as $id ) {
			$term = get_term( $id );
			if ( $term instanceof \WP_Term ) {
				wp_delete_term( $id, $term->taxonomy );
			}
			delete_option( Wpfd_Source::CATEGORY_OPTION_PREFIX . $id );
		}
		// Rows the test wrote by hand (terms pointing nowhere).
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->term_taxonomy} WHERE taxonomy IN ( %s, %s )", Wpfd_Source::CATEGORY_TAXONOMY, Wpfd_Source::TAG_TAXONOMY ) );
		$this->register_wpfd( false );
		self::remove_dir( wp_get_upload_dir()['basedir'] . '/' . Wpfd_Source::FOLDER );

		wp_set_current_user( 1 );
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s", Wpfd_Importer::META_SOURCE ) );
		foreach ( $ids as $id ) {
			if ( $this->library->get( (int) $id ) ) {
				$this->library->delete( (int) $id );
			}
		}
		$terms = $wpdb->get_results( $wpdb->prepare( "SELECT tt.term_id, tt.taxonomy FROM {$wpdb->termmeta} tm INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = tm.term_id WHERE tm.meta_key = %s ORDER BY tt.term_id DESC", Wpfd_Importer::META_SOURCE ) );
		foreach ( $terms as $term ) {
			wp_delete_term( (int) $term->term_id, $term->taxonomy );
		}
		$this->forget_imports();
		remove_all_filters( Wpfd_Importer::FILTER_FILE_BATCH );
		parent::tearDown();
	}

	/**
	 * Deletes every import record, the locks and the scheduled batches.
	 */
	private function forget_imports(): void {
		global $wpdb;
		$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( Import_Records::OPTION_PREFIX ) . '%' ) );
		foreach ( $names as $name ) {
			delete_option( $name );
		}
		wp_unschedule_hook( Wpfd_Importer::CRON_HOOK );
	}

	/**
	 * Registers WP File Download's post type and taxonomies as it does, or unregisters them.
	 *
	 * @param bool $on Register.
	 */
	protected function register_wpfd( bool $on ): void {
		Wpfd_Fixture::register( $on );
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
		$id                   = Wpfd_Fixture::category( $name, $parent, $order, $roles, $params, $access );
		$this->source_terms[] = $id;
		return $id;
	}

	/**
	 * A WP File Download tag.
	 *
	 * @param string $name Name.
	 * @return int Term id.
	 */
	protected function wpfd_tag( string $name ): int {
		$id                   = Wpfd_Fixture::tag( $name );
		$this->source_terms[] = $id;
		return $id;
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
		$id                   = Wpfd_Fixture::file( $category, $title, $bytes, $meta, $post, $tags );
		$this->source_posts[] = $id;
		return $id;
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

	/**
	 * The library file imported from a source file, or 0.
	 *
	 * @param int $source_id Source post id.
	 */
	protected function imported_file( int $source_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT pm.post_id FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id WHERE p.post_type = %s AND pm.meta_key = %s AND pm.meta_value = %s", Files_Module::POST_TYPE, Wpfd_Importer::META_SOURCE, Wpfd_Importer::key( $source_id ) ) );
	}

	/**
	 * The library category imported from a source category, or 0.
	 *
	 * @param int $source_id Source term id.
	 */
	protected function imported_category( int $source_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT tm.term_id FROM {$wpdb->termmeta} tm INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = tm.term_id WHERE tt.taxonomy = %s AND tm.meta_key = %s AND tm.meta_value = %s", Files_Module::CATEGORY_TAXONOMY, Wpfd_Importer::META_SOURCE, Wpfd_Importer::key( $source_id ) ) );
	}

	/**
	 * How many library files imports made.
	 */
	protected function imported_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id WHERE p.post_type = %s AND pm.meta_key = %s", Files_Module::POST_TYPE, Wpfd_Importer::META_SOURCE ) );
	}

	/**
	 * Starts an import through REST and polls it until it ends, as the admin screen will.
	 *
	 * @param bool $dry_run Dry run.
	 * @return array<string, mixed> The last answer.
	 */
	protected function import( bool $dry_run = false ): array {
		$started = $this->rest( 'POST', '/frontage/v1/imports', array( 'source' => 'wpfd', 'dry_run' => $dry_run ) );
		$this->assertSame( 201, $started->get_status(), (string) wp_json_encode( $started->get_data() ) );
		return $this->poll( (int) $started->get_data()['id'] );
	}

	/**
	 * Polls an import until it ends.
	 *
	 * @param int $id Import id.
	 * @return array<string, mixed> The last answer.
	 */
	protected function poll( int $id ): array {
		for ( $polls = 0; $polls < 100; $polls++ ) {
			$answer = $this->rest( 'GET', '/frontage/v1/imports/' . $id );
			$this->assertSame( 200, $answer->get_status() );
			$data = $answer->get_data();
			if ( in_array( $data['status'], array( 'done', 'failed' ), true ) ) {
				return $data;
			}
		}
		$this->fail( 'The import did not end.' );
	}

	/**
	 * The code of each source row's first problem in a report.
	 *
	 * @param array<string, mixed> $answer An import's answer.
	 * @return array<string, string>
	 */
	protected static function problems( array $answer ): array {
		$codes = array();
		foreach ( $answer['report']['problems'] as $problem ) {
			$codes[ $problem['item'] ] ??= $problem['code'];
		}
		return $codes;
	}

	/**
	 * Deletes a folder and what it holds.
	 *
	 * @param string $dir Folder.
	 */
	private static function remove_dir( string $dir ): void {
		if ( ! is_dir( $dir ) ) {
			return;
		}
		$entries = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $entries as $entry ) {
			if ( $entry->isDir() && ! $entry->isLink() ) {
				rmdir( $entry->getPathname() );
			} else {
				unlink( $entry->getPathname() );
			}
		}
		rmdir( $dir );
	}
}
