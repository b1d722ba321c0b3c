<?php
/**
 * A video's title and thumbnail from its provider's oEmbed endpoint (docs/media.md "Posters").
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Asks `{endpoint}?url={video page}&format=json`. An answer that is not a JSON object, too
 * long, or missing the fields reads as nothing: an oEmbed failure is ignored silently.
 */
final class Video_Oembed {

	/**
	 * Filters a provider's oEmbed endpoint: ( string $endpoint, string $provider ). Tests and
	 * sites without a way out point it at a local address (docs/media.md "Filters").
	 */
	public const ENDPOINT_FILTER = 'frontage_video_oembed_endpoint';

	/**
	 * The providers' endpoints.
	 */
	private const ENDPOINTS = array(
		Video_Address::YOUTUBE => 'https://www.youtube.com/oembed',
		Video_Address::VIMEO   => 'https://vimeo.com/api/oembed.json',
	);

	/**
	 * The longest answer accepted (a real one is under 2 KB).
	 */
	private const LIMIT = 64 * KB_IN_BYTES;

	/**
	 * The longest title kept.
	 */
	private const TITLE_LENGTH = 200;

	/**
	 * The video's title and thumbnail address ('' for what the answer lacks), or null when the
	 * endpoint failed.
	 *
	 * @param Video_Address $video The video.
	 * @return array{title: string, thumbnail_url: string}|null
	 */
	public static function fetch( Video_Address $video ): ?array {
		$endpoint = (string) apply_filters( self::ENDPOINT_FILTER, self::ENDPOINTS[ $video->provider ], $video->provider );
		$body     = Video_Http::get(
			add_query_arg(
				array(
					'url'    => rawurlencode( $video->page_url() ),
					'format' => 'json',
				),
				$endpoint
			),
			self::LIMIT
		);
		$answer = null === $body ? null : json_decode( $body, true );
		if ( ! is_array( $answer ) || array_is_list( $answer ) ) {
			return null;
		}
		$title     = is_string( $answer['title'] ?? null ) ? sanitize_text_field( $answer['title'] ) : '';
		$thumbnail = is_string( $answer['thumbnail_url'] ?? null ) ? esc_url_raw( $answer['thumbnail_url'], array( 'http', 'https' ) ) : '';
		return array(
			'title'         => mb_substr( $title, 0, self::TITLE_LENGTH ),
			'thumbnail_url' => $thumbnail,
		);
	}
}
