<?php
/**
 * Tests that the search form's filter lists, kept between requests (Search_Facets), are never
 * out of date: a list made before a change to the library is made again after it, per visible
 * scope, and download counts alone keep the lists (docs/search.md, "Refusals and constants").
 *
 * @package Frontage
 */

use Frontage\Files\Files_Module;
use Frontage\Search\Search_Facets;
use Frontage\Search\Search_Schema;
use Frontage\Tests\Search_Test_Case;

require_once __DIR__ . '/class-search-test-case.php';

/**
 * The kept lists follow the library.
 */
final class Test_Search_Facets extends Search_Test_Case {

	/**
	 * The tag names a user is offered for the whole library.
	 *
	 * @param \WP_User $user The asker.
	 * @return string[]
	 */
	private function tag_names( \WP_User $user ): array {
		$tags = $this->service->tags_for_category( 0, $user );
		$this->assertIsArray( $tags );
		return array_column( $tags, 'name' );
	}

	/**
	 * A new file's tags and type are offered at once; a private file's only to those who may
	 * see it; a renamed tag shows its new name; a deleted tag leaves the list.
	 */
	public function test_the_lists_follow_the_library(): void {
		$visitor = $this->user( null );
		$manager = $this->user( 'administrator' );
		$this->tag_names( $visitor );
		$this->tag_names( $manager );

		$this->make_file( array( 'tags' => array( $this->token . '-open' ) ), 'notes.csv', "a,b\n" );
		$this->make_file(
			array(
				'tags'   => array( $this->token . '-secret' ),
				'status' => 'private',
			)
		);

		$this->assertContains( $this->token . '-open', $this->tag_names( $visitor ) );
		$this->assertNotContains( $this->token . '-secret', $this->tag_names( $visitor ) );
		$this->assertContains( $this->token . '-secret', $this->tag_names( $manager ) );
		$this->assertContains( 'csv', $this->service->types( $visitor ) );

		$tag = get_term_by( 'name', $this->token . '-open', Files_Module::TAG_TAXONOMY );
		$this->assertInstanceOf( WP_Term::class, $tag );
		wp_update_term( $tag->term_id, Files_Module::TAG_TAXONOMY, array( 'name' => $this->token . '-renamed' ) );
		$this->assertContains( $this->token . '-renamed', $this->tag_names( $visitor ) );
		$this->assertNotContains( $this->token . '-open', $this->tag_names( $visitor ) );

		wp_delete_term( $tag->term_id, Files_Module::TAG_TAXONOMY );
		$this->assertNotContains( $this->token . '-renamed', $this->tag_names( $visitor ) );
	}

	/**
	 * A second request reads the lists it made without asking the index again; counting
	 * downloads keeps them, as it changes none.
	 */
	public function test_downloads_keep_the_lists_and_a_kept_list_is_one_read(): void {
		$file    = $this->make_file( array( 'tags' => array( $this->token . '-kept' ) ) );
		$visitor = $this->user( null );
		$this->tag_names( $visitor );
		$this->service->types( $visitor );
		$stamp = get_option( Search_Facets::OPTION_STAMP );

		$this->library->count_downloads( array( $file->id ) );
		$this->assertSame( $stamp, get_option( Search_Facets::OPTION_STAMP ), 'Downloads change no list.' );

		wp_cache_flush();
		$index_reads = array();
		$watch       = static function ( string $sql ) use ( &$index_reads ): string {
			if ( str_contains( $sql, Search_Schema::table() ) ) {
				$index_reads[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $watch );
		$names = $this->tag_names( $visitor );
		$this->service->types( $visitor );
		remove_filter( 'query', $watch );

		$this->assertContains( $this->token . '-kept', $names );
		$this->assertSame( array(), $index_reads, 'Kept lists are read from their option, not made again from the index.' );
	}
}
