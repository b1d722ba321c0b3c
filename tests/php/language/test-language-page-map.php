<?php
/**
 * Tests for includes/language/class-language-page-map.php: the pages' languages kept in one
 * autoloaded option, and the page links made from it (docs/language.md "Language addresses").
 *
 * @package Frontage
 */

use Frontage\Language\Language_Page_Map;
use Frontage\Language\Language_Settings;
use Frontage\Language\Language_Urls;
use Frontage\Tests\Test_Case;

/**
 * The map, what drops it, and the links of a listed page.
 */
final class Test_Language_Page_Map extends Test_Case {

	/**
	 * English and German (under /de/) published; the map built afresh.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_option(
			Language_Settings::OPTION,
			array_merge(
				Language_Settings::get(),
				array(
					'default_language'  => 'en_US',
					'publish_languages' => array( 'en_US', 'de_DE' ),
					'url_slugs'         => array(
						'en_US' => '',
						'de_DE' => 'de',
					),
				)
			)
		);
		$this->restore_option_after_test( Language_Page_Map::OPTION );
		delete_option( Language_Page_Map::OPTION );
		wp_cache_delete( Language_Page_Map::OPTION, 'options' ); // Read on its own after a child process wrote it.
		wp_cache_delete( 'alloptions', 'options' );
	}

	/**
	 * A page with a language.
	 *
	 * @param string $language Its stored language meta.
	 * @param string $type     Post type.
	 */
	private function page_in( string $language, string $type = 'page' ): int {
		$id = $this->create_post(
			array(
				'post_type'  => $type,
				'post_title' => 'Page map ' . $language,
			)
		);
		update_post_meta( $id, Language_Urls::META_LANGUAGE, $language );
		return $id;
	}

	/**
	 * The map lists pages with a language (as stored) and no post, and is kept autoloaded.
	 */
	public function test_the_map_lists_pages_with_a_language_and_is_autoloaded(): void {
		$german = $this->page_in( 'de_DE' );
		$post   = $this->page_in( 'de_DE', 'post' );

		$pages = Language_Page_Map::pages();

		$this->assertSame( 'de_DE', $pages[ $german ] ?? null );
		$this->assertArrayNotHasKey( $post, $pages, 'Posts are not in the pages’ map.' );
		global $wpdb;
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Language_Page_Map::OPTION ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( 'yes', $autoload, 'Read with WordPress’s own options: no query of its own.' );
	}

	/**
	 * Changing or deleting a page's language drops the map, and the next reading sees the change.
	 */
	public function test_a_pages_language_change_is_seen_at_once(): void {
		$page = $this->page_in( 'de_DE' );
		$this->assertSame( 'de_DE', Language_Page_Map::pages()[ $page ] ?? null );

		update_post_meta( $page, Language_Urls::META_LANGUAGE, '' );
		$this->assertSame( '', Language_Page_Map::pages()[ $page ] ?? null, 'Dropped on the change, and built again with it.' );

		delete_post_meta( $page, Language_Urls::META_LANGUAGE );
		$this->assertArrayNotHasKey( $page, Language_Page_Map::pages() );
	}

	/**
	 * A list of pages links each under its own language from the map, without reading their
	 * meta; a change in the same request is seen by the next link.
	 */
	public function test_a_listed_pages_link_has_its_languages_prefix(): void {
		$german  = $this->page_in( 'de_DE' );
		$english = $this->page_in( '' );
		wp_cache_delete( $german, 'post_meta' );
		wp_cache_delete( $english, 'post_meta' );
		$urls = new Language_Urls();

		$urls->prime_listed_languages( array( get_post( $german ), get_post( $english ) ) );

		$this->assertFalse( wp_cache_get( $german, 'post_meta' ), 'The page’s meta was not read.' );
		$this->assertStringContainsString( '/de/', (string) get_permalink( $german ) );
		$this->assertStringNotContainsString( '/de/', (string) get_permalink( $english ) );

		update_post_meta( $german, Language_Urls::META_LANGUAGE, '' );
		$this->assertStringNotContainsString( '/de/', (string) get_permalink( $german ), 'Its language changed in this request.' );
	}

	/**
	 * Past MAX_PAGES rows of pages' languages the map keeps only that there are too many
	 * (pages() is null), and a list of pages reads their meta instead, still linking each under
	 * its language.
	 */
	public function test_too_many_pages_fall_back_to_the_meta(): void {
		global $wpdb;
		$page   = $this->page_in( 'de_DE' );
		$values = implode( ',', array_fill( 0, Language_Page_Map::MAX_PAGES, $wpdb->prepare( '(%d, %s, %s)', $page, Language_Urls::META_LANGUAGE, 'de_DE' ) ) );
		$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES {$values}" ); // phpcs:ignore WordPress.DB -- test rows, values prepared above.
		wp_cache_delete( $page, 'post_meta' );
		delete_option( Language_Page_Map::OPTION ); // Written around the meta functions: no hook dropped it.
		wp_cache_delete( Language_Page_Map::OPTION, 'options' );

		$this->assertNull( Language_Page_Map::pages() );
		( new Language_Urls() )->prime_listed_languages( array( get_post( $page ), get_post( $this->page_in( '' ) ) ) );
		$this->assertStringContainsString( '/de/', (string) get_permalink( $page ) );
	}
}
