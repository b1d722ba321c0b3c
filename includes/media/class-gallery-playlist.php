<?php
/**
 * The video gallery's YouTube source: a playlist's items from the YouTube Data API
 * (`playlistItems`), asked for by the server with the owner's key, cached, paged by `pageToken`.
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Each page is cached for an hour (a transient per playlist, page token and page size) and kept
 * as the page's last good answer for 30 days: when YouTube refuses (quota, a wrong key) or
 * cannot be reached, that last good page is shown and the owner gets a note saying why.
 * Nothing of YouTube is contacted by the visitor's browser here: thumbnails come from this site.
 */
final class Gallery_Playlist {

	/**
	 * Where the YouTube Data API answers; the filter below changes it (tests point it at a local
	 * fixture), docs/media.md "Video gallery".
	 */
	public const API_BASE        = 'https://www.googleapis.com/youtube/v3/';
	public const API_BASE_FILTER = 'frontage_youtube_api_base';

	/**
	 * The resource asked for.
	 */
	private const ENDPOINT = 'playlistItems';

	/**
	 * Transient names: the fresh copy and the last good copy of a page (+ a hash of the request).
	 */
	public const CACHE_PREFIX     = 'frontage_gallery_';
	public const LAST_GOOD_PREFIX = 'frontage_gallery_last_';

	/**
	 * How long a page is reused without asking, and how long the last good copy is kept.
	 */
	public const CACHE_SECONDS     = HOUR_IN_SECONDS;
	public const LAST_GOOD_SECONDS = 30 * DAY_IN_SECONDS;

	/**
	 * Seconds the server waits for YouTube.
	 */
	private const TIMEOUT = 5;

	/**
	 * A YouTube video id (docs/media.md): 11 letters, digits, `_` or `-`.
	 */
	private const VIDEO_ID = '/^[A-Za-z0-9_-]{11}$/';

	/**
	 * Takes the owner's API key.
	 *
	 * @param string $api_key The YouTube Data API key ('' when none is set).
	 */
	public function __construct( private string $api_key ) {}

	/**
	 * The page the options ask for: cached, fresh, or the last good one with a note.
	 *
	 * @param Gallery_Options $options The gallery's options (a playlist id is set).
	 */
	public function page( Gallery_Options $options ): Gallery_Page {
		$hash   = md5( $options->playlist_id . '|' . $options->page_token . '|' . $options->page_size );
		$cached = get_transient( self::CACHE_PREFIX . $hash );
		if ( is_array( $cached ) ) {
			return self::to_page( $cached, $options->page_size );
		}
		$answer = '' === $this->api_key
			? new \WP_Error( 'frontage_no_api_key', __( 'no YouTube Data API key is set on Settings → Frontage → Media', 'frontage' ) )
			: $this->fetch( $options );
		if ( ! is_wp_error( $answer ) ) {
			set_transient( self::CACHE_PREFIX . $hash, $answer, self::CACHE_SECONDS );
			set_transient( self::LAST_GOOD_PREFIX . $hash, $answer, self::LAST_GOOD_SECONDS );
			return self::to_page( $answer, $options->page_size );
		}
		$last = get_transient( self::LAST_GOOD_PREFIX . $hash );
		$page = is_array( $last ) ? self::to_page( $last, $options->page_size ) : new Gallery_Page( Gallery_Page::SOURCE_YOUTUBE, array() );
		return $page->with_notice(
			sprintf(
				/* translators: 1: what went wrong, 2: what the gallery shows instead. */
				__( 'The YouTube playlist could not be loaded: %1$s. %2$s', 'frontage' ),
				rtrim( $answer->get_error_message(), '. ' ),
				is_array( $last ) ? __( 'The last page that loaded is shown.', 'frontage' ) : __( 'No page of it has loaded yet, so visitors see an empty gallery.', 'frontage' )
			)
		);
	}

	/**
	 * Asks YouTube for one page.
	 *
	 * @param Gallery_Options $options The gallery's options.
	 * @return array{videos: list<array{id: string, title: string}>, prev: string, next: string, total: int}|\WP_Error
	 */
	private function fetch( Gallery_Options $options ): array|\WP_Error {
		$base     = (string) apply_filters( self::API_BASE_FILTER, self::API_BASE );
		$query    = array(
			'part'       => 'snippet,status',
			'playlistId' => $options->playlist_id,
			'maxResults' => $options->page_size,
			'key'        => $this->api_key,
		) + ( '' !== $options->page_token ? array( 'pageToken' => $options->page_token ) : array() );
		$response = wp_remote_get( add_query_arg( rawurlencode_deep( $query ), trailingslashit( $base ) . self::ENDPOINT ), array( 'timeout' => self::TIMEOUT ) );
		if ( is_wp_error( $response ) ) {
			return new \WP_Error( 'frontage_youtube_unreachable', $response->get_error_message() );
		}
		$data = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$code = (int) wp_remote_retrieve_response_code( $response );
		if ( ! is_array( $data ) ) {
			/* translators: %d: HTTP status. */
			return new \WP_Error( 'frontage_youtube_not_json', sprintf( __( 'YouTube’s answer (HTTP %d) is not JSON', 'frontage' ), $code ) );
		}
		if ( 200 !== $code || isset( $data['error'] ) ) {
			return self::api_error( $data, $code );
		}
		return self::read_answer( $data );
	}

