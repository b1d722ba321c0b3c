<?php
/**
 * Tests for includes/language/class-language-ajax.php: admin-ajax.php?action=get-needed-language
 * (docs/language.md "The detection call"), including a fuzz of the request.
 *
 * @package Frontage
 */

use Frontage\Language\Language_Ajax;
use Frontage\Language\Language_Settings;
use Frontage\Tests\Test_Case;

/**
 * The answer to visitors and signed-in users, for good and bad requests.
 */
final class Test_Language_Ajax extends Test_Case {

	/**
	 * A person's browser.
	 */
	private const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

	/**
	 * English, German and French published; browser detection.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'  => 'en_US',
				'publish_languages' => array( 'en_US', 'de_DE', 'fr_FR' ),
				'detection_method'  => 'browser',
			)
		);
	}

	/**
	 * Puts the request back.
	 */
	protected function tearDown(): void {
		$_POST    = array();
		$_REQUEST = array();
		unset( $_SERVER['REQUEST_METHOD'], $_SERVER['HTTP_ACCEPT_LANGUAGE'], $_SERVER['HTTP_CF_IPCOUNTRY'], $_SERVER['HTTP_USER_AGENT'] );
		parent::tearDown();
	}

	/**
	 * The action answers visitors and signed-in users with a JSON code.
	 */
	public function test_it_answers_the_needed_language_as_json(): void {
		$this->assertSame( '"de_DE"', $this->call( 'POST', 'de-AT,de;q=0.9' ) );
		$this->act_as( 'subscriber' );
		$this->assertSame( '"fr_FR"', $this->call( 'POST', 'fr' ) );
	}

	/**
	 * Nothing to tell gives an empty string, so the page keeps its language (docs/language.md, flow step 3).
	 */
	public function test_nothing_to_tell_gives_an_empty_answer(): void {
		$this->assertSame( '""', $this->call( 'POST', 'ja-JP' ) );
		$this->assertSame( '""', $this->call( 'POST', '' ) );
	}

	/**
	 * A forged payload cannot publish a language or switch the method: the site's settings rule.
	 */
	public function test_the_payload_cannot_widen_the_published_languages(): void {
		$answer = $this->call(
			'POST',
			'ja',
			array(
				'publish_languages' => array( 'ja' ),
				'detection_method'  => 'ip',
				'default_language'  => 'ja',
			)
		);
		$this->assertSame( '""', $answer );
	}

