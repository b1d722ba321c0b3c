<?php
/**
 * The server's requests to the video hosts for posters and titles (docs/media.md "Posters").
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One GET with a short timeout and a size limit. A redirect is followed only to the same
 * host, twice at most; any other answer than a 200 within the limit is a failure (null), never
 * an error shown to anyone: a dead or misbehaving host only means no poster or no title.
 */
final class Video_Http {

	/**
	 * Seconds a request may take: it runs in a scheduled task, never while a page waits.
	 */
	private const TIMEOUT = 8;

	/**
	 * Redirects followed, each to the host that was asked.
	 */
	private const MAX_REDIRECTS = 2;

	/**
	 * The body of a 200 answer, or null.
	 *
	 * @param string $url   The address (http or https).
	 * @param int    $limit The most bytes accepted: a longer answer is refused, not cut.
	 */
	public static function get( string $url, int $limit ): ?string {
		$origin = self::origin( $url );
		for ( $hop = 0; $hop <= self::MAX_REDIRECTS; $hop++ ) {
			if ( '' === $origin || self::origin( $url ) !== $origin ) {
				return null;
			}
			$response = wp_remote_get(
				$url,
				array(
					'timeout'             => self::TIMEOUT,
					'redirection'         => 0,
					// One byte more than allowed tells a body at the limit from a longer one.
					'limit_response_size' => $limit + 1,
				)
			);
			if ( is_wp_error( $response ) ) {
				return null;
			}
			$code = (int) wp_remote_retrieve_response_code( $response );
			if ( $code >= 300 && $code < 400 ) {
				$url = \WP_Http::make_absolute_url( (string) wp_remote_retrieve_header( $response, 'location' ), $url );
				continue;
			}
			$body = (string) wp_remote_retrieve_body( $response );
			return 200 === $code && '' !== $body && strlen( $body ) <= $limit ? $body : null;
		}
		return null;
	}

	/**
	 * An address's scheme, host and port ('' when it is not http or https).
	 *
	 * @param string $url The address.
	 */
	private static function origin( string $url ): string {
		$parts  = wp_parse_url( $url );
		$scheme = is_array( $parts ) ? strtolower( $parts['scheme'] ?? '' ) : '';
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || empty( $parts['host'] ) ) {
			return '';
		}
		return $scheme . '://' . strtolower( $parts['host'] ) . ':' . ( $parts['port'] ?? ( 'https' === $scheme ? 443 : 80 ) );
	}
}
