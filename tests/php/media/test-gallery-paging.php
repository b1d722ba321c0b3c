<?php
/**
 * The video gallery's first page and its paging call, `admin-ajax.php`
 * `action=frontage_gallery_page` (docs/media.md "Video gallery"): the token, bad options, and
 * attachment ids that are not public videos.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Media\Gallery_Ajax;
use Frontage\Media\Gallery_Block;
use Frontage\Media\Gallery_Options;
use Frontage\Media\Gallery_Pages;
use Frontage\Tests\Test_Case;

/**
 * The gallery's block, shortcode and paging call with videos of the Media Library.
 */
final class Test_Gallery_Paging extends Test_Case {

	/**
	 * The HTTP status the last call set.
	 *
	 * @var int
	 */
	private int $status = 0;

	/**
	 * Five public video attachments, in order.
	 *
	 * @var int[]
	 */
	private array $videos = array();

	/**
	 * Creates the videos.
	 */
	protected function setUp(): void {
		parent::setUp();
		// PHPUnit's bootstrap scope empties the shortcodes registered on init (see
		// test-search-block.php): add the gallery's again as Media_Module does.
		add_shortcode( Gallery_Block::SHORTCODE, array( new Gallery_Block( new Assets(), Gallery_Pages::create_default() ), 'render_shortcode' ) );
		$this->videos = array();
		foreach ( array( 'Red', 'Green', 'Blue', 'Yellow', 'Purple' ) as $title ) {
			$this->videos[] = $this->attachment( $title, 'video/webm', strtolower( $title ) . '.webm' );
		}
	}

	/**
	 * The first page: the player with the first video, the thumbnails with their ids, previous
	 * (disabled), the page number and next; the script and styles are enqueued with it.
	 */
	public function test_first_page(): void {
		wp_dequeue_script( Gallery_Block::SCRIPT_HANDLE );
		$html = do_shortcode( '[frontage_video_gallery ids="' . implode( ',', $this->videos ) . '" page_size="2"]' );
		$this->assertStringContainsString( '<video class="frontage-gallery__video"', $html );
		$this->assertSame( array( (string) $this->videos[0], (string) $this->videos[1] ), $this->thumbnail_ids( $html ) );
		$this->assertMatchesRegularExpression( '/data-videoid="' . $this->videos[0] . '"[^>]*aria-current="true"/', $html );
		$this->assertStringContainsString( 'Page 1 of 3', $html );
		$this->assertMatchesRegularExpression( '/class="frontage-gallery__prev" disabled/', $html );
		$this->assertStringContainsString( 'data-next-token="2"', $html );
		$this->assertTrue( wp_script_is( Gallery_Block::SCRIPT_HANDLE, 'enqueued' ) );
	}

	/**
	 * The paging call answers the list of the page asked for, with the tokens around it.
	 */
	public function test_paging_answers_the_list_of_the_page(): void {
		$html = $this->page_call( array( 'ids' => implode( ',', $this->videos ), 'pageSize' => 2, 'pageToken' => '3' ) );
		$this->assertSame( 200, $this->status );
		$this->assertStringStartsWith( '<ul class="frontage-gallery__list"', $html );
		$this->assertSame( array( (string) $this->videos[4] ), $this->thumbnail_ids( $html ) );
		$this->assertStringContainsString( 'data-prev-token="2" data-next-token=""', $html );
	}

	/**
	 * Without a token, with a forged one, or with the token of another gallery (other videos, or
	 * the same with a bigger page), the call is refused with a 403 and a sentence, and lists nothing.
	 */
	public function test_a_missing_forged_or_other_gallerys_token_is_refused(): void {
		$other = Gallery_Ajax::token( Gallery_Options::from_fields( array( 'ids' => (string) $this->videos[0] ) ) );
		$wider = Gallery_Ajax::token( Gallery_Options::from_fields( array( 'ids' => implode( ',', $this->videos ), 'pageSize' => 50 ) ) );
		foreach ( array( null, 'forged1234', $other, $wider ) as $token ) {
			$html = $this->page_call( array( 'ids' => implode( ',', $this->videos ) ), $token );
			$this->assertSame( 403, $this->status );
			$this->assertStringContainsString( 'security token is missing or is not this gallery’s', $html );
			$this->assertStringNotContainsString( 'data-videoid', $html );
		}
	}

