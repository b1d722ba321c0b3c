<?php
/**
 * A keyword search's page and exact total, found through the words table so that a keyword in
 * most of a 100,000-file library costs about what a rare one does.
 *
 * @package Frontage
 */

namespace Frontage\Search;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Every part of the keyword (a run of letters and digits) must begin a word of the file. The
 * rarest part drives: its range of the words table, which repeats each file's status and
 * category, gives the total (other parts are probed per file, other filters read from the index
 * row); one part of one word with nothing else to match is summed from the word counts table.
 * Then the page:
 *
 * - walked: the ordering's index of the files table is walked and each file met is probed for
 *   the parts, stopping after the page; a page past the middle walks from the other end. With
 *   relevance, a walk of the title index per rank (how many parts begin no word of the title,
 *   0 first), with each rank's size counted first. Chosen above SORTED_AT_MOST matches, or when
 *   it reads few index entries per match (cheap_to_walk());
 * - sorted: the matches collected and sorted, otherwise.
 *
 * Results and totals are the same whichever way a page is found (PHPUnit compares them).
 */
final class Keyword_Search {

	/**
	 * Above this many matches, a page is always found by walking an index; up to it, by sorting
	 * them all unless walking is cheaper (cheap_to_walk()).
	 */
	public const SORTED_AT_MOST = 5000;

	/**
	 * Filter: the SORTED_AT_MOST threshold (an int; 0 walks an index for every page).
	 */
	public const FILTER_SORTED_AT_MOST = 'frontage_search_sorted_at_most';

	/**
	 * A keyword of several parts whose driving part begins at most this many words is sorted
	 * with its total in one pass, its ranks not counted first.
	 */
	private const FEW = 500;

	/**
	 * Index entries a walk may read per match and still be cheaper than sorting them all (see
	 * cheap_to_walk()).
	 */
	private const WALK_PER_MATCH = 4;

	/**
	 * The most index entries a walk chosen over sorting may read.
	 */
	private const WALK_AT_MOST = 20000;

	/**
	 * A walk that stops within this many matches looks each file's words up as it meets it;
	 * a deeper one collects the parts' files first (see probe()).
	 */
	private const LOOKUP_WITHIN = 1000;

	/**
	 * How far the words of each part are counted to find the rarest (Search_Words::words_beginning()).
	 */
	private const RARITY_PROBE = 20000;

	/**
	 * A part that begins at most this many distinct words is probed by naming them (see
	 * words_of_part()).
	 */
	private const WORDS_NAMED = 20;

	/**
	 * The distinct words each part begins, when few enough to name (null: too many).
	 *
	 * @var array<string, list<string>|null>
	 */
	private array $named = array();

	/**
	 * The part whose words are read to count, then the others.
	 *
	 * @var list<string>
	 */
	private array $parts;

	/**
	 * How many words each part begins (counted up to RARITY_PROBE), when there are several.
	 *
	 * @var array<string, int>
	 */
	private array $seen = array();

	/**
	 * Who sees what and the category, per table alias (see Search_Conditions::scope()).
	 *
	 * @var array<string, array{0: string, 1: list<int|string>}>
	 */
	private array $scopes = array();

	/**
	 * Prepares a search.
	 *
	 * @param list<string>                                $parts    The keyword's parts (Search_Words::words_of()), at least one.
	 * @param \Closure                                    $scope_of Who sees what and the category, as conditions on the status and category_id columns of a table alias: `w` (words), `s` (files), `c` (word counts).
	 * @param array{0: list<string>, 1: list<int|string>} $filters  Other conditions on `s` (literal words, tags, types, dates, sizes).
	 * @param string|null                                 $column   The ordering's column of `s` (and index); null for relevance.
	 * @param bool                                        $desc     Descending.
	 * @param bool                                        $force    Whether `FORCE INDEX` may be said (MySQL, MariaDB).
	 */
	public function __construct(
		array $parts,
		private \Closure $scope_of,
		private array $filters,
		private ?string $column,
		private bool $desc,
		private bool $force
	) {
		$this->parts = $this->rarest_first( $parts );
	}

