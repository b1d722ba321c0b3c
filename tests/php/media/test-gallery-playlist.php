<?php
/**
 * The video gallery's YouTube source against a local stand-in for the YouTube Data API
 * (tests/php/fixtures/youtube-api.php, served by PHP's built-in server; the
 * `frontage_youtube_api_base` filter points at it): a page, the cache, a quota error with the
 * last good page, an answer that is not JSON, no key, no network.
 *
 * @package Frontage
 */

use Frontage\Media\Consent;
use Frontage\Media\Gallery_Block;
use Frontage\Media\Gallery_Markup;
use Frontage\Media\Gallery_Options;
use Frontage\Media\Gallery_Playlist;
use Frontage\Media\Media_Settings;
use Frontage\Media\Video_Address;
use Frontage\Media\Video_Facade;
use Frontage\Media\Video_Posters;
use Frontage\Tests\Test_Case;

/**
 * Gallery_Playlist.
 */
final class Test_Gallery_Playlist extends Test_Case {

	/**
	 * The stand-in server's process.
	 *
	 * @var resource|null
	 */
	private static $server = null;

	/**
	 * Its address.
	 *
	 * @var string
	 */
	private static string $base = '';

	/**
	 * The playlist id of this test (fresh each test, so no cache is shared).
	 *
	 * @var string
	 */
	private string $playlist = '';

	/**
	 * Starts the stand-in on a free port.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		$probe = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port  = (int) substr( (string) strrchr( (string) stream_socket_get_name( $probe, false ), ':' ), 1 );
		fclose( $probe );
		$null         = array( 'file', '/dev/null', 'w' );
		self::$server = proc_open( array( PHP_BINARY, '-S', '127.0.0.1:' . $port, dirname( __DIR__ ) . '/fixtures/youtube-api.php' ), array( $null, $null, $null ), $pipes );
		// localhost: the site blocks outside hosts (WP_HTTP_BLOCK_EXTERNAL), not itself.
		self::$base   = 'http://localhost:' . $port . '/youtube/v3/';
		for ( $try = 0; $try < 100; $try++ ) {
			$socket = @fsockopen( '127.0.0.1', $port ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- refused until the server listens.
			if ( $socket ) {
				fclose( $socket );
				return;
			}
			usleep( 50000 );
		}
	}

	/**
	 * Stops the stand-in.
	 */
	public static function tearDownAfterClass(): void {
		if ( self::$server ) {
			proc_terminate( self::$server );
			proc_close( self::$server );
		}
		parent::tearDownAfterClass();
	}

	/**
	 * Points the API at the stand-in; a new playlist id.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->playlist = 'PLtest' . wp_generate_password( 10, false );
		add_filter( Gallery_Playlist::API_BASE_FILTER, array( $this, 'base' ) );
	}

	/**
	 * Removes the filter and the test's cached pages.
	 */
	protected function tearDown(): void {
		remove_filter( Gallery_Playlist::API_BASE_FILTER, array( $this, 'base' ) );
		// The thumbnails' posters were scheduled for fetching (Video_Posters): not by this site's cron.
		foreach ( array( 'aaaaaaaaaa1', 'ccccccccc_3' ) as $id ) {
			wp_clear_scheduled_hook( Video_Posters::FETCH_HOOK, array( 'youtube', $id ) );
		}
		foreach ( array( '', 'CAIQAA' ) as $token ) {
			$hash = md5( $this->playlist . '|' . $token . '|3' );
			delete_transient( Gallery_Playlist::CACHE_PREFIX . $hash );
			delete_transient( Gallery_Playlist::LAST_GOOD_PREFIX . $hash );
		}
		parent::tearDown();
	}

	/**
	 * The stand-in's address (the filter's value).
	 */
	public function base(): string {
		return self::$base;
	}

