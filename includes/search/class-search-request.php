<?php
/**
 * One search (or suggestion) request, every field of docs/search.md "Request fields" parsed, checked and capped.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Files\File_Table;
use Frontage\Files\Library;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Built with from_input() from what a transport received (admin-ajax, REST, the page's address);
 * immutable afterwards. The table in docs/search.md says what each field accepts.
 */
final class Search_Request {

	/**
	 * The longest keyword accepted, in characters.
	 */
	public const MAX_KEYWORD = 200;

	/**
	 * Results per page when none (or 0) is asked for.
	 */
	public const DEFAULT_LIMIT = 20;

	/**
	 * The most results per page.
	 */
	public const MAX_LIMIT = 100;

	/**
	 * The highest page number accepted (deeper pages are simply empty).
	 */
	public const MAX_PAGE = 1000000;

	/**
	 * The most entries read from a list field (tags, types, exclude, columns).
	 */
	public const MAX_LIST = 50;

	/**
	 * Themes of the results table.
	 */
	public const THEMES = array( 'default', 'ggd', 'preview' );

	/**
	 * Orderings; `relevance` is the default with a keyword, `title` without.
	 */
	public const ORDERINGS = array( 'relevance', 'title', 'created', 'updated', 'size', 'downloads', 'type', 'version' );

	/**
	 * Size units and their factor in bytes (docs/search.md "Refusals and constants").
	 */
	public const UNITS = array(
		'kb' => 1024,
		'mb' => 1048576,
		'gb' => 1073741824,
	);

	/**
	 * A size as a person types it (docs/search.md "Sizes"): digits with at most one decimal mark,
	 * a point or a comma (`1.5`, `1,5`), optionally followed by a unit (`kb`, `mb`, `gb`, `k`,
	 * `m`, `g`, `kib`, `mib`, `gib`, any case, a space before it or not): "1.5 MB". A sign is
	 * allowed in front so that a negative size is told apart; the page's script reads sizes by
	 * the same rule (src/search/size-units.ts).
	 */
	public const SIZE_PATTERN = '/^([+-]?(?:\d{1,15}(?:[.,]\d{0,15})?|[.,]\d{1,15}))(?:\s*([kmg])(?:i?b)?)?$/i';

	/**
	 * Date formats the search form may use: the `date_format` search setting's values, which
	 * Search_Settings holds (its schema names them without loading this class).
	 */
	public const DATE_FORMATS = Search_Settings::DATE_FORMATS;

	/**
	 * Error code of every refused request (status 400, data `field` names the field).
	 */
	public const ERROR_CODE = 'frontage_search_invalid';

	/**
	 * Fields that hold one text value (an array there is refused).
	 */
	private const SCALAR_FIELDS = array( 'q', 'catid', 'theme', 'cfrom', 'cto', 'ufrom', 'uto', 'show_pagination', 'paged', 'limit', 'wfrom', 'wto', 'wfromunit', 'wtounit', 'ordering', 'dir', 'make_file_suggestion' );

	/**
	 * Builds the request; use from_input() (or with()) instead.
	 *
	 * @param string      $q               Keyword, trimmed, at most 200 characters.
	 * @param int         $catid           Category id, 0 for all.
	 * @param int[]       $exclude         Category ids left out (with what is below them).
	 * @param string      $theme           `default`, `ggd` or `preview`.
	 * @param string[]    $ftags           Tag names or slugs (any of them matches).
	 * @param string|null $cfrom           Created from, `Y-m-d`.
	 * @param string|null $cto             Created to, `Y-m-d`.
	 * @param string|null $ufrom           Updated from, `Y-m-d`.
	 * @param string|null $uto             Updated to, `Y-m-d`.
	 * @param bool        $show_pagination Whether page links are shown.
	 * @param int         $paged           Page number, from 1.
	 * @param int         $limit           Results per page, 1–100.
	 * @param string[]    $theme_column    Column keys (File_Table::columns()), in the order asked.
	 * @param string[]    $type            Extensions, lower case.
	 * @param float|null  $wfrom           Size from, as typed, in $wfromunit.
	 * @param float|null  $wto             Size to, as typed, in $wtounit.
	 * @param string      $wfromunit       `kb`, `mb` or `gb`.
	 * @param string      $wtounit         `kb`, `mb` or `gb`.
	 * @param int|null    $wfrom_bytes     Size from in bytes.
	 * @param int|null    $wto_bytes       Size to in bytes.
	 * @param string      $ordering        One of ORDERINGS (the default resolved).
	 * @param string      $dir             `asc` or `desc`.
	 * @param bool        $suggestion      make_file_suggestion=1: a suggestion request.
	 * @param string      $date_format     The format dates are written back in (to_query_args()).
	 */
	private function __construct(
		public readonly string $q,
		public readonly int $catid,
		public readonly array $exclude,
		public readonly string $theme,
		public readonly array $ftags,
		public readonly ?string $cfrom,
		public readonly ?string $cto,
		public readonly ?string $ufrom,
		public readonly ?string $uto,
		public readonly bool $show_pagination,
		public readonly int $paged,
		public readonly int $limit,
		public readonly array $theme_column,
		public readonly array $type,
		public readonly ?float $wfrom,
		public readonly ?float $wto,
		public readonly string $wfromunit,
		public readonly string $wtounit,
		public readonly ?int $wfrom_bytes,
		public readonly ?int $wto_bytes,
		public readonly string $ordering,
		public readonly string $dir,
		public readonly bool $suggestion,
		private readonly string $date_format = 'DD-MM-YYYY'
	) {}