	/**
	 * One page of file ids, in order, and the total.
	 *
	 * @param int $offset Matches before the page.
	 * @param int $limit  Page size.
	 * @return array{0: list<int>, 1: int}
	 */
	public function page( int $offset, int $limit ): array {
		$sorted_at_most = (int) apply_filters( self::FILTER_SORTED_AT_MOST, self::SORTED_AT_MOST );
		$several        = count( $this->parts ) > 1;
		// Relevance of several parts without other filters may be walked, a rank at a time:
		// unless the driving part is rare, its ranks are counted first.
		$ranked = $several && null === $this->column && ! $this->filters[0] && $this->seen[ $this->parts[0] ] > min( self::FEW, $sorted_at_most );
		// Bound to be sorted (several parts, and relevance or a rare driving part): the page and
		// its total in one pass, so the other parts' files are collected once, not twice.
		if ( $several && ! $ranked && ( null === $this->column || $this->seen[ $this->parts[0] ] <= $sorted_at_most ) && self::counts_in_one_pass() ) {
			[ $ids, $total ] = $this->sorted( $offset, $limit, true );
			if ( null !== $total ) {
				return array( $ids, $total );
			}
		}
		if ( $ranked ) {
			$groups = $this->ranks();
			$total  = array_sum( $groups );
		} else {
			[ $total, $titled ] = $this->count();
			// Relevance of one part: title matches (rank 0), then the rest (rank 1).
			$groups = null === $this->column ? array( $titled, $total - $titled ) : array( $total );
		}
		$this->seen += array( $this->parts[0] => $total );
		if ( 0 === $total || $offset >= $total ) {
			return array( array(), $total );
		}
		if ( $several && null === $this->column && ! $ranked ) {
			return array( $this->sorted( $offset, $limit, false )[0], $total );
		}
		// Descending relevance puts the highest rank first.
		$groups = $this->desc ? array_reverse( $groups, true ) : $groups;
		if ( $total <= $sorted_at_most && ! $this->cheap_to_walk( $groups, $offset, $limit, $total ) ) {
			return array( $this->sorted( $offset, $limit, false )[0], $total );
		}
		$ids   = array();
		$start = 0;
		foreach ( $groups as $rank => $size ) {
			$want = $limit - count( $ids );
			if ( $want > 0 && $offset + count( $ids ) < $start + $size ) {
				$from = $offset + count( $ids ) - $start;
				$ids  = array_merge( $ids, $this->walk( $this->column ?? 'title_lc', null === $this->column ? $rank : null, $from, min( $want, $size - $from ), $size ) );
			}
			$start += $size;
		}
		return array( $ids, $total );
	}

	/**
	 * Whether walking the ordering's index costs less than sorting every match: a walk reads
	 * about (position in the group + page) × files in scope ÷ group size index entries, each
	 * probed in the parts' own ranges (pages that stay few and warm); sorting reads every
	 * match's title or row at random (cold, a page each). Walking wins while it reads at most
	 * WALK_PER_MATCH entries per match, up to WALK_AT_MOST, and there is no other filter: a
	 * filter is read from the row of each entry met, which costs what sorting would (a keyword
	 * with a category, types, a size and a date at 100,000 files: 130 ms sorted, 210 walked).
	 *
	 * @param array<int, int> $groups The groups in walking order, rank => size.
	 * @param int             $offset Matches before the page.
	 * @param int             $limit  Page size.
	 * @param int             $total  Matches.
	 */
	private function cheap_to_walk( array $groups, int $offset, int $limit, int $total ): bool {
		if ( $this->filters[0] ) {
			return false;
		}
		$in_scope = Search_Words::files_in( $this->scope( 'c' ) );
		$entries  = 0;
		$start    = 0;
		foreach ( $groups as $size ) {
			$from = max( 0, $offset - $start );
			if ( $size > 0 && $from < $size && $offset + $limit > $start ) {
				$n        = min( $limit, $size - $from );
				$entries += ( min( $from, $size - $from - $n ) + $n ) * $in_scope / $size;
			}
			$start += $size;
		}
		return $entries <= min( self::WALK_AT_MOST, self::WALK_PER_MATCH * $total );
	}

