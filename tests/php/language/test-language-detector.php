<?php
/**
 * Tests for includes/language/class-language-detector.php: the language a request needs, by the
 * browser's Accept-Language or a CDN's country header (docs/language.md "The detection call").
 *
 * @package Frontage
 */

use Frontage\Language\Language_Detector;
use Frontage\Tests\Test_Case;

/**
 * Detection methods, q-values, region fallback and bad headers.
 */
final class Test_Language_Detector extends Test_Case {

	/**
	 * Settings with English, German and French published.
	 *
	 * @param array<string, mixed> $changes Settings to change.
	 * @return array<string, mixed>
	 */
	private static function settings( array $changes = array() ): array {
		return $changes + array(
			'publish_languages' => array( 'en_US', 'de_DE', 'fr_FR' ),
			'detection_method'  => 'browser',
			'ip_country_header' => 'CF-IPCountry',
		);
	}

	/**
	 * The browser's header: weights first, then the header's order; exact codes, then the same
	 * language in another region.
	 */
	public function test_the_browser_method_reads_accept_language(): void {
		$cases = array(
			'de-DE,de;q=0.9,en;q=0.8'       => 'de_DE',
			'de-AT'                         => 'de_DE',
			'fr-CA, en;q=0.9'               => 'fr_FR',
			'en;q=0.5, fr;q=0.9'            => 'fr_FR',
			'es-ES, it;q=0.9, de;q=0.1'     => 'de_DE',
			'es-ES, it'                     => '',
			'*'                             => '',
			'de;q=0'                        => '',
			''                              => '',
			'<script>alert(1)</script>, fr' => 'fr_FR',
		);
		foreach ( $cases as $header => $expected ) {
			$this->assertSame( $expected, Language_Detector::detect( array( 'HTTP_ACCEPT_LANGUAGE' => $header ), self::settings() ), $header );
		}
	}

	/**
	 * A 10 KB header is read in part, and quickly.
	 */
	public function test_a_huge_header_is_read_in_part(): void {
		$header = implode( ',', array_fill( 0, 1000, 'xx-YY;q=0.5' ) ) . ',de';
		$this->assertGreaterThan( 10000, strlen( $header ) );
		$this->assertLessThanOrEqual( 20, count( Language_Detector::preferences( $header ) ) );
		$this->assertSame( '', Language_Detector::detect( array( 'HTTP_ACCEPT_LANGUAGE' => $header ), self::settings() ) );
	}

	/**
	 * The IP method reads only the header the owner named, as a two-letter country.
	 */
	public function test_the_ip_method_reads_only_the_chosen_country_header(): void {
		$ip = self::settings( array( 'detection_method' => 'ip' ) );
		$this->assertSame( 'de_DE', Language_Detector::detect( array( 'HTTP_CF_IPCOUNTRY' => 'AT' ), $ip ) );
		$this->assertSame( 'fr_FR', Language_Detector::detect( array( 'HTTP_CF_IPCOUNTRY' => 'fr' ), $ip ) );
		$this->assertSame( '', Language_Detector::detect( array( 'HTTP_CF_IPCOUNTRY' => 'JP' ), $ip ), 'Japanese is not published.' );
		$this->assertSame( '', Language_Detector::detect( array( 'HTTP_CF_IPCOUNTRY' => 'DEU' ), $ip ) );
		$this->assertSame( '', Language_Detector::detect( array( 'HTTP_X_FORWARDED_FOR' => '85.214.0.1', 'HTTP_X_COUNTRY' => 'DE' ), $ip ), 'Other headers are never read.' );
	}

