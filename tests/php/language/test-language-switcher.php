<?php
/**
 * Tests for includes/language/class-language-switcher.php: the Language switcher block as
 * visitors get it, through render_block().
 *
 * @package Frontage
 */

use Frontage\Language\Language_Settings;
use Frontage\Language\Language_Urls;
use Frontage\Tests\Test_Case;

/**
 * An English page with its German translation, and French published without one.
 */
final class Test_Language_Switcher extends Test_Case {

	/**
	 * The English page.
	 *
	 * @var int
	 */
	private int $english = 0;

	/**
	 * Its German translation.
	 *
	 * @var int
	 */
	private int $german = 0;

	/**
	 * Three languages, two linked pages, the English one open.
	 */
	protected function setUp(): void {
		parent::setUp();
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
				'english_name'      => array(
					'en_US' => 'English',
					'de_DE' => 'Deutsch',
					'fr_FR' => 'Français & co',
				),
			)
		);
		$this->english = $this->create_post( array( 'post_type' => 'page' ) );
		$this->german  = $this->create_post(
			array(
				'post_type'  => 'page',
				'meta_input' => array( Language_Urls::META_LANGUAGE => 'de_DE' ),
			)
		);
		update_post_meta( $this->english, Language_Urls::META_TRANSLATIONS, array( 'de_DE' => $this->german ) );
		update_post_meta( $this->german, Language_Urls::META_TRANSLATIONS, array( 'en_US' => $this->english ) );
		$this->open( $this->english );
	}

	/**
	 * Makes a page the one being viewed.
	 *
	 * @param int $page_id The page.
	 */
	private function open( int $page_id ): void {
		$GLOBALS['wp_query']     = new WP_Query( array( 'page_id' => $page_id ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
	}

	/**
	 * Puts the main query back.
	 */
	protected function tearDown(): void {
		$GLOBALS['wp_query']     = new WP_Query();
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		remove_all_filters( Language_Urls::FILTER_URLS );
		parent::tearDown();
	}

	/**
	 * The block's markup.
	 *
	 * @param mixed $attributes Its attributes (an array, unless a test says otherwise).
	 */
	private function render( mixed $attributes = array() ): string {
		return render_block(
			array(
				'blockName'    => 'frontage/language-switcher',
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The links: the translation, the page itself marked, a language's home where there is none.
	 */
	public function test_it_lists_the_page_in_each_language(): void {
		$html = $this->render();

		$this->assertStringStartsWith( '<nav ', $html );
		$this->assertStringContainsString( 'aria-label="Languages"', $html );
		$this->assertStringContainsString( 'is-horizontal', $html );
		$this->assertStringContainsString( sprintf( '<a href="%s" hreflang="en" aria-current="page">English</a>', esc_url( (string) get_permalink( $this->english ) ) ), $html );
		$german = (string) get_permalink( $this->german );
		$this->assertStringContainsString( '/de/', $german );
		$this->assertStringContainsString( sprintf( '<a href="%s" hreflang="de">Deutsch</a>', esc_url( $german ) ), $html );
		$this->assertStringContainsString( sprintf( '<a href="%s" hreflang="fr">Français &amp; co</a>', esc_url( home_url( '/fr/' ) ) ), $html );
	}

	/**
	 * Untranslated languages left out on request; one link alone is no switcher.
	 */
	public function test_untranslated_languages_can_be_left_out(): void {
		$html = $this->render(
			array(
				'untranslated' => 'hide',
				'orientation'  => 'vertical',
			)
		);
		$this->assertStringNotContainsString( 'hreflang="fr"', $html );
		$this->assertStringContainsString( 'is-vertical', $html );

		$lonely = $this->create_post( array( 'post_type' => 'page' ) );
		$this->open( $lonely );
		$this->assertSame( '', $this->render( array( 'untranslated' => 'hide' ) ) );
	}

	/**
	 * A provider's addresses are used, and what is not an address never reaches the page.
	 */
	public function test_a_provider_supplies_the_addresses(): void {
		add_filter(
			Language_Urls::FILTER_URLS,
			static fn (): array => array(
				'en_US' => 'https://example.test/en/',
				'de_DE' => 'javascript:alert(1)',
				'fr_FR' => 'https://example.test/fr/"onmouseover="x',
			)
		);
		$html = $this->render( array( 'untranslated' => 'hide' ) );

		$this->assertStringContainsString( 'href="https://example.test/en/"', $html );
		$this->assertStringNotContainsString( 'javascript', $html );
		$this->assertStringNotContainsString( '"onmouseover', $html );
	}

	/**
	 * Flags, when asked for: each language's country as an emoji before its name, hidden from
	 * screen readers; a language whose code names no country has none. Off by default, and a
	 * value that is not true/false leaves them off.
	 */
	public function test_flags_show_when_asked(): void {
		$flag = static fn ( string $emoji ): string => '<span class="wp-block-frontage-language-switcher__flag wp-exclude-emoji" aria-hidden="true">' . $emoji . '</span>';
		$html = $this->render( array( 'showFlags' => true ) );

		$this->assertStringContainsString( sprintf( '<a href="%s" hreflang="en" aria-current="page">%sEnglish</a>', esc_url( (string) get_permalink( $this->english ) ), $flag( '🇺🇸' ) ), $html );
		$this->assertStringContainsString( 'hreflang="de">' . $flag( '🇩🇪' ) . 'Deutsch</a>', $html );
		$this->assertStringContainsString( 'hreflang="fr">' . $flag( '🇫🇷' ) . 'Français &amp; co</a>', $html );
		$this->assertStringNotContainsString( '<img', $html );

		$this->assertStringNotContainsString( '__flag', $this->render() );
		$this->assertStringNotContainsString( '__flag', $this->render( array( 'showFlags' => 'yes' ) ) );

		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'  => 'en_US',
				'publish_languages' => array( 'en_US', 'eo', 'es_419', 'pt-BR' ),
				'english_name'      => array( 'eo' => 'Esperanto' ),
			)
		);
		$html = $this->render( array( 'showFlags' => true ) );
		$this->assertStringContainsString( 'hreflang="eo">Esperanto</a>', $html );
		$this->assertStringContainsString( 'hreflang="es">es_419</a>', $html );
		$this->assertStringContainsString( '>' . $flag( '🇧🇷' ) . 'pt-BR</a>', $html );
	}

	/**
	 * The block editor's script gets the published languages (its preview and the language
	 * list of its settings), printed before it when the block editor enqueues its assets.
	 */
	public function test_the_editor_script_gets_the_published_languages(): void {
		$block  = WP_Block_Type_Registry::get_instance()->get_registered( 'frontage/language-switcher' );
		$handle = $block->editor_script_handles[0];
		wp_scripts()->add_data( $handle, 'before', array() );

		do_action( 'enqueue_block_editor_assets' );

		$printed = implode( "\n", (array) wp_scripts()->get_data( $handle, 'before' ) );
		$this->assertStringContainsString( 'window.frontageLanguageSwitcher = ', $printed );
		$data = json_decode( substr( $printed, strpos( $printed, '{' ), strrpos( $printed, '}' ) - strpos( $printed, '{' ) + 1 ), true );
		$this->assertSame( 'en_US', $data['defaultLanguage'] );
		$this->assertSame( array( 'English', 'Deutsch', 'Français & co' ), array_column( $data['languages'], 'name' ) );
	}

	/**
	 * With one language there is nothing to switch to.
	 */
	public function test_one_language_shows_nothing(): void {
		$this->set_option( Language_Settings::OPTION, array() );
		$this->assertSame( '', $this->render() );
	}

	/**
	 * Attributes that are not an array, or values of the wrong type (in post content, in a
	 * pattern, from code calling the render callback itself), give the default switcher: the
	 * row of links, untranslated languages to their home; no warning, no error.
	 */
	public function test_attributes_of_the_wrong_type_give_the_default_switcher(): void {
		$log      = $this->debug_log_size();
		$expected = $this->render();
		$this->assertStringContainsString( 'is-horizontal', $expected );
		$this->assertStringContainsString( 'hreflang="fr"', $expected );

		foreach ( array(
			array(
				'orientation'  => array( 'vertical' ),
				'untranslated' => array( 'hide' ),
			),
			array(
				'orientation'  => 7,
				'untranslated' => (object) array( 'hide' => true ),
			),
			array(
				'orientation'  => null,
				'untranslated' => false,
				'className'    => array( 'x' ),
			),
			'vertical',
			7,
			null,
		) as $attributes ) {
			$this->assertSame( $expected, $this->render( $attributes ), (string) wp_json_encode( $attributes ) );
		}

		$switcher = WP_Block_Type_Registry::get_instance()->get_registered( 'frontage/language-switcher' );
		foreach ( array( 'vertical', 7, null, false, array( array( 'hide' ) ) ) as $attributes ) {
			$html = call_user_func( $switcher->render_callback, $attributes, '', null );
			$this->assertStringContainsString( '<ul class="wp-block-frontage-language-switcher__list">', $html, (string) wp_json_encode( $attributes ) );
			$this->assertStringContainsString( 'hreflang="fr"', $html );
			$this->assertStringNotContainsString( 'is-vertical', $html );
		}
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}
}
