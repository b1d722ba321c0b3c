<?php
/**
 * The database queries of three measured paths, counted: a zip download, the front page and a
 * page with the File search block. Each count must not grow with what the site holds (files in
 * the zip, pages in the menu, files and tags in the library), and the two pages may cost only
 * a few queries more than WordPress without Frontage. A change that makes any of them grow
 * fails here, before a benchmark notices (docs/PERFORMANCE.md).
 *
 * The pages are rendered in a child process (tests/php/fixtures/page-queries.php), cold, as a
 * visitor's request is.
 *
 * @package Frontage
 */

use Frontage\Files\Download_Stats;
use Frontage\Files\Zip_Counts;
use Frontage\Files\Zip_Reply;
use Frontage\Files\Zip_Selection;
use Frontage\Files\Zip_Tickets;
use Frontage\Files\Zips;
use Frontage\Ajax_Router;
use Frontage\Language\Language_Settings;
use Frontage\Language\Language_Urls;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/files/class-library-test-case.php';

/**
 * Query counts that do not grow with the site.
 */
final class Test_Query_Counts extends Library_Test_Case {

	/**
	 * Most queries a zip download may run, whatever its number of files: the hash's use, the
	 * files and their categories, the download counts (added, then read once for the search
	 * index's copy too), the day's download statistics and the counts' copy in the search index.
	 * 14 when this was written (15 before the counts were read once).
	 */
	private const ZIP_QUERIES = 14;

	/**
	 * Most queries Frontage may add to the front page of a multilingual site: none. The languages
	 * of the pages its menu lists come from Language_Page_Map, and the popups' index, both
	 * autoloaded with WordPress's own options.
	 */
	private const FRONT_PAGE_EXTRA = 0;

	/**
	 * Most queries Frontage may add to a page for its File search block: the categories (three:
	 * terms, then their meta), the filter lists (tags, file types, date bounds: one option, kept
	 * between requests).
	 */
	private const SEARCH_PAGE_EXTRA = 4;

	/**
	 * The queries the last page ran with Frontage and not without it.
	 *
	 * @var string
	 */
	private string $extra_sql = '';

	/**
	 * The last page rendered with Frontage.
	 *
	 * @var string
	 */
	private string $html = '';

	/**
	 * Posts made by the test.
	 *
	 * @var int[]
	 */
	private array $posts = array();

	/**
	 * No zip requests counted yet (the issue throttle).
	 */
	protected function setUp(): void {
		parent::setUp();
		self::forget_zip_counts();
	}

	/**
	 * Removes the pages the test made.
	 */
	protected function tearDown(): void {
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		self::forget_zip_counts();
		parent::tearDown();
	}

