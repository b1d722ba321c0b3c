<?php
/**
 * Posters stored on the site (docs/media.md "Posters"): fetched once by the server from the
 * video host (a local stand-in here, tests/php/fixtures/video-host.php), YouTube's max
 * resolution first with the high-quality fallback, Vimeo's from oEmbed; failures remembered;
 * bad answers (not an image, not JSON, too big, redirects elsewhere) store nothing.
 *
 * @package Frontage
 */

use Frontage\Media\Video_Address;
use Frontage\Media\Video_Posters;
use Frontage\Tests\Media\Video_Host_Server;
use Frontage\Tests\Test_Case;

require_once __DIR__ . '/class-video-host-server.php';

/**
 * Poster storage against a real HTTP server.
 */
final class Test_Video_Posters extends Test_Case {

	/**
	 * Starts the stand-in video host.
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		Video_Host_Server::start();
	}

	/**
	 * Stops it.
	 */
	public static function tearDownAfterClass(): void {
		Video_Host_Server::stop();
		parent::tearDownAfterClass();
	}

	/**
	 * Points Frontage at it, with no poster stored or scheduled.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->restore_option_after_test( Video_Posters::OPTION );
		delete_option( Video_Posters::OPTION );
		wp_unschedule_hook( Video_Posters::FETCH_HOOK );
		Video_Host_Server::point_filters();
	}

	/**
	 * Removes the filters, the posters and the scheduled fetches.
	 */
	protected function tearDown(): void {
		Video_Host_Server::unpoint_filters();
		wp_unschedule_hook( Video_Posters::FETCH_HOOK );
		foreach ( glob( Video_Posters::dir() . '*' ) ?: array() as $file ) {
			wp_delete_file( $file );
		}
		parent::tearDown();
	}

	/**
	 * A YouTube video.
	 *
	 * @param string $id Its id.
	 */
	private function youtube( string $id ): Video_Address {
		$video = Video_Address::parse( 'https://www.youtube.com/watch?v=' . $id );
		$this->assertNotNull( $video );
		return $video;
	}

	/**
	 * The stored poster's file name, width and height.
	 *
	 * @param Video_Address $video The video.
	 * @return array{0: string, 1: int, 2: int}|null
	 */
	private function stored( Video_Address $video ): ?array {
		$poster = Video_Posters::for_page( $video );
		if ( '' === $poster['url'] ) {
			return null;
		}
		$this->assertStringStartsWith( wp_upload_dir()['baseurl'] . '/frontage-posters/', $poster['url'], 'Served from the site.' );
		$file = Video_Posters::dir() . basename( $poster['url'] );
		$this->assertFileExists( $file );
		return array( basename( $poster['url'] ), $poster['width'], $poster['height'] );
	}

	/**
	 * The first page schedules the fetch and shows the placeholder; once fetched, the page
	 * shows YouTube's max-resolution poster from the uploads folder, with the oEmbed title.
	 */
	public function test_youtube_poster_is_fetched_once_and_served_from_the_site(): void {
		$video = $this->youtube( 'maxresOK___' );
		$this->assertSame( '', Video_Posters::for_page( $video )['url'] );
		$this->assertNotFalse( wp_next_scheduled( Video_Posters::FETCH_HOOK, array( 'youtube', 'maxresOK___' ) ), 'The fetch waits for the scheduled task.' );

		do_action( Video_Posters::FETCH_HOOK, 'youtube', 'maxresOK___' );
		$this->assertSame( array( 'youtube-maxresOK___-maxresdefault.jpg', 1280, 720 ), $this->stored( $video ) );
		$this->assertSame( 'Fixture film maxresOK___ bold', Video_Posters::for_page( $video )['title'], 'Title from oEmbed, tags stripped.' );

		wp_unschedule_hook( Video_Posters::FETCH_HOOK );
		Video_Posters::for_page( $video );
		$this->assertFalse( wp_next_scheduled( Video_Posters::FETCH_HOOK, array( 'youtube', 'maxresOK___' ) ), 'Stored: never fetched again.' );
	}

	/**
	 * A max-resolution image under 200 px tall, or none, falls back to hqdefault (480 × 360).
	 */
	public function test_youtube_falls_back_to_hqdefault(): void {
		$this->assertTrue( Video_Posters::fetch( $this->youtube( 'smallMaxres' ) ) );
		$this->assertSame( array( 'youtube-smallMaxres-hqdefault.jpg', 480, 360 ), $this->stored( $this->youtube( 'smallMaxres' ) ) );
		$this->assertTrue( Video_Posters::fetch( $this->youtube( 'noMaxres___' ) ) );
		$this->assertSame( array( 'youtube-noMaxres___-hqdefault.jpg', 480, 360 ), $this->stored( $this->youtube( 'noMaxres___' ) ) );
	}