	/**
	 * How many matches each relevance rank holds (rank: how many parts begin no word of the
	 * title, 0 first), counted on the driving part's words with each other part looked up.
	 *
	 * @return array<int, int> Rank => matches, every rank from 0 to the number of parts.
	 */
	private function ranks(): array {
		global $wpdb;
		[ $where, $args ] = $this->driven_where();
		$ranks            = array( '(1 - MAX(w.in_title))' );
		$rank_args        = array();
		foreach ( array_slice( $this->parts, 1 ) as $part ) {
			[ $probe, $values ] = $this->probe( 'w', $part, true, true );
			$ranks[]            = "(CASE WHEN {$probe} THEN 0 ELSE 1 END)";
			$rank_args          = array_merge( $rank_args, $values );
		}
		$words = Search_Schema::words_table();
		// SQL: our table; placeholders only.
		$rows   = $wpdb->get_results( $wpdb->prepare( 'SELECT g.r, COUNT(*) AS files FROM (SELECT ' . implode( ' + ', $ranks ) . " AS r FROM {$words} w WHERE {$where} GROUP BY w.file_id) g GROUP BY g.r", ...array_merge( $rank_args, $args ) ), ARRAY_A );
		$groups = array_fill( 0, count( $this->parts ) + 1, 0 );
		foreach ( $rows as $row ) {
			$groups[ (int) $row['r'] ] = (int) $row['files'];
		}
		return $groups;
	}

	/**
	 * Who sees what and the category, on a table alias (built once per alias).
	 *
	 * @param string $alias `w`, `s` or `c`.
	 * @return array{0: string, 1: list<int|string>}
	 */
	private function scope( string $alias ): array {
		return $this->scopes[ $alias ] ??= ( $this->scope_of )( $alias );
	}

	/**
	 * The total, and how many of those have the rarest part in their title. A keyword of one
	 * part whose range holds one word (the usual case) is counted from the word counts table:
	 * a row per category and status, where the words table has a row per file (the most common
	 * word of 100,000 files: 400 rows read instead of 90,000).
	 *
	 * @return array{0: int, 1: int}
	 */
	private function count(): array {
		global $wpdb;
		$words = Search_Schema::words_table();
		// SQL: our tables; placeholders only.
		if ( $this->filters[0] ) {
			[ $matches, $match_args ] = $this->matches();
			$row                      = $wpdb->get_row( $wpdb->prepare( "SELECT {$this->matches_first()}COUNT(*) AS total, SUM(k.titled) AS titled FROM {$matches} WHERE " . implode( ' AND ', $this->filters[0] ), ...array_merge( $match_args, $this->filters[1] ) ), ARRAY_A );
		} else {
			// A range of one word holds each file once: no DISTINCT to keep (the usual case).
			$bounds = $wpdb->get_row( $wpdb->prepare( "SELECT MIN(word) AS first, MAX(word) AS last FROM {$words} WHERE word >= %s AND word < %s", ...Search_Words::word_range( $this->parts[0] ) ), ARRAY_A );
			$one = is_array( $bounds ) && null !== $bounds['first'] && $bounds['first'] === $bounds['last'];
			if ( $one && 1 === count( $this->parts ) ) {
				[ $where, $args ] = $this->scope( 'c' );
				$row              = $wpdb->get_row( $wpdb->prepare( 'SELECT SUM(c.files) AS total, SUM(c.titled) AS titled FROM ' . Search_Schema::word_counts_table() . " c WHERE c.word = %s AND {$where}", ...array_merge( array( (string) $bounds['first'] ), $args ) ), ARRAY_A );
			} else {
				$select           = $one ? 'COUNT(*) AS total, SUM(w.in_title) AS titled' : 'COUNT(DISTINCT w.file_id) AS total, COUNT(DISTINCT CASE WHEN w.in_title = 1 THEN w.file_id END) AS titled';
				[ $where, $args ] = $this->driven_where();
				$row              = $wpdb->get_row( $wpdb->prepare( "SELECT {$select} FROM {$words} w WHERE {$where}", ...$args ), ARRAY_A );
			}
		}
		return array( (int) ( $row['total'] ?? 0 ), (int) ( $row['titled'] ?? 0 ) );
	}

	/**
	 * Every match collected from the rarest part's words, sorted, one page kept.
	 *
	 * @param int  $offset    Matches before the page.
	 * @param int  $limit     Page size.
	 * @param bool $and_total Count the matches in the same pass (a window count).
	 * @return array{0: list<int>, 1: int|null} The page, and with $and_total the total (null
	 *         for a page past the end, which holds no row to carry it).
	 */
	private function sorted( int $offset, int $limit, bool $and_total ): array {
		global $wpdb;
		[ $matches, $args ]     = $this->matches();
		[ $order, $order_args, $joins, $join_args ] = $this->order();
		$where = $this->filters[0] ? 'WHERE ' . implode( ' AND ', $this->filters[0] ) : '';
		$total = $and_total ? ', COUNT(*) OVER () AS frontage_total' : '';
		// SQL: our tables; placeholders only.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT {$this->matches_first()}s.file_id{$total} FROM {$matches} {$joins} {$where} ORDER BY {$order} LIMIT %d OFFSET %d", ...array_merge( $args, $join_args, $this->filters[1], $order_args, array( $limit, $offset ) ) ), ARRAY_A );
		return array(
			array_map( static fn ( array $row ): int => (int) $row['file_id'], $rows ),
			$and_total && $rows ? (int) $rows[0]['frontage_total'] : null,
		);
	}

