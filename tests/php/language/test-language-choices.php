<?php
/**
 * Tests for includes/language/class-language-choices.php: the languages the Languages card
 * offers to add, GET /frontage/v1/languages (docs/language.md "The Languages screen").
 *
 * @package Frontage
 */

use Frontage\Language\Language_Choices;
use Frontage\Tests\Test_Case;

/**
 * Installed languages first, the bundled ones complete, WordPress's cached list used, no request
 * to WordPress.org, and only administrators may ask.
 */
final class Test_Language_Choices extends Test_Case {

	/**
	 * Language files this test installed.
	 *
	 * @var string[]
	 */
	private array $installed_files = array();

	/**
	 * Whether this test made WP_LANG_DIR.
	 *
	 * @var bool
	 */
	private bool $made_language_dir = false;

	/**
	 * Any request to another server fails the test: the list never needs the network.
	 */
	protected function setUp(): void {
		parent::setUp();
		delete_site_transient( Language_Choices::TRANSIENT );
		add_filter(
			'pre_http_request',
			function ( $answer, $args, $url ) {
				$this->fail( 'The language list asked the network: ' . $url );
			},
			10,
			3
		);
	}

	/**
	 * Removes the filter, the cached list and the language files.
	 */
	protected function tearDown(): void {
		remove_all_filters( 'pre_http_request' );
		delete_site_transient( Language_Choices::TRANSIENT );
		foreach ( $this->installed_files as $file ) {
			wp_delete_file( $file );
		}
		if ( $this->made_language_dir ) {
			rmdir( WP_LANG_DIR ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the test's own empty folder.
		}
		wp_cache_delete( 'available_translations', 'site-transient' );
		parent::tearDown();
	}

	/**
	 * Installs WordPress's translation of a locale as WordPress.org's language packs do: its .mo
	 * and .po files in WP_LANG_DIR.
	 *
	 * @param string $locale The locale.
	 */
	private function install( string $locale ): void {
		if ( ! is_dir( WP_LANG_DIR ) ) {
			$this->made_language_dir = wp_mkdir_p( WP_LANG_DIR );
		}
		$base = WP_LANG_DIR . '/' . $locale;
		file_put_contents( $base . '.mo', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a test fixture.
		file_put_contents( $base . '.po', "msgid \"\"\nmsgstr \"\"\n\"PO-Revision-Date: 2024-01-01 00:00:00+0000\\n\"\n\"Language: {$locale}\\n\"\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a test fixture.
		$this->installed_files[] = $base . '.mo';
		$this->installed_files[] = $base . '.po';
	}

	/**
	 * The list as the administrator's card gets it.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function choices(): array {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/frontage/v1/languages' );
		$this->assertSame( 200, $response->get_status() );
		return $response->get_data();
	}

	/**
	 * The list by code.
	 *
	 * @param array<int, array<string, mixed>> $choices The list.
	 * @return array<string, array<string, mixed>>
	 */
	private static function by_code( array $choices ): array {
		return array_column( $choices, null, 'code' );
	}

	/**
	 * Installed languages (and WordPress's own English) come first; a language WordPress has
	 * installed but nobody described still has its code as its name.
	 */
	public function test_installed_languages_come_first(): void {
		$this->install( 'nl_NL' );
		$this->install( 'fy' );

		$choices = $this->choices();

		$first = array_slice( $choices, 0, 3 );
		$this->assertSame( array( 'nl_NL', 'en_US', 'fy' ), array_column( $first, 'code' ), 'installed, by English name' );
		$this->assertSame( array( true, true, true ), array_column( $first, 'installed' ) );
		$this->assertSame( array(), array_filter( array_column( array_slice( $choices, 3 ), 'installed' ) ) );
		$this->assertSame(
			array(
				'code'         => 'nl_NL',
				'name'         => 'Nederlands',
				'english_name' => 'Dutch',
				'iso'          => 'nl',
				'slug'         => 'nl',
				'installed'    => true,
			),
			$choices[0]
		);
		$this->assertSame( array( 'fy', 'fy', 'fy', 'fy' ), array( $choices[2]['name'], $choices[2]['english_name'], $choices[2]['iso'], $choices[2]['slug'] ) );
		$this->assertCount( 1, array_keys( array_column( $choices, 'code' ), 'nl_NL', true ), 'listed once' );
	}

	/**
	 * Without anything installed or cached, the bundled languages are there, each complete:
	 * its speakers' name, its English name, a two-letter ISO code and that as its prefix.
	 */
	public function test_the_bundled_languages_are_complete_without_the_network(): void {
		$choices = self::by_code( $this->choices() );

		foreach ( array_keys( Language_Choices::BUNDLED ) as $code ) {
			$this->assertArrayHasKey( $code, $choices );
			$choice = $choices[ $code ];
			$this->assertNotSame( '', $choice['name'], $code );
			$this->assertNotSame( $code, $choice['name'], $code );
			$this->assertNotSame( $code, $choice['english_name'], $code );
			$this->assertMatchesRegularExpression( '/^[a-z]{2}$/', $choice['iso'], $code );
			$this->assertSame( $choice['iso'], $choice['slug'], $code );
		}
		$this->assertSame( array( 'Deutsch', 'German', 'de', 'de', false ), array_values( array_slice( $choices['de_DE'], 1 ) ) );
		$this->assertSame( 'Français', $choices['fr_FR']['name'] );
		$this->assertSame( '日本語', $choices['ja']['name'] );
	}

	/**
	 * WordPress's cached list of WordPress.org's languages adds theirs and names them; what is
	 * not a language in it (a bad code, a name with markup, an entry that is not one) is left
	 * out or cleaned.
	 */
	public function test_wordpress_cached_list_is_used(): void {
		set_site_transient(
			Language_Choices::TRANSIENT,
			array(
				// A code no other test installs (the first test installs fy).
				'li'        => array(
					'language'     => 'li',
					'english_name' => 'Limburgish',
					'native_name'  => 'Limburgs',
					'iso'          => array( 1 => 'li' ),
				),
				'de_DE'     => array(
					'english_name' => 'German',
					'native_name'  => '<b>Deutsch</b>',
					'iso'          => 'de',
				),
				'x y'       => array( 'native_name' => 'Bad' ),
				'haz'       => 'not a language',
				'sr_RS_lat' => array(
					'english_name' => 'Serbian (Latin)',
					'native_name'  => 'Srpski',
					'iso'          => array( 2 => 'srp' ),
				),
			)
		);
		$choices = self::by_code( $this->choices() );

		$this->assertSame( array( 'Limburgs', 'Limburgish', 'li', 'li', false ), array_values( array_slice( $choices['li'], 1 ) ) );
		$this->assertSame( 'Deutsch', $choices['de_DE']['name'] );
		$this->assertSame( 'de', $choices['de_DE']['iso'] );
		$this->assertArrayNotHasKey( 'x y', $choices );
		$this->assertSame( 'haz', $choices['haz']['name'] );
		$this->assertSame( array( 'Srpski', 'sr', 'sr' ), array( $choices['sr_RS_lat']['name'], $choices['sr_RS_lat']['iso'], $choices['sr_RS_lat']['slug'] ) );
	}

	/**
	 * The list is for the people who may change the language settings.
	 */
	public function test_only_administrators_may_ask(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/frontage/v1/languages' )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/frontage/v1/languages' )->get_status() );
		$this->assertNotEmpty( $this->choices() );
	}

	/**
	 * Settings → Frontage gets the list with the page, so the card asks nothing.
	 */
	public function test_the_settings_screen_gets_it_with_the_page(): void {
		$this->act_as( 'administrator' );
		$preload = array();
		foreach ( $GLOBALS['wp_filter']['admin_enqueue_scripts']->callbacks[20] ?? array() as $hooked ) {
			if ( is_array( $hooked['function'] ) && 'preload' === $hooked['function'][1] ) {
				$preload[] = $hooked['function'];
			}
		}
		$this->assertCount( 1, $preload, 'hooked once' );
		call_user_func( $preload[0], 'options-general.php' );
		$this->assertStringNotContainsString( '/languages', implode( "\n", (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) ), 'another screen' );
		call_user_func( $preload[0], 'settings_page_frontage' );
		$after = implode( "\n", (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertStringContainsString( '"\/frontage\/v1\/languages"', $after );
		$this->assertStringContainsString( '"code":"de_DE"', $after );
	}
}
