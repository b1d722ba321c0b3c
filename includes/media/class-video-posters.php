<?php
/**
 * Video posters stored on the site, in the uploads folder `frontage-posters/` (docs/media.md "Posters").
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A visitor's browser never asks the video host for a poster: the server fetches it once, in a
 * scheduled task (after a save, or after the first page that shows the video), and stores it as
 * `youtube-{id}-maxresdefault.jpg` / `youtube-{id}-hqdefault.jpg` or `vimeo-{id}.jpg`; the
 * video's title from oEmbed is kept with it. Until then, and when the host fails (remembered for
 * RETRY_AFTER, so no page waits on a dead host again and again), the facade shows a neutral
 * placeholder drawn by its own styles.
 */
final class Video_Posters {

	/**
	 * The folder inside uploads, a public name (docs/media.md).
	 */
	public const FOLDER = 'frontage-posters';

	/**
	 * What is known about each video: key => { file, width, height, title, failed }. Not
	 * autoloaded: only pages with a video read it.
	 */
	public const OPTION = 'frontage_video_posters';

	/**
	 * The scheduled task that fetches one video's poster and title: ( provider, id ).
	 */
	public const FETCH_HOOK = Media_Module::POSTER_HOOK;

	/**
	 * Filters the address YouTube's poster images are read from, `{base}{id}/{quality}.jpg`
	 * (docs/media.md "Filters").
	 */
	public const IMAGE_BASE_FILTER = 'frontage_video_image_base';

	/**
	 * YouTube's image host.
	 */
	private const IMAGE_BASE = 'https://i.ytimg.com/vi/';

	/**
	 * YouTube qualities in the order tried; a max-resolution image under MIN_HEIGHT pixels is
	 * YouTube's "no such image" stand-in, so the high-quality one (480 × 360) is used instead.
	 */
	private const QUALITIES = array( 'maxresdefault', 'hqdefault' );
	private const MIN_HEIGHT = 200;

	/**
	 * Seconds a failed fetch is not tried again.
	 */
	public const RETRY_AFTER = HOUR_IN_SECONDS;

	/**
	 * The largest image accepted, in bytes.
	 */
	private const IMAGE_LIMIT = 2 * MB_IN_BYTES;

	/**
	 * Videos remembered at most (the oldest are forgotten first).
	 */
	private const MAX_ENTRIES = 500;

	/**
	 * Image types stored, with their file extension: anything else is not an image to show.
	 */
	private const TYPES = array(
		IMAGETYPE_JPEG => 'jpg',
		IMAGETYPE_PNG  => 'png',
		IMAGETYPE_WEBP => 'webp',
	);

	/**
	 * What the page can show for a video now: the stored poster's address and size ('' and 0
	 * without one) and the title from oEmbed (''). When nothing is stored and no recent fetch
	 * failed, a fetch is scheduled; the page does not wait for it.
	 *
	 * @param Video_Address $video The video.
	 * @return array{url: string, width: int, height: int, title: string}
	 */
	public static function for_page( Video_Address $video ): array {
		$entry = self::entries()[ $video->key() ] ?? null;
		$file  = is_array( $entry ) && is_string( $entry['file'] ?? null ) ? $entry['file'] : '';
		if ( '' === $file && ! $video->channel && ( ! is_array( $entry ) || (int) ( $entry['failed'] ?? 0 ) < time() - self::RETRY_AFTER ) ) {
			self::schedule( $video );
		}
		return array(
			'url'    => '' !== $file ? self::base_url() . rawurlencode( $file ) : '',
			'width'  => (int) ( $entry['width'] ?? 0 ),
			'height' => (int) ( $entry['height'] ?? 0 ),
			'title'  => is_string( $entry['title'] ?? null ) ? $entry['title'] : '',
		);
	}

	/**
	 * Schedules the fetch of a video's poster, once.
	 *
	 * @param Video_Address $video The video.
	 */
	public static function schedule( Video_Address $video ): void {
		$args = array( $video->provider, $video->id );
		if ( ! $video->channel && ! wp_next_scheduled( self::FETCH_HOOK, $args ) ) {
			wp_schedule_single_event( time(), self::FETCH_HOOK, $args );
		}
	}