	/**
	 * Parses a request. Expects unslashed input: admin-ajax transports pass wp_unslash( $_POST ),
	 * REST passes its parameters as they are.
	 *
	 * @param array<string, mixed> $raw         The fields as they arrived.
	 * @param string               $date_format The site's search date format (DATE_FORMATS).
	 * @return self|\WP_Error A 400 WP_Error (data: status, field) for input that cannot be searched.
	 */
	public static function from_input( array $raw, string $date_format = 'DD-MM-YYYY' ): self|\WP_Error {
		$date_format = in_array( $date_format, self::DATE_FORMATS, true ) ? $date_format : 'DD-MM-YYYY';

		foreach ( self::SCALAR_FIELDS as $field ) {
			if ( isset( $raw[ $field ] ) && ! is_scalar( $raw[ $field ] ) ) {
				return self::error(
					$field,
					/* translators: %s: a request field's name, e.g. q. */
					sprintf( __( 'The field %s must be a single value.', 'frontage' ), $field )
				);
			}
		}

		$q = self::clean_text( (string) ( $raw['q'] ?? '' ) );
		if ( mb_strlen( $q ) > self::MAX_KEYWORD ) {
			return self::error( 'q', __( 'The keyword is too long: 200 characters at most.', 'frontage' ) );
		}

		$catid_raw = trim( (string) ( $raw['catid'] ?? '' ) );
		$catid     = 0;
		if ( '' !== $catid_raw && '0' !== $catid_raw ) {
			$catid = Library::parse_id( $catid_raw );
			if ( ! $catid ) {
				return self::error( 'catid', __( 'The category must be a category id.', 'frontage' ) );
			}
		}

		$dates = self::dates_of( $raw, $date_format );
		if ( is_wp_error( $dates ) ) {
			return $dates;
		}
		$sizes = self::sizes_of( $raw );
		if ( is_wp_error( $sizes ) ) {
			return $sizes;
		}

		$limit = self::whole_number( $raw, 'limit', 0 );
		$limit = 0 === $limit ? self::DEFAULT_LIMIT : min( self::MAX_LIMIT, $limit );
		$paged = min( self::MAX_PAGE, max( 1, self::whole_number( $raw, 'paged', 1 ) ) );

		$theme = strtolower( trim( (string) ( $raw['theme'] ?? '' ) ) );
		$theme = in_array( $theme, self::THEMES, true ) ? $theme : 'default';

		$show_pagination = ! in_array( strtolower( trim( (string) ( $raw['show_pagination'] ?? '1' ) ) ), array( '0', 'false', 'no', 'off' ), true );

		$lists = self::lists_of( $raw );

		$ordering = self::ordering_of( $raw, $q );
		$dir      = strtolower( trim( (string) ( $raw['dir'] ?? '' ) ) );
		$dir      = in_array( $dir, array( 'asc', 'desc' ), true ) ? $dir : 'asc';

		return new self(
			q: $q,
			catid: $catid,
			exclude: $lists['exclude'],
			theme: $theme,
			ftags: $lists['ftags'],
			cfrom: $dates['cfrom'],
			cto: $dates['cto'],
			ufrom: $dates['ufrom'],
			uto: $dates['uto'],
			show_pagination: $show_pagination,
			paged: $paged,
			limit: $limit,
			theme_column: $lists['theme_column'],
			type: $lists['type'],
			wfrom: $sizes['wfrom'],
			wto: $sizes['wto'],
			wfromunit: $sizes['wfromunit'],
			wtounit: $sizes['wtounit'],
			wfrom_bytes: $sizes['wfrom_bytes'],
			wto_bytes: $sizes['wto_bytes'],
			ordering: $ordering,
			dir: $dir,
			suggestion: '1' === trim( (string) ( $raw['make_file_suggestion'] ?? '' ) ),
			date_format: $date_format
		);
	}