	/**
	 * Vimeo's poster comes from its oEmbed thumbnail_url.
	 */
	public function test_vimeo_poster_comes_from_oembed(): void {
		$video = Video_Address::parse( 'https://vimeo.com/111' );
		$this->assertTrue( Video_Posters::fetch( $video ) );
		$this->assertSame( array( 'vimeo-111.jpg', 640, 360 ), $this->stored( $video ) );
		$this->assertSame( 'Fixture film 111 bold', Video_Posters::for_page( $video )['title'] );
	}

	/**
	 * A dead host, answers that are not images, too big, redirected to another host, or an
	 * oEmbed answer that is not JSON: nothing is stored, no error, and the failure is
	 * remembered so that pages do not schedule the fetch again for an hour.
	 */
	public function test_bad_answers_store_nothing_and_are_remembered(): void {
		$log   = $this->debug_log_size();
		$cases = array(
			$this->youtube( 'deadHost___' ),
			$this->youtube( 'notAnImage_' ),
			$this->youtube( 'hugeImage__' ),
			$this->youtube( 'redirectOut' ),
			Video_Address::parse( 'https://vimeo.com/222' ),
			Video_Address::parse( 'https://vimeo.com/333' ),
			Video_Address::parse( 'https://vimeo.com/444' ),
		);
		foreach ( $cases as $video ) {
			$this->assertFalse( Video_Posters::fetch( $video ), $video->key() );
			$this->assertNull( $this->stored( $video ), $video->key() );
			$this->assertFalse( wp_next_scheduled( Video_Posters::FETCH_HOOK, array( $video->provider, $video->id ) ), 'Failure remembered: ' . $video->key() );
		}
		$this->assertSame( array(), glob( Video_Posters::dir() . '*' ) ?: array() );
		$this->assertSame( '', Video_Posters::for_page( Video_Address::parse( 'https://vimeo.com/222' ) )['title'], 'oEmbed failure ignored silently.' );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * A failure is tried again after an hour.
	 */
	public function test_a_failure_is_retried_after_an_hour(): void {
		$video = $this->youtube( 'deadHost___' );
		Video_Posters::fetch( $video );
		$entries                         = get_option( Video_Posters::OPTION );
		$entries[ $video->key() ]['failed'] = time() - Video_Posters::RETRY_AFTER - 1;
		update_option( Video_Posters::OPTION, $entries, false );
		Video_Posters::for_page( $video );
		$this->assertNotFalse( wp_next_scheduled( Video_Posters::FETCH_HOOK, array( 'youtube', 'deadHost___' ) ) );
	}

	/**
	 * A redirect on the same host is followed.
	 */
	public function test_a_redirect_on_the_same_host_is_followed(): void {
		$this->assertTrue( Video_Posters::fetch( $this->youtube( 'redirectIn_' ) ) );
		$this->assertSame( array( 'youtube-redirectIn_-maxresdefault.jpg', 1280, 720 ), $this->stored( $this->youtube( 'redirectIn_' ) ) );
	}

	/**
	 * Without the filters the real hosts are asked; this machine (WP_HTTP_BLOCK_EXTERNAL, or no
	 * network) refuses at once, and the page still renders with the placeholder.
	 */
	public function test_the_real_hosts_failing_is_silent(): void {
		Video_Host_Server::unpoint_filters();
		$video = $this->youtube( 'dQw4w9WgXcQ' );
		$this->assertFalse( Video_Posters::fetch( $video ) );
		$this->assertSame( '', Video_Posters::for_page( $video )['url'] );
	}

	/**
	 * Saving a post with a video block, a video shortcode and a modal video schedules their posters.
	 */
	public function test_saving_a_post_schedules_its_posters(): void {
		$this->create_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'draft',
				'post_content' => '<!-- wp:frontage/video {"url":"https://youtu.be/maxresOK___"} /-->'
					. '[frontage_video url="https://vimeo.com/111"]'
					. '<!-- wp:frontage/modal {"contentType":"youtube","videoId":"noMaxres___"} --><div class="wp-block-frontage-modal__content" hidden></div><!-- /wp:frontage/modal -->',
			)
		);
		foreach ( array( array( 'youtube', 'maxresOK___' ), array( 'vimeo', '111' ), array( 'youtube', 'noMaxres___' ) ) as $args ) {
			$this->assertNotFalse( wp_next_scheduled( Video_Posters::FETCH_HOOK, $args ), implode( ' ', $args ) );
		}
	}
}
