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
			array(
				'default_language'  => 'en_US',
				'publish_languages' => array( 'en_US', 'de_DE', 'fr_FR' ),
				'url_slugs'         => array(
					'en_US' => '',
					'de_DE' => 'de',
					'fr_FR' => 'fr',
				),
			)
		);
	}

	/**
	 * Puts the request back.
	 */
	protected function tearDown(): void {
		$_SERVER = $this->server;
		parent::tearDown();
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
