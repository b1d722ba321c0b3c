<?php
/**
 * Tests for includes/language/class-language-urls.php: prefixed addresses, the page language from
 * the path, translations, `<html lang>` (docs/language.md "Language addresses").
 *
 * @package Frontage
 */

use Frontage\Language\Language_Settings;
use Frontage\Language\Language_Urls;
use Frontage\Tests\Test_Case;

/**
 * The built-in provider, with English by default and German and French published.
 */
final class Test_Language_Urls extends Test_Case {

	/**
	 * The request's address before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $server = array();

	/**
	 * Three languages; the request as it was.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->server = $_SERVER;
		$this->set_option(
			Language_Settings::OPTION,
			require dirname( __DIR__ ) . '/fixtures/three-languages.php'
		);
	}

	/**
	 * Puts the request back.
	 */
	protected function tearDown(): void {
		$_SERVER                 = $this->server;
		$GLOBALS['wp_query']     = new WP_Query();
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		unregister_post_type( 'frontage_test_book' );
		parent::tearDown();
	}

	/**
	 * What language_urls() gives for an address, with the main query of that page.
	 *
	 * @param string               $path  The address after the site's home, e.g. `de/category/news/`.
	 * @param array<string, mixed> $query The main query's arguments; null for a 404.
	 * @return array<string, string>
	 */
	private function urls_of( string $path, ?array $query ): array {
		$_SERVER['REQUEST_URI'] = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ) . '/' . $path;
		$urls                   = new Language_Urls();
		$urls->strip_prefix( true );
		$urls->restore_uri();
		$wp_query = new WP_Query( $query ?? array() );
		if ( null === $query ) {
			$wp_query->set_404();
		}
		$GLOBALS['wp_query']     = $wp_query;
		$GLOBALS['wp_the_query'] = $wp_query;
		return $urls->language_urls();
	}

	/**
	 * Every kind of listing has its address in each language: the same address under the
	 * language's prefix (query included, later pages too), read from the English address and
	 * from the German one alike; a 404 page falls back to each language's home.
	 */
	public function test_every_page_type_has_its_address_in_each_language(): void {
		register_post_type(
			'frontage_test_book',
			array(
				'public'      => true,
				'has_archive' => 'books',
			)
		);
		$category = (int) wp_insert_term( 'News ' . wp_generate_password( 6, false ), 'category' )['term_id'];
		$tag      = (int) wp_insert_term( 'Tips ' . wp_generate_password( 6, false ), 'post_tag' )['term_id'];
		$author   = $this->act_as( 'author' );
		wp_set_current_user( 0 );
		$home  = trailingslashit( home_url() );
		$cases = array(
			'category'          => array( 'category/news/', array( 'cat' => $category ) ),
			'tag'               => array( 'tag/tips/page/2/', array( 'tag_id' => $tag, 'paged' => 2 ) ),
			'search'            => array( '?s=annual+report', array( 's' => 'annual report' ) ),
			'post type archive' => array( 'books/', array( 'post_type' => 'frontage_test_book' ) ),
			'author'            => array( 'author/someone/', array( 'author' => $author ) ),
			'date'              => array( '2024/05/', array( 'year' => 2024, 'monthnum' => 5 ) ),
		);
		foreach ( $cases as $type => [ $path, $query ] ) {
			$expected = array(
				'en_US' => $home . $path,
				'de_DE' => $home . 'de/' . $path,
				'fr_FR' => $home . 'fr/' . $path,
			);
			$this->assertSame( $expected, $this->urls_of( $path, $query ), $type . ', from the English address' );
			$this->assertSame( $expected, $this->urls_of( 'de/' . $path, $query ), $type . ', from the German address' );
		}

		$homes = array(
			'en_US' => $home,
			'de_DE' => $home . 'de/',
			'fr_FR' => $home . 'fr/',
		);
		$this->assertSame( $homes, $this->urls_of( 'de/no-such-page/', null ), 'A 404 page: each language’s home.' );
		$this->assertSame( $homes, $this->urls_of( 'no-such-page/', null ) );
		ob_start();
		( new Language_Urls() )->print_alternates();
		$this->assertSame( '', ob_get_clean(), 'A 404 page lists no hreflang alternates.' );
	}

	/**
	 * The first path segment names the language; anything else is the default language.
	 */
	public function test_the_path_names_the_language(): void {
		$home = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		$this->assertSame( array( 'de_DE', $home . '/kontakt/' ), Language_Urls::language_of_path( $home . '/de/kontakt/' ) );
		$this->assertSame( array( 'fr_FR', $home . '/' ), Language_Urls::language_of_path( $home . '/fr/' ) );
		$this->assertSame( array( 'fr_FR', $home . '/' ), Language_Urls::language_of_path( $home . '/FR' ) );
		$this->assertSame( array( 'en_US', $home . '/deutsch/' ), Language_Urls::language_of_path( $home . '/deutsch/' ) );
		$this->assertSame( array( 'en_US', $home . '/' ), Language_Urls::language_of_path( $home . '/' ) );
	}

	/**
	 * A prefixed request is parsed without its prefix, and the address is put back afterwards.
	 */
	public function test_a_prefixed_request_is_parsed_without_its_prefix(): void {
		$urls                   = new Language_Urls();
		$home                   = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		$_SERVER['REQUEST_URI'] = $home . '/de/kontakt/?a=1';
		$_SERVER['PATH_INFO']   = $home . '/de/kontakt/';

		$this->assertTrue( $urls->strip_prefix( true ) );
		$this->assertSame( $home . '/kontakt/?a=1', $_SERVER['REQUEST_URI'] );
		$this->assertSame( $home . '/kontakt/', $_SERVER['PATH_INFO'] );
		$this->assertSame( 'de_DE', $urls->current_language() );

		$urls->restore_uri();
		$this->assertSame( $home . '/de/kontakt/?a=1', $_SERVER['REQUEST_URI'] );
		$this->assertSame( $home . '/de/kontakt/', $_SERVER['PATH_INFO'] );
	}

	/**
	 * Posts of another language get its prefix; the default language's do not; a language
	 * that is not published is the default one.
	 */
	public function test_permalinks_carry_their_language_prefix(): void {
		$english = $this->create_post( array( 'post_type' => 'page' ) );
		$german  = $this->create_post(
			array(
				'post_type'  => 'page',
				'meta_input' => array( Language_Urls::META_LANGUAGE => 'de_DE' ),
			)
		);
		$spanish = $this->create_post(
			array(
				'post_type'  => 'page',
				'meta_input' => array( Language_Urls::META_LANGUAGE => 'es_ES' ),
			)
		);
		$home    = trailingslashit( home_url() );

		$this->assertStringStartsWith( $home . 'de/', (string) get_permalink( $german ) );
		$this->assertStringStartsNotWith( $home . 'de/', (string) get_permalink( $english ) );
		$this->assertStringStartsNotWith( $home . 'es/', (string) get_permalink( $spanish ) );
		$this->assertSame( 'en_US', Language_Urls::post_language( $spanish ) );
	}

	/**
	 * Translations keep only codes → positive ids.
	 */
	public function test_translations_are_cleaned(): void {
		$this->assertSame(
			array(
				'de_DE' => 12,
				'fr_FR' => 7,
			),
			Language_Urls::sanitize_translations(
				array(
					'de_DE'    => '12',
					'fr_FR'    => 7,
					'<script>' => 3,
					'it_IT'    => -4,
					5          => 9,
				)
			)
		);
		$this->assertSame( array(), Language_Urls::sanitize_translations( 'de_DE' ) );
	}

	/**
	 * `<html lang>` is the current language's ISO code.
	 */
	public function test_the_html_lang_follows_the_language(): void {
		$urls                   = new Language_Urls();
		$_SERVER['REQUEST_URI'] = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ) . '/fr/';
		$urls->strip_prefix( true );
		$this->assertSame( 'lang="fr"', $urls->language_attributes( 'lang="en-US"' ) );
		$this->assertSame( 'dir="ltr" lang="fr"', $urls->language_attributes( 'dir="ltr"' ) );
	}

	/**
	 * With one language published there are no prefixes: nothing changes.
	 */
	public function test_one_language_changes_nothing(): void {
		$this->set_option( Language_Settings::OPTION, array() );
		$urls                   = new Language_Urls();
		$path                   = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ) . '/de/kontakt/';
		$_SERVER['REQUEST_URI'] = $path;
		$urls->strip_prefix( true );
		$this->assertSame( $path, $_SERVER['REQUEST_URI'] );
		$page = $this->create_post(
			array(
				'post_type'  => 'page',
				'meta_input' => array( Language_Urls::META_LANGUAGE => 'de_DE' ),
			)
		);
		$this->assertStringStartsNotWith( trailingslashit( home_url() ) . 'de/', (string) get_permalink( $page ) );
	}

	/**
	 * The two post meta sent through REST with an array where a string or an id is expected get
	 * a 400 that names the field, and nothing changes; no warning.
	 */
	public function test_meta_of_the_wrong_type_is_refused_over_rest(): void {
		$this->act_as( 'editor' );
		$page   = $this->create_post(
			array(
				'post_type'  => 'page',
				'meta_input' => array( Language_Urls::META_LANGUAGE => 'de_DE' ),
			)
		);
		$other  = $this->create_post( array( 'post_type' => 'page' ) );
		$log    = $this->debug_log_size();
		foreach ( array(
			array( Language_Urls::META_LANGUAGE => array( 'fr_FR' ) ),
			array( Language_Urls::META_LANGUAGE => array( 'code' => 'fr_FR' ) ),
			array( Language_Urls::META_TRANSLATIONS => array( 'en_US' => array( $other ) ) ),
			array( Language_Urls::META_TRANSLATIONS => array( 'en_US' => array( 'id' => $other ) ) ),
			array( Language_Urls::META_TRANSLATIONS => 'en_US' ),
			array( Language_Urls::META_TRANSLATIONS => array( $other ) ),
		) as $meta ) {
			$response = $this->rest( 'POST', '/wp/v2/pages/' . $page, array( 'meta' => $meta ) );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $meta ) );
			$this->assertNotSame( '', (string) ( $response->get_data()['message'] ?? '' ), 'The 400 says what is wrong.' );
			$this->assertSame( 'de_DE', get_post_meta( $page, Language_Urls::META_LANGUAGE, true ) );
			$this->assertSame( array(), Language_Urls::sanitize_translations( get_post_meta( $other, Language_Urls::META_TRANSLATIONS, true ) ) );
		}
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * A language stored as an array (written around the meta's sanitizing, before `init` or
	 * straight into the table) reads as the default language, in permalinks and in REST; no
	 * warning.
	 */
	public function test_a_language_stored_as_an_array_reads_as_the_default(): void {
		global $wpdb;
		$this->act_as( 'editor' );
		$page = $this->create_post( array( 'post_type' => 'page' ) );
		$wpdb->insert(
			$wpdb->postmeta,
			array(
				'post_id'    => $page,
				'meta_key'   => Language_Urls::META_LANGUAGE, // Meta query: one row.
				'meta_value' => maybe_serialize( array( 'de_DE' ) ), // Meta query: one row.
			)
		);
		wp_cache_delete( $page, 'post_meta' );
		$log = $this->debug_log_size();

		$this->assertSame( 'en_US', Language_Urls::post_language( $page ) );
		$this->assertStringStartsNotWith( trailingslashit( home_url() ) . 'de/', (string) get_permalink( $page ) );
		$response = $this->rest( 'GET', '/wp/v2/pages/' . $page, array( 'context' => 'edit' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertContains( $response->get_data()['meta'][ Language_Urls::META_LANGUAGE ], array( null, '' ), 'No language: the panel shows the default one.' );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}
}
