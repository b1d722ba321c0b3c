<?php
/**
 * Tests for includes/files/class-download-counter.php: counts written with raw UPDATEs are seen at
 * once by everything that reads files through WordPress's caches (docs/scale-out.md "A persistent
 * object cache").
 *
 * @package Frontage
 */

namespace Frontage\Tests;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

require_once __DIR__ . '/class-library-test-case.php';

/**
 * A table sorted by downloads follows the downloads, one file or a zip's many.
 */
final class Test_Download_Counter extends Library_Test_Case {

	/**
	 * The files of a fresh category, most downloaded first.
	 *
	 * @param int $category The category.
	 * @return list<string> Their titles.
	 */
	private function most_downloaded( int $category ): array {
		$listed = $this->library->list(
			array(
				'category' => $category,
				'orderby'  => 'downloads',
				'order'    => 'desc',
			)
		);
		return array_map( static fn ( $file ): string => $file->title . ' ' . $file->downloads, $listed['files'] );
	}

	/**
	 * A download moves its file up a table sorted by downloads on the next page that shows it:
	 * WordPress keeps the table's query in the object cache (for as long as a persistent cache
	 * keeps it) until a post or its meta changes, and the count is a raw UPDATE that WordPress
	 * does not see.
	 */
	public function test_a_download_reorders_a_table_sorted_by_downloads(): void {
		$this->act_as( 'administrator' );
		$category = $this->make_category()['id'];
		$first    = $this->make_file( array( 'title' => 'Alpha', 'category' => $category ) );
		$second   = $this->make_file( array( 'title' => 'Beta', 'category' => $category ) );
		$this->library->count_download( $first->id );
		$this->assertSame( array( 'Alpha 1', 'Beta 0' ), $this->most_downloaded( $category ) );

		$this->library->count_download( $second->id );
		$this->library->count_download( $second->id );
		$this->assertSame( array( 'Beta 2', 'Alpha 1' ), $this->most_downloaded( $category ), 'One download at a time.' );

		$this->library->count_downloads( array( $first->id ) );
		$this->library->count_downloads( array( $first->id, $second->id ) );
		$this->library->count_downloads( array( $first->id ) );
		$this->assertSame( array( 'Alpha 4', 'Beta 3' ), $this->most_downloaded( $category ), 'A zip’s files together.' );
	}
}