	/**
	 * A page cache keeps the gallery's page as its first visitor got it (docs/scale-out.md "A full-page
	 * cache in front"): two days later, the token in that copy still pages the gallery. WordPress's
	 * clock is moved on by four nonce ticks (12 hours each) through `nonce_life`.
	 */
	public function test_the_token_of_a_page_cached_two_days_ago_still_pages(): void {
		$ids  = implode( ',', $this->videos );
		$html = do_shortcode( '[frontage_video_gallery ids="' . $ids . '" page_size="2"]' );
		$this->assertSame( 1, preg_match( '/data-nonce="([^"]+)"/', $html, $token ) );

		$now   = time();
		$later = (int) wp_nonce_tick( Gallery_Ajax::NONCE_ACTION ) + 4;
		// The life that makes wp_nonce_tick() answer $later now: ticks of $now / ( $later - 0.5 ) seconds.
		$life = static fn (): float => 2 * $now / ( $later - 0.5 );
		add_filter( 'nonce_life', $life );
		try {
			$this->assertSame( $later, (int) wp_nonce_tick( Gallery_Ajax::NONCE_ACTION ) );
			$list = $this->page_call(
				array(
					'ids'       => $ids,
					'pageSize'  => 2,
					'pageToken' => '2',
				),
				html_entity_decode( $token[1] )
			);
		} finally {
			remove_filter( 'nonce_life', $life );
		}
		$this->assertSame( 200, $this->status );
		$this->assertSame( array( (string) $this->videos[2], (string) $this->videos[3] ), $this->thumbnail_ids( $list ) );
	}

	/**
	 * Unknown option keys are ignored and a huge page size is brought down to 50; no options at all is a 400.
	 */
	public function test_bad_options(): void {
		$html = $this->page_call( array( 'ids' => implode( ',', $this->videos ), 'pageSize' => 1000000, 'evil' => '<b>' ) );
		$this->assertSame( 200, $this->status );
		$this->assertCount( 5, $this->thumbnail_ids( $html ) );
		$this->assertStringNotContainsString( '<b>', $html );

		$html = $this->page_call( null );
		$this->assertSame( 400, $this->status );
		$this->assertStringContainsString( 'names no gallery options', $html );
	}

	/**
	 * Ids that are not videos, that are private or in a draft, or that do not exist are left out
	 * of every answer, whoever asks; the owner's first page says which.
	 */
	public function test_ids_that_are_not_public_videos_are_left_out(): void {
		$picture = $this->attachment( 'A picture', 'image/png', 'picture.png' );
		$draft   = $this->create_post( array( 'post_status' => 'draft' ) );
		$hidden  = $this->attachment( 'Draft video', 'video/webm', 'draft.webm', $draft );
		$private = $this->attachment( 'Private video', 'video/webm', 'private.webm', 0, 'private' );
		$ids     = array( $picture, $this->videos[0], $hidden, $private, 999999 );

		$this->act_as( 'administrator' );
		$html = $this->page_call( array( 'ids' => implode( ',', $ids ) ) );
		$this->assertSame( array( (string) $this->videos[0] ), $this->thumbnail_ids( $html ) );
		$this->assertStringNotContainsString( 'Private video', $html );

		wp_set_current_user( 0 );
		$html = $this->page_call( array( 'ids' => implode( ',', array( $hidden, $private ) ) ) );
		$this->assertSame( 404, $this->status );
		$this->assertStringNotContainsString( 'data-videoid', $html );

		$this->act_as( 'editor' );
		$first = do_shortcode( '[frontage_video_gallery ids="' . implode( ',', $ids ) . '"]' );
		$this->assertStringContainsString( "Left out of the gallery: $picture, $hidden, $private, 999999 are not public videos", $first );
		wp_set_current_user( 0 );
		$this->assertStringNotContainsString( 'Left out', do_shortcode( '[frontage_video_gallery ids="' . implode( ',', $ids ) . '"]' ) );
		$this->assertSame( '', do_shortcode( '[frontage_video_gallery ids="' . $picture . '"]' ), 'Visitors get nothing when no video is left.' );
	}