	/**
	 * Whether the database counts with a window function (COUNT(*) OVER ()): MySQL 8, MariaDB
	 * 10.2 and SQLite (through the drop-in, which reports itself as MySQL 8) do; MySQL 5.7, which
	 * WordPress still runs on, does not and counts in a query of its own.
	 */
	public static function counts_in_one_pass(): bool {
		global $wpdb;
		$version = (string) $wpdb->db_version();
		$server  = method_exists( $wpdb, 'db_server_info' ) ? (string) $wpdb->db_server_info() : '';
		return str_contains( $server, 'MariaDB' ) ? version_compare( $version, '10.2', '>=' ) : version_compare( $version, '8.0', '>=' );
	}

	/**
	 * The files whose words match, collected once (a derived table `k`: each file once, with
	 * whether the rarest part is in its title), joined to their rows (`s`). Collecting first
	 * keeps MySQL and MariaDB from reading the files table and probing a word range per row.
	 *
	 * When only titles are read from `s` (no filter; relevance or title order), MySQL and
	 * MariaDB are told to read them from the `file_title` index: its pages are a third of the
	 * rows' (at 100,000 files and a cold buffer pool, 1,500 matches read 950 pages of rows).
	 *
	 * @return array{0: string, 1: list<int|string>} FROM clause and its values.
	 */
	private function matches(): array {
		[ $where, $args ] = $this->driven_where();
		$words = Search_Schema::words_table();
		$table = Search_Schema::table();
		$hint  = $this->force && ! $this->filters[0] && in_array( $this->column, array( null, 'title_lc' ), true ) ? ' FORCE INDEX (file_title)' : '';
		return array( "(SELECT w.file_id, MAX(w.in_title) AS titled FROM {$words} w WHERE {$where} GROUP BY w.file_id) k INNER JOIN {$table} s{$hint} ON s.file_id = k.file_id", $args );
	}

	/**
	 * A page found along an index of the files table: each file met is checked (its scope and
	 * filters from the row, the parts probed in the words table) until the page is full. A page
	 * past the middle of the $size matches is read from the other end and turned round.
	 *
	 * @param string    $column   The index (and its column).
	 * @param int|null  $rank     Only the files of this relevance rank (how many parts begin no
	 *                            word of their title); null for all.
	 * @param int       $offset   Matches before the page.
	 * @param int       $limit    Page size.
	 * @param int       $size     How many match (of the rank, with $rank).
	 * @return list<int>
	 */
	private function walk( string $column, ?int $rank, int $offset, int $limit, int $size ): array {
		global $wpdb;
		$table   = Search_Schema::table();
		$sql     = array( $this->scope( 's' )[0] );
		$args    = $this->scope( 's' )[1];
		// Near either end a common part's words are looked up per file met; a part of fewer
		// words is collected at once (one short range of the words table, then no lookup reads
		// the file_id index: at 100,000 files on MariaDB, 1,300 lookups cost 22 ms warm and
		// up to 200 ms with a cold buffer pool).
		$shallow = min( $offset, $size - $offset - $limit ) + $limit <= self::LOOKUP_WITHIN;
		foreach ( $this->parts as $part ) {
			[ $probe, $values ] = $this->probe( 's', $part, false, $shallow && $this->common( $part ) );
			$sql[]              = $probe;
			$args               = array_merge( $args, $values );
		}
		if ( null !== $rank ) {
			$ranks = array();
			foreach ( $this->parts as $part ) {
				[ $probe, $values ] = $this->probe( 's', $part, true, $shallow && $this->common( $part ) );
				$ranks[]            = "(CASE WHEN {$probe} THEN 0 ELSE 1 END)";
				$args               = array_merge( $args, $values );
			}
			$sql[]  = '(' . implode( ' + ', $ranks ) . ') = %d';
			$args[] = $rank;
		}
		$sql  = array_merge( $sql, $this->filters[0] );
		$args = array_merge( $args, $this->filters[1] );

		$desc     = $this->desc;
		$reversed = $offset + $limit / 2 > $size / 2;
		if ( $reversed ) {
			$desc   = ! $desc;
			$end    = min( $size, $offset + $limit );
			$limit  = $end - $offset;
			$offset = $size - $end;
		}
		$dir  = $desc ? 'DESC' : 'ASC';
		$hint = $this->force ? "FORCE INDEX ({$column})" : '';
		// SQL: our table and column names; placeholders only.
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT s.file_id FROM {$table} s {$hint} WHERE " . implode( ' AND ', $sql ) . " ORDER BY s.{$column} {$dir}, s.file_id {$dir} LIMIT %d OFFSET %d", ...array_merge( $args, array( $limit, $offset ) ) ) ) );
		return $reversed ? array_reverse( $ids ) : $ids;
	}