	/**
	 * The scheduled task: fetches one video's poster and title.
	 *
	 * @param mixed $provider The provider.
	 * @param mixed $id       The video id.
	 */
	public static function run_scheduled( mixed $provider, mixed $id ): void {
		$video = Video_Address::from_id( (string) $provider, $id );
		if ( $video ) {
			self::fetch( $video );
		}
	}

	/**
	 * Fetches and stores a video's poster and title now, and remembers a failure.
	 *
	 * @param Video_Address $video The video.
	 * @return bool Whether a poster is stored.
	 */
	public static function fetch( Video_Address $video ): bool {
		$oembed = Video_Oembed::fetch( $video );
		$image  = Video_Address::YOUTUBE === $video->provider
			? self::youtube_image( $video )
			: self::image( $oembed['thumbnail_url'] ?? '' );
		$entry  = array(
			'title'  => $oembed['title'] ?? '',
			'failed' => null === $image ? time() : 0,
		);
		if ( null !== $image ) {
			$name = $video->key() . ( '' !== $image['quality'] ? '-' . $image['quality'] : '' ) . '.' . self::TYPES[ $image['type'] ];
			if ( wp_mkdir_p( self::dir() ) && false !== file_put_contents( self::dir() . $name, $image['body'] ) ) { // Plain file functions: our own folder.
				$entry += array(
					'file'   => $name,
					'width'  => $image['width'],
					'height' => $image['height'],
				);
			} else {
				$entry['failed'] = time();
			}
		}
		self::remember( $video->key(), $entry );
		return isset( $entry['file'] );
	}

	/**
	 * YouTube's max-resolution image, or its high-quality one when that fails or is too small.
	 *
	 * @param Video_Address $video A YouTube video.
	 * @return array{body: string, type: int, width: int, height: int, quality: string}|null
	 */
	private static function youtube_image( Video_Address $video ): ?array {
		$base = (string) apply_filters( self::IMAGE_BASE_FILTER, self::IMAGE_BASE );
		foreach ( self::QUALITIES as $quality ) {
			$image = self::image( $base . $video->id . '/' . $quality . '.jpg' );
			if ( null !== $image && ( $image['height'] >= self::MIN_HEIGHT || 'hqdefault' === $quality ) ) {
				return array( 'quality' => $quality ) + $image;
			}
		}
		return null;
	}

	/**
	 * An image from an address, checked to be one.
	 *
	 * @param string $url The address ('' gives null).
	 * @return array{body: string, type: int, width: int, height: int, quality: string}|null
	 */
	private static function image( string $url ): ?array {
		$body = '' === $url ? null : Video_Http::get( $url, self::IMAGE_LIMIT );
		$size = null === $body ? false : getimagesizefromstring( $body );
		if ( ! is_array( $size ) || ! isset( self::TYPES[ $size[2] ] ) || $size[0] < 1 || $size[1] < 1 ) {
			return null;
		}
		return array(
			'body'    => $body,
			'type'    => $size[2],
			'width'   => $size[0],
			'height'  => $size[1],
			'quality' => '',
		);
	}

	/**
	 * Stores what is known about one video, newest last.
	 *
	 * @param string               $key   The video's key.
	 * @param array<string, mixed> $entry What is known.
	 */
	private static function remember( string $key, array $entry ): void {
		$entries = self::entries();
		unset( $entries[ $key ] );
		$entries[ $key ] = $entry;
		update_option( self::OPTION, array_slice( $entries, -self::MAX_ENTRIES, null, true ), false );
	}

	/**
	 * Everything stored.
	 *
	 * @return array<string, mixed>
	 */
	private static function entries(): array {
		$entries = get_option( self::OPTION, array() );
		return is_array( $entries ) ? $entries : array();
	}

	/**
	 * The folder's path, with a trailing slash.
	 */
	public static function dir(): string {
		return trailingslashit( wp_upload_dir( null, false )['basedir'] ) . self::FOLDER . '/';
	}

	/**
	 * The folder's address, with a trailing slash.
	 */
	private static function base_url(): string {
		return trailingslashit( wp_upload_dir( null, false )['baseurl'] ) . self::FOLDER . '/';
	}
}