	/**
	 * With no header named, the IP method works without a CDN too: the web server's GeoIP
	 * variables first (a visitor cannot send them), then the headers CDNs and hosts add; unknown
	 * countries (Cloudflare's XX, T1) and other headers name none.
	 */
	public function test_without_a_named_header_the_known_sources_are_read(): void {
		$ip = self::settings(
			array(
				'detection_method'  => 'ip',
				'ip_country_header' => '',
			)
		);
		$cases = array(
			'de_DE' => array(
				array( 'GEOIP_COUNTRY_CODE' => 'AT' ),
				array( 'MM_COUNTRY_CODE' => 'de' ),
				array( 'HTTP_CF_IPCOUNTRY' => 'DE' ),
				array( 'HTTP_CLOUDFRONT_VIEWER_COUNTRY' => 'CH' ),
				array( 'HTTP_X_VERCEL_IP_COUNTRY' => 'DE' ),
				array( 'HTTP_X_APPENGINE_COUNTRY' => 'LI' ),
				array( 'HTTP_GEOIP_COUNTRY_CODE' => 'DE' ),
				array(
					'GEOIP_COUNTRY_CODE' => 'DE',
					'HTTP_CF_IPCOUNTRY'  => 'FR',
				),
				array(
					'HTTP_CF_IPCOUNTRY'        => 'XX',
					'HTTP_X_VERCEL_IP_COUNTRY' => 'DE',
				),
			),
			''      => array(
				array(),
				array( 'HTTP_CF_IPCOUNTRY' => 'T1' ),
				array( 'HTTP_CF_IPCOUNTRY' => 'XX' ),
				array( 'HTTP_X_COUNTRY' => 'DE' ),
				array( 'HTTP_X_FORWARDED_FOR' => '85.214.0.1' ),
				array( 'GEOIP_COUNTRY_CODE' => array( 'DE' ) ),
			),
		);
		foreach ( $cases as $expected => $servers ) {
			foreach ( $servers as $server ) {
				$this->assertSame( (string) $expected, Language_Detector::detect( $server, $ip ), (string) wp_json_encode( $server ) );
			}
		}
		// A header the owner named is the only one read.
		$this->assertSame( '', Language_Detector::detect( array( 'GEOIP_COUNTRY_CODE' => 'DE' ), self::settings( array( 'detection_method' => 'ip' ) ) ) );
		// A country the caller found (a GeoIP filter) is used as given.
		$this->assertSame( 'fr_FR', Language_Detector::detect( array( 'HTTP_CF_IPCOUNTRY' => 'DE' ), $ip, 'fr' ) );
	}

	/**
	 * The combined methods try one, then the other.
	 */
	public function test_combined_methods_fall_back_in_their_order(): void {
		$server = array(
			'HTTP_ACCEPT_LANGUAGE' => 'fr',
			'HTTP_CF_IPCOUNTRY'    => 'DE',
		);
		$this->assertSame( 'fr_FR', Language_Detector::detect( $server, self::settings( array( 'detection_method' => 'browser_ip' ) ) ) );
		$this->assertSame( 'de_DE', Language_Detector::detect( $server, self::settings( array( 'detection_method' => 'ip_browser' ) ) ) );
		$this->assertSame( 'de_DE', Language_Detector::detect( array( 'HTTP_ACCEPT_LANGUAGE' => 'es', 'HTTP_CF_IPCOUNTRY' => 'DE' ), self::settings( array( 'detection_method' => 'browser_ip' ) ) ) );
		$this->assertSame( 'fr_FR', Language_Detector::detect( array( 'HTTP_ACCEPT_LANGUAGE' => 'fr', 'HTTP_CF_IPCOUNTRY' => 'JP' ), self::settings( array( 'detection_method' => 'ip_browser' ) ) ) );
	}

	/**
	 * Headers that are not strings, and settings without languages, give ''.
	 */
	public function test_odd_input_gives_nothing(): void {
		$this->assertSame( '', Language_Detector::detect( array( 'HTTP_ACCEPT_LANGUAGE' => array( 'de' ) ), self::settings() ) );
		$this->assertSame( '', Language_Detector::detect( array( 'HTTP_ACCEPT_LANGUAGE' => 'de' ), array() ) );
		$this->assertSame( '', Language_Detector::detect( array( 'HTTP_ACCEPT_LANGUAGE' => 'de' ), array( 'publish_languages' => array( 7, null ) ) ) );
	}
}