	/**
	 * Empties the table of hash uses and zip requests.
	 */
	private static function forget_zip_counts(): void {
		global $wpdb;
		( new Zip_Counts() )->maybe_install();
		$wpdb->query( 'DELETE FROM ' . Zip_Counts::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table.
		// The statistics table exists before the first download (activation makes it).
		( new Download_Stats() )->maybe_install();
	}

	/**
	 * A zip of 200 files runs as many queries as a zip of 20, and no more than ZIP_QUERIES:
	 * downloads are counted for the whole zip at once (the search index's copy too).
	 */
	public function test_a_zip_download_runs_the_same_queries_for_20_or_200_files(): void {
		$category = $this->make_category();
		$ids      = array();
		for ( $i = 0; $i < 200; $i++ ) {
			$ids[] = $this->make_file( array( 'category' => $category['id'] ), 'file-' . $i . '.txt', 'File ' . $i . "\n" )->id;
		}

		$small = $this->zip_queries( array_slice( $ids, 0, 20 ), $category['id'] );
		$large = $this->zip_queries( $ids, $category['id'] );

		$this->assertSame( $small, $large, 'Queries of a zip of 20 files, then of 200.' );
		$this->assertLessThanOrEqual( self::ZIP_QUERIES, $large );
		$this->assertSame( 2, $this->library->get( $ids[0] )->downloads, 'Both zips counted.' );
		$this->assertSame( 1, $this->library->get( $ids[199] )->downloads );
		$this->assertSame( 1, $this->index_downloads( $ids[199] ), 'The search index has the count too.' );
		$today = $this->library->stats()->for_file( $ids[0], 1 )['per_day'][0]['count'];
		$this->assertSame( 2, $today, 'Both zips are in the day’s statistics.' );
		$this->assertSame( 1, $this->library->stats()->for_file( $ids[199], 1 )['per_day'][0]['count'] );
	}

	/**
	 * The front page costs at most FRONT_PAGE_EXTRA queries more than without Frontage, and
	 * twenty more pages in its page list change neither count's difference; a page with a Page
	 * List block costs no more either, and links each page under its language.
	 */
	public function test_the_front_page_does_not_read_each_linked_pages_language(): void {
		$this->make_multilingual();
		$before = $this->extra_queries( home_url( '/' ) );
		for ( $i = 0; $i < 20; $i++ ) {
			$this->posts[] = $this->page( 'Linked page ' . $i, '', 0 === $i % 2 ? 'de_DE' : '' );
		}
		$after = $this->extra_queries( home_url( '/' ) );

		$this->assertLessThanOrEqual( self::FRONT_PAGE_EXTRA, $before, $this->extra_sql );
		$this->assertSame( $before, $after, "Twenty more pages in the menu, the same extra queries:\n" . $this->extra_sql );

		// A Page List block lists every page, each under its own language, at no query more.
		$list = $this->page( 'Every page', '<!-- wp:page-list /-->' );
		$this->assertLessThanOrEqual( self::FRONT_PAGE_EXTRA, $this->extra_queries( (string) get_permalink( $list ) ), $this->extra_sql );
		$this->assertStringContainsString( 'href="' . home_url( '/de/linked-page-0/' ) . '"', $this->html, 'A German page is linked under /de/.' );
		$this->assertStringContainsString( 'href="' . home_url( '/linked-page-1/' ) . '"', $this->html, 'An English page is linked without a prefix.' );
	}

	/**
	 * A page with the File search block costs at most SEARCH_PAGE_EXTRA queries more than
	 * without Frontage, and the same again after the library gained files, tags and a file
	 * type (once its lists were made again, on the first page after the change).
	 */
	public function test_the_search_page_does_not_grow_with_the_library(): void {
		// One language: the language links' cost is the front page test's.
		$this->make_multilingual( false );
		$page     = $this->page( 'Search query counts', '<!-- wp:frontage/file-search /-->' );
		$category = $this->make_category();
		$this->make_file( array( 'category' => $category['id'] ), 'first.pdf', "%PDF-1.4\n" );
		$this->extra_queries( get_permalink( $page ) );
		$before = $this->extra_queries( get_permalink( $page ) );

		for ( $i = 0; $i < 30; $i++ ) {
			$this->make_file(
				array(
					'category' => $category['id'],
					'tags'     => array( 'count-tag-' . $i ),
				),
				'grown-' . $i . '.csv',
				"a,b\n"
			);
		}
		$first = $this->render( get_permalink( $page ), 'on' );
		$after = $this->extra_queries( get_permalink( $page ) );

		$this->assertLessThanOrEqual( self::SEARCH_PAGE_EXTRA, $before, $this->extra_sql );
		$this->assertSame( $before, $after, "Thirty more files and tags, the same extra queries:\n" . $this->extra_sql );
		$this->assertStringContainsString( 'count-tag-29', $first['html'], 'The new tags are listed at once.' );
	}

	/**
	 * Issues a zip of some files and downloads it, counting the download's queries (from the
	 * hash's use to the counted downloads), with the object cache cold.
	 *
	 * @param int[] $ids      Files.
	 * @param int   $category Their category.
	 */
	private function zip_queries( array $ids, int $category ): int {
		$zips = new Zips( $this->library, new Ajax_Router(), new Zip_Tickets(), new Zip_Selection( $this->library ) );
		$hash = $zips->issue_for_category( implode( ',', $ids ), (string) $category );
		$this->assertIsString( $hash );
		wp_cache_flush();

		$queries = 0;
		$count   = static function ( string $sql ) use ( &$queries ): string {
			++$queries;
			return $sql;
		};
		add_filter( 'query', $count );
		$archive = $zips->open( Zips::KIND_CATEGORY, $hash );
		$this->assertIsArray( $archive );
		$bytes = 0;
		( new Zip_Reply( $this->library ) )->stream(
			$archive,
			static function ( string $chunk ) use ( &$bytes ): void {
				$bytes += strlen( $chunk );
			}
		);
		remove_filter( 'query', $count );
		$this->assertSame( count( $ids ), count( $archive['entries'] ) );
		$this->assertGreaterThan( 0, $bytes );
		return $queries;
	}

	/**
	 * A file's download count in the search index.
	 *
	 * @param int $id File.
	 */
	private function index_downloads( int $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT downloads FROM ' . \Frontage\Search\Search_Schema::table() . ' WHERE file_id = %d', $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table.
	}

	/**
	 * Two published languages, German under /de/; or English alone.
	 *
	 * @param bool $multilingual Whether German is published too.
	 */
	private function make_multilingual( bool $multilingual = true ): void {
		$this->set_option(
			Language_Settings::OPTION,
			array_merge(
				Language_Settings::get(),
				array(
					'default_language'  => 'en_US',
					'publish_languages' => $multilingual ? array( 'en_US', 'de_DE' ) : array( 'en_US' ),
					'url_slugs'         => array(
						'en_US' => '',
						'de_DE' => 'de',
					),
				)
			)
		);
	}

	/**
	 * Publishes a page.
	 *
	 * @param string $title    Title.
	 * @param string $content  Content.
	 * @param string $language Its language, '' for the default.
	 * @return int Its id.
	 */
	private function page( string $title, string $content, string $language = '' ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => $content,
			)
		);
		$this->assertIsInt( $id );
		if ( '' !== $language ) {
			update_post_meta( $id, Language_Urls::META_LANGUAGE, $language );
		}
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * How many more queries a page runs with Frontage than without it, each rendered cold
	 * after a warm-up (the first request after a change may store things).
	 *
	 * @param string $url The page.
	 */
	private function extra_queries( string $url ): int {
		$this->render( $url, 'on' );
		$on  = $this->render( $url, 'on' );
		$off = $this->render( $url, 'off' );
		$this->assertSame( 200, $on['status'], $url );
		$this->assertSame( 200, $off['status'], $url );
		// Frontage's own queries, for the message of an assertion that fails.
		// Counted, not only compared: a query run twice with Frontage and once without is extra too.
		$extra = array_count_values( $on['sql'] );
		foreach ( $off['sql'] as $sql ) {
			--$extra[ $sql ];
		}
		$this->extra_sql = implode( "\n", array_keys( array_filter( $extra, static fn ( $count ) => $count > 0 ) ) );
		$this->html      = $on['html'];
		return $on['queries'] - $off['queries'];
	}

	/**
	 * Renders a page in a child process (Test_Case::play_page()).
	 *
	 * @param string $url   The page.
	 * @param string $state `on` with Frontage, `off` without.
	 * @return array{queries: int, status: int, html: string, sql: string[]}
	 */
	private function render( string $url, string $state ): array {
		return $this->play_page( $url, $state );
	}
}
