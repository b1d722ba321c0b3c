<?php
/**
 * The search service: the one place every search transport (admin-ajax, REST, the block's
 * server render) asks for results, suggestions, tags, categories and types.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Files\File;
use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Files\Permissions;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Queries the search index's tables only (Search_Schema: WHERE, ORDER BY, LIMIT/OFFSET, one
 * COUNT), then loads the page's files through Library::find_visible_many(), which checks each
 * one again. Never returns a file, tag, category or type from a file the asker may not see.
 */
final class Search_Service {

	/**
	 * Category type of Frontage's own categories in category list items (`data-cattype`, docs/search.md).
	 */
	public const CATEGORY_TYPE = 'frontage';

	/**
	 * Option: the categories hidden from visitors and from each set of roles, kept between
	 * requests (hidden_category_ids()).
	 */
	public const OPTION_HIDDEN = 'frontage_search_hidden_categories';

	/**
	 * Filter: how several tags combine, `OR` (any of them, the default) or `AND` (all).
	 */
	public const FILTER_TAGS_RELATION = 'frontage_search_tags_relation';

	/**
	 * The fewest non-space characters a suggestion keyword needs (docs/search.md "Refusals and constants").
	 */
	public const SUGGESTION_MIN_CHARS = 3;

	/**
	 * A suggestion keyword that begins fewer words than this (in titles, tags and descriptions)
	 * is looked up through the words table first.
	 */
	private const RARE_PREFIX = 1000;

