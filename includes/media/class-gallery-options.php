<?php
/**
 * The video gallery's options (docs/media.md "Video gallery"), read from the block's attributes,
 * the shortcode's attributes or a paging request's `options`, and clamped to what is allowed.
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One gallery's settings, valid by construction: a bad or missing value reads as its default,
 * a page size or column count out of range is brought into it, unknown keys are ignored.
 */
final class Gallery_Options {

	/**
	 * Page sizes allowed (the YouTube Data API answers at most 50 items a page).
	 */
	public const MIN_PAGE_SIZE     = 1;
	public const MAX_PAGE_SIZE     = 50;
	public const DEFAULT_PAGE_SIZE = 6;

	/**
	 * Columns of thumbnails allowed on a wide screen.
	 */
	public const MIN_COLUMNS     = 1;
	public const MAX_COLUMNS     = 6;
	public const DEFAULT_COLUMNS = 3;

	/**
	 * The most attachment ids one gallery lists.
	 */
	public const MAX_IDS = 500;

	/**
	 * A YouTube playlist id and a page token: letters, digits, `_` and `-`.
	 */
	private const PLAYLIST_ID = '/^[A-Za-z0-9_-]{2,64}$/';
	private const PAGE_TOKEN  = '/^[A-Za-z0-9_-]{1,128}$/';

	/**
	 * The option names on the wire and in the block (camelCase), with the shortcode's names.
	 */
	public const SHORTCODE_NAMES = array(
		'playlist_id' => 'playlistId',
		'page_size'   => 'pageSize',
		'columns'     => 'columns',
		'show_title'  => 'showTitle',
		'show_paging' => 'showPaging',
		'autonext'    => 'autonext',
		'thumbplay'   => 'thumbplay',
		'ids'         => 'ids',
	);

	/**
	 * Builds the options; use the from_*() readers, which clamp.
	 *
	 * @param string $playlist_id YouTube playlist id, or ''.
	 * @param int[]  $ids         Attachment ids, in the owner's order (unchecked: the source checks them).
	 * @param string $page_token  The page asked for: a YouTube page token, or a page number for attachments; '' is the first.
	 * @param int    $page_size   Videos a page.
	 * @param int    $columns     Thumbnail columns on a wide screen.
	 * @param bool   $show_title  Whether thumbnails show their titles.
	 * @param bool   $show_paging Whether previous / next and the page number are shown.
	 * @param bool   $autonext    Whether the next video plays when one ends.
	 * @param bool   $thumbplay   Whether choosing a thumbnail starts the video.
	 */
	public function __construct(
		public readonly string $playlist_id = '',
		public readonly array $ids = array(),
		public readonly string $page_token = '',
		public readonly int $page_size = self::DEFAULT_PAGE_SIZE,
		public readonly int $columns = self::DEFAULT_COLUMNS,
		public readonly bool $show_title = true,
		public readonly bool $show_paging = true,
		public readonly bool $autonext = true,
		public readonly bool $thumbplay = true
	) {}

	/**
	 * Options from named fields in camelCase (the block's attributes, a paging request's
	 * `options`); anything else in the array is ignored.
	 *
	 * @param mixed $fields The fields; not an array reads as all defaults.
	 */
	public static function from_fields( mixed $fields ): self {
		$fields = is_array( $fields ) ? $fields : array();
		$text   = static fn ( string $key ): string => isset( $fields[ $key ] ) && is_scalar( $fields[ $key ] ) ? trim( (string) $fields[ $key ] ) : '';
		$flag   = static fn ( string $key, bool $fallback ): bool => array_key_exists( $key, $fields ) ? self::flag( $fields[ $key ], $fallback ) : $fallback;
		return new self(
			preg_match( self::PLAYLIST_ID, $text( 'playlistId' ) ) ? $text( 'playlistId' ) : '',
			self::ids( $fields['ids'] ?? array() ),
			preg_match( self::PAGE_TOKEN, $text( 'pageToken' ) ) ? $text( 'pageToken' ) : '',
			self::clamp( $text( 'pageSize' ), self::MIN_PAGE_SIZE, self::MAX_PAGE_SIZE, self::DEFAULT_PAGE_SIZE ),
			self::clamp( $text( 'columns' ), self::MIN_COLUMNS, self::MAX_COLUMNS, self::DEFAULT_COLUMNS ),
			$flag( 'showTitle', true ),
			$flag( 'showPaging', true ),
			$flag( 'autonext', true ),
			$flag( 'thumbplay', true )
		);
	}

