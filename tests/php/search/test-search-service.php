<?php
/**
 * Tests for includes/search/class-search-service.php: what searches, suggestions, tags,
 * categories and types return, in what order, page by page — and that nobody ever gets a file
 * they may not see.
 *
 * @package Frontage
 */

use Frontage\Files\File;
use Frontage\Search\Search_Schema;
use Frontage\Tests\Search_Test_Case;

require_once __DIR__ . '/class-search-test-case.php';

/**
 * The search service.
 */
final class Test_Search_Service extends Search_Test_Case {

	/**
	 * Every word must match the title, the description or the tags.
	 */
	public function test_every_word_must_match_somewhere(): void {
		$this->make_file( array( 'title' => 'Annual report ' . $this->token ) );
		$this->make_file(
			array(
				'title'       => 'Budget ' . $this->token,
				'description' => '<p>The <em>annual</em> budget.</p>',
			)
		);
		$this->make_file(
			array(
				'title' => 'Minutes ' . $this->token,
				'tags'  => 'Annual',
			)
		);
		$this->make_file( array( 'title' => 'Unrelated ' . $this->token ) );

		$this->assertSame( 4, $this->search( array( 'q' => $this->token ) )['total'] );
		$this->assertEqualsCanonicalizing(
			array( 'Annual report ' . $this->token, 'Budget ' . $this->token, 'Minutes ' . $this->token ),
			self::titles( $this->search( array( 'q' => 'ANNUAL ' . $this->token ) )['files'] )
		);
		$this->assertSame( array( 'Annual report ' . $this->token ), self::titles( $this->search( array( 'q' => 'report annual ' . $this->token ) )['files'] ) );
		$this->assertSame( 0, $this->search( array( 'q' => 'annual nowhere ' . $this->token ) )['total'] );
	}

	/**
	 * A keyword word matches the start of a word (annu → annual), in any of the three places;
	 * the middle of a word does not (nnual), except for words with other characters, which
	 * are also matched literally.
	 */
	public function test_keywords_match_the_start_of_words(): void {
		$file = $this->make_file(
			array(
				'title'       => 'Annual report ' . $this->token,
				'description' => 'Quarterly figures (2026-Q1)',
				'tags'        => 'Finance',
			)
		);
		$ids  = fn ( string $q ): array => array_map( static fn ( File $f ): int => $f->id, $this->search( array( 'q' => $q . ' ' . $this->token ) )['files'] );

		$this->assertSame( array( $file->id ), $ids( 'annu' ) );
		$this->assertSame( array( $file->id ), $ids( 'QUART' ) );
		$this->assertSame( array( $file->id ), $ids( 'fin' ) );
		$this->assertSame( array( $file->id ), $ids( '2026-q1' ) );
		$this->assertSame( array( $file->id ), $ids( substr( $this->token, 0, 5 ) ) );
		$this->assertSame( array(), $ids( 'nnual' ) );
		$this->assertSame( array(), $ids( '2026-q2' ), 'Both parts match words, but not the literal text.' );
	}

	/**
	 * With a keyword and no ordering, title matches come before description and tag matches.
	 */
	public function test_title_matches_rank_above_description_matches(): void {
		$description = $this->make_file(
			array(
				'title'       => 'Aaa first by title ' . $this->token,
				'description' => 'mentions zebra here',
			)
		);
		$tagged      = $this->make_file(
			array(
				'title' => 'Aab tagged ' . $this->token,
				'tags'  => 'zebra',
			)
		);
		$titled      = $this->make_file( array( 'title' => 'Zz zebra crossing ' . $this->token ) );

		$result = $this->search( array( 'q' => 'zebra ' . $this->token ) );

		$this->assertSame( $titled->id, $result['files'][0]->id );
		$this->assertEqualsCanonicalizing( array( $description->id, $tagged->id ), array( $result['files'][1]->id, $result['files'][2]->id ) );
		$this->assertSame( 'Zz zebra crossing ' . $this->token, $this->search( array( 'q' => 'zebra ' . $this->token, 'dir' => 'desc' ) )['files'][2]->title, 'Descending relevance puts it last.' );
	}

	/**
	 * Every ordering sorts by its field, both ways, with a stable order for equal values.
	 *
	 * @dataProvider provide_orderings
	 *
	 * @param string $ordering An ordering.
	 */
	public function test_every_ordering_both_ways( string $ordering ): void {
		$files = array(
			$this->make_file(
				array(
					'title'   => 'bravo ' . $this->token,
					'version' => '2.0',
				),
				'b.pdf',
				"%PDF-1.4\n" . str_repeat( 'b', 291 )
			),
			$this->make_file(
				array(
					'title'   => 'alpha ' . $this->token,
					'version' => '1.0',
				),
				'a.txt',
				str_repeat( 'a', 100 )
			),
			$this->make_file(
				array(
					'title'   => 'charlie ' . $this->token,
					'version' => '3.0',
				),
				'c.csv',
				str_repeat( 'c', 200 )
			),
			// Equal to "alpha" in every field but the id: only the tiebreak orders them.
			$this->make_file(
				array(
					'title'   => 'alpha ' . $this->token,
					'version' => '1.0',
				),
				'a.txt',
				str_repeat( 'a', 100 )
			),
		);
		$this->set_dates( $files[0]->id, '2024-02-01 10:00:00', '2025-03-01 10:00:00' );
		$this->set_dates( $files[1]->id, '2024-01-01 10:00:00', '2025-01-01 10:00:00' );
		$this->set_dates( $files[2]->id, '2024-03-01 10:00:00', '2025-02-01 10:00:00' );
		$this->set_dates( $files[3]->id, '2024-01-01 10:00:00', '2025-01-01 10:00:00' );
		$this->set_downloads( $files[0]->id, 5 );
		$this->set_downloads( $files[1]->id, 1 );
		$this->set_downloads( $files[2]->id, 9 );
		$this->set_downloads( $files[3]->id, 1 );

		$expected = array(
			'title'     => array( 1, 3, 0, 2 ),
			'created'   => array( 1, 3, 0, 2 ),
			'updated'   => array( 1, 3, 2, 0 ),
			'size'      => array( 1, 3, 2, 0 ),
			'downloads' => array( 1, 3, 0, 2 ),
			'type'      => array( 2, 0, 1, 3 ),
			'version'   => array( 1, 3, 0, 2 ),
		)[ $ordering ];
		$ids      = array_map( static fn ( int $i ): int => $files[ $i ]->id, $expected );

		$asc  = $this->search(
			array(
				'q'        => $this->token,
				'ordering' => $ordering,
				'dir'      => 'asc',
			)
		);
		$desc = $this->search(
			array(
				'q'        => $this->token,
				'ordering' => $ordering,
				'dir'      => 'desc',
			)
		);

		$this->assertSame( $ids, array_map( static fn ( File $f ): int => $f->id, $asc['files'] ) );
		$this->assertSame( array_reverse( $ids ), array_map( static fn ( File $f ): int => $f->id, $desc['files'] ) );
	}

