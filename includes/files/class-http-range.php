<?php
/**
 * HTTP byte ranges and validators (RFC 9110 §13, §14): pure parsing, no WordPress, no I/O.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads the request headers that decide between 200, 206, 304 and 416. Every method is a pure
 * function of its arguments, so Downloads' decisions can be tested without a web server.
 */
final class Http_Range {

	/**
	 * The one byte range a `Range` header asks for, clamped to the file.
	 *
	 * Only single ranges are served: a header naming several ranges (which browsers never send;
	 * some download managers do) is ignored, and the whole file is sent with 200, which RFC 9110
	 * §14.2 allows. A header that is not a valid `bytes=` range is ignored too.
	 *
	 * @param string $header The Range header, e.g. `bytes=0-499`, `bytes=500-`, `bytes=-200`.
	 * @param int    $size   The file's size in bytes.
	 * @return array{0: int, 1: int}|false|null First and last byte (inclusive); false when
	 *                                          the range is valid but outside the file (416);
	 *                                          null to ignore the header and send everything.
	 */
	public static function parse( string $header, int $size ): array|false|null {
		if ( ! preg_match( '/^\s*bytes\s*=\s*(.*)$/i', $header, $match ) ) {
			return null;
		}
		// Empty list elements are allowed ("bytes=0-9,"), so count the real ones.
		$specs = array_values( array_filter( array_map( 'trim', explode( ',', $match[1] ) ), 'strlen' ) );
		if ( 1 !== count( $specs ) || ! preg_match( '/^(\d*)\s*-\s*(\d*)$/', $specs[0], $spec ) ) {
			return null;
		}
		[ , $first, $last ] = $spec;
		if ( '' === $first && '' === $last ) {
			return null;
		}

		if ( '' === $first ) {
			// A suffix: the last N bytes, or the whole file when it is shorter than N.
			$suffix = self::to_int( $last );
			if ( 0 === $suffix || 0 === $size ) {
				return false;
			}
			return array( max( 0, $size - $suffix ), $size - 1 );
		}

		$start = self::to_int( $first );
		$end   = '' === $last ? PHP_INT_MAX : self::to_int( $last );
		if ( $end < $start ) {
			return null;
		}
		if ( $start >= $size ) {
			return false;
		}
		return array( $start, min( $end, $size - 1 ) );
	}

	/**
	 * Whether an `If-None-Match` header matches the current entity tag (weak comparison, as
	 * RFC 9110 §13.1.2 says for this header).
	 *
	 * @param string $header The header's value: `*` or a list of entity tags.
	 * @param string $etag   The current entity tag, quoted.
	 */
	public static function none_match( string $header, string $etag ): bool {
		$header = trim( $header );
		if ( '*' === $header ) {
			return true;
		}
		$current = self::opaque( $etag );
		foreach ( self::etags( $header ) as $tag ) {
			if ( self::opaque( $tag ) === $current ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether an `If-Modified-Since` header says the client's copy is current.
	 *
	 * @param string $header        The header's value, an HTTP date.
	 * @param int    $last_modified The file's last change, Unix time.
	 */
	public static function not_modified_since( string $header, int $last_modified ): bool {
		$since = self::http_date( $header );
		return null !== $since && $last_modified <= $since;
	}

	/**
	 * Whether an `If-Range` header still names the current file, so that the range may be sent.
	 * An entity tag must match strongly (a weak tag never does); a date must equal the file's
	 * Last-Modified exactly (RFC 9110 §13.1.5). Otherwise the client's partial copy is of an
	 * older file and gets the whole new one.
	 *
	 * @param string $header        The header's value.
	 * @param string $etag          The current entity tag, quoted.
	 * @param int    $last_modified The file's last change, Unix time.
	 */
	public static function if_range_matches( string $header, string $etag, int $last_modified ): bool {
		$header = trim( $header );
		if ( str_starts_with( $header, '"' ) ) {
			return $header === $etag;
		}
		if ( str_starts_with( $header, 'W/' ) ) {
			return false;
		}
		return self::http_date( $header ) === $last_modified;
	}

	/**
	 * An HTTP date (IMF-fixdate, RFC 850 or asctime) as Unix time, or null when it is not one.
	 *
	 * @param string $value The date.
	 */
	public static function http_date( string $value ): ?int {
		$value = trim( $value );
		// Only the three formats HTTP allows, so "tomorrow" or "+1 year" are not dates here.
		if ( preg_match( '/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/', $value )
			|| preg_match( '/^[A-Z][a-z]+, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/', $value ) ) {
			$time = strtotime( $value );
		} elseif ( preg_match( '/^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/', $value ) ) {
			$time = strtotime( $value . ' GMT' );
		} else {
			return null;
		}
		return false === $time ? null : $time;
	}

	/**
	 * A Unix time as an HTTP date (IMF-fixdate).
	 *
	 * @param int $time Unix time.
	 */
	public static function format_date( int $time ): string {
		return gmdate( 'D, d M Y H:i:s', $time ) . ' GMT';
	}

	/**
	 * The entity tags in a list header, each as sent (with any W/ prefix).
	 *
	 * @param string $header List of entity tags.
	 * @return string[]
	 */
	private static function etags( string $header ): array {
		preg_match_all( '#(?:W/)?"[^"]*"#', $header, $matches );
		return $matches[0];
	}

	/**
	 * An entity tag without its weakness prefix.
	 *
	 * @param string $tag Entity tag.
	 */
	private static function opaque( string $tag ): string {
		return str_starts_with( $tag, 'W/' ) ? substr( $tag, 2 ) : $tag;
	}

	/**
	 * Decimal digits as an int, saturating at PHP_INT_MAX instead of overflowing.
	 *
	 * @param string $digits Only 0-9.
	 */
	private static function to_int( string $digits ): int {
		$digits = ltrim( $digits, '0' );
		if ( '' === $digits ) {
			return 0;
		}
		if ( strlen( $digits ) > 18 ) {
			return PHP_INT_MAX;
		}
		return (int) $digits;
	}
}