	/**
	 * Whether a part begins RARITY_PROBE words or more (a single part: whether that many match).
	 *
	 * @param string $part The part.
	 */
	private function common( string $part ): bool {
		return ( $this->seen[ $part ] ?? 0 ) >= self::RARITY_PROBE;
	}

	/**
	 * `STRAIGHT_JOIN ` on MySQL and MariaDB: join the collected matches (`k`) to their rows, in
	 * that order. Left to itself, MariaDB may read the whole files table along an index and
	 * look each row up in the matches (94,000 rows read for 7,000 matches, 86 ms).
	 */
	private function matches_first(): string {
		return $this->force ? 'STRAIGHT_JOIN ' : '';
	}

	/**
	 * The conditions on the rarest part's words (`w`) when no other filter reads `s`: its
	 * range, the scope on `w` and the other parts probed.
	 *
	 * @return array{0: string, 1: list<int|string>}
	 */
	private function driven_where(): array {
		$sql  = array( 'w.word >= %s AND w.word < %s', $this->scope( 'w' )[0] );
		$args = array_merge( Search_Words::word_range( $this->parts[0] ), $this->scope( 'w' )[1] );
		foreach ( array_slice( $this->parts, 1 ) as $part ) {
			// The driving part's rows each look the other part up, unless the other part is
			// about as common: then collecting its files once costs less (measured at 100,000
			// files on MariaDB: 21,000 lookups 46 ms, collecting 130,000 words 22 ms).
			$per_row            = null !== $this->words_of_part( $part ) || $this->seen[ $this->parts[0] ] * 4 <= $this->seen[ $part ];
			[ $probe, $values ] = $this->probe( 'w', $part, false, $per_row );
			$sql[]              = $probe;
			$args               = array_merge( $args, $values );
		}
		return array( implode( ' AND ', $sql ), $args );
	}

	/**
	 * ORDER BY for the sorted page: the ordering's column, or for relevance how many parts
	 * begin no word of the title (0 first), then the title; file_id last so pages are stable.
	 *
	 * Whether another part is in a title is looked up per file when its words can be named
	 * (points of the words table's primary key, next to each other in the part's range) or it
	 * is far more common than the driving part. Otherwise it is read from its title words
	 * collected at once (a LEFT JOIN of one range of the words table): looked up per file
	 * through the file_id index instead, 7,000 files read that index at random, 400 ms at
	 * 100,000 files with a cold buffer pool.
	 *
	 * @return array{0: string, 1: list<string>, 2: string, 3: list<string>} ORDER BY and its
	 *         values, then the JOINs it needs and theirs.
	 */
	private function order(): array {
		$dir = $this->desc ? 'DESC' : 'ASC';
		if ( null !== $this->column ) {
			return array( "s.{$this->column} {$dir}, s.file_id {$dir}", array(), '', array() );
		}
		$ranks     = array( '(1 - k.titled)' );
		$args      = array();
		$joins     = array();
		$join_args = array();
		$words     = Search_Schema::words_table();
		foreach ( array_slice( $this->parts, 1 ) as $i => $part ) {
			if ( null !== $this->words_of_part( $part ) || $this->seen[ $this->parts[0] ] * 4 <= $this->seen[ $part ] ) {
				[ $probe, $values ] = $this->probe( 's', $part, true, true );
				$ranks[]            = "(CASE WHEN {$probe} THEN 0 ELSE 1 END)";
				$args               = array_merge( $args, $values );
				continue;
			}
			$joins[]   = "LEFT JOIN (SELECT DISTINCT t.file_id FROM {$words} t WHERE t.word >= %s AND t.word < %s AND t.in_title = 1) t{$i} ON t{$i}.file_id = s.file_id";
			$ranks[]   = "(CASE WHEN t{$i}.file_id IS NULL THEN 1 ELSE 0 END)";
			$join_args = array_merge( $join_args, Search_Words::word_range( $part ) );
		}
		return array( '(' . implode( ' + ', $ranks ) . ") {$dir}, s.title_lc {$dir}, s.file_id {$dir}", $args, implode( ' ', $joins ), $join_args );
	}

