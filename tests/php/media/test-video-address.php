<?php
/**
 * The video addresses the facade accepts (docs/media.md "Video facade"): YouTube ids are 11
 * letters, digits, _ or -, Vimeo ids are numbers; anything else names no video.
 *
 * @package Frontage
 */

use Frontage\Media\Video_Address;
use Frontage\Tests\Test_Case;

/**
 * Video_Address::parse().
 */
final class Test_Video_Address extends Test_Case {

	/**
	 * Every YouTube and Vimeo address form names its video.
	 */
	public function test_youtube_and_vimeo_addresses(): void {
		$cases = array(
			'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42' => 'youtube-dQw4w9WgXcQ',
			'http://youtube.com/watch/?v=dQw4w9WgXcQ'         => 'youtube-dQw4w9WgXcQ',
			'https://youtu.be/dQw4w9WgXcQ?si=x'               => 'youtube-dQw4w9WgXcQ',
			'https://www.youtube.com/embed/dQw4w9WgXcQ'       => 'youtube-dQw4w9WgXcQ',
			'https://www.youtube-nocookie.com/embed/a_b-c_d-e_f' => 'youtube-a_b-c_d-e_f',
			'https://www.youtube.com/shorts/dQw4w9WgXcQ'      => 'youtube-dQw4w9WgXcQ',
			'https://www.youtube.com/live/dQw4w9WgXcQ'        => 'youtube-dQw4w9WgXcQ',
			'https://m.youtube.com/watch?v=dQw4w9WgXcQ'       => 'youtube-dQw4w9WgXcQ',
			'https://vimeo.com/76979871'                      => 'vimeo-76979871',
			'https://player.vimeo.com/video/76979871?h=ab12'  => 'vimeo-76979871',
			'https://vimeo.com/channels/staffpicks/76979871'  => 'vimeo-76979871',
			'https://vimeo.com/groups/shortfilms/videos/76979871' => 'vimeo-76979871',
			'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/live' => 'youtube-live-UCabcdefghijklmnopqrstuv',
			'https://www.youtube.com/embed/live_stream?channel=UCabcdefghijklmnopqrstuv' => 'youtube-live-UCabcdefghijklmnopqrstuv',
		);
		foreach ( $cases as $url => $key ) {
			$this->assertSame( $key, Video_Address::parse( $url )?->key(), $url );
		}
	}

	/**
	 * Foreign hosts, ids of the wrong shape, other schemes and values that are not text name nothing.
	 */
	public function test_foreign_and_broken_addresses_name_nothing(): void {
		$cases = array(
			'',
			'dQw4w9WgXcQ',
			'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
			'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
			'https://example.com/watch?v=dQw4w9WgXcQ',
			'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
			'https://www.youtube.com/watch?v=short',
			'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
			'https://www.youtube.com/watch?v[]=dQw4w9WgXcQ',
			'https://youtu.be/dQw4w9WgXcQ/extra',
			'https://vimeo.com/12a34',
			'https://vimeo.com/1234567890123',
			'https://www.youtube.com/channel/UCshort/live',
			'https://www.youtube.com/embed/live_stream?channel=nope',
			'https://' . str_repeat( 'a', 3000 ),
		);
		foreach ( $cases as $url ) {
			$this->assertNull( Video_Address::parse( $url ), $url );
		}
		$this->assertNull( Video_Address::parse( array( 'https://youtu.be/dQw4w9WgXcQ' ) ) );
		$this->assertNull( Video_Address::parse( null ) );
	}

	/**
	 * The player loads from youtube-nocookie.com or player.vimeo.com with autoplay=1.
	 */
	public function test_player_addresses(): void {
		$this->assertSame( 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&enablejsapi=1&rel=0', Video_Address::parse( 'https://youtu.be/dQw4w9WgXcQ' )->player_url() );
		$this->assertSame( 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1', Video_Address::parse( 'https://vimeo.com/76979871' )->player_url() );
		$this->assertSame( 'https://www.youtube-nocookie.com/embed/live_stream?channel=UCabcdefghijklmnopqrstuv&autoplay=1&enablejsapi=1&rel=0', Video_Address::parse( 'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/live' )->player_url() );
	}

	/**
	 * An unlisted Vimeo video keeps its privacy hash (from `vimeo.com/ID/HASH` or the player's
	 * `h=`) in the player's and the page's address, or the player refuses to play it; a hash of
	 * the wrong shape is dropped, the video kept.
	 */
	public function test_an_unlisted_vimeo_video_keeps_its_hash(): void {
		foreach ( array( 'https://vimeo.com/76979871/8f2a1b3c4d', 'https://player.vimeo.com/video/76979871?h=8f2a1b3c4d' ) as $url ) {
			$video = Video_Address::parse( $url );
			$this->assertSame( 'https://player.vimeo.com/video/76979871?h=8f2a1b3c4d&autoplay=1&dnt=1', $video->player_url(), $url );
			$this->assertSame( 'https://vimeo.com/76979871/8f2a1b3c4d', $video->page_url(), $url );
			$this->assertSame( 'vimeo-76979871', $video->key(), $url );
		}
		$video = Video_Address::parse( 'https://player.vimeo.com/video/76979871?h=<script>' );
		$this->assertSame( 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1', $video->player_url() );
	}
}
