<?php
/**
 * A search request and its asker as conditions on the search index's tables: who may see what,
 * the request's category and exclusions, its filters and its ordering.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Files\Permissions;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Makes SQL with placeholders, and their values, for the queries of Search_Service and
 * Keyword_Search on Search_Schema's tables (each under its alias). What it reads to make them
 * (the category tree, the categories hidden from the asker, the tags by name) it keeps for the
 * request: one per Search_Service.
 */
final class Search_Conditions {

	/**
	 * Ordering → index column.
	 */
	public const COLUMNS = array(
		'title'     => 'title_lc',
		'created'   => 'created',
		'updated'   => 'updated',
		'size'      => 'size',
		'downloads' => 'downloads',
		'type'      => 'ext',
		'version'   => 'version',
	);

	/**
	 * Category tree of this request: id → parent id, or null before first use.
	 *
	 * @var array<int, int>|null
	 */
	private ?array $parents = null;

	/**
	 * What scope() found for one request and asker, whatever the alias: the request and user
	 * it is for, and the categories hidden, kept in and left out (null: the request's category
	 * may not be seen). Visibility::hidden_category_ids() reads every category's settings
	 * (about 5 ms with warm caches, 200 categories), and a search asks for its scope on up to
	 * five table aliases.
	 *
	 * @var array{0: Search_Request, 1: int, 2: array{0: int[], 1: int[], 2: int[]}|null}|null
	 */
	private ?array $scoped = null;

	/**
	 * Takes the library whose categories and visibility rules scope a search.
	 *
	 * @param Library $library The file library.
	 */
	public function __construct( private Library $library ) {}

	/**
	 * The WHERE clause of a request without a keyword word to look up (Keyword_Search answers
	 * those), visibility first; null when nothing can match (a category the asker may not see,
	 * tags that do not exist).
	 *
	 * @param Search_Request $r           The request.
	 * @param \WP_User       $user        The asker.
	 * @param bool           $titles_only Match the keyword against titles only, and no other
	 *                                    filter (suggestions).
	 * @param array|null     $filters     The request's filters() when already known.
	 * @return array{0: string, 1: list<int|string>}|null SQL with placeholders, and their values.
	 */
	public function where( Search_Request $r, \WP_User $user, bool $titles_only, ?array $filters = null ): ?array {
		global $wpdb;
		$scope   = $this->scope( $r, $user, 's' );
		$filters = $titles_only ? array( array(), array() ) : ( $filters ?? $this->filters( $r ) );
		if ( null === $scope || null === $filters ) {
			return null;
		}
		$sql  = array_merge( array( $scope[0] ), $filters[0] );
		$args = array_merge( $scope[1], $filters[1] );
		if ( $titles_only ) {
			foreach ( $r->words() as $word ) {
				$sql[]  = 's.title_lc LIKE %s';
				$args[] = '%' . $wpdb->esc_like( $word ) . '%';
			}
		}
		return array( implode( ' AND ', $sql ), $args );
	}

	/**
	 * Who may see what, as conditions on the status and category columns of the table aliased
	 * $t (the index's `s` and the words table's `w` hold both): library managers see private
	 * files and every category; others see published files outside the categories hidden from
	 * them (and below those). Then the request's category (with its subtree) and exclusions.
	 *
	 * @param Search_Request $r    The request.
	 * @param \WP_User       $user The asker.
	 * @param string         $t    The table's alias.
	 * @return array{0: string, 1: list<int|string>}|null SQL and its values; null when the
	 *         request's category does not exist or the asker may not see it.
	 */
	public function scope( Search_Request $r, \WP_User $user, string $t ): ?array {
		if ( null === $this->scoped || $r !== $this->scoped[0] || $user->ID !== $this->scoped[1] ) {
			$this->scoped = array( $r, $user->ID, $this->categories_in_scope( $r, $user ) );
		}
		if ( null === $this->scoped[2] ) {
			return null;
		}
		[ $hidden, $in, $out ] = $this->scoped[2];
		$statuses              = Permissions::can_manage( $user ) ? array( 'publish', 'private' ) : array( 'publish' );
		$sql                   = array( "{$t}.status IN (" . self::placeholders( $statuses, '%s' ) . ')' );
		$args                  = $statuses;
		if ( $hidden ) {
			$sql[] = "{$t}.category_id NOT IN (" . self::placeholders( $hidden, '%d' ) . ')';
			$args  = array_merge( $args, $hidden );
		}
		if ( $in ) {
			$sql[] = "{$t}.category_id IN (" . self::placeholders( $in, '%d' ) . ')';
			$args  = array_merge( $args, $in );
		}
		if ( $out ) {
			$sql[] = "{$t}.category_id NOT IN (" . self::placeholders( $out, '%d' ) . ')';
			$args  = array_merge( $args, $out );
		}
		return array( implode( ' AND ', $sql ), $args );
	}