	/**
	 * "A word of this file begins with the part" (in its title only, when $title), for a row of
	 * the table aliased $t: a range of the words table's file_id index.
	 *
	 * Said as EXISTS, MariaDB turns it into a semi-join that first collects every file of the
	 * part (for a common part, 20–90 ms at 100,000 files): the better plan when most rows are
	 * probed (a count), the worse along an index that stops after a page (1–3 ms per page with
	 * a lookup per file met). $per_row asks for the lookup, said as a scalar subquery with LIMIT,
	 * which is never turned into a join.
	 *
	 * @param string $t       The alias of the table whose file_id is probed.
	 * @param string $part    The part.
	 * @param bool   $title   In the title.
	 * @param bool   $per_row Looked up for each row, never collected first.
	 * @return array{0: string, 1: list<string>}
	 */
	private function probe( string $t, string $part, bool $title, bool $per_row = false ): array {
		static $n = 0;
		$alias  = 'p' . ( ++$n );
		$words  = Search_Schema::words_table();
		$titled = $title ? " AND {$alias}.in_title = 1" : '';
		// Named words make each lookup a point of the primary key (word, file_id): pages of the
		// part's own range, which stay few and warm. A range of words can only be looked up
		// through the file_id index, whose pages hold every word of the library.
		$named  = $this->words_of_part( $part );
		$match  = $named ? "{$alias}.word IN (" . implode( ',', array_fill( 0, count( $named ), '%s' ) ) . ')' : "{$alias}.word >= %s AND {$alias}.word < %s";
		$lookup = "SELECT 1 FROM {$words} {$alias} WHERE {$match} AND {$alias}.file_id = {$t}.file_id{$titled}";
		return array( $per_row ? "(({$lookup} LIMIT 1) IS NOT NULL)" : "EXISTS ({$lookup})", $named ? $named : Search_Words::word_range( $part ) );
	}

	/**
	 * The distinct words a part begins, read from the word counts table (a row per word and
	 * category, where the words table has one per file), when there are at most WORDS_NAMED;
	 * null when there are more (a short part such as "re").
	 *
	 * @param string $part The part.
	 * @return list<string>|null
	 */
	private function words_of_part( string $part ): ?array {
		global $wpdb;
		if ( ! array_key_exists( $part, $this->named ) ) {
			// SQL: our table.
			$words                = array_map( 'strval', $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT word FROM ' . Search_Schema::word_counts_table() . ' WHERE word >= %s AND word < %s ORDER BY word LIMIT %d', ...array_merge( Search_Words::word_range( $part ), array( self::WORDS_NAMED + 1 ) ) ) ) );
			$this->named[ $part ] = $words && count( $words ) <= self::WORDS_NAMED ? $words : null;
		}
		return $this->named[ $part ];
	}

	/**
	 * The parts, the one that begins the fewest words first (counted up to RARITY_PROBE each).
	 *
	 * @param list<string> $parts Parts.
	 * @return list<string>
	 */
	private function rarest_first( array $parts ): array {
		if ( count( $parts ) < 2 ) {
			return $parts;
		}
		$seen = array();
		foreach ( $parts as $part ) {
			$seen[ $part ] = Search_Words::words_beginning( $part, self::RARITY_PROBE );
		}
		// Stable: equally common parts keep the keyword's order.
		$order = array_flip( $parts );
		uksort( $seen, static fn ( string $a, string $b ): int => array( $seen[ $a ], $order[ $a ] ) <=> array( $seen[ $b ], $order[ $b ] ) );
		$this->seen = $seen;
		return array_map( 'strval', array_keys( $seen ) );
	}
}