	/**
	 * YouTube's own error, as it words it (`quotaExceeded`, `keyInvalid`, `playlistNotFound`…).
	 *
	 * @param array<string, mixed> $data The decoded answer.
	 * @param int                  $code The HTTP status.
	 */
	private static function api_error( array $data, int $code ): \WP_Error {
		$error   = is_array( $data['error'] ?? null ) ? $data['error'] : array();
		$reason  = is_array( $error['errors'][0] ?? null ) ? (string) ( $error['errors'][0]['reason'] ?? '' ) : '';
		$message = is_string( $error['message'] ?? null ) ? wp_strip_all_tags( $error['message'] ) : '';
		return new \WP_Error(
			'frontage_youtube_refused',
			/* translators: 1: HTTP status, 2: YouTube's reason code, 3: YouTube's message. */
			trim( sprintf( __( 'YouTube answered HTTP %1$d %2$s %3$s', 'frontage' ), $code, '' !== $reason ? '(' . $reason . ')' : '', $message ) )
		);
	}

	/**
	 * The parts of an answer the gallery keeps: public videos with a valid id, the page tokens and
	 * the playlist's length.
	 *
	 * @param array<string, mixed> $data The decoded answer.
	 * @return array{videos: list<array{id: string, title: string}>, prev: string, next: string, total: int}
	 */
	private static function read_answer( array $data ): array {
		$videos = array();
		foreach ( is_array( $data['items'] ?? null ) ? $data['items'] : array() as $item ) {
			$id      = (string) ( $item['snippet']['resourceId']['videoId'] ?? '' );
			$privacy = (string) ( $item['status']['privacyStatus'] ?? 'public' );
			if ( preg_match( self::VIDEO_ID, $id ) && in_array( $privacy, array( 'public', 'unlisted' ), true ) ) {
				$videos[] = array(
					'id'    => $id,
					'title' => wp_strip_all_tags( (string) ( $item['snippet']['title'] ?? '' ) ),
				);
			}
		}
		$token = static fn ( string $key ): string => is_string( $data[ $key ] ?? null ) && preg_match( '/^[A-Za-z0-9_-]{1,128}$/', $data[ $key ] ) ? $data[ $key ] : '';
		return array(
			'videos' => $videos,
			'prev'   => $token( 'prevPageToken' ),
			'next'   => $token( 'nextPageToken' ),
			'total'  => max( 0, (int) ( $data['pageInfo']['totalResults'] ?? 0 ) ),
		);
	}

	/**
	 * A stored answer as a page.
	 *
	 * @param array<string, mixed> $answer    What read_answer() kept.
	 * @param int                  $page_size Videos a page.
	 */
	private static function to_page( array $answer, int $page_size ): Gallery_Page {
		$videos = array_map(
			static fn ( array $video ): Gallery_Video => new Gallery_Video( (string) $video['id'], (string) $video['title'], '', self::thumbnail( (string) $video['id'] ) ),
			is_array( $answer['videos'] ?? null ) ? $answer['videos'] : array()
		);
		return new Gallery_Page(
			Gallery_Page::SOURCE_YOUTUBE,
			$videos,
			(string) ( $answer['prev'] ?? '' ),
			(string) ( $answer['next'] ?? '' ),
			(int) ceil( (int) ( $answer['total'] ?? 0 ) / max( 1, $page_size ) )
		);
	}

	/**
	 * The video's poster from the site's poster store (Video_Posters, the uploads folder
	 * `frontage-posters/`), or '' for a drawn placeholder until the server has fetched it: a
	 * gallery never points the visitor's browser at YouTube's image host.
	 *
	 * @param string $id The YouTube video id.
	 */
	private static function thumbnail( string $id ): string {
		$video = Video_Address::from_id( Video_Address::YOUTUBE, $id );
		return $video ? Video_Posters::for_page( $video )['url'] : '';
	}
}