	/**
	 * The categories of scope(): hidden from the asker, the request's category with its
	 * subtree (none: every category), and the request's exclusions with theirs.
	 *
	 * @param Search_Request $r    The request.
	 * @param \WP_User       $user The asker.
	 * @return array{0: int[], 1: int[], 2: int[]}|null Null when the request's category does not
	 *         exist or the asker may not see it.
	 */
	private function categories_in_scope( Search_Request $r, \WP_User $user ): ?array {
		$in = array();
		if ( $r->catid > 0 ) {
			if ( ! $this->library->categories()->get( $r->catid ) || ! $this->library->visibility()->can_see_category( $r->catid, $user ) ) {
				return null;
			}
			$in = $this->subtree( array( $r->catid ) );
		}
		return array( $this->hidden_category_ids( $user ), $in, $r->exclude ? $this->subtree( $r->exclude ) : array() );
	}

	/**
	 * The categories hidden from the asker, kept between requests in an autoloaded option (one
	 * list per set of roles) under the facet lists' stamp, which every change of a category's
	 * visibility, roles, parent or existence renews (Search_Facets::forget(), as the index
	 * rewrites their files). Made afresh, they cost about 10 ms on every search of a
	 * 200-category library (Visibility reads every category whole); kept, no query. Files are
	 * still checked one by one when loaded (Search_Service::load()).
	 *
	 * @param \WP_User $user The asker.
	 * @return int[]
	 */
	private function hidden_category_ids( \WP_User $user ): array {
		if ( Permissions::can_manage( $user ) ) {
			return array();
		}
		$roles = $user->exists() ? $user->roles : array();
		sort( $roles );
		$who   = $user->exists() ? 'roles:' . implode( ',', $roles ) : 'visitor';
		$stamp = (string) get_option( Search_Facets::OPTION_STAMP, '' );
		$kept  = get_option( Search_Service::OPTION_HIDDEN );
		$kept  = is_array( $kept ) && ( $kept['stamp'] ?? null ) === $stamp && is_array( $kept['hidden'] ?? null ) ? $kept : array(
			'stamp'  => $stamp,
			'hidden' => array(),
		);
		if ( ! is_array( $kept['hidden'][ $who ] ?? null ) ) {
			$kept['hidden'][ $who ] = $this->library->visibility()->hidden_category_ids( $user );
			update_option( Search_Service::OPTION_HIDDEN, $kept, true );
		}
		return array_map( 'intval', $kept['hidden'][ $who ] );
	}

	/**
	 * The request's other filters, as conditions on the index (`s`): keyword words with other
	 * characters than letters and digits (50%, o'neil, c:\dir, 📄) also match literally; tags,
	 * types, dates and sizes.
	 *
	 * @param Search_Request $r The request.
	 * @return array{0: list<string>, 1: list<int|string>}|null Conditions and their values; null
	 *         when nothing can match (tags that do not exist).
	 */
	public function filters( Search_Request $r ): ?array {
		global $wpdb;
		$sql  = array();
		$args = array();
		foreach ( $r->words() as $word ) {
			if ( array( $word ) !== Search_Words::words_of( $word ) ) {
				$like  = '%' . $wpdb->esc_like( $word ) . '%';
				$sql[] = '(s.title_lc LIKE %s OR EXISTS (SELECT 1 FROM ' . Search_Schema::texts_table() . ' x WHERE x.file_id = s.file_id AND (x.tags_lc LIKE %s OR x.description_lc LIKE %s)))';
				array_push( $args, $like, $like, $like );
			}
		}

		if ( $r->ftags ) {
			$tag_ids = $this->tag_ids( $r->ftags );
			$all     = 'AND' === strtoupper( (string) apply_filters( Search_Service::FILTER_TAGS_RELATION, 'OR' ) );
			if ( ! $tag_ids || ( $all && count( $tag_ids ) < count( $r->ftags ) ) ) {
				return null;
			}
			$tags = Search_Schema::tags_table();
			if ( $all ) {
				foreach ( $tag_ids as $tag_id ) {
					$sql[]  = "EXISTS (SELECT 1 FROM {$tags} t WHERE t.file_id = s.file_id AND t.tag_id = %d)";
					$args[] = $tag_id;
				}
			} else {
				$sql[] = "s.file_id IN (SELECT t.file_id FROM {$tags} t WHERE t.tag_id IN (" . self::placeholders( $tag_ids, '%d' ) . '))';
				$args  = array_merge( $args, $tag_ids );
			}
		}

		if ( $r->type ) {
			$sql[] = 's.ext IN (' . self::placeholders( $r->type, '%s' ) . ')';
			$args  = array_merge( $args, $r->type );
		}
		foreach ( array(
			array( $r->cfrom, 's.created >= %s', ' 00:00:00' ),
			array( $r->cto, 's.created <= %s', ' 23:59:59' ),
			array( $r->ufrom, 's.updated >= %s', ' 00:00:00' ),
			array( $r->uto, 's.updated <= %s', ' 23:59:59' ),
		) as [ $date, $condition, $time ] ) {
			if ( null !== $date ) {
				$sql[]  = $condition;
				$args[] = $date . $time;
			}
		}
		if ( null !== $r->wfrom_bytes ) {
			$sql[]  = 's.size >= %d';
			$args[] = $r->wfrom_bytes;
		}
		if ( null !== $r->wto_bytes ) {
			$sql[]  = 's.size <= %d';
			$args[] = $r->wto_bytes;
		}
		return array( $sql, $args );
	}

