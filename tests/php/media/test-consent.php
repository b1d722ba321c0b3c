<?php
/**
 * Tests for the consent rules (includes/media/class-consent.php): the kind of content an address
 * is, the cookie, the WP Consent API and the owner's switch (docs/media.md "Consent").
 *
 * @package Frontage
 */

use Frontage\Media\Consent;
use Frontage\Tests\Test_Case;

/**
 * Which content is third-party, of which kind, and whether the visitor agreed.
 */
final class Test_Consent extends Test_Case {

	/**
	 * Starts every test without a consent cookie.
	 */
	protected function setUp(): void {
		parent::setUp();
		unset( $_COOKIE[ Consent::COOKIE ] );
		$GLOBALS['frontage_test_consent'] = array();
	}

	/**
	 * Leaves no cookie and no consent type behind.
	 */
	protected function tearDown(): void {
		unset( $_COOKIE[ Consent::COOKIE ], $GLOBALS['frontage_test_consent'] );
		remove_all_filters( 'wp_get_consent_type' );
		remove_all_filters( Consent::CATEGORY_FILTER );
		parent::tearDown();
	}

	/**
	 * Known hosts (and their sub-domains) tell the provider and the kind; google.com and
	 * gstatic.com by the path.
	 */
	public function test_known_hosts_tell_the_provider_and_kind(): void {
		$expected = array(
			'https://www.youtube.com/watch?v=aqz-KE-bpKQ'                => array( 'YouTube', Consent::VIDEO ),
			'https://youtu.be/aqz-KE-bpKQ'                               => array( 'YouTube', Consent::VIDEO ),
			'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'         => array( 'YouTube', Consent::VIDEO ),
			'//i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg'                 => array( 'YouTube', Consent::VIDEO ),
			'https://player.vimeo.com/video/76979871'                    => array( 'Vimeo', Consent::VIDEO ),
			'https://www.google.com/maps/embed?pb=!1m18'                 => array( 'Google Maps', Consent::MAP ),
			'https://maps.google.com/maps?q=Berlin&amp;output=embed'     => array( 'Google Maps', Consent::MAP ),
			'https://www.openstreetmap.org/export/embed.html'            => array( 'OpenStreetMap', Consent::MAP ),
			'https://x.com/WordPress/status/1'                           => array( 'X', Consent::SOCIAL ),
			'https://platform.twitter.com/widgets.js'                    => array( 'X', Consent::SOCIAL ),
			'https://www.instagram.com/p/abc/'                           => array( 'Instagram', Consent::SOCIAL ),
			'https://www.tiktok.com/@a/video/1'                          => array( 'TikTok', Consent::SOCIAL ),
			'https://www.facebook.com/plugins/post.php'                  => array( 'Facebook', Consent::SOCIAL ),
			'https://www.google.com/recaptcha/api.js'                    => array( 'Google reCAPTCHA', Consent::RECAPTCHA ),
			'https://www.gstatic.com/recaptcha/releases/x/recaptcha.js'  => array( 'Google reCAPTCHA', Consent::RECAPTCHA ),
			'HTTPS://WWW.YOUTUBE.COM/embed/aqz-KE-bpKQ'                  => array( 'YouTube', Consent::VIDEO ),
		);
		foreach ( $expected as $url => [ $provider, $kind ] ) {
			$this->assertSame( array( 'provider' => $provider, 'kind' => $kind, 'known' => true ), Consent::source( $url ), $url );
		}
	}

	/**
	 * A host that only looks like a provider's is not trusted as that provider: it is content
	 * from an unknown host, named by its host, a kind of its own — still third-party, so still
	 * blocked.
	 */
	public function test_look_alike_hosts_are_unknown_third_party_content(): void {
		foreach ( array( 'youtube.com.evil.example', 'evilyoutube.com', 'www.google.com.evil.example', 'vimeo.com-player.example' ) as $host ) {
			$this->assertSame(
				array( 'provider' => $host, 'kind' => Consent::OTHER, 'known' => false ),
				Consent::source( 'https://' . $host . '/embed/aqz-KE-bpKQ' ),
				$host
			);
		}
		$this->assertSame( Consent::OTHER, Consent::source( 'https://www.google.com/search?q=maps' )['kind'] ?? '' );
	}

