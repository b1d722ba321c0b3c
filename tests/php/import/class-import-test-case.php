<?php
/**
 * The base of the import tests, whatever the source: a library to import into, imports started
 * and polled through REST as the admin screen does, and, after each test, what the imports made
 * and their records removed. Each source's test case (Wpfd_Import_Test_Case,
 * Dlm_Import_Test_Case) seeds and removes its own rows.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Import\Import_Records;
use Frontage\Import\Importer;

/**
 * Base class for tests/php/import.
 */
abstract class Import_Test_Case extends Test_Case {

	/**
	 * The source the test imports from (POST /imports `source`).
	 */
	protected const SOURCE = 'wpfd';

	/**
	 * The source's category and tag taxonomies: rows left in them are removed after each test.
	 */
	protected const SOURCE_TAXONOMIES = array();

	/**
	 * The folder inside uploads holding the source's files, removed after each test.
	 */
	protected const SOURCE_FOLDER = '';

	/**
	 * Source terms made by the test.
	 *
	 * @var int[]
	 */
	private array $source_terms = array();

	/**
	 * Source posts made by the test.
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
	 * Removes the source's rows and files (those the test made, and any left in its taxonomies),
	 * then what the imports made (every library file, category and tag carrying a source row)
	 * and the imports' records.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$this->remove_source_rows();
		wp_set_current_user( 1 );
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s", Importer::META_SOURCE ) );
		foreach ( $ids as $id ) {
			if ( $this->library->get( (int) $id ) ) {
				$this->library->delete( (int) $id );
			}
		}
		$terms = $wpdb->get_results( $wpdb->prepare( "SELECT tt.term_id, tt.taxonomy FROM {$wpdb->termmeta} tm INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = tm.term_id WHERE tm.meta_key = %s ORDER BY tt.term_id DESC", Importer::META_SOURCE ) );
		foreach ( $terms as $term ) {
			wp_delete_term( (int) $term->term_id, $term->taxonomy );
		}
		$this->forget_imports();
		remove_all_filters( Importer::FILTER_FILE_BATCH );
		parent::tearDown();
	}

	/**
	 * Registers the source plugin's post types and taxonomies as it does, or unregisters them
	 * (its fixture's register()): registered while a test writes its rows, as when it is
	 * active; unregistered while the import reads them, as when it is not.
	 *
	 * @param bool $on Register.
	 */
	abstract protected function register_source( bool $on ): void;

	/**
	 * Removes what a source keeps of one of its terms besides the term (nothing by default).
	 *
	 * @param int $id Source term id.
	 */
	protected function forget_source_term( int $id ): void {
	}

	/**
	 * Keeps a source term the test made, to remove it after the test.
	 *
	 * @param int $id Source term id.
	 * @return int The id.
	 */
	protected function source_term( int $id ): int {
		$this->source_terms[] = $id;
		return $id;
	}

	/**
	 * Keeps a source post the test made, to remove it after the test.
	 *
	 * @param int $id Source post id.
	 * @return int The id.
	 */
	protected function source_post( int $id ): int {
		$this->source_posts[] = $id;
		return $id;
	}

	/**
	 * Removes the source's posts (the last made first: a child before its parent), terms, rows
	 * the test wrote by hand in its taxonomies (terms pointing nowhere) and files.
	 */
	private function remove_source_rows(): void {
		global $wpdb;
		$this->register_source( true );
		foreach ( array_reverse( $this->source_posts ) as $id ) {
			wp_delete_post( $id, true );
			$wpdb->delete( $wpdb->term_relationships, array( 'object_id' => $id ) );
		}
		foreach ( $this->source_terms as $id ) {
			$term = get_term( $id );
			if ( $term instanceof \WP_Term ) {
				wp_delete_term( $id, $term->taxonomy );
			}
			$this->forget_source_term( $id );
		}
		$this->source_posts = array();
		$this->source_terms = array();
		foreach ( static::SOURCE_TAXONOMIES as $taxonomy ) {
			$wpdb->delete( $wpdb->term_taxonomy, array( 'taxonomy' => $taxonomy ) );
		}
		$this->register_source( false );
		if ( '' !== static::SOURCE_FOLDER ) {
			self::remove_dir( wp_get_upload_dir()['basedir'] . '/' . static::SOURCE_FOLDER );
		}
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
		wp_unschedule_hook( Importer::CRON_HOOK );
	}

	/**
	 * The library file imported from a source file, or 0.
	 *
	 * @param int         $source_id Source id (a WP File Download file post, a Download Monitor download).
	 * @param string|null $source    The source's name; null: the test's.
	 */
	protected function imported_file( int $source_id, ?string $source = null ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT pm.post_id FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id WHERE p.post_type = %s AND pm.meta_key = %s AND pm.meta_value = %s", Files_Module::POST_TYPE, Importer::META_SOURCE, Importer::key( $source_id, $source ?? static::SOURCE ) ) );
	}

	/**
	 * The library category imported from a source category, or 0.
	 *
	 * @param int         $source_id Source term id.
	 * @param string|null $source    The source's name; null: the test's.
	 */
	protected function imported_category( int $source_id, ?string $source = null ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT tm.term_id FROM {$wpdb->termmeta} tm INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = tm.term_id WHERE tt.taxonomy = %s AND tm.meta_key = %s AND tm.meta_value = %s", Files_Module::CATEGORY_TAXONOMY, Importer::META_SOURCE, Importer::key( $source_id, $source ?? static::SOURCE ) ) );
	}

	/**
	 * How many library files imports made.
	 */
	protected function imported_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id WHERE p.post_type = %s AND pm.meta_key = %s", Files_Module::POST_TYPE, Importer::META_SOURCE ) );
	}

	/**
	 * Starts an import from the test's source through REST and polls it until it ends, as the
	 * admin screen does.
	 *
	 * @param bool   $dry_run   Dry run.
	 * @param string $file_mode `copy` or `move`.
	 * @return array<string, mixed> The last answer.
	 */
	protected function import( bool $dry_run = false, string $file_mode = 'copy' ): array {
		$started = $this->rest(
			'POST',
			'/frontage/v1/imports',
			array(
				'source'    => static::SOURCE,
				'dry_run'   => $dry_run,
				'file_mode' => $file_mode,
			)
		);
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
	 * Every problem code a report names for one source row.
	 *
	 * @param array<string, mixed> $answer An import's answer.
	 * @param string               $item   The source row, e.g. `download-monitor:file:12`.
	 * @return string[]
	 */
	protected static function codes_of( array $answer, string $item ): array {
		return array_values( array_column( array_filter( $answer['report']['problems'], static fn ( array $p ): bool => $item === $p['item'] ), 'code' ) );
	}

	/**
	 * Deletes a folder and what it holds.
	 *
	 * @param string $dir Folder.
	 */
	protected static function remove_dir( string $dir ): void {
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
