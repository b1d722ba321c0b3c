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

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Queries the search index's tables only (Search_Schema: WHERE, ORDER BY, LIMIT/OFFSET, one
 * COUNT; the conditions made by Search_Conditions), then loads the page's files through
 * Library::find_visible_many(), which checks each one again. Never returns a file, tag, category or type from a file the asker may not see.
 */
final class Search_Service {

	/**
	 * Category type of Frontage's own categories in category list items (`data-cattype`, docs/search.md).
	 */
	public const CATEGORY_TYPE = 'frontage';

	/**
	 * Option: the categories hidden from visitors and from each set of roles, kept between
	 * requests (Search_Conditions::hidden_category_ids()).
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
	 * The request's conditions on the index, kept for the request (the asker's scope, the
	 * category tree).
	 *
	 * @var Search_Conditions
	 */
	private Search_Conditions $conditions;

	/**
	 * Takes the library (files, categories, visibility) and the index it queries.
	 *
	 * @param Library                $library    The file library.
	 * @param Search_Index           $index      The search index.
	 * @param Search_Conditions|null $conditions The request's conditions; null: new ones over the library.
	 */
	public function __construct( private Library $library, private Search_Index $index, ?Search_Conditions $conditions = null ) {
		$this->conditions = $conditions ?? new Search_Conditions( $library );
	}

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
		$filters = $this->conditions->filters( $r );
		if ( $parts ) {
			// A keyword: its words are looked up in the words table (Keyword_Search).
			// The scope is null for every alias or none (a category the asker may not see).
			if ( null === $this->conditions->scope( $r, $user, 's' ) || null === $filters ) {
				return $answer;
			}
			$scope_of = fn ( string $alias ): array => (array) $this->conditions->scope( $r, $user, $alias );
			$keyword  = new Keyword_Search( $parts, $scope_of, $filters, Search_Conditions::COLUMNS[ $r->ordering ] ?? null, 'desc' === $r->dir, self::forces_indexes() );
			[ $ids, $total ] = $keyword->page( $offset, $r->limit );
		} else {
			$where = null === $filters ? null : $this->conditions->where( $r, $user, false, $filters );
			if ( null === $where ) {
				return $answer;
			}
			[ $sql, $args ]         = $where;
			[ $order, $order_args ] = $this->conditions->order_by( $r );
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
			$scope = $this->conditions->scope( $r, $user, 'c' );
			return null === $scope ? 0 : Search_Words::files_in( $scope );
		}
		// Tags make at least one condition (one per tag when all are required): one condition in
		// all means tags only, any of them (or the only one).
		if ( ! $r->ftags || 1 !== count( $filters[0] ) ) {
			return null;
		}
		$scope   = $this->conditions->scope( $r, $user, 't' );
		$tag_ids = $this->conditions->tag_ids( $r->ftags );
		if ( null === $scope || ! $tag_ids ) {
			return 0;
		}
		// One tag holds each file once; several may hold a file more than once.
		$what = 1 === count( $tag_ids ) ? 'COUNT(*)' : 'COUNT(DISTINCT t.file_id)';
		// SQL: our table; placeholders only.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT {$what} FROM " . Search_Schema::tags_table() . ' t WHERE t.tag_id IN (' . Search_Conditions::placeholders( $tag_ids, '%d' ) . ") AND {$scope[0]}", ...array_merge( $tag_ids, $scope[1] ) ) );
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
		$column = Search_Conditions::COLUMNS[ $r->ordering ] ?? '';
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
		foreach ( $this->conditions->tag_ids( $names ) as $id ) {
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
		$where = $this->index->is_ready() ? $this->conditions->where( $r, $user, true ) : null;
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
		[ $order, $order_args ] = $this->conditions->order_by( $ordered );
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
		$where   = is_wp_error( $request ) || ! $this->index->is_ready() ? null : $this->conditions->where( $request, $user, false );
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
		$where   = is_wp_error( $request ) || ! $this->index->is_ready() ? null : $this->conditions->where( $request, $user, false );
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
		$where   = is_wp_error( $request ) || ! $this->index->is_ready() ? null : $this->conditions->where( $request, $user ?? wp_get_current_user(), false );
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
}