	/**
	 * The orderings of docs/search.md.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function provide_orderings(): array {
		$cases = array();
		foreach ( array( 'title', 'created', 'updated', 'size', 'downloads', 'type', 'version' ) as $ordering ) {
			$cases[ $ordering ] = array( $ordering );
		}
		return $cases;
	}

	/**
	 * Pages come from SQL (LIMIT/OFFSET and a count or sum): the total is right on every page, pages
	 * do not overlap, and a page past the end is empty but still carries the total.
	 */
	public function test_pages_in_sql(): void {
		$made = array();
		for ( $i = 1; $i <= 7; $i++ ) {
			$made[] = $this->make_file( array( 'title' => sprintf( 'page item %02d %s', $i, $this->token ) ) )->id;
		}
		$queries = array();
		$watch   = static function ( string $sql ) use ( &$queries ): string {
			if ( str_contains( $sql, Search_Schema::table() ) || str_contains( $sql, Search_Schema::words_table() ) ) {
				$queries[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $watch );

		$pages = array();
		foreach ( array( 1, 2, 3 ) as $page ) {
			$pages[ $page ] = $this->search(
				array(
					'q'     => $this->token,
					'limit' => '3',
					'paged' => (string) $page,
				)
			);
		}
		$past = $this->search(
			array(
				'q'     => $this->token,
				'limit' => '3',
				'paged' => '9',
			)
		);
		remove_filter( 'query', $watch );

		foreach ( $pages as $result ) {
			$this->assertSame( 7, $result['total'] );
			$this->assertSame( 3, $result['pages'] );
			$this->assertSame( 3, $result['limit'] );
		}
		$this->assertSame( 2, $pages[2]['page'] );
		$this->assertCount( 1, $pages[3]['files'] );
		$ids = array_map( static fn ( File $f ): int => $f->id, array_merge( $pages[1]['files'], $pages[2]['files'], $pages[3]['files'] ) );
		$this->assertSame( $made, $ids );
		$this->assertSame( array(), $past['files'] );
		$this->assertSame( 7, $past['total'] );
		$this->assertSame( 9, $past['page'] );
		$selects = array_filter( $queries, static fn ( string $sql ): bool => 1 === preg_match( '/^SELECT (STRAIGHT_JOIN )?s\.file_id/', $sql ) );
		$this->assertNotEmpty( $selects );
		foreach ( $selects as $sql ) {
			// A page read along an index from its far end asks for just what is left.
			$this->assertMatchesRegularExpression( '/LIMIT [1-3] OFFSET \d+/', $sql );
		}
		// The total is counted in SQL: files counted, or per-word counts summed.
		$this->assertNotEmpty( array_filter( $queries, static fn ( string $sql ): bool => 1 === preg_match( '/\b(COUNT|SUM)\(/', $sql ) ) );
	}

	/**
	 * A category search covers its sub-categories; exclude leaves categories (and below) out.
	 */
	public function test_category_and_exclude_cover_subcategories(): void {
		$top   = $this->make_category();
		$child = $this->make_category( array( 'parent' => $top['id'] ) );
		$other = $this->make_category();
		$this->make_file(
			array(
				'title'    => 'In top ' . $this->token,
				'category' => $top['id'],
			)
		);
		$this->make_file(
			array(
				'title'    => 'In child ' . $this->token,
				'category' => $child['id'],
			)
		);
		$this->make_file(
			array(
				'title'    => 'In other ' . $this->token,
				'category' => $other['id'],
			)
		);

		$this->assertSame( array( 'In child ' . $this->token, 'In top ' . $this->token ), self::titles( $this->search( array( 'catid' => (string) $top['id'] ) )['files'] ) );
		$this->assertSame( array( 'In child ' . $this->token ), self::titles( $this->search( array( 'catid' => (string) $child['id'] ) )['files'] ) );
		$this->assertSame(
			array( 'In other ' . $this->token ),
			self::titles(
				$this->search(
					array(
						'q'       => $this->token,
						'exclude' => (string) $top['id'],
					)
				)['files']
			)
		);
		$this->assertSame( 0, $this->search( array( 'catid' => '999999999' ) )['total'], 'An unknown category finds nothing.' );
	}

	/**
	 * A tag held by many files (more than Search_Service::COMMON_TAG_FILES) is searched along the
	 * ordering's index on MySQL and MariaDB: the same files in the same order, page by page.
	 * Index rows of files that do not exist stand in for the many.
	 */
	public function test_a_common_tag_pages_the_same_along_the_ordering_index(): void {
		global $wpdb;
		$category = $this->make_category();
		foreach ( array( 'Cedar', 'Alder', 'Birch' ) as $title ) {
			$this->make_file(
				array(
					'title'    => $title . ' file',
					'category' => $category['id'],
					'tags'     => 'Common' . $this->token,
				)
			);
		}
		$term = get_term_by( 'slug', 'common' . strtolower( $this->token ), \Frontage\Files\Files_Module::TAG_TAXONOMY );
		$this->assertInstanceOf( \WP_Term::class, $term );
		$tags = \Frontage\Search\Search_Schema::tags_table();
		$rows = array();
		for ( $i = 1; $i <= 1200; $i++ ) {
			$rows[] = $wpdb->prepare( '(%d, %d)', $term->term_id, 900000000 + $i );
		}
		$wpdb->query( "INSERT INTO {$tags} (tag_id, file_id) VALUES " . implode( ',', $rows ) ); // SQL: prepared rows, our table.
		// The service tells a common tag from WordPress's term count.
		$wpdb->update( $wpdb->term_taxonomy, array( 'count' => 1203 ), array( 'term_taxonomy_id' => $term->term_taxonomy_id ) );
		clean_term_cache( $term->term_id, \Frontage\Files\Files_Module::TAG_TAXONOMY );
		try {
			$ask = fn ( string $dir, string $page ): array => $this->search(
				array(
					'ftags'    => 'common' . strtolower( $this->token ),
					'ordering' => 'title',
					'dir'      => $dir,
					'limit'    => '2',
					'paged'    => $page,
				)
			);
			$first = $ask( 'asc', '1' );
			$this->assertSame( 3, $first['total'] );
			$this->assertSame( array( 'Alder file', 'Birch file' ), self::titles( $first['files'] ) );
			$this->assertSame( array( 'Cedar file' ), self::titles( $ask( 'asc', '2' )['files'] ) );
			$this->assertSame( array( 'Cedar file', 'Birch file' ), self::titles( $ask( 'desc', '1' )['files'] ) );
		} finally {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$tags} WHERE file_id > %d", 900000000 ) ); // SQL: our table.
		}
	}

	/**
	 * A rare tag (fewer files than Search_Service::COMMON_TAG_FILES by WordPress's term count) is
	 * paged and counted in one query on the index — no count of the tag's rows to choose the
	 * plan, no second query for the total — on the first page and on the last, partial one;
	 * past the end, where no row carries the total, the total is still right.
	 */
	public function test_a_rare_tag_is_paged_and_counted_in_one_query(): void {
		foreach ( array( 'Cedar', 'Alder', 'Birch' ) as $title ) {
			$this->make_file(
				array(
					'title' => $title . ' rare ' . $this->token,
					'tags'  => 'Rare' . $this->token,
				)
			);
		}
		$this->make_file( array( 'title' => 'Untagged rare ' . $this->token ) );
		$queries = array();
		$watch   = static function ( string $sql ) use ( &$queries ): string {
			// The files table's name begins every index table's.
			if ( str_contains( $sql, Search_Schema::table() ) ) {
				$queries[] = $sql;
			}
			return $sql;
		};
		$ask     = function ( string $page ) use ( &$queries ): array {
			$queries = array();
			return $this->search(
				array(
					'ftags'    => 'rare' . $this->token,
					'ordering' => 'title',
					'limit'    => '2',
					'paged'    => $page,
				)
			);
		};
		add_filter( 'query', $watch );
		try {
			$first       = $ask( '1' );
			$first_reads = $queries;
			$last        = $ask( '2' );
			$last_reads  = $queries;
			$past        = $ask( '3' );
		} finally {
			remove_filter( 'query', $watch );
		}

		$this->assertSame( 3, $first['total'] );
		$this->assertSame( array( 'Alder rare ' . $this->token, 'Birch rare ' . $this->token ), self::titles( $first['files'] ) );
		$this->assertSame( 3, $last['total'] );
		$this->assertSame( array( 'Cedar rare ' . $this->token ), self::titles( $last['files'] ) );
		$this->assertSame( 3, $past['total'] );
		$this->assertSame( array(), $past['files'] );
		$expected = \Frontage\Search\Keyword_Search::counts_in_one_pass() ? 1 : 2;
		$this->assertCount( $expected, $first_reads, 'The first page and its total: ' . implode( ' | ', $first_reads ) );
		$this->assertCount( $expected, $last_reads, 'The last page and its total: ' . implode( ' | ', $last_reads ) );
	}

	/**
	 * The categories hidden from a visitor are kept between requests: a search with a cold
	 * object cache reads no category to find them, and a category hidden or shown later is
	 * honoured by the very next search.
	 */
	public function test_the_hidden_categories_are_kept_and_follow_every_change(): void {
		global $wpdb;
		$category = $this->make_category();
		$this->make_file(
			array(
				'title'    => 'Kept hidden ' . $this->token,
				'category' => $category['id'],
			)
		);
		$this->assertSame( 1, $this->search( array( 'q' => $this->token ) )['total'] );

		wp_cache_flush();
		$queries = array();
		$watch   = static function ( string $sql ) use ( &$queries, $wpdb ): string {
			if ( str_contains( $sql, $wpdb->term_taxonomy ) || str_contains( $sql, $wpdb->termmeta ) ) {
				$queries[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $watch );
		try {
			$none = $this->search( array( 'q' => 'nowhere' . $this->token ) );
		} finally {
			remove_filter( 'query', $watch );
		}
		$this->assertSame( 0, $none['total'] );
		$this->assertSame( array(), $queries, 'No category read: ' . implode( ' | ', $queries ) );

		( new \Frontage\Files\Categories() )->update( $category['id'], array( 'visibility' => 'logged_in' ) );
		$this->assertSame( 0, $this->search( array( 'q' => $this->token ) )['total'], 'Hidden at once.' );
		$this->assertSame( 1, $this->search( array( 'q' => $this->token ), $this->user( 'subscriber' ) )['total'], 'Still seen by a logged-in user.' );
		( new \Frontage\Files\Categories() )->update( $category['id'], array( 'visibility' => 'public' ) );
		$this->assertSame( 1, $this->search( array( 'q' => $this->token ) )['total'], 'Shown at once.' );
	}

	/**
	 * A keyword with many matches is paged along an index (Keyword_Search walks it) and one with
	 * few is sorted whole: both give the same total and the same files in the same order, page
	 * by page, for every ordering both ways, a prefix of several words, two words, a literal
	 * word and a filter — and neither shows a visitor the private file or the hidden category's.
	 */
	public function test_a_keyword_pages_the_same_walked_or_sorted(): void {
		$x       = $this->token;
		$hidden  = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$made    = array(
			array( 'title' => "Alder {$x}" ),
			array(
				'title'       => 'Birch',
				'description' => "About {$x} here",
			),
			array( 'title' => "Cedar {$x}b and {$x}" ),
			array(
				'title' => "{$x}b {$x}c",
				'tags'  => "{$x}",
			),
			array(
				'title'       => 'Elm',
				'description' => "{$x}c only, {$x}-7 too",
			),
			array( 'title' => "Fir {$x}-7" ),
			array( 'title' => "Gum {$x}b" ),
			array( 'title' => "Hazel {$x} {$x}b" ),
			array(
				'title'  => "Ivy {$x} private",
				'status' => 'private',
			),
			array(
				'title'    => "Juniper {$x} hidden",
				'category' => $hidden['id'],
			),
		);
		$files = array();
		foreach ( $made as $i => $data ) {
			$file    = $this->make_file( $data );
			$files[] = $file;
			$this->set_downloads( $file->id, ( $i * 7 ) % 4 );
			$this->make_file_ext( $file->id, 0 === $i % 3 ? 'pdf' : 'txt' );
			$this->set_dates( $file->id, sprintf( '2024-0%d-01 10:00:00', 1 + $i % 3 ), sprintf( '2025-0%d-01 10:00:00', 1 + $i % 4 ) );
			$this->writer->index_file( $file->id );
		}
		$editor = $this->user( 'editor' );
		$pages  = function ( array $input, ?\WP_User $user ): array {
			$found = array();
			for ( $page = 1; $page <= 5; $page++ ) {
				$result  = $this->search( $input + array( 'limit' => '2', 'paged' => (string) $page ), $user );
				$found[] = array( $result['total'], array_map( static fn ( File $f ): int => $f->id, $result['files'] ) );
			}
			return $found;
		};
		$walk = static fn (): int => 0;
		foreach ( array( $x, "{$x}b", "{$x}c {$x}", "{$x}-7", "alder {$x}" ) as $q ) {
			foreach ( array( 'relevance', 'title', 'created', 'updated', 'size', 'downloads', 'type', 'version' ) as $ordering ) {
				foreach ( array( 'asc', 'desc' ) as $dir ) {
					foreach ( array( array( array(), null ), array( array( 'type' => 'pdf' ), $editor ) ) as [ $filter, $user ] ) {
						$input  = array(
							'q'        => $q,
							'ordering' => $ordering,
							'dir'      => $dir,
						) + $filter;
						$sorted = $pages( $input, $user );
						add_filter( \Frontage\Search\Keyword_Search::FILTER_SORTED_AT_MOST, $walk );
						$walked = $pages( $input, $user );
						remove_filter( \Frontage\Search\Keyword_Search::FILTER_SORTED_AT_MOST, $walk );
						$this->assertSame( $sorted, $walked, "q={$q} {$ordering} {$dir} " . wp_json_encode( $filter ) . ( $user ? ' as an editor' : ' as a visitor' ) );
					}
				}
			}
		}

		$ids = static fn ( array $found ): array => array_merge( ...array_column( $found, 1 ) );
		$all = $pages( array( 'q' => $x ), null );
		$this->assertSame( 8, $all[0][0], 'A visitor: every match but the private file and the hidden category\'s.' );
		$this->assertSame( 10, $pages( array( 'q' => $x ), $editor )[0][0] );
		$this->assertSame(
			array( "Alder {$x}", "Cedar {$x}b and {$x}", "Fir {$x}-7", "Gum {$x}b", "Hazel {$x} {$x}b", "{$x}b {$x}c", 'Birch', 'Elm' ),
			array_map( static fn ( int $id ): string => get_the_title( $id ), $ids( $all ) ),
			'Relevance: the titles that hold a word beginning with the keyword, by title, then the others.'
		);
		add_filter( \Frontage\Search\Keyword_Search::FILTER_SORTED_AT_MOST, $walk );
		$this->assertSame( array( $files[5]->id, $files[4]->id ), $ids( $pages( array( 'q' => "{$x}-7" ), null ) ), 'A word with other characters is also matched literally.' );
		remove_filter( \Frontage\Search\Keyword_Search::FILTER_SORTED_AT_MOST, $walk );
	}

	/**
	 * Relevance with several parts: files whose title holds a word beginning with every part
	 * first, then those missing one, then two; by title within each (both ways).
	 */
	public function test_relevance_counts_the_parts_in_the_title(): void {
		$x = $this->token;
		foreach ( array(
			array(
				'title'       => 'Oak',
				'description' => "{$x}b notes {$x}",
			),
			array(
				'title'       => "Pine {$x}",
				'description' => "{$x}b",
			),
			array( 'title' => "Elm {$x}b" ),
			array( 'title' => "Ash {$x}b" ),
		) as $data ) {
			$this->make_file( $data );
		}
		$this->assertSame( array( "Ash {$x}b", "Elm {$x}b", "Pine {$x}", 'Oak' ), self::titles( $this->search( array( 'q' => "{$x}b {$x}" ) )['files'] ) );
		$this->assertSame( array( 'Oak', "Pine {$x}", "Elm {$x}b", "Ash {$x}b" ), self::titles( $this->search( array( 'q' => "{$x} {$x}b", 'dir' => 'desc' ) )['files'] ) );
		$this->assertSame( 4, $this->search( array( 'q' => "{$x}b {$x}", 'limit' => '1', 'paged' => '3' ) )['total'] );
		$this->assertSame( 4, $this->search( array( 'q' => "{$x}b {$x}", 'limit' => '1', 'paged' => '9' ) )['total'], 'A page past the end still has the total.' );
	}

	/**
	 * Totals without a keyword come from the counts table (no filter) or the tags table (tags
	 * only), and a one-word keyword's from the word counts table: they follow every change — a
	 * new file, a file made private, moved to another category, retagged, renamed or deleted —
	 * and count only what the asker may see.
	 */
	public function test_totals_follow_every_change(): void {
		$one    = $this->make_category();
		$two    = $this->make_category();
		$hidden = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$tag    = 'counted' . strtolower( $this->token );
		$files  = array();
		$word   = 'worded' . $this->token;
		foreach ( array( $one, $one, $one, $two, $hidden ) as $category ) {
			$files[] = $this->make_file(
				array(
					'title'    => "Counted {$word}",
					'category' => $category['id'],
					'tags'     => $tag,
				)
			);
		}
		$editor = $this->user( 'editor' );
		// Pages of one file, so that the first page is full and the total is counted.
		$totals = fn ( ?\WP_User $user = null ): array => array(
			'one'  => $this->search( array( 'catid' => (string) $one['id'], 'limit' => '1' ), $user )['total'],
			'two'  => $this->search( array( 'catid' => (string) $two['id'], 'limit' => '1' ), $user )['total'],
			'tag'  => $this->search( array( 'ftags' => $tag, 'limit' => '1' ), $user )['total'],
			'both' => $this->search( array( 'ftags' => $tag . ',nosuchtag' . $this->token, 'limit' => '1' ), $user )['total'],
			'word' => $this->search( array( 'q' => $word, 'limit' => '1' ), $user )['total'],
			'in 2' => $this->search( array( 'q' => $word, 'catid' => (string) $two['id'], 'limit' => '1' ), $user )['total'],
		);
		$this->assertSame( array( 'one' => 3, 'two' => 1, 'tag' => 4, 'both' => 4, 'word' => 4, 'in 2' => 1 ), $totals() );
		$this->assertSame( array( 'one' => 3, 'two' => 1, 'tag' => 5, 'both' => 5, 'word' => 5, 'in 2' => 1 ), $totals( $editor ) );

		$this->library->update( $files[0]->id, array( 'status' => 'private' ) );
		$this->library->update( $files[1]->id, array( 'category' => $two['id'] ) );
		$this->assertSame( array( 'one' => 1, 'two' => 2, 'tag' => 3, 'both' => 3, 'word' => 3, 'in 2' => 2 ), $totals() );
		$this->assertSame( array( 'one' => 2, 'two' => 2, 'tag' => 5, 'both' => 5, 'word' => 5, 'in 2' => 2 ), $totals( $editor ) );

		$this->library->update(
			$files[3]->id,
			array(
				'tags'  => 'other' . $this->token,
				'title' => 'Renamed',
			)
		);
		$this->library->delete( $files[2]->id );
		$this->assertSame( array( 'one' => 0, 'two' => 2, 'tag' => 1, 'both' => 1, 'word' => 1, 'in 2' => 1 ), $totals() );
		$this->assertSame( array( 'one' => 1, 'two' => 2, 'tag' => 3, 'both' => 3, 'word' => 3, 'in 2' => 1 ), $totals( $editor ) );

		// The word counts kept by difference agree with the words table counted afresh.
		global $wpdb;
		// SQL: our tables.
		$counted = $wpdb->get_results( 'SELECT word, status, category_id, COUNT(*) AS files, SUM(in_title) AS titled FROM ' . Search_Schema::words_table() . ' GROUP BY word, status, category_id ORDER BY word, status, category_id', ARRAY_A );
		$kept    = $wpdb->get_results( 'SELECT word, status, category_id, files, titled FROM ' . Search_Schema::word_counts_table() . ' ORDER BY word, status, category_id', ARRAY_A );
		$this->assertSame( array_map( 'array_values', $counted ), array_map( 'array_values', $kept ) );

		// The whole library, counted from the counts table, agrees with a count of the files.
		$visitor = new \WP_User( 0 );
		$hidden  = $this->library->visibility()->hidden_category_ids( $visitor );
		$outside = $hidden ? ' AND category_id NOT IN (' . implode( ',', array_map( 'intval', $hidden ) ) . ')' : '';
		$this->assertSame( (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Search_Schema::table() . " WHERE status = 'publish'{$outside}" ), $this->search( array( 'limit' => '1' ), $visitor )['total'] ); // SQL: our table, ints.
	}

	/**
	 * Tags are matched by slug or name; several tags match any of them; unknown tags nothing.
	 */
	public function test_tag_filter(): void {
		$category = $this->make_category();
		$this->make_file(
			array(
				'title'    => 'Red file',
				'category' => $category['id'],
				'tags'     => 'Red Tag' . $this->token,
			)
		);
		$this->make_file(
			array(
				'title'    => 'Blue file',
				'category' => $category['id'],
				'tags'     => 'blue' . $this->token,
			)
		);
		$this->make_file(
			array(
				'title'    => 'Plain file',
				'category' => $category['id'],
			)
		);
		$catid = (string) $category['id'];

		$this->assertSame( array( 'Red file' ), self::titles( $this->search( array( 'catid' => $catid, 'ftags' => 'red-tag' . $this->token ) )['files'] ), 'By slug.' );
		$this->assertSame( array( 'Red file' ), self::titles( $this->search( array( 'catid' => $catid, 'ftags' => array( 'Red Tag' . $this->token ) ) )['files'] ), 'By name.' );
		$this->assertSame( array( 'Blue file', 'Red file' ), self::titles( $this->search( array( 'catid' => $catid, 'ftags' => 'red-tag' . $this->token . ',blue' . $this->token ) )['files'] ) );
		$this->assertSame( 0, $this->search( array( 'catid' => $catid, 'ftags' => 'no-such-tag-' . $this->token ) )['total'] );
	}

	/**
	 * Several tags are looked up by slug in one query, not one (or two) per tag, and a tag named
	 * by its name is still found.
	 */
	public function test_several_tags_are_looked_up_at_once(): void {
		foreach ( array( 'Oak', 'Elm', 'Ash' ) as $tree ) {
			$this->make_file(
				array(
					'title' => $tree . ' file ' . $this->token,
					'tags'  => $tree . ' Tag ' . $this->token,
				)
			);
		}
		wp_cache_flush();
		$queries = array();
		$watch   = static function ( string $sql ) use ( &$queries ): string {
			if ( 1 === preg_match( '/\bslug\b/', $sql ) ) {
				$queries[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $watch );
		try {
			$found = $this->search( array( 'ftags' => 'oak-tag-' . $this->token . ',elm-tag-' . $this->token . ',ash-tag-' . $this->token ) );
		} finally {
			remove_filter( 'query', $watch );
		}
		$this->assertSame( 3, $found['total'] );
		$this->assertCount( 1, $queries, implode( ' | ', $queries ) );
		$this->assertSame( 1, $this->search( array( 'ftags' => array( 'Elm Tag ' . $this->token ) ) )['total'], 'By name.' );
	}

	/**
	 * Types, sizes and dates narrow the results.
	 */
	public function test_type_size_and_date_filters(): void {
		$category = $this->make_category();
		$small    = $this->make_file( array( 'category' => $category['id'] ), 'small.txt', str_repeat( 'x', 1000 ) );
		$big      = $this->make_file( array( 'category' => $category['id'] ), 'big.pdf', "%PDF-1.4\n" . str_repeat( 'x', 4991 ) );
		$this->set_dates( $small->id, '2024-01-10 08:00:00', '2024-06-10 08:00:00' );
		$this->set_dates( $big->id, '2024-02-10 23:30:00', '2024-07-10 08:00:00' );
		$catid = (string) $category['id'];
		$ids   = fn ( array $input ): array => array_map( static fn ( File $f ): int => $f->id, $this->search( $input + array( 'catid' => $catid ) )['files'] );

		$this->assertSame( array( $big->id ), $ids( array( 'type' => 'pdf' ) ) );
		$this->assertSame( array( $big->id, $small->id ), $ids( array( 'type' => array( 'pdf', 'txt' ) ) ) );
		$this->assertSame( array( $big->id ), $ids( array( 'wfrom' => '2' ) ), 'From 2 KB.' );
		$this->assertSame( array( $small->id ), $ids( array( 'wto' => '1', 'wtounit' => 'kb', 'wfrom' => '0.5' ) ) );
		$this->assertSame( array(), $ids( array( 'wfrom' => '1', 'wfromunit' => 'mb' ) ) );
		$this->assertSame( array( $big->id ), $ids( array( 'cfrom' => '10-02-2024', 'cto' => '10-02-2024' ) ), 'A one-day range includes the whole day.' );
		$this->assertSame( array( $small->id ), $ids( array( 'cto' => '2024-01-31' ) ) );
		$this->assertSame( array( $big->id ), $ids( array( 'ufrom' => '01-07-2024' ) ) );
		$this->assertSame( array( $small->id ), $ids( array( 'uto' => '30-06-2024' ) ) );
	}

	/**
	 * SQL metacharacters, emoji and right-to-left text are searched for literally.
	 *
	 * @dataProvider provide_literal_keywords
	 *
	 * @param string $keyword A keyword.
	 */
	public function test_metacharacters_are_literal( string $keyword ): void {
		$category = $this->make_category();
		$catid    = (string) $category['id'];
		$this->make_file(
			array(
				'title'    => 'Plain words',
				'category' => $category['id'],
			)
		);
		$this->make_file(
			array(
				'title'    => "Has {$keyword} inside",
				'category' => $category['id'],
			)
		);
		$log = $this->debug_log_size();

		$result = $this->search(
			array(
				'q'     => $keyword,
				'catid' => $catid,
			)
		);

		$this->assertSame( array( "Has {$keyword} inside" ), self::titles( $result['files'] ) );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * Keywords that would misbehave if they reached SQL unescaped.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function provide_literal_keywords(): array {
		return array(
			'percent'      => array( '50%' ),
			'underscore'   => array( 'a_b' ),
			'backslash'    => array( 'c:\\dir' ),
			'single quote' => array( "o'neil" ),
			'double quote' => array( '"quoted"' ),
			'semicolon'    => array( 'x;y' ),
			'SQL'          => array( "');--" ),
			'emoji'        => array( '📄' ),
			'arabic'       => array( 'تقرير' ),
			'hebrew'       => array( 'דוח' ),
		);
	}

	/**
	 * Suggestions match titles only, at most ten, in title order, and need three characters.
	 */
	public function test_suggestions(): void {
		for ( $i = 1; $i <= 12; $i++ ) {
			$this->make_file( array( 'title' => sprintf( 'Suggest %02d %s', $i, $this->token ) ) );
		}
		$this->make_file(
			array(
				'title'       => 'Only described',
				'description' => 'about ' . $this->token,
			)
		);

		$found = $this->service->suggest( $this->request( array( 'q' => $this->token, 'make_file_suggestion' => '1' ) ), new WP_User( 0 ) );

		$this->assertCount( 10, $found );
		$this->assertSame( 'Suggest 01 ' . $this->token, $found[0]->title );
		$this->assertSame( 'Suggest 10 ' . $this->token, $found[9]->title );
		$this->assertCount( 3, $this->service->suggest( $this->request( array( 'q' => $this->token ) ), new WP_User( 0 ), 3 ) );
		$this->assertSame( 'Suggest 12 ' . $this->token, $this->service->suggest( $this->request( array( 'q' => $this->token, 'ordering' => 'title', 'dir' => 'desc' ) ), new WP_User( 0 ) )[0]->title );
		$this->assertSame( array(), $this->service->suggest( $this->request( array( 'q' => ' a b ' ) ), new WP_User( 0 ) ), 'Fewer than 3 non-space characters.' );
		// As in searches, each keyword word must begin a word: the start of the token suggests,
		// its middle does not.
		$this->assertCount( 10, $this->service->suggest( $this->request( array( 'q' => substr( $this->token, 0, 8 ) ) ), new WP_User( 0 ) ) );
		$this->assertSame( array(), $this->service->suggest( $this->request( array( 'q' => substr( $this->token, 3 ) ) ), new WP_User( 0 ) ) );
	}

	/**
	 * Tags of a category and below; unknown and hidden categories answer the same 404.
	 */
	public function test_tags_for_category(): void {
		$top    = $this->make_category();
		$child  = $this->make_category( array( 'parent' => $top['id'] ) );
		$hidden = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$this->make_file(
			array(
				'category' => $top['id'],
				'tags'     => 'zulu' . $this->token,
			)
		);
		$this->make_file(
			array(
				'category' => $child['id'],
				'tags'     => 'alpha' . $this->token . ', zulu' . $this->token,
			)
		);

		$tags = $this->service->tags_for_category( $top['id'], new WP_User( 0 ) );

		$this->assertSame( array( 'alpha' . $this->token, 'zulu' . $this->token ), array_column( $tags, 'name' ) );
		$this->assertSame( array( 'alpha' . $this->token, 'zulu' . $this->token ), array_column( $tags, 'slug' ) );
		$this->assertIsInt( $tags[0]['id'] );
		$this->assertSame( array( 'alpha' . $this->token, 'zulu' . $this->token ), array_column( $this->service->tags_for_category( $child['id'], new WP_User( 0 ) ), 'name' ) );
		$this->assertContains( 'zulu' . $this->token, array_column( $this->service->tags_for_category( 0, new WP_User( 0 ) ), 'name' ) );
		$this->assertSame( array(), $this->service->tags_for_category( $hidden['id'], $this->user( 'subscriber' ) ) );

		$unknown = $this->service->tags_for_category( 999999999, new WP_User( 0 ) );
		$private = $this->service->tags_for_category( $hidden['id'], new WP_User( 0 ) );
		$this->assertInstanceOf( WP_Error::class, $unknown );
		$this->assertInstanceOf( WP_Error::class, $private );
		$this->assertSame( 404, $unknown->get_error_data()['status'] );
		$this->assertSame( $unknown->get_error_message(), $private->get_error_message() );
		$this->assertSame( $unknown->get_error_data(), $private->get_error_data() );
	}

	/**
	 * Category list items: parents first, levels from 0, only categories the asker may see.
	 */
	public function test_category_items(): void {
		$top    = $this->make_category( array( 'name' => 'Top &amp; more ' . $this->token ) );
		$child  = $this->make_category( array( 'parent' => $top['id'] ) );
		$grand  = $this->make_category( array( 'parent' => $child['id'] ) );
		$hidden = $this->make_category(
			array(
				'parent'     => $top['id'],
				'visibility' => 'logged_in',
			)
		);

		$visitor = $this->items_by_id( $this->service->category_items( new WP_User( 0 ) ) );
		$admin   = $this->items_by_id( $this->service->category_items( $this->user( 'administrator' ) ) );

		$this->assertSame(
			array(
				'catid'    => $top['id'],
				'cattype'  => 'frontage',
				'slug'     => $top['slug'],
				'catlevel' => 0,
				'label'    => 'Top & more ' . $this->token,
			),
			$visitor[ $top['id'] ]
		);
		$this->assertSame( 1, $visitor[ $child['id'] ]['catlevel'] );
		$this->assertSame( 2, $visitor[ $grand['id'] ]['catlevel'] );
		$this->assertArrayNotHasKey( $hidden['id'], $visitor );
		$this->assertSame( 1, $admin[ $hidden['id'] ]['catlevel'] );
		$order = array_keys( $visitor );
		$this->assertLessThan( array_search( $child['id'], $order, true ), array_search( $top['id'], $order, true ) );
		$this->assertLessThan( array_search( $grand['id'], $order, true ), array_search( $child['id'], $order, true ) );
	}

	/**
	 * File types: the extensions of visible files, sorted, each once.
	 */
	public function test_types(): void {
		$hidden = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$ext    = 'z' . substr( $this->token, 3, 6 );
		$this->make_file_ext( $this->make_file()->id, "{$ext}a" );
		$this->make_file_ext( $this->make_file()->id, "{$ext}a" );
		$this->make_file_ext( $this->make_file( array( 'category' => $hidden['id'] ) )->id, "{$ext}b" );
		$this->make_file_ext( $this->make_file( array( 'status' => 'private' ) )->id, "{$ext}c" );

		$visitor = $this->service->types( new WP_User( 0 ) );
		$admin   = $this->service->types( $this->user( 'administrator' ) );

		$this->assertSame( array( "{$ext}a" ), array_values( array_filter( $visitor, static fn ( string $t ): bool => str_starts_with( $t, $ext ) ) ) );
		$this->assertSame( array( "{$ext}a", "{$ext}b", "{$ext}c" ), array_values( array_filter( $admin, static fn ( string $t ): bool => str_starts_with( $t, $ext ) ) ) );
		$sorted = $visitor;
		sort( $sorted );
		$this->assertSame( $sorted, $visitor );
	}

	/**
	 * The visibility matrix: over visitor, subscriber, editor and administrator, no search,
	 * suggestion, tag list, type list or category list ever shows what the asker may not see —
	 * a private file, a logged-in category, a roles category, a category below a hidden parent.
	 *
	 * @dataProvider provide_roles
	 *
	 * @param string|null $role     The asker's role, null for a visitor.
	 * @param string[]    $expected The files they may see.
	 */
	public function test_nobody_sees_what_they_may_not( ?string $role, array $expected ): void {
		$public     = $this->make_category();
		$logged_in  = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$admin_only = $this->make_category(
			array(
				'visibility' => 'roles',
				'roles'      => array( 'administrator' ),
			)
		);
		$below      = $this->make_category( array( 'parent' => $admin_only['id'] ) );
		$files      = array(
			'public'     => $this->make_file( array( 'category' => $public['id'] ) ),
			'private'    => $this->make_file(
				array(
					'category' => $public['id'],
					'status'   => 'private',
				)
			),
			'logged_in'  => $this->make_file( array( 'category' => $logged_in['id'] ) ),
			'admin_only' => $this->make_file( array( 'category' => $admin_only['id'] ) ),
			'below'      => $this->make_file( array( 'category' => $below['id'] ) ),
		);
		foreach ( $files as $key => $file ) {
			$this->library->update(
				$file->id,
				array(
					'title' => "{$key} secret {$this->token}",
					'tags'  => "tag{$key}{$this->token}",
				)
			);
			$this->make_file_ext( $file->id, "e{$key}" );
		}
		$user = $this->user( $role );
		$log  = $this->debug_log_size();

		$searched  = array();
		$requests  = array(
			array( 'q' => $this->token ),
			array( 'q' => 'secret ' . $this->token, 'ordering' => 'size', 'dir' => 'desc' ),
			array( 'q' => $this->token, 'ftags' => implode( ',', array_map( fn ( string $k ): string => "tag{$k}{$this->token}", array_keys( $files ) ) ) ),
			array( 'q' => $this->token, 'limit' => '100000' ),
		);
		foreach ( $requests as $input ) {
			$searched[] = $this->keys( $this->search( $input, $user )['files'] );
			$this->assertSame( count( $expected ), $this->search( $input, $user )['total'], 'The total counts only visible files.' );
		}
		foreach ( array( $logged_in, $admin_only, $below ) as $category ) {
			$searched[] = array_intersect( $this->keys( $this->search( array( 'catid' => (string) $category['id'] ), $user )['files'] ), $expected );
		}
		$suggested = $this->keys( $this->service->suggest( $this->request( array( 'q' => $this->token ) ), $user ) );
		$tags      = array();
		foreach ( array( 0, $public['id'], $logged_in['id'], $admin_only['id'], $below['id'] ) as $category_id ) {
			$answer = $this->service->tags_for_category( $category_id, $user );
			if ( is_array( $answer ) ) {
				foreach ( $answer as $tag ) {
					if ( str_ends_with( $tag['name'], $this->token ) ) {
						$tags[] = substr( $tag['name'], 3, -strlen( $this->token ) );
					}
				}
			}
		}
		$types = array_map( static fn ( string $t ): string => substr( $t, 1 ), array_filter( $this->service->types( $user ), static fn ( string $t ): bool => in_array( substr( $t, 1 ), array_keys( $files ), true ) && str_starts_with( $t, 'e' ) ) );
		$cats  = array_column( $this->service->category_items( $user ), 'catid' );

		foreach ( array_slice( $searched, 0, 4 ) as $keys ) {
			$this->assertEqualsCanonicalizing( $expected, $keys );
		}
		foreach ( array_slice( $searched, 4 ) as $keys ) {
			$this->assertSame( array(), array_diff( $keys, $expected ) );
		}
		$this->assertEqualsCanonicalizing( $expected, $suggested );
		$this->assertEqualsCanonicalizing( $expected, array_values( array_unique( $tags ) ) );
		$this->assertEqualsCanonicalizing( $expected, array_values( array_unique( $types ) ) );
		$this->assertSame( in_array( 'logged_in', $expected, true ), in_array( $logged_in['id'], $cats, true ) );
		$this->assertSame( in_array( 'admin_only', $expected, true ), in_array( $admin_only['id'], $cats, true ) );
		$this->assertSame( in_array( 'below', $expected, true ), in_array( $below['id'], $cats, true ) );
		$this->assertSame( array(), $this->debug_log_since( $log ) );
	}

	/**
	 * Who sees which of the matrix's files.
	 *
	 * @return array<string, array{0: string|null, 1: string[]}>
	 */
	public static function provide_roles(): array {
		return array(
			'visitor'       => array( null, array( 'public' ) ),
			'subscriber'    => array( 'subscriber', array( 'public', 'logged_in' ) ),
			'editor'        => array( 'editor', array( 'public', 'private', 'logged_in', 'admin_only', 'below' ) ),
			'administrator' => array( 'administrator', array( 'public', 'private', 'logged_in', 'admin_only', 'below' ) ),
		);
	}

	/**
	 * A visitor asking for a private category's id gets what an unknown id gets: nothing.
	 */
	public function test_a_private_category_id_looks_unknown(): void {
		$private = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$this->make_file(
			array(
				'title'    => 'Members only ' . $this->token,
				'category' => $private['id'],
			)
		);

		$asked   = $this->search( array( 'catid' => (string) $private['id'] ) );
		$unknown = $this->search( array( 'catid' => '999999999' ) );

		$this->assertSame( $unknown, $asked );
		$this->assertSame( 0, $asked['total'] );
		$this->assertSame( array(), $this->service->suggest( $this->request( array( 'q' => 'members ' . $this->token, 'catid' => (string) $private['id'] ) ), new WP_User( 0 ) ) );
	}

	/**
	 * A row the index still shows as public is dropped when Library says the file is hidden
	 * (the second check), and never reaches the answer.
	 */
	public function test_a_stale_row_never_leaks_a_file(): void {
		global $wpdb;
		$file = $this->make_file(
			array(
				'title'  => 'Stale ' . $this->token,
				'status' => 'private',
			)
		);
		foreach ( array( Search_Schema::table(), Search_Schema::words_table(), Search_Schema::tags_table() ) as $table ) {
			$wpdb->update( $table, array( 'status' => 'publish' ), array( 'file_id' => $file->id ) );
		}

		$this->assertSame( array(), $this->search( array( 'q' => $this->token ) )['files'] );
		$this->assertSame( array(), $this->service->suggest( $this->request( array( 'q' => $this->token ) ), new WP_User( 0 ) ) );
	}

	/**
	 * Sets a file's created and modified dates (site time) and re-indexes it.
	 *
	 * @param int    $id       File id.
	 * @param string $created  Created, `Y-m-d H:i:s`.
	 * @param string $modified Modified, `Y-m-d H:i:s`.
	 */
	private function set_dates( int $id, string $created, string $modified ): void {
		global $wpdb;
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_date'         => $created,
				'post_date_gmt'     => get_gmt_from_date( $created ),
				'post_modified'     => $modified,
				'post_modified_gmt' => get_gmt_from_date( $modified ),
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
		$this->writer->index_file( $id );
	}

	/**
	 * Sets a file's download count.
	 *
	 * @param int $id    File id.
	 * @param int $count Downloads.
	 */
	private function set_downloads( int $id, int $count ): void {
		update_post_meta( $id, File::META_DOWNLOADS, $count );
	}

	/**
	 * Sets a file's extension (as a replaced upload would).
	 *
	 * @param int    $id  File id.
	 * @param string $ext Extension.
	 */
	private function make_file_ext( int $id, string $ext ): void {
		update_post_meta( $id, File::META_EXT, $ext );
	}

	/**
	 * The matrix keys of files (the first word of their titles).
	 *
	 * @param File[] $files Files.
	 * @return string[]
	 */
	private function keys( array $files ): array {
		return array_map( static fn ( File $f ): string => strtok( $f->title, ' ' ), $files );
	}

	/**
	 * Category items by id.
	 *
	 * @param array<int, array<string, mixed>> $items Items.
	 * @return array<int, array<string, mixed>>
	 */
	private function items_by_id( array $items ): array {
		return array_column( $items, null, 'catid' );
	}
}