	/**
	 * A page: public videos with valid ids only, titles as plain text, the next page's token,
	 * the page count; the second page by its token; a second ask is answered from the cache.
	 */
	public function test_a_page_of_the_playlist(): void {
		$page = ( new Gallery_Playlist( 'good' ) )->page( $this->options() );
		$this->assertSame( '', $page->notice );
		$this->assertSame( array( 'aaaaaaaaaa1' ), array_map( static fn ( $video ) => $video->video_id, $page->videos ) );
		$this->assertSame( 'First video', $page->videos[0]->title );
		$this->assertSame( '', $page->videos[0]->thumbnail, 'No picture from YouTube’s image host.' );
		$this->assertSame( 'CAIQAA', $page->next_token );
		$this->assertSame( 2, $page->page_count );

		$second = ( new Gallery_Playlist( 'good' ) )->page( $this->options( 'CAIQAA' ) );
		$this->assertSame( 'ccccccccc_3', $second->videos[0]->video_id );
		$this->assertSame( 'CAIQAQ', $second->prev_token );

		$cached = ( new Gallery_Playlist( 'over-quota' ) )->page( $this->options() );
		$this->assertSame( '', $cached->notice, 'Within the hour the cached page is shown without asking.' );
		$this->assertCount( 1, $cached->videos );
	}

	/**
	 * Over quota: the last good page is shown, and the owner is told why; visitors see only the videos.
	 */
	public function test_over_quota_shows_the_last_good_page(): void {
		( new Gallery_Playlist( 'good' ) )->page( $this->options() );
		delete_transient( Gallery_Playlist::CACHE_PREFIX . md5( $this->playlist . '||3' ) ); // The hour has passed.

		$page = ( new Gallery_Playlist( 'over-quota' ) )->page( $this->options() );
		$this->assertSame( array( 'aaaaaaaaaa1' ), array_map( static fn ( $video ) => $video->video_id, $page->videos ) );
		$this->assertStringContainsString( 'quotaExceeded', $page->notice );
		$this->assertStringContainsString( 'The last page that loaded is shown.', $page->notice );
		$this->assertStringNotContainsString( '<a', $page->notice );

		$wrapper = 'class="frontage-gallery"';
		$this->act_as( 'editor' );
		$this->assertStringContainsString( 'quotaExceeded', Gallery_Markup::gallery( $this->options(), $page, $wrapper ) );
		wp_set_current_user( 0 );
		$visitor = Gallery_Markup::gallery( $this->options(), $page, $wrapper );
		$this->assertStringNotContainsString( 'quotaExceeded', $visitor );
		$this->assertStringContainsString( 'data-videoid="aaaaaaaaaa1"', $visitor );
	}

	/**
	 * An answer that is not JSON, with no good page yet: an empty page and the owner's note.
	 */
	public function test_an_answer_that_is_not_json(): void {
		$page = ( new Gallery_Playlist( 'html' ) )->page( $this->options() );
		$this->assertSame( array(), $page->videos );
		$this->assertStringContainsString( 'is not JSON', $page->notice );
		$this->assertStringContainsString( 'No page of it has loaded yet', $page->notice );
		wp_set_current_user( 0 );
		$this->assertSame( '', Gallery_Markup::gallery( $this->options(), $page, 'class="x"' ), 'Visitors get nothing.' );
	}

	/**
	 * No key, or no network: the owner is told, nothing breaks.
	 */
	public function test_no_key_or_no_network(): void {
		$this->assertStringContainsString( 'no YouTube Data API key', ( new Gallery_Playlist( '' ) )->page( $this->options() )->notice );
		remove_filter( Gallery_Playlist::API_BASE_FILTER, array( $this, 'base' ) );
		$closed = static fn (): string => 'http://localhost:9/';
		add_filter( Gallery_Playlist::API_BASE_FILTER, $closed );
		$page = ( new Gallery_Playlist( 'good' ) )->page( $this->options() );
		remove_filter( Gallery_Playlist::API_BASE_FILTER, $closed );
		$this->assertSame( array(), $page->videos );
		$this->assertStringContainsString( 'The YouTube playlist could not be loaded', $page->notice );
	}

