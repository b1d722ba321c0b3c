<?php
/**
 * Where clicking a loop filter's term leads (docs/loops.md "Loop filter: the URL"); the shared
 * truth table is tests/fixtures/loop-filter-urls.json, which the browser's code answers alike.
 *
 * @package Frontage
 */

namespace Frontage\Loops;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Works on the address as text: the parameters it does not change are kept byte for byte, in
 * their order (empty pieces between `&`s go), and so is the fragment. Changing a filter drops
 * the loop's page parameters (`e-page-{queryId}`, `query-{queryId}-page`), `page`, `paged` and
 * a `/page/N/` at the end of the path.
 */
final class Loop_Filter_Url {

	/**
	 * The address after clicking a term.
	 *
	 * @param string $url      The current address (absolute or a path).
	 * @param int    $query_id The loop's queryId.
	 * @param string $taxonomy The filter's taxonomy.
	 * @param string $join     The filter's join (AND, OR; anything else is DISABLED).
	 * @param string $term     The term clicked: a slug, `!slug` for an excluded one, '' for All.
	 */
	public static function toggle( string $url, int $query_id, string $taxonomy, string $join, string $term ): string {
		$name  = Loop_Filter_State::param( $query_id, $taxonomy );
		$parts = self::split( $url );
		$state = Loop_Filter_State::of( array(), $join );
		foreach ( $parts['pairs'] as $pair ) {
			if ( $pair['name'] === $name ) {
				$state = Loop_Filter_State::parse( urldecode( $pair['value'] ), $join );
				break;
			}
		}
		$value = '' === $term ? '' : self::toggled( $state, $term )->value();
		return self::with_param( $parts, $name, $value, array( 'e-page-' . $query_id, 'query-' . $query_id . '-page', 'page', 'paged' ) );
	}

	/**
	 * The address with one parameter set (or removed when the value is '') and others removed.
	 * Used for the refresh call's base address as well.
	 *
	 * @param array{base: string, pairs: list<array{name: string, value: string, raw: string}>, fragment: string} $parts  The address, split.
	 * @param string                                                                                              $name   The parameter set.
	 * @param string                                                                                              $value  Its value, written as is.
	 * @param string[]                                                                                            $remove Parameters removed.
	 */
	public static function with_param( array $parts, string $name, string $value, array $remove ): string {
		$kept = array();
		$set  = '' === $value;
		foreach ( $parts['pairs'] as $pair ) {
			if ( $pair['name'] === $name ) {
				if ( ! $set ) {
					$kept[] = $name . '=' . $value;
					$set    = true;
				}
				continue;
			}
			if ( ! in_array( $pair['name'], $remove, true ) ) {
				$kept[] = $pair['raw'];
			}
		}
		if ( ! $set ) {
			$kept[] = $name . '=' . $value;
		}
		return $parts['base'] . ( $kept ? '?' . implode( '&', $kept ) : '' ) . $parts['fragment'];
	}

	/**
	 * The state after clicking a term: a chosen entry (same slug, same sign) goes; otherwise the
	 * term is chosen, replacing an entry of the same slug in its place, or added at the end (with
	 * DISABLED: alone).
	 *
	 * @param Loop_Filter_State $state The state before.
	 * @param string            $term  The term clicked (`!slug` excluded), as stored or encoded.
	 */
	private static function toggled( Loop_Filter_State $state, string $term ): Loop_Filter_State {
		$clicked = Loop_Filter_State::entry( rawurldecode( $term ) );
		if ( ! $clicked ) {
			return $state;
		}
		$entries = $state->entries;
		foreach ( $entries as $index => $entry ) {
			if ( $entry['slug'] === $clicked['slug'] ) {
				if ( $entry['not'] === $clicked['not'] ) {
					unset( $entries[ $index ] );
					return Loop_Filter_State::of( array_values( $entries ), $state->join );
				}
				$entries[ $index ] = $clicked;
				return Loop_Filter_State::of( Loop_Filter_State::JOIN_DISABLED === $state->join ? array( $clicked ) : $entries, $state->join );
			}
		}
		if ( Loop_Filter_State::JOIN_DISABLED === $state->join ) {
			return Loop_Filter_State::of( array( $clicked ), $state->join );
		}
		$entries[] = $clicked;
		return Loop_Filter_State::of( $entries, $state->join );
	}

	/**
	 * An address split into what precedes the query (a `/page/N/` at the path's end dropped),
	 * the query's pairs (names decoded, pieces raw) and the fragment (with its `#`).
	 *
	 * @param string $url The address.
	 * @return array{base: string, pairs: list<array{name: string, value: string, raw: string}>, fragment: string}
	 */
	public static function split( string $url ): array {
		$fragment = '';
		$hash     = strpos( $url, '#' );
		if ( false !== $hash ) {
			$fragment = substr( $url, $hash );
			$url      = substr( $url, 0, $hash );
		}
		$query    = '';
		$question = strpos( $url, '?' );
		if ( false !== $question ) {
			$query = substr( $url, $question + 1 );
			$url   = substr( $url, 0, $question );
		}
		$pairs = array();
		foreach ( explode( '&', $query ) as $raw ) {
			if ( '' === $raw ) {
				continue;
			}
			$equals  = strpos( $raw, '=' );
			$pairs[] = array(
				'name'  => urldecode( false === $equals ? $raw : substr( $raw, 0, $equals ) ),
				'value' => false === $equals ? '' : substr( $raw, $equals + 1 ),
				'raw'   => $raw,
			);
		}
		return array(
			'base'     => (string) preg_replace( '#/page/\d+/?$#', '/', $url ),
			'pairs'    => $pairs,
			'fragment' => $fragment,
		);
	}
}