	/**
	 * The site's own addresses, relative ones and anything that is not http(s) are not
	 * third-party content.
	 */
	public function test_own_relative_and_other_schemes_are_not_third_party(): void {
		foreach ( array( home_url( '/a-page/' ), '/wp-content/x.mp4', 'data:text/html,hi', 'javascript:alert(1)', '', 'https://', array( 'x' ) ) as $url ) {
			$this->assertNull( Consent::source( $url ), wp_json_encode( $url ) );
		}
	}

	/**
	 * The cookie gives the known kinds it lists; junk — unknown kinds, other case, markup, a
	 * value that is not text or is too long — gives nothing.
	 */
	public function test_the_cookie_gives_only_known_kinds(): void {
		$this->assertSame( array( Consent::VIDEO, Consent::MAP ), Consent::cookie_kinds( 'video,map' ) );
		$this->assertSame( array( Consent::VIDEO, Consent::RECAPTCHA ), Consent::cookie_kinds( ' video , maps,<b>,recaptcha,' ) );
		$this->assertSame( array(), Consent::cookie_kinds( 'VIDEO' ) );
		$this->assertSame( array(), Consent::cookie_kinds( array( 'video' ) ) );
		$this->assertSame( array(), Consent::cookie_kinds( 'video,' . str_repeat( 'x', 300 ) ) );
		$this->assertSame( array(), Consent::cookie_kinds( null ) );

		$this->assertFalse( Consent::has( Consent::VIDEO ) );
		$_COOKIE[ Consent::COOKIE ] = 'map,junk';
		$this->assertTrue( Consent::has( Consent::MAP ) );
		$this->assertFalse( Consent::has( Consent::VIDEO ) );
	}

	/**
	 * With blocking switched off by the owner, every kind counts as agreed to.
	 */
	public function test_blocking_off_agrees_to_everything(): void {
		$this->assertTrue( Consent::blocking_on(), 'On by default.' );
		$this->set_option( 'frontage_media', array( 'block_third_party' => false ) );
		$this->assertFalse( Consent::blocking_on() );
		foreach ( array_keys( Consent::CATEGORIES ) as $kind ) {
			$this->assertTrue( Consent::has( $kind ), $kind );
		}
	}

	/**
	 * With a consent plugin in charge (the WP Consent API and a consent type), its answer for the
	 * kind's category decides, not the cookie; the API alone, without a consent type, does not
	 * switch blocking off.
	 */
	public function test_a_consent_plugin_decides_through_the_wp_consent_api(): void {
		require_once dirname( __DIR__ ) . '/fixtures/wp-consent-api.php';
		$_COOKIE[ Consent::COOKIE ] = 'video';
		$this->assertFalse( Consent::api_in_charge(), 'No consent type: no plugin in charge.' );
		$this->assertTrue( Consent::has( Consent::VIDEO ), 'The cookie decides meanwhile.' );
		$this->assertFalse( Consent::has( Consent::MAP ) );

		add_filter( 'wp_get_consent_type', static fn (): string => 'optin' );
		$this->assertTrue( Consent::api_in_charge() );
		$this->assertFalse( Consent::has( Consent::VIDEO ), 'The plugin said nothing: the cookie does not count.' );

		$GLOBALS['frontage_test_consent'] = array( 'marketing' => true );
		$this->assertTrue( Consent::has( Consent::VIDEO ) );
		$this->assertTrue( Consent::has( Consent::MAP ) );
		$this->assertTrue( Consent::has( Consent::SOCIAL ) );
		$this->assertFalse( Consent::has( Consent::RECAPTCHA ), 'reCAPTCHA is asked as functional.' );

		$GLOBALS['frontage_test_consent'] = array( 'functional' => true );
		$this->assertTrue( Consent::has( Consent::RECAPTCHA ) );
		$this->assertFalse( Consent::has( Consent::VIDEO ) );

		add_filter( Consent::CATEGORY_FILTER, static fn ( string $category, string $kind ): string => Consent::RECAPTCHA === $kind ? 'marketing' : $category, 10, 2 );
		$this->assertFalse( Consent::has( Consent::RECAPTCHA ), 'The owner moved reCAPTCHA to marketing.' );
	}
}
