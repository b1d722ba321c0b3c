<?php
/**
 * Tests for tests/php/import/class-wpfd-fixture.php: the bulk writer the import benchmark seeds
 * with (bench/php/seed-import.php) writes the rows WordPress writes for WP File Download's
 * add-file code, so that the benchmark imports what a real WP File Download site holds.
 *
 * @package Frontage
 */

use Frontage\Import\Wpfd_Source;
use Frontage\Tests\Wpfd_Fixture;
use Frontage\Tests\Wpfd_Import_Test_Case;

require_once __DIR__ . '/class-wpfd-import-test-case.php';

/**
 * Wpfd_Fixture::insert_files() against Wpfd_Fixture::file().
 */
final class Test_Wpfd_Fixture extends Wpfd_Import_Test_Case {

	/**
	 * A stored file with a tag, and a private link: each written once through wp_insert_post()
	 * and once in bulk gives the same post row (but for its id, and the slug WordPress makes
	 * unique), the same details, terms and term counts, and the bytes' path in the category's
	 * folder.
	 */
	public function test_bulk_rows_are_the_rows_wordpress_writes(): void {
		global $wpdb;
		$category = $this->wpfd_category( 'Fixture rows' );
		$tag      = $this->wpfd_tag( 'Fixture rows tag' );
		$cases    = array(
			'stored file' => array(
				'meta'  => array(
					'hits'    => 3,
					'version' => '2.0',
				),
				'post'  => array(),
				'bytes' => 'abc',
				'tags'  => array( $tag ),
			),
			'private link' => array(
				'meta'  => array(
					'file'       => 'https://example.com/fixture.pdf',
					'remote_url' => true,
				),
				'post'  => array( 'post_status' => 'private' ),
				'bytes' => null,
				'tags'  => array(),
			),
		);
		$bulk     = array();
		try {
			foreach ( $cases as $label => $case ) {
				$title = 'Fixture ' . $label;
				$one   = $this->wpfd_file( $category, $title, $case['bytes'], $case['meta'], $case['post'], $case['tags'] );
				$made  = Wpfd_Fixture::insert_files(
					array(
						array(
							'category' => $category,
							'title'    => $title,
							'excerpt'  => 'About ' . $title,
							'status'   => $case['post']['post_status'] ?? 'publish',
							'date'     => '2021-03-04 05:06:07',
							'date_gmt' => '2021-03-04 05:06:07',
							'author'   => 1,
							'tags'     => $case['tags'],
							'ext'      => 'txt',
							'size'     => strlen( (string) $case['bytes'] ),
							'meta'     => $case['meta'],
						),
					)
				);
				$this->assertCount( 1, $made );
				$bulk[] = $made[0]['id'];
				$this->assert_same_rows( $label, $one, $made[0]['id'] );
				$this->assertSame( null === $case['bytes'] ? null : Wpfd_Fixture::folder( $category ) . '/' . Wpfd_Fixture::stored_name( $made[0]['id'], $title, 'txt' ), $made[0]['path'], "$label: where its bytes go" );
			}
			$count = static fn ( int $term ): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT count FROM {$wpdb->term_taxonomy} WHERE term_id = %d", $term ) );
			$this->assertSame( 2, $count( $category ), 'Both published files count, the private ones do not.' );
			$this->assertSame( 2, $count( $tag ) );
		} finally {
			foreach ( $bulk as $id ) {
				$wpdb->delete( $wpdb->posts, array( 'ID' => $id ) );
				$wpdb->delete( $wpdb->postmeta, array( 'post_id' => $id ) );
				$wpdb->delete( $wpdb->term_relationships, array( 'object_id' => $id ) );
			}
		}
	}

	/**
	 * Two files' rows are the same but for what holds their ids.
	 *
	 * @param string $label Which case.
	 * @param int    $one   The file written through WordPress.
	 * @param int    $bulk  The file written in bulk.
	 */
	private function assert_same_rows( string $label, int $one, int $bulk ): void {
		global $wpdb;
		$row    = static fn ( int $id ): array => $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->posts} WHERE ID = %d", $id ), ARRAY_A );
		$meta   = static fn ( int $id ): array => array_map( static fn ( array $m ): array => array( $m['meta_key'], maybe_unserialize( $m['meta_value'] ) ), $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d ORDER BY meta_id", $id ), ARRAY_A ) );
		$terms  = static fn ( int $id ): array => $wpdb->get_col( $wpdb->prepare( "SELECT term_taxonomy_id FROM {$wpdb->term_relationships} WHERE object_id = %d ORDER BY term_taxonomy_id", $id ) );
		$a      = $row( $one );
		$b      = $row( $bulk );
		$rename = static fn ( string $value ): string => str_replace( 'file-' . $one . '-', 'file-' . $bulk . '-', $value );
		$this->assertSame( $a['post_name'] . '-2', $b['post_name'], "$label: the slug, made unique" );
		$this->assertSame( $rename( $a['guid'] ), $b['guid'], "$label: the guid (the stored file's path, or the link)" );
		unset( $a['ID'], $b['ID'], $a['post_name'], $b['post_name'], $a['guid'], $b['guid'] );
		$this->assertSame( $a, $b, "$label: the post row" );
		$renamed = static fn ( mixed $value ): mixed => is_string( $value ) ? $rename( $value ) : $value;
		$this->assertSame( array_map( static fn ( array $m ): array => array( $m[0], is_array( $m[1] ) ? array_map( $renamed, $m[1] ) : $m[1] ), $meta( $one ) ), $meta( $bulk ), "$label: the details" );
		$this->assertSame( $terms( $one ), $terms( $bulk ), "$label: the category and tags" );
		$this->assertSame( Wpfd_Source::POST_TYPE, $b['post_type'] );
	}
}