	/**
	 * Ordering → index column.
	 */
	private const COLUMNS = array(
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
	 * Takes the library (files, categories, visibility) and the index it queries.
	 *
	 * @param Library      $library The file library.
	 * @param Search_Index $index   The search index.
	 */
	public function __construct( private Library $library, private Search_Index $index ) {}

	/**
	 * The service with its default library and index.
	 */
	public static function create_default(): self {
		$library = Library::create_default();
		return new self( $library, new Search_Index( new Search_Index_Writer( $library->categories() ) ) );
	}

	/**
	 * One page of results.
	 *
	 * @param Search_Request $r    The request.
	 * @param \WP_User|null  $user The asker; null for the current user.
	 * @return array{files: list<File>, total: int, pages: int, page: int, limit: int}
	 */
	public function search( Search_Request $r, ?\WP_User $user = null ): array {
		global $wpdb;
		$this->index->maybe_install();
		$user   = $user ?? wp_get_current_user();
		$answer = array(
			'files' => array(),
			'total' => 0,
			'pages' => 0,
			'page'  => $r->paged,
			'limit' => $r->limit,
		);
		if ( ! $this->index->is_ready() ) {
			return $answer;
		}
		$offset = ( $r->paged - 1 ) * $r->limit;
		$parts   = array_values( array_unique( array_merge( array(), ...array_map( array( Search_Words::class, 'words_of' ), $r->words() ) ) ) );
		$filters = $this->filters( $r );
		if ( $parts ) {
			// A keyword: its words are looked up in the words table (Keyword_Search).
			// The scope is null for every alias or none (a category the asker may not see).
			if ( null === $this->scope( $r, $user, 's' ) || null === $filters ) {
				return $answer;
			}
			$scope_of = fn ( string $alias ): array => (array) $this->scope( $r, $user, $alias );
			$keyword  = new Keyword_Search( $parts, $scope_of, $filters, self::COLUMNS[ $r->ordering ] ?? null, 'desc' === $r->dir, self::forces_indexes() );
			[ $ids, $total ] = $keyword->page( $offset, $r->limit );
		} else {
			$where = null === $filters ? null : $this->where( $r, $user, false, $filters );
			if ( null === $where ) {
				return $answer;
			}
			[ $sql, $args ]         = $where;
			[ $order, $order_args ] = $this->order_by( $r );
			$table                  = Search_Schema::table() . ' s';
			$tagged                 = $r->ftags ? $this->tagged_files( $r->ftags ) : null;
			$ordered                = $table . ' ' . $this->index_hint( $r, $tagged );
			$total                  = null;
			// Rare tags drive the query and every match is sorted anyway: the total comes in the
			// same pass (a window count), not from a second query.
			$in_one = null !== $tagged && $tagged < self::COMMON_TAG_FILES && Keyword_Search::counts_in_one_pass();
			$window = $in_one ? ', COUNT(*) OVER () AS frontage_total' : '';
			// SQL: $sql and $order hold only placeholders and our column names.
			// An ordered index scan stops at LIMIT; the count reads an index only.
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT s.file_id{$window} FROM {$ordered} WHERE {$sql} ORDER BY {$order} LIMIT %d OFFSET %d", ...array_merge( $args, $order_args, array( $r->limit, $offset ) ) ), ARRAY_A );
			$ids  = array_map( static fn ( array $row ): int => (int) $row['file_id'], $rows );
			if ( $in_one && $rows ) {
				$total = (int) $rows[0]['frontage_total'];
			} elseif ( 0 === $offset && count( $ids ) < $r->limit ) {
				// A first page that is not full holds every match.
				$total = count( $ids );
			}
			$total ??= $this->count( $r, $user, $filters ) ?? (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE {$sql}", ...$args ) ); // SQL: placeholders and our table only.
		}

		$answer['files'] = $this->load( $ids, $user );
		$answer['total'] = $total;
		$answer['pages'] = (int) ceil( $total / $r->limit );
		return $answer;
	}

	/**
	 * The total of a search without a keyword word, counted without the files table when it can
	 * be: with no filter, from the counts table (per category and status); with tags only (any
	 * of them), from the tags table, whose rows repeat their file's status and category. Both
	 * stay small reads however large the library (a count over the files table reads an index
	 * entry per file: 86,000 entries for a 100,000-file library).
	 *
	 * @param Search_Request                              $r       The request.
	 * @param \WP_User                                    $user    The asker.
	 * @param array{0: list<string>, 1: list<int|string>} $filters The request's filters().
	 * @return int|null The total, or null to count on the files table.
	 */
	private function count( Search_Request $r, \WP_User $user, array $filters ): ?int {
		global $wpdb;
		if ( ! $filters[0] ) {
			$scope = $this->scope( $r, $user, 'c' );
			return null === $scope ? 0 : Search_Words::files_in( $scope );
		}
		// Tags make at least one condition (one per tag when all are required): one condition in
		// all means tags only, any of them (or the only one).
		if ( ! $r->ftags || 1 !== count( $filters[0] ) ) {
			return null;
		}
		$scope   = $this->scope( $r, $user, 't' );
		$tag_ids = $this->tag_ids( $r->ftags );
		if ( null === $scope || ! $tag_ids ) {
			return 0;
		}
		// One tag holds each file once; several may hold a file more than once.
		$what = 1 === count( $tag_ids ) ? 'COUNT(*)' : 'COUNT(DISTINCT t.file_id)';
		// SQL: our table; placeholders only.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT {$what} FROM " . Search_Schema::tags_table() . ' t WHERE t.tag_id IN (' . self::placeholders( $tag_ids, '%d' ) . ") AND {$scope[0]}", ...array_merge( $tag_ids, $scope[1] ) ) );
	}

	/**
	 * Whether the database takes MySQL's `FORCE INDEX` (MySQL and MariaDB do; the SQLite
	 * drop-in speaks another dialect and its planner walks an ordering's index by itself).
	 */
	public static function forces_indexes(): bool {
		return Search_Schema::speaks_mysql();
	}

	/**
	 * How many tagged files make a tag filter "common": sorting that many costs more than walking
	 * the ordering's index, which reads about limit × library ÷ tagged rows (a 100,000-file
	 * library: at most 2,000 rows for a page of 20).
	 */
	private const COMMON_TAG_FILES = 1000;

	/**
	 * On MySQL and MariaDB, `FORCE INDEX` for the ordering's column when the request's tags hold
	 * many files (COMMON_TAG_FILES). Their optimizers drive such a query from the tags table: all
	 * the tag's files are read and sorted (303 ms for the most-used tag of 100,000 files), where
	 * walking the ordering's index and probing each file's tags stops after one page (0.6 ms).
	 * For a rare tag the optimizer's own plan is the fast one, so it is left alone. Not for
	 * SQLite (its drop-in speaks another dialect); keyword searches choose in Keyword_Search.
	 *
	 * @param Search_Request $r      The request.
	 * @param int|null       $tagged The request's tagged_files(), null without tags.
	 * @return string `FORCE INDEX (…) ` or ''.
	 */
	private function index_hint( Search_Request $r, ?int $tagged ): string {
		$column = self::COLUMNS[ $r->ordering ] ?? '';
		if ( null === $tagged || '' === $column || ! self::forces_indexes() ) {
			return '';
		}
		return $tagged >= self::COMMON_TAG_FILES ? "FORCE INDEX ({$column}) " : '';
	}

	/**
	 * How many files hold the tags (the sum of each tag's count), from WordPress's own term
	 * counts: the terms are loaded anyway to find their ids, so telling a rare tag from a common
	 * one costs no query (a count on the tags table read cold pages at 100,000 files). Only for
	 * choosing a plan: totals are always counted in the index.
	 *
	 * @param string[] $names Tag names or slugs.
	 */
	private function tagged_files( array $names ): int {
		$files = 0;
		foreach ( $this->tag_ids( $names ) as $id ) {
			$term   = get_term( $id, Files_Module::TAG_TAXONOMY );
			$files += $term instanceof \WP_Term ? (int) $term->count : 0;
		}
		return $files;
	}

	/**
	 * Files whose titles match the keyword, for the suggestion list: in title order (read along
	 * the title index, stopping at $max), or in the request's ordering when it names one.
	 *
	 * @param Search_Request $r    The request (q, catid, exclude, ordering, dir).
	 * @param \WP_User|null  $user The asker; null for the current user.
	 * @param int            $max  The most suggestions (1–10).
	 * @return list<File>
	 */
	public function suggest( Search_Request $r, ?\WP_User $user = null, int $max = 10 ): array {
		global $wpdb;
		$this->index->maybe_install();
		$user = $user ?? wp_get_current_user();
		$max  = min( 10, max( 1, $max ) );
		if ( mb_strlen( (string) preg_replace( '/\s+/u', '', $r->q ) ) < self::SUGGESTION_MIN_CHARS ) {
			return array();
		}
		$where = $this->index->is_ready() ? $this->where( $r, $user, true ) : null;
		if ( null === $where ) {
			return array();
		}
		[ $sql, $args ] = $where;
		// A keyword word that begins few words of the library narrows the candidates through
		// the words table (an index range) before any title is read; a common one is found
		// quickly along the title index below, which stops at $max. Without this, a keyword
		// in few titles read the whole title index (over 100 ms at 100,000 files).
		$words_table = Search_Schema::words_table();
		foreach ( $r->words() as $word ) {
			$part = Search_Words::words_of( $word )[0] ?? '';
			if ( '' === $part ) {
				continue;
			}
			$range = Search_Words::word_range( $part );
			$seen  = Search_Words::words_beginning( $part, self::RARE_PREFIX );
			// Then a word of the file must begin with it, as in searches ("annu" suggests
			// "Annual report", "nnual" does not). A common word is left to the title index
			// alone: checking every title it walks against the words table cost more than it
			// saved (measured at 100,000 files on MariaDB), so it matches anywhere in a title.
			if ( $seen < self::RARE_PREFIX ) {
				$sql .= " AND s.file_id IN (SELECT w.file_id FROM {$words_table} w WHERE w.word >= %s AND w.word < %s)";
				$args = array_merge( $args, $range );
			}
		}
		$ordered        = 'relevance' === $r->ordering ? $r->with( array( 'ordering' => 'title' ) ) : $r;
		[ $order, $order_args ] = $this->order_by( $ordered );
		$table = Search_Schema::table();
		// SQL: placeholders and our column names only.
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT s.file_id FROM {$table} s WHERE {$sql} ORDER BY {$order} LIMIT %d", ...array_merge( $args, $order_args, array( $max ) ) ) ) );
		return $this->load( $ids, $user );
	}

	/**
	 * The tags of the visible files in a category and below it (0: the whole library), by name.
	 *
	 * @param int           $category_id Category id, 0 for all.
	 * @param \WP_User|null $user        The asker; null for the current user.
	 * @return list<array{id: int, name: string, slug: string}>|\WP_Error A 404 for a category that
	 *         does not exist or that the asker may not see (the same answer, so ids reveal nothing).
	 */
	public function tags_for_category( int $category_id, ?\WP_User $user = null ): array|\WP_Error {
		$this->index->maybe_install();
		$user = $user ?? wp_get_current_user();
		if ( $category_id < 0 || ( $category_id > 0 && ( ! $this->library->categories()->get( $category_id ) || ! $this->library->visibility()->can_see_category( $category_id, $user ) ) ) ) {
			return new \WP_Error( 'frontage_search_category_not_found', __( 'This category does not exist or you may not see it.', 'frontage' ), array( 'status' => 404 ) );
		}
		$request = Search_Request::from_input( array( 'catid' => (string) $category_id ) );
		$where   = is_wp_error( $request ) || ! $this->index->is_ready() ? null : $this->where( $request, $user, false );
		if ( null === $where ) {
			return array();
		}
		[ $sql, $args ] = $where;
		return Search_Facets::remember( 'tags', $sql, $args, static fn (): array => self::tags_where( $sql, $args ) );
	}

	/**
	 * The tags of the files a WHERE clause on the index keeps, by name.
	 *
	 * @param string           $sql  WHERE clause on the index (`s`), with placeholders.
	 * @param list<int|string> $args Their values.
	 * @return list<array{id: int, name: string, slug: string}>
	 */
	private static function tags_where( string $sql, array $args ): array {
		global $wpdb;
		$table = Search_Schema::table();
		$tags  = Search_Schema::tags_table();
		// SQL: placeholders and our tables only.
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT t.tag_id FROM {$tags} t INNER JOIN {$table} s ON s.file_id = t.file_id WHERE {$sql}", ...$args ) ) );
		if ( ! $ids ) {
			return array();
		}
		$terms = get_terms(
			array(
				'taxonomy'               => Files_Module::TAG_TAXONOMY,
				'include'                => $ids,
				'hide_empty'             => false,
				'orderby'                => 'name',
				'update_term_meta_cache' => false,
			)
		);
		if ( ! is_array( $terms ) ) {
			return array();
		}
		return array_values(
			array_map(
				static fn ( \WP_Term $term ): array => array(
					'id'   => $term->term_id,
					'name' => html_entity_decode( $term->name, ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
					'slug' => $term->slug,
				),
				$terms
			)
		);
	}

	/**
	 * The categories the asker may see as category list items (docs/search.md), parents first.
	 *
	 * @param \WP_User|null $user The asker; null for the current user.
	 * @return list<array{catid: int, cattype: string, slug: string, catlevel: int, label: string}>
	 */
	public function category_items( ?\WP_User $user = null ): array {
		$user   = $user ?? wp_get_current_user();
		$hidden = array_flip( $this->library->visibility()->hidden_category_ids( $user ) );
		$levels = array();
		$items  = array();
		foreach ( $this->library->categories()->all() as $category ) {
			$id            = (int) $category['id'];
			$levels[ $id ] = isset( $levels[ (int) $category['parent'] ] ) ? $levels[ (int) $category['parent'] ] + 1 : 0;
			if ( isset( $hidden[ $id ] ) ) {
				continue;
			}
			$items[] = array(
				'catid'    => $id,
				'cattype'  => self::CATEGORY_TYPE,
				'slug'     => (string) $category['slug'],
				'catlevel' => $levels[ $id ],
				'label'    => html_entity_decode( (string) $category['name'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			);
		}
		return $items;
	}

	/**
	 * The extensions of the files the asker may see, sorted.
	 *
	 * @param \WP_User|null $user The asker; null for the current user.
	 * @return list<string>
	 */
	public function types( ?\WP_User $user = null ): array {
		$this->index->maybe_install();
		$user    = $user ?? wp_get_current_user();
		$request = Search_Request::from_input( array() );
		$where   = is_wp_error( $request ) || ! $this->index->is_ready() ? null : $this->where( $request, $user, false );
		if ( null === $where ) {
			return array();
		}
		[ $sql, $args ] = $where;
		return Search_Facets::remember(
			'types',
			$sql,
			$args,
			static function () use ( $sql, $args ): array {
				global $wpdb;
				$table = Search_Schema::table();
				// SQL: placeholders and our table only.
				$types = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT s.ext FROM {$table} s WHERE {$sql} AND s.ext <> '' ORDER BY s.ext", ...$args ) );
				return array_values( array_map( 'strval', $types ) );
			}
		);
	}

	/**
	 * The first and last days of the files the asker may see, created and updated: the date
	 * pickers' bounds (docs/search.md "The filters in detail"), kept between requests as the
	 * other facet lists are. Made with one query; each bound is read along its ordering index
	 * and stops at the first visible file.
	 *
	 * @param \WP_User|null $user The asker; null for the current user.
	 * @return array{created: array{0: string, 1: string}, updated: array{0: string, 1: string}}|null
	 *         `Y-m-d` days, oldest first; null when there is no file (or the index is not ready).
	 */
	public function date_range( ?\WP_User $user = null ): ?array {
		$this->index->maybe_install();
		$request = Search_Request::from_input( array() );
		$where   = is_wp_error( $request ) || ! $this->index->is_ready() ? null : $this->where( $request, $user ?? wp_get_current_user(), false );
		if ( null === $where ) {
			return null;
		}
		[ $sql, $args ] = $where;
		$days = Search_Facets::remember( 'dates', $sql, $args, static fn (): array => self::dates_where( $sql, $args ) );
		if ( 4 !== count( $days ) ) {
			return null;
		}
		return array(
			'created' => array( (string) $days[0], (string) $days[1] ),
			'updated' => array( (string) $days[2], (string) $days[3] ),
		);
	}

	/**
	 * The first and last created and updated days of the files a WHERE clause on the index keeps.
	 *
	 * @param string           $sql  WHERE clause on the index (`s`), with placeholders.
	 * @param list<int|string> $args Their values.
	 * @return list<string> Four `Y-m-d` days (created first, last; updated first, last), or none.
	 */
	private static function dates_where( string $sql, array $args ): array {
		global $wpdb;
		$table = Search_Schema::table();
		$ends  = array();
		foreach ( array( 'created', 'updated' ) as $column ) {
			foreach ( array( 'ASC', 'DESC' ) as $dir ) {
				$ends[] = "(SELECT s.{$column} FROM {$table} s WHERE {$sql} ORDER BY s.{$column} {$dir} LIMIT 1)";
			}
		}
		// SQL: placeholders, our table and our own column names only.
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT ' . implode( ', ', $ends ), ...array_merge( $args, $args, $args, $args ) ), ARRAY_N );
		if ( ! is_array( $row ) || in_array( null, $row, true ) ) {
			return array();
		}
		return array_map( static fn ( mixed $value ): string => substr( (string) $value, 0, 10 ), array_values( $row ) );
	}

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
	private function where( Search_Request $r, \WP_User $user, bool $titles_only, ?array $filters = null ): ?array {
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
	private function scope( Search_Request $r, \WP_User $user, string $t ): ?array {
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
	 * still checked one by one when loaded (load()).
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
		$kept  = get_option( self::OPTION_HIDDEN );
		$kept  = is_array( $kept ) && ( $kept['stamp'] ?? null ) === $stamp && is_array( $kept['hidden'] ?? null ) ? $kept : array(
			'stamp'  => $stamp,
			'hidden' => array(),
		);
		if ( ! is_array( $kept['hidden'][ $who ] ?? null ) ) {
			$kept['hidden'][ $who ] = $this->library->visibility()->hidden_category_ids( $user );
			update_option( self::OPTION_HIDDEN, $kept, true );
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
	private function filters( Search_Request $r ): ?array {
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
			$all     = 'AND' === strtoupper( (string) apply_filters( self::FILTER_TAGS_RELATION, 'OR' ) );
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
	private function order_by( Search_Request $r ): array {
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
	 * Loads files by id in the given order, dropping any the asker may not see.
	 *
	 * @param int[]    $ids  File ids.
	 * @param \WP_User $user The asker.
	 * @return list<File>
	 */
	private function load( array $ids, \WP_User $user ): array {
		if ( ! $ids ) {
			return array();
		}
		return array_values( array_filter( $this->library->find_visible_many( $ids, $user ), static fn ( $file ): bool => $file instanceof File ) );
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
	private function tag_ids( array $names ): array {
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
	private static function placeholders( array $values, string $placeholder ): string {
		return implode( ',', array_fill( 0, count( $values ), $placeholder ) );
	}
}