	/**
	 * Options from the shortcode's snake_case attributes (`page_size="2"`, `ids="4,5"`).
	 *
	 * @param mixed $atts The shortcode's attributes ('' without any).
	 */
	public static function from_shortcode( mixed $atts ): self {
		$fields = array();
		foreach ( is_array( $atts ) ? $atts : array() as $name => $value ) {
			$name = strtolower( (string) $name );
			if ( isset( self::SHORTCODE_NAMES[ $name ] ) ) {
				$fields[ self::SHORTCODE_NAMES[ $name ] ] = $value;
			}
		}
		return self::from_fields( $fields );
	}

	/**
	 * Options from a paging request's `options`: the fields as an array (`options[pageSize]=2`)
	 * or as one JSON object.
	 *
	 * @param mixed $raw The request's `options`, unslashed.
	 */
	public static function from_request( mixed $raw ): self {
		if ( is_string( $raw ) ) {
			$raw = json_decode( $raw, true );
		}
		return self::from_fields( $raw );
	}

	/**
	 * The same options asking for another page.
	 *
	 * @param string $page_token The page's token ('' for the first).
	 */
	public function with_page_token( string $page_token ): self {
		return self::from_fields( array( 'pageToken' => $page_token ) + $this->to_fields() );
	}

	/**
	 * The options as the wire names them, the page token left out (the page carries its own).
	 *
	 * @return array{playlistId: string, ids: int[], pageSize: int, columns: int, showTitle: bool, showPaging: bool, autonext: bool, thumbplay: bool}
	 */
	public function to_fields(): array {
		return array(
			'playlistId' => $this->playlist_id,
			'ids'        => $this->ids,
			'pageSize'   => $this->page_size,
			'columns'    => $this->columns,
			'showTitle'  => $this->show_title,
			'showPaging' => $this->show_paging,
			'autonext'   => $this->autonext,
			'thumbplay'  => $this->thumbplay,
		);
	}

	/**
	 * Positive whole numbers from a list or a comma-separated text, in order, without repeats.
	 *
	 * @param mixed $value `array(4, 5)`, `"4, 5"` or anything else (no ids).
	 * @return int[]
	 */
	private static function ids( mixed $value ): array {
		$parts = is_array( $value ) ? $value : ( is_scalar( $value ) ? explode( ',', (string) $value ) : array() );
		$ids   = array();
		foreach ( $parts as $part ) {
			$part = is_scalar( $part ) ? trim( (string) $part ) : '';
			if ( preg_match( '/^[1-9]\d{0,18}$/', $part ) ) {
				$ids[] = (int) $part;
			}
		}
		return array_slice( array_values( array_unique( $ids ) ), 0, self::MAX_IDS );
	}

	/**
	 * A whole number brought into a range; not a number reads as the default.
	 *
	 * @param string $value    The text.
	 * @param int    $min      The least.
	 * @param int    $max      The most.
	 * @param int    $fallback The default.
	 */
	private static function clamp( string $value, int $min, int $max, int $fallback ): int {
		if ( ! is_numeric( $value ) ) {
			return $fallback;
		}
		return max( $min, min( $max, (int) round( (float) $value ) ) );
	}

	/**
	 * A yes/no value as blocks, shortcodes and forms write it.
	 *
	 * @param mixed $value    `true`, `1`, `"1"`, `"true"`, `"yes"`, `"on"` (and the opposites).
	 * @param bool  $fallback What anything else reads as.
	 */
	private static function flag( mixed $value, bool $fallback ): bool {
		if ( is_bool( $value ) ) {
			return $value;
		}
		$text = is_scalar( $value ) ? strtolower( trim( (string) $value ) ) : '';
		if ( in_array( $text, array( '1', 'true', 'yes', 'on' ), true ) ) {
			return true;
		}
		return in_array( $text, array( '0', 'false', 'no', 'off' ), true ) ? false : $fallback;
	}
}