	/**
	 * The editor's preview (WordPress's block renderer, as the block's editor asks for it) names
	 * the ids left out and shows the rest.
	 */
	public function test_the_editor_preview_says_which_ids_are_left_out(): void {
		$picture = $this->attachment( 'A picture', 'image/png', 'picture.png' );
		$this->act_as( 'editor' );
		$response = $this->rest(
			'POST',
			'/wp/v2/block-renderer/frontage/video-gallery',
			array(
				'context'    => 'edit',
				'attributes' => array( 'ids' => array( $picture, $this->videos[1] ) ),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$rendered = (string) ( $response->get_data()['rendered'] ?? '' );
		$this->assertStringContainsString( "Left out of the gallery: $picture is not a public video of the Media Library.", $rendered );
		$this->assertSame( array( (string) $this->videos[1] ), $this->thumbnail_ids( $rendered ) );
	}

	/**
	 * Creates an attachment that is deleted after the test.
	 *
	 * @param string $title  Its title.
	 * @param string $mime   Its MIME type.
	 * @param string $file   Its file name in uploads.
	 * @param int    $parent The post it is attached to.
	 * @param string $status Its status.
	 */
	private function attachment( string $title, string $mime, string $file, int $parent = 0, string $status = 'inherit' ): int {
		$id = $this->create_post(
			array(
				'post_type'      => 'attachment',
				'post_title'     => $title,
				'post_mime_type' => $mime,
				'post_status'    => $status,
				'post_parent'    => $parent,
			)
		);
		update_post_meta( $id, '_wp_attached_file', 'frontage-test/' . $file );
		return $id;
	}

	/**
	 * The `data-videoid`s of the thumbnails in some HTML, in order.
	 *
	 * @param string $html The HTML.
	 * @return string[]
	 */
	private function thumbnail_ids( string $html ): array {
		preg_match_all( '/class="frontage-gallery__thumb" data-videoid="([^"]*)"/', $html, $matches );
		return $matches[1];
	}

	/**
	 * Runs the paging call as admin-ajax.php would for the current user.
	 *
	 * @param array<string, mixed>|null $options The `options` field, or null for none.
	 * @param string|null               $nonce   The `security` field; null for none, default the gallery's token.
	 * @return string What it printed.
	 */
	private function page_call( ?array $options, ?string $nonce = 'valid' ): string {
		$fields = array( 'action' => Gallery_Ajax::ACTION );
		if ( null !== $nonce ) {
			$fields['security'] = 'valid' === $nonce ? Gallery_Ajax::token( Gallery_Options::from_request( $options ) ) : $nonce;
		}
		if ( null !== $options ) {
			$fields['options'] = $options;
		}
		$_POST        = $fields;
		$_REQUEST     = $fields;
		$this->status = 0;
		$note         = function ( string $header, int $code ): string {
			$this->status = $code;
			return $header;
		};
		add_filter( 'status_header', $note, 10, 2 );
		try {
			$hook = ( is_user_logged_in() ? 'wp_ajax_' : 'wp_ajax_nopriv_' ) . Gallery_Ajax::ACTION;
			return $this->run_as_ajax( static fn () => do_action( $hook ) );
		} finally {
			remove_filter( 'status_header', $note );
			$_POST    = array();
			$_REQUEST = array();
		}
	}
}