	/**
	 * The four date fields, each null or `Y-m-d`, read in the site's date format; a to date
	 * before its from date is refused.
	 *
	 * @param array<string, mixed> $raw         The fields as they arrived.
	 * @param string               $date_format One of DATE_FORMATS.
	 * @return array{cfrom: ?string, cto: ?string, ufrom: ?string, uto: ?string}|\WP_Error
	 */
	private static function dates_of( array $raw, string $date_format ): array|\WP_Error {
		$dates = array();
		foreach ( array( 'cfrom', 'cto', 'ufrom', 'uto' ) as $field ) {
			$value = trim( (string) ( $raw[ $field ] ?? '' ) );
			if ( '' === $value ) {
				$dates[ $field ] = null;
				continue;
			}
			$dates[ $field ] = self::parse_date( $value, $date_format );
			if ( null === $dates[ $field ] ) {
				return self::error(
					$field,
					/* translators: 1: a request field's name, e.g. cfrom; 2: a date format, e.g. DD-MM-YYYY. */
					sprintf( __( 'The field %1$s must be a date written %2$s.', 'frontage' ), $field, $date_format )
				);
			}
		}
		foreach ( array( array( 'cfrom', 'cto' ), array( 'ufrom', 'uto' ) ) as [ $from, $to ] ) {
			if ( null !== $dates[ $from ] && null !== $dates[ $to ] && $dates[ $to ] < $dates[ $from ] ) {
				return self::error( $to, __( 'The to date must be greater than the from date.', 'frontage' ) );
			}
		}
		return $dates;
	}

	/**
	 * The size range: each bound as typed, its unit and in bytes; a from above the to is refused.
	 *
	 * @param array<string, mixed> $raw The fields as they arrived.
	 * @return array{wfrom: ?float, wto: ?float, wfromunit: string, wtounit: string, wfrom_bytes: ?int, wto_bytes: ?int}|\WP_Error
	 */
	private static function sizes_of( array $raw ): array|\WP_Error {
		$from = self::parse_size( $raw['wfrom'] ?? '' );
		if ( false === $from ) {
			return self::error( 'wfrom', __( 'Weight from is positive integer.', 'frontage' ) );
		}
		$to = self::parse_size( $raw['wto'] ?? '' );
		if ( false === $to ) {
			return self::error( 'wto', __( 'Weight to is positive integer.', 'frontage' ) );
		}
		// A unit typed after the number wins over the unit field.
		$wfromunit   = self::unit( $from[1] ?? $raw['wfromunit'] ?? '' );
		$wtounit     = self::unit( $to[1] ?? $raw['wtounit'] ?? '' );
		$wfrom       = null === $from ? null : $from[0];
		$wto         = null === $to ? null : $to[0];
		$wfrom_bytes = null === $wfrom ? null : self::to_bytes( $wfrom, $wfromunit );
		$wto_bytes   = null === $wto ? null : self::to_bytes( $wto, $wtounit );
		if ( null !== $wfrom_bytes && null !== $wto_bytes && $wfrom_bytes > $wto_bytes ) {
			return self::error( 'wfrom', __( 'Weight from must be less than weight to.', 'frontage' ) );
		}
		return array(
			'wfrom'       => $wfrom,
			'wto'         => $wto,
			'wfromunit'   => $wfromunit,
			'wtounit'     => $wtounit,
			'wfrom_bytes' => $wfrom_bytes,
			'wto_bytes'   => $wto_bytes,
		);
	}