	/**
	 * Crawlers are sent nowhere: Google's agents without "bot" in their name included, and with a
	 * country header too. A CUBOT phone is a person's, and gets its language.
	 */
	public function test_crawlers_get_an_empty_answer(): void {
		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'  => 'en_US',
				'publish_languages' => array( 'en_US', 'de_DE', 'fr_FR' ),
				'detection_method'  => 'ip_browser',
				'ip_country_header' => 'CF-IPCountry',
			)
		);
		$_SERVER['HTTP_CF_IPCOUNTRY'] = 'DE';
		foreach ( array(
			'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GoogleOther) Chrome/131.0.6778.69 Safari/537.36',
			'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)',
			'Mozilla/5.0 (compatible; Foo/1.0; +http://foo.example/bot)',
			'',
		) as $crawler ) {
			$this->assertSame( '""', $this->call( 'POST', 'de', array(), $crawler ), $crawler );
		}
		$this->assertSame( '"de_DE"', $this->call( 'POST', 'fr', array(), 'Mozilla/5.0 (Linux; Android 10; CUBOT KINGKONG 5 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.101 Mobile Safari/537.36' ) );
	}

	/**
	 * IP detection without a CDN: a site's GeoIP lookup answers through the filter, which is
	 * given what Frontage read; it is not run for browser detection.
	 */
	public function test_a_filter_can_name_the_visitor_country(): void {
		$seen   = array();
		$lookup = static function ( string $country ) use ( &$seen ): string {
			$seen[] = $country;
			return 'FR';
		};
		add_filter( Language_Ajax::FILTER_COUNTRY, $lookup );
		$_SERVER['HTTP_CF_IPCOUNTRY'] = 'DE';
		$this->assertSame( '"de_DE"', $this->call( 'POST', 'de' ) );
		$this->assertSame( array(), $seen, 'Browser detection looks up no country.' );

		$this->set_option(
			Language_Settings::OPTION,
			array(
				'default_language'  => 'en_US',
				'publish_languages' => array( 'en_US', 'de_DE', 'fr_FR' ),
				'detection_method'  => 'ip',
			)
		);
		$this->assertSame( '"fr_FR"', $this->call( 'POST', 'de' ) );
		$this->assertSame( array( 'DE' ), $seen );
		remove_filter( Language_Ajax::FILTER_COUNTRY, $lookup );
		$this->assertSame( '"de_DE"', $this->call( 'POST', 'fr' ), 'Cloudflare’s header, read without being named.' );
	}

	/**
	 * Payload fields that should be strings sent as arrays (`detection_method[]=ip`), an array
	 * action field included, are ignored like any payload: the answer, and no warning.
	 */
	public function test_array_parameters_are_ignored(): void {
		$log    = $this->debug_log_size();
		$answer = $this->call(
			'POST',
			'de',
			array(
				'detection_method'     => array( 'ip' ),
				'publish_languages'    => array( array( 'ja' ) ),
				'default_language'     => array( 'ja' ),
				'popup_option'         => array( 'x' => 'redirect' ),
				'is_iphone_user_check' => array( '1' ),
			)
		);
		$this->assertSame( '"de_DE"', $answer );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * GET is refused with 405 and an empty answer.
	 */
	public function test_get_is_refused(): void {
		$this->assertSame( '""', $this->call( 'GET', 'de' ) );
	}

	/**
	 * Random headers and payloads never break the answer: always a JSON string, empty or
	 * published, and nothing in debug.log.
	 */
	public function test_fuzzed_requests_always_get_a_published_code_or_nothing(): void {
		mt_srand( 20261122 );
		$log       = $this->debug_log_size();
		$published = array( '', 'en_US', 'de_DE', 'fr_FR' );
		$pieces    = array( 'de', 'DE-at', 'fr;q=0.5', 'q=', ';;;', '*', ',', "\0", '<b>', 'ü', '%00', 'en-US;q=1.5', 'zz-ZZ', str_repeat( 'x', 300 ), ' ', ';q=0.001' );
		for ( $i = 0; $i < 300; $i++ ) {
			$header = '';
			for ( $j = wp_rand( 0, 12 ); $j > 0; $j-- ) {
				$header .= $pieces[ array_rand( $pieces ) ];
			}
			if ( 0 === $i % 10 ) {
				$header = random_bytes( wp_rand( 1, 200 ) );
			}
			$payload = array(
				'detection_method'  => $pieces[ array_rand( $pieces ) ],
				'publish_languages' => array( $pieces[ array_rand( $pieces ) ] ),
			);
			$answer  = json_decode( $this->call( 'POST', $header, $payload ), true );
			$this->assertContains( $answer, $published, bin2hex( $header ) );
		}
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * Calls the action as admin-ajax.php would.
	 *
	 * @param string               $method          GET or POST.
	 * @param string               $accept_language The Accept-Language header.
	 * @param array<string, mixed> $post            The payload.
	 * @param string               $user_agent      The User-Agent header (a person's browser).
	 * @return string What was printed.
	 */
	private function call( string $method, string $accept_language, array $post = array(), string $user_agent = self::DESKTOP ): string {
		$_SERVER['REQUEST_METHOD']       = $method;
		$_SERVER['HTTP_ACCEPT_LANGUAGE'] = $accept_language;
		$_SERVER['HTTP_USER_AGENT']      = $user_agent;
		$_POST                           = wp_slash( $post + array( 'action' => Language_Ajax::ACTION ) );
		$_REQUEST                        = $_POST;
		return $this->run_as_ajax( static fn () => do_action( ( is_user_logged_in() ? 'wp_ajax_' : 'wp_ajax_nopriv_' ) . Language_Ajax::ACTION ) );
	}
}
