<?php
/**
 * The loop filter's state as the URL holds it: `e-filter-{queryId}-{taxonomy}` = term slugs
 * joined by `+` (AND) or `~` (OR), `!slug` excluded (docs/loops.md "Loop filter: the URL").
 *
 * @package Frontage
 */

namespace Frontage\Loops;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One taxonomy's chosen terms, read from a parameter's decoded value. Every reading is defined,
 * so no value can make a page fail: `+` (a space once form-decoded) and `~` separate entries;
 * an entry's leading `!`s exclude it; an entry is a slug of letters (any script), digits, `_`
 * and `-`, lowered, anything else drops it (a `!` alone, empty entries); a slug is read once,
 * the first time; at most MAX_TERMS are read. With separators of both kinds the join reads as
 * AND; with DISABLED the first entry only is kept.
 */
final class Loop_Filter_State {

	/**
	 * The parameter's prefix; the whole name is `e-filter-{queryId}-{taxonomy}`.
	 */
	public const PARAM_PREFIX = 'e-filter-';

	/**
	 * The logical joins (`DISABLED`: one term at a time), and the separator each writes.
	 */
	public const JOIN_AND      = 'AND';
	public const JOIN_OR       = 'OR';
	public const JOIN_DISABLED = 'DISABLED';
	public const SEPARATORS    = array(
		self::JOIN_AND => '+',
		self::JOIN_OR  => '~',
	);

	/**
	 * The most entries read from one value; the rest are ignored.
	 */
	public const MAX_TERMS = 100;

	/**
	 * Builds a state.
	 *
	 * @param list<array{slug: string, not: bool}> $entries The entries in order: a slug as
	 *                                                        WordPress stores it (non-ASCII
	 *                                                        percent-encoded, lower case), and
	 *                                                        whether it is excluded.
	 * @param string                               $join    AND, OR or DISABLED.
	 */
	private function __construct( public readonly array $entries, public readonly string $join ) {}

	/**
	 * The parameter's name for a loop and a taxonomy.
	 *
	 * @param int    $query_id The core/query block's queryId.
	 * @param string $taxonomy The taxonomy's name.
	 */
	public static function param( int $query_id, string $taxonomy ): string {
		return self::PARAM_PREFIX . $query_id . '-' . $taxonomy;
	}

	/**
	 * The join an owner's setting names: AND or OR exactly; anything else is DISABLED.
	 *
	 * @param mixed $join The setting as it arrived.
	 */
	public static function join( mixed $join ): string {
		return self::JOIN_AND === $join || self::JOIN_OR === $join ? $join : self::JOIN_DISABLED;
	}

	/**
	 * The state a decoded parameter value holds.
	 *
	 * @param mixed       $value The value, decoded (a `+` of the URL arrives as a space); not a
	 *                           string: nothing chosen.
	 * @param string|null $join  The join to read it with (AND, OR, DISABLED; other text reads as
	 *                           DISABLED); null: the value's own separators say (`~` only: OR,
	 *                           else AND).
	 */
	public static function parse( mixed $value, ?string $join = null ): self {
		$value = is_string( $value ) ? $value : '';
		if ( null === $join ) {
			$join = str_contains( $value, '~' ) && ! preg_match( '/[+ ]/', $value ) ? self::JOIN_OR : self::JOIN_AND;
		}
		$join    = self::join( $join );
		$entries = array();
		$seen    = array();
		foreach ( array_slice( preg_split( '/[+ ~]/', $value ), 0, self::MAX_TERMS ) as $piece ) {
			$entry = self::entry( $piece );
			if ( $entry && ! isset( $seen[ $entry['slug'] ] ) ) {
				$seen[ $entry['slug'] ] = true;
				$entries[]              = $entry;
			}
		}
		if ( self::JOIN_DISABLED === $join ) {
			$entries = array_slice( $entries, 0, 1 );
		}
		return new self( $entries, $join );
	}

	/**
	 * One entry read: leading `!`s exclude; the slug is letters, digits, `_` and `-`.
	 *
	 * @param string $piece The entry, decoded.
	 * @return array{slug: string, not: bool}|null Null: not a slug.
	 */
	public static function entry( string $piece ): ?array {
		$slug = ltrim( $piece, '!' );
		if ( '' === $slug || ! preg_match( '/^[\p{L}\p{N}_-]+$/u', $slug ) ) {
			return null;
		}
		return array(
			'slug' => strtolower( rawurlencode( mb_strtolower( $slug, 'UTF-8' ) ) ),
			'not'  => $slug !== $piece,
		);
	}

	/**
	 * A state with other entries and the same join.
	 *
	 * @param list<array{slug: string, not: bool}> $entries The entries.
	 * @param string                               $join    The join.
	 */
	public static function of( array $entries, string $join ): self {
		$join = self::join( $join );
		return new self( self::JOIN_DISABLED === $join ? array_slice( $entries, 0, 1 ) : array_values( $entries ), $join );
	}

	/**
	 * The value the URL holds, as written in a query string: the join's separator between the
	 * entries, `!` before excluded ones ('' when nothing is chosen).
	 */
	public function value(): string {
		$parts = array_map( static fn ( array $entry ): string => ( $entry['not'] ? '!' : '' ) . $entry['slug'], $this->entries );
		return implode( self::SEPARATORS[ $this->join ] ?? '+', $parts );
	}

	/**
	 * The slugs chosen (not excluded).
	 *
	 * @return string[]
	 */
	public function included(): array {
		return array_values( array_map( static fn ( array $entry ): string => $entry['slug'], array_filter( $this->entries, static fn ( array $entry ): bool => ! $entry['not'] ) ) );
	}

	/**
	 * The slugs excluded.
	 *
	 * @return string[]
	 */
	public function excluded(): array {
		return array_values( array_map( static fn ( array $entry ): string => $entry['slug'], array_filter( $this->entries, static fn ( array $entry ): bool => $entry['not'] ) ) );
	}

	/**
	 * The states of one loop in a request's query parameters: taxonomy => state, for every
	 * `e-filter-{queryId}-{taxonomy}` that chooses something.
	 *
	 * @param array<string, mixed> $params   The query parameters, decoded (e.g. $_GET, unslashed).
	 * @param int                  $query_id The loop's queryId.
	 * @return array<string, self>
	 */
	public static function from_params( array $params, int $query_id ): array {
		$prefix = self::PARAM_PREFIX . $query_id . '-';
		$states = array();
		foreach ( $params as $name => $value ) {
			if ( ! is_string( $name ) || ! str_starts_with( $name, $prefix ) ) {
				continue;
			}
			$taxonomy = substr( $name, strlen( $prefix ) );
			$state    = self::parse( $value );
			if ( '' !== $taxonomy && $state->entries ) {
				$states[ $taxonomy ] = $state;
			}
		}
		return $states;
	}
}