	/**
	 * The ordering asked for, when it is one of ORDERINGS (relevance only with a keyword), else
	 * the default for the keyword.
	 *
	 * @param array<string, mixed> $raw The fields as they arrived.
	 * @param string               $q   The keyword.
	 */
	private static function ordering_of( array $raw, string $q ): string {
		$ordering = strtolower( trim( (string) ( $raw['ordering'] ?? '' ) ) );
		if ( ! in_array( $ordering, self::ORDERINGS, true ) || ( 'relevance' === $ordering && '' === $q ) ) {
			return self::default_ordering( $q );
		}
		return $ordering;
	}

	/**
	 * A field written as a whole number of at most 12 digits (spaces around allowed), else a
	 * fallback.
	 *
	 * @param array<string, mixed> $raw       The fields as they arrived.
	 * @param string               $field     The field.
	 * @param int                  $otherwise What anything else reads as.
	 */
	private static function whole_number( array $raw, string $field, int $otherwise ): int {
		$value = (string) ( $raw[ $field ] ?? '' );
		return preg_match( '/^\s*\d{1,12}\s*$/', $value ) ? (int) $value : $otherwise;
	}

	/**
	 * The list fields, each item checked and the bad ones left out: the columns, the file types,
	 * the tags and the excluded file ids.
	 *
	 * @param array<string, mixed> $raw The fields as they arrived.
	 * @return array{theme_column: string[], type: string[], ftags: string[], exclude: int[]}
	 */
	private static function lists_of( array $raw ): array {
		return array(
			'theme_column' => array_values( array_intersect( self::list_field( $raw['theme_column'] ?? array(), true ), File_Table::columns() ) ),
			'type'         => array_values(
				array_filter(
					self::list_field( $raw['type'] ?? array(), true ),
					static fn ( string $ext ): bool => (bool) preg_match( '/^[a-z0-9]{1,20}$/', $ext )
				)
			),
			'ftags'        => array_values(
				array_filter(
					array_map(
						static fn ( string $tag ): string => mb_substr( $tag, 0, self::MAX_KEYWORD ),
						self::list_field( $raw['ftags'] ?? array(), false )
					),
					static fn ( string $tag ): bool => '' !== $tag
				)
			),
			'exclude'      => array_values( array_filter( array_map( array( Library::class, 'parse_id' ), self::list_field( $raw['exclude'] ?? array(), false ) ) ) ),
		);
	}

	/**
	 * A copy with some properties changed (e.g. `array( 'paged' => 3 )` for a page link).
	 * Values are taken as given: they are the caller's own, not a visitor's.
	 *
	 * @param array<string, mixed> $changes Property name → new value.
	 * @throws \InvalidArgumentException On an unknown property.
	 */
	public function with( array $changes ): self {
		$values = get_object_vars( $this );
		foreach ( $changes as $name => $value ) {
			if ( ! array_key_exists( $name, $values ) ) {
				throw new \InvalidArgumentException( esc_html( "Search_Request has no property {$name}." ) );
			}
			$values[ $name ] = $value;
		}
		// A new keyword changes what "the default ordering" is.
		if ( array_key_exists( 'q', $changes ) && ! array_key_exists( 'ordering', $changes ) && $this->ordering === self::default_ordering( $this->q ) ) {
			$values['ordering'] = self::default_ordering( (string) $values['q'] );
		}
		return new self( ...$values );
	}

	/**
	 * The request as wire fields, only those that differ from their default: the query string
	 * of sort links, page links and the address the page pushes.
	 *
	 * @return array<string, string>
	 */
	public function to_query_args(): array {
		$args = array(
			'q'               => $this->q,
			'catid'           => $this->catid ? (string) $this->catid : '',
			'exclude'         => implode( ',', $this->exclude ),
			'theme'           => 'default' === $this->theme ? '' : $this->theme,
			'ftags'           => implode( ',', $this->ftags ),
			'cfrom'           => $this->format_date( $this->cfrom ),
			'cto'             => $this->format_date( $this->cto ),
			'ufrom'           => $this->format_date( $this->ufrom ),
			'uto'             => $this->format_date( $this->uto ),
			'show_pagination' => $this->show_pagination ? '' : '0',
			'paged'           => $this->paged > 1 ? (string) $this->paged : '',
			'limit'           => self::DEFAULT_LIMIT === $this->limit ? '' : (string) $this->limit,
			'theme_column'    => implode( ',', $this->theme_column ),
			'type'            => implode( ',', $this->type ),
			'wfrom'           => null === $this->wfrom ? '' : self::format_number( $this->wfrom ),
			'wfromunit'       => null === $this->wfrom || 'kb' === $this->wfromunit ? '' : $this->wfromunit,
			'wto'             => null === $this->wto ? '' : self::format_number( $this->wto ),
			'wtounit'         => null === $this->wto || 'kb' === $this->wtounit ? '' : $this->wtounit,
			'ordering'        => self::default_ordering( $this->q ) === $this->ordering ? '' : $this->ordering,
			'dir'             => 'asc' === $this->dir ? '' : $this->dir,
		);
		return array_filter( $args, static fn ( string $value ): bool => '' !== $value );
	}