	/**
	 * The ORDER BY of a request, with file_id last so that equal values page stably.
	 *
	 * @param Search_Request $r The request.
	 * @return array{0: string, 1: list<string>} SQL with placeholders, and their values.
	 */
	public function order_by( Search_Request $r ): array {
		global $wpdb;
		$dir = 'desc' === $r->dir ? 'DESC' : 'ASC';
		if ( 'relevance' === $r->ordering && $r->words() ) {
			// Rank: how many of the words the title lacks (0: all in the title) — title matches
			// come before matches in the tags or the description only.
			$cases = array();
			$args  = array();
			foreach ( $r->words() as $word ) {
				$cases[] = '(CASE WHEN s.title_lc LIKE %s THEN 0 ELSE 1 END)';
				$args[]  = '%' . $wpdb->esc_like( $word ) . '%';
			}
			return array( '(' . implode( ' + ', $cases ) . ") {$dir}, s.title_lc {$dir}, s.file_id {$dir}", $args );
		}
		$column = self::COLUMNS[ $r->ordering ] ?? 'title_lc';
		return array( "s.{$column} {$dir}, s.file_id {$dir}", array() );
	}

	/**
	 * Categories and every category below them.
	 *
	 * @param int[] $roots Category ids.
	 * @return int[]
	 */
	private function subtree( array $roots ): array {
		if ( null === $this->parents ) {
			// Ids and parents only: Categories::all() makes each category whole (about 7 ms for 200).
			$parents       = get_terms(
				array(
					'taxonomy'               => Files_Module::CATEGORY_TAXONOMY,
					'hide_empty'             => false,
					'fields'                 => 'id=>parent',
					'update_term_meta_cache' => false,
				)
			);
			$this->parents = is_array( $parents ) ? array_map( 'intval', $parents ) : array();
		}
		$children = array();
		foreach ( $this->parents as $id => $parent ) {
			$children[ $parent ][] = $id;
		}
		$found = array();
		$queue = array_values( array_map( 'intval', $roots ) );
		while ( $queue ) {
			$id = array_shift( $queue );
			if ( isset( $found[ $id ] ) ) {
				continue;
			}
			$found[ $id ] = true;
			foreach ( $children[ $id ] ?? array() as $child ) {
				$queue[] = $child;
			}
		}
		return array_keys( $found );
	}

	/**
	 * The ids of tags given by name or slug; unknown ones are left out. Every slug is looked up
	 * in one query (the same query again in this request comes from the cache); a name that is
	 * no tag's slug is then looked up by name.
	 *
	 * @param string[] $names Tag names or slugs.
	 * @return int[]
	 */
	public function tag_ids( array $names ): array {
		$by_slug = array();
		$terms   = $names ? get_terms(
			array(
				'taxonomy'               => Files_Module::TAG_TAXONOMY,
				'slug'                   => array_values( array_unique( array_map( 'sanitize_title', $names ) ) ),
				'hide_empty'             => false,
				'update_term_meta_cache' => false,
			)
		) : array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$by_slug[ $term->slug ] = (int) $term->term_id;
		}
		$ids = array();
		foreach ( $names as $name ) {
			$id = $by_slug[ sanitize_title( $name ) ] ?? null;
			if ( null === $id ) {
				$term = get_term_by( 'name', $name, Files_Module::TAG_TAXONOMY );
				$id   = $term instanceof \WP_Term ? (int) $term->term_id : null;
			}
			if ( null !== $id ) {
				$ids[ $id ] = $id;
			}
		}
		return array_values( $ids );
	}

	/**
	 * A comma-separated list of one placeholder per value.
	 *
	 * @param array<mixed> $values      The values.
	 * @param string       $placeholder `%d` or `%s`.
	 */
	public static function placeholders( array $values, string $placeholder ): string {
		return implode( ',', array_fill( 0, count( $values ), $placeholder ) );
	}
}