	/**
	 * The YouTube player of a gallery is a poster and a play button: no frame, nothing of
	 * YouTube's hosts; while third-party players are blocked, playing counts as consent.
	 */
	public function test_the_player_is_a_poster(): void {
		$page = ( new Gallery_Playlist( 'good' ) )->page( $this->options() );
		$html = Gallery_Markup::gallery( $this->options(), $page, 'class="x"' );
		$this->assertStringContainsString( 'class="frontage-gallery__play" data-videoid="aaaaaaaaaa1" aria-label="Play: First video"', $html );
		$this->assertStringNotContainsString( '<iframe', $html );
		$this->assertDoesNotMatchRegularExpression( '/youtube\.com|ytimg\.com|youtube-nocookie\.com/', $html );
		$this->assertSame( 'frontage/video-gallery', Gallery_Block::NAME );
		// While the owner blocks third-party players (the default), playing is consent to videos.
		$this->set_option( Media_Settings::OPTION, array( 'block_third_party' => true ) );
		$this->assertSame( 'video', Gallery_Markup::attributes( $this->options(), $page, '', '' )['data-consent'] ?? '' );
		$this->assertStringContainsString( 'Playing loads the video from YouTube.', Gallery_Markup::gallery( $this->options(), $page, 'class="x"' ) );
		$this->set_option( Media_Settings::OPTION, array( 'block_third_party' => false ) );
		$this->assertArrayNotHasKey( 'data-consent', Gallery_Markup::attributes( $this->options(), $page, '', '' ) );
	}

	/**
	 * The YouTube player's consent is the video facade's: the same note under the player, the
	 * same attributes the script reads (with the WP Consent API's category when a consent plugin
	 * is in charge, as the filter files it); blocking off, neither.
	 */
	public function test_the_players_consent_is_the_facades(): void {
		$page    = ( new Gallery_Playlist( 'good' ) )->page( $this->options() );
		$address = Video_Address::from_id( Video_Address::YOUTUBE, 'aaaaaaaaaa1' );
		$this->set_option( Media_Settings::OPTION, array( 'block_third_party' => true ) );
		$html = Gallery_Markup::gallery( $this->options(), $page, 'class="x"' );
		$this->assertStringContainsString( str_replace( 'frontage-video__note', 'frontage-gallery__note', Video_Facade::note( $address ) ), $html );

		require_once dirname( __DIR__ ) . '/fixtures/wp-consent-api.php';
		$type     = static fn (): string => 'optin';
		$category = static fn (): string => 'statistics';
		add_filter( 'wp_get_consent_type', $type );
		add_filter( Consent::CATEGORY_FILTER, $category );
		$attributes = Gallery_Markup::attributes( $this->options(), $page, '', '' );
		remove_filter( 'wp_get_consent_type', $type );
		remove_filter( Consent::CATEGORY_FILTER, $category );
		$this->assertSame( 'video', $attributes['data-consent'] ?? '' );
		$this->assertSame( 'statistics', $attributes['data-consent-category'] ?? '' );

		$this->set_option( Media_Settings::OPTION, array( 'block_third_party' => false ) );
		$this->assertStringNotContainsString( '__note', Gallery_Markup::gallery( $this->options(), $page, 'class="x"' ) );
		$this->assertArrayNotHasKey( 'data-consent-category', Gallery_Markup::attributes( $this->options(), $page, '', '' ) );
	}

	/**
	 * The test's options: its playlist, 3 a page.
	 *
	 * @param string $token The page token.
	 */
	private function options( string $token = '' ): Gallery_Options {
		return Gallery_Options::from_fields(
			array(
				'playlistId' => $this->playlist,
				'pageSize'   => 3,
				'pageToken'  => $token,
			)
		);
	}
}