	/**
	 * Whether the request narrows the library at all: a keyword, a category, tags, a date, a
	 * type or a size.
	 */
	public function has_filters(): bool {
		return '' !== $this->q || $this->catid > 0 || $this->ftags || $this->type
			|| null !== $this->cfrom || null !== $this->cto || null !== $this->ufrom || null !== $this->uto
			|| null !== $this->wfrom || null !== $this->wto;
	}

	/**
	 * Why this search may not run (docs/search.md "Refusals and constants"), or null when it may: nothing to search for (no keyword,
	 * category, tag, type, size or date), the whole library with 'search all' off, an empty
	 * keyword with 'check empty key' on.
	 *
	 * A block with "browse all" (docs/search.md "Browse all") lists the library for an empty
	 * search: nothing to search for is no refusal there, nor is the missing keyword of an empty
	 * search under 'check empty key'; 'search all' off still asks for a category.
	 *
	 * @param array<string, mixed> $settings Search_Settings::get().
	 * @param bool                 $browse   The block lists the library for an empty search.
	 * @return string|null The message for the visitor.
	 */
	public function refusal( array $settings, bool $browse = false ): ?string {
		$filters = $this->has_filters();
		if ( ! $filters && ! $browse ) {
			return __( 'Type a keyword or choose a filter to search.', 'frontage' );
		}
		if ( 0 === $this->catid && ! $settings['search_all'] ) {
			return __( 'Choose a category to search in.', 'frontage' );
		}
		if ( '' === $this->q && $settings['check_empty_key'] && $filters ) {
			return __( 'Type a keyword to search for.', 'frontage' );
		}
		return null;
	}

	/**
	 * The keyword's words, lower case, each at most once (at most 10 words).
	 *
	 * @return string[]
	 */
	public function words(): array {
		$words = preg_split( '/\s+/u', mb_strtolower( $this->q ), -1, PREG_SPLIT_NO_EMPTY );
		return array_slice( array_values( array_unique( is_array( $words ) ? $words : array() ) ), 0, 10 );
	}

	/**
	 * The ordering a request gets when it names none.
	 *
	 * @param string $q The keyword.
	 */
	public static function default_ordering( string $q ): string {
		return '' === $q ? 'title' : 'relevance';
	}

	/**
	 * A 400 naming the field.
	 *
	 * @param string $field   Field name.
	 * @param string $message What is wrong, for the visitor.
	 */
	private static function error( string $field, string $message ): \WP_Error {
		return new \WP_Error(
			self::ERROR_CODE,
			$message,
			array(
				'status' => 400,
				'field'  => $field,
			)
		);
	}

	/**
	 * Plain one-line text: valid UTF-8 (or nothing), no tags, no control characters, spaces collapsed.
	 * Quotes, %, _ and backslashes stay: they are searched for literally.
	 *
	 * @param string $text Input.
	 */
	private static function clean_text( string $text ): string {
		// Invalid UTF-8 reads as empty, as WordPress's own sanitizers do.
		$text = wp_check_invalid_utf8( $text );
		$text = (string) preg_replace( '/[\p{Cc}\p{Zl}\p{Zp}\s]+/u', ' ', $text );
		return trim( (string) preg_replace( '/ {2,}/', ' ', wp_strip_all_tags( $text ) ) );
	}

	/**
	 * A list field: a comma-separated string or an array (a no-JS form sends `name[]`).
	 *
	 * @param mixed $value      Input.
	 * @param bool  $lower_case Whether to lower-case the entries.
	 * @return string[] Clean, non-empty, unique entries, at most MAX_LIST.
	 */
	private static function list_field( mixed $value, bool $lower_case ): array {
		if ( is_scalar( $value ) ) {
			$value = explode( ',', (string) $value );
		}
		if ( ! is_array( $value ) ) {
			return array();
		}
		$entries = array();
		foreach ( $value as $entry ) {
			if ( ! is_scalar( $entry ) ) {
				continue;
			}
			foreach ( explode( ',', (string) $entry ) as $part ) {
				$part = self::clean_text( $part );
				$part = $lower_case ? strtolower( $part ) : $part;
				if ( '' !== $part ) {
					$entries[ $part ] = true;
				}
			}
			if ( count( $entries ) >= self::MAX_LIST ) {
				break;
			}
		}
		return array_slice( array_map( 'strval', array_keys( $entries ) ), 0, self::MAX_LIST );
	}

	/**
	 * A date in the site's format or YYYY-MM-DD, as `Y-m-d`; null when it is not a real date.
	 *
	 * @param string $value  Input.
	 * @param string $format One of DATE_FORMATS.
	 */
	private static function parse_date( string $value, string $format ): ?string {
		if ( preg_match( '/^(\d{4})-(\d{1,2})-(\d{1,2})$/', $value, $m ) ) {
			[ , $year, $month, $day ] = $m;
		} elseif ( preg_match( '/^(\d{1,2})[-\/.](\d{1,2})[-\/.](\d{4})$/', $value, $m ) && 'YYYY-MM-DD' !== $format ) {
			[ $day, $month ] = 'MM-DD-YYYY' === $format ? array( $m[2], $m[1] ) : array( $m[1], $m[2] );
			$year            = $m[3];
		} else {
			return null;
		}
		if ( (int) $year < 1000 || ! checkdate( (int) $month, (int) $day, (int) $year ) ) {
			return null;
		}
		return sprintf( '%04d-%02d-%02d', $year, $month, $day );
	}

	/**
	 * A size as typed (SIZE_PATTERN, decimals allowed, a unit after it): null when empty, false
	 * when not such a number of zero or more.
	 *
	 * @param mixed $value Input.
	 * @return array{0: float, 1?: string}|null|false The number, and the unit typed with it.
	 */
	private static function parse_size( mixed $value ): array|null|false {
		$value = trim( (string) $value );
		if ( '' === $value ) {
			return null;
		}
		if ( ! preg_match( self::SIZE_PATTERN, $value, $match ) ) {
			return false;
		}
		// `+ 0.0` turns -0 into 0.
		$number = (float) str_replace( ',', '.', $match[1] ) + 0.0;
		if ( $number < 0 ) {
			return false;
		}
		return isset( $match[2] ) ? array( $number, strtolower( $match[2] ) . 'b' ) : array( $number );
	}

	/**
	 * A size in bytes, capped at the largest integer.
	 *
	 * @param float  $value Size in the unit.
	 * @param string $unit  A UNITS key.
	 */
	private static function to_bytes( float $value, string $unit ): int {
		$bytes = round( $value * self::UNITS[ $unit ] );
		return $bytes >= (float) PHP_INT_MAX ? PHP_INT_MAX : (int) $bytes;
	}

	/**
	 * A size unit: kb, mb or gb; anything else is kb.
	 *
	 * @param mixed $value Input.
	 */
	private static function unit( mixed $value ): string {
		$unit = strtolower( trim( (string) $value ) );
		return isset( self::UNITS[ $unit ] ) ? $unit : 'kb';
	}

	/**
	 * A `Y-m-d` date written in the request's date format.
	 *
	 * @param string|null $date The date.
	 */
	private function format_date( ?string $date ): string {
		if ( null === $date ) {
			return '';
		}
		[ $year, $month, $day ] = explode( '-', $date );
		return match ( $this->date_format ) {
			'MM-DD-YYYY' => "{$month}-{$day}-{$year}",
			'YYYY-MM-DD' => $date,
			default      => "{$day}-{$month}-{$year}",
		};
	}

	/**
	 * A number without a trailing ".0".
	 *
	 * @param float $number The number.
	 */
	private static function format_number( float $number ): string {
		return floor( $number ) === $number && abs( $number ) < 1e15 ? (string) (int) $number : (string) $number;
	}
}
