<?php
/**
 * Frontage on a strict MySQL or MariaDB, as managed databases run them (docs/scale-out.md,
 * "Strict MySQL and managed databases"): every table Frontage creates has a primary key, and
 * Frontage's writes and searches raise no database error under a strict sql_mode with
 * ONLY_FULL_GROUP_BY and NO_ZERO_DATE, the modes WordPress takes out of its own session.
 *
 * @package Frontage
 */

use Frontage\Files\Categories;
use Frontage\Files\Download_Stats;
use Frontage\Files\File;
use Frontage\Files\Files_Module;
use Frontage\Files\Zip_Counts;
use Frontage\Files\Zip_Selection;
use Frontage\Files\Zip_Tickets;
use Frontage\Files\Zips;
use Frontage\Ajax_Router;
use Frontage\Language\Language_Settings;
use Frontage\Popups\Popup_Opens;
use Frontage\Popups\Popup_Settings;
use Frontage\Popups\Popups_Module;
use Frontage\Search\Search_Schema;
use Frontage\Tests\Search_Test_Case;

require_once __DIR__ . '/search/class-search-test-case.php';

/**
 * The tables' keys, and a write and search journey under a strict session.
 */
final class Test_Strict_Mysql extends Search_Test_Case {

	/**
	 * The sql_mode of a managed database (RDS, Cloud SQL, Azure): strict, every mode WordPress
	 * itself removes (wpdb::$incompatible_modes) included.
	 */
	private const STRICT_MODES = 'STRICT_TRANS_TABLES,STRICT_ALL_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION,ONLY_FULL_GROUP_BY';

	/**
	 * The tables Frontage creates, without the site's prefix.
	 */
	private const TABLES = array(
		Search_Schema::TABLE,
		Search_Schema::TAGS_TABLE,
		Search_Schema::WORDS_TABLE,
		Search_Schema::TEXTS_TABLE,
		Search_Schema::COUNTS_TABLE,
		Search_Schema::WORD_COUNTS_TABLE,
		Zip_Counts::TABLE,
		Download_Stats::TABLE,
	);

	/**
	 * The session's sql_mode before the test made it strict; null when it did not.
	 *
	 * @var string|null
	 */
	private ?string $mode_before = null;

	/**
	 * Database errors seen during the current step, each with its query.
	 *
	 * @var string[]
	 */
	private array $errors = array();

	/**
	 * The last error recorded, so one error is not recorded twice.
	 *
	 * @var string
	 */
	private string $last_recorded = '';

	/**
	 * Names of the tags the test made (deleted after it).
	 *
	 * @var string[]
	 */
	private array $tags = array();

	/**
	 * Popups the test created (deleted once the session is back to WordPress's modes).
	 *
	 * @var int[]
	 */
	private array $popups = array();

	/**
	 * Runs on MySQL and MariaDB only.
	 */
	protected function setUp(): void {
		if ( ! Search_Schema::speaks_mysql() ) {
			$this->markTestSkipped( 'SQLite has no sql_mode and no primary key requirement: this runs in the php-mariadb step of npm test.' );
		}
		parent::setUp();
	}

	/**
	 * Puts back the session's sql_mode before anything is deleted: WordPress core's own queries
	 * need the modes it removes (docs/scale-out.md).
	 */
	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'query', array( $this, 'record_error' ) );
		remove_filter( 'incompatible_sql_modes', '__return_empty_array' );
		if ( null !== $this->mode_before ) {
			$wpdb->query( $wpdb->prepare( 'SET SESSION sql_mode = %s', $this->mode_before ) );
			$this->mode_before = null;
		}
		foreach ( $this->popups as $id ) {
			wp_delete_post( $id, true );
		}
		parent::tearDown();
		foreach ( $this->tags as $name ) {
			$tag = get_term_by( 'name', $name, Files_Module::TAG_TAXONOMY );
			if ( $tag ) {
				wp_delete_term( $tag->term_id, Files_Module::TAG_TAXONOMY );
			}
		}
	}

	/**
	 * Every table Frontage creates has a primary key (a managed database with
	 * innodb_force_primary_key or sql_require_primary_key refuses a table without one, and
	 * Galera needs one to replicate rows).
	 */
	public function test_every_frontage_table_has_a_primary_key(): void {
		global $wpdb;
		( new Zip_Counts() )->maybe_install();
		( new Download_Stats() )->maybe_install();
		$like = $wpdb->esc_like( $wpdb->prefix . 'frontage_' ) . '%';

		$tables = $wpdb->get_col( $wpdb->prepare( 'SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME LIKE %s', $like ) );
		$keyed  = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT TABLE_NAME FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND INDEX_NAME = 'PRIMARY' AND TABLE_NAME LIKE %s", $like ) );

		foreach ( self::TABLES as $table ) {
			$this->assertContains( $wpdb->prefix . $table, $tables, 'Frontage made its table ' . $table . '.' );
		}
		$this->assertSame( array(), array_values( array_diff( $tables, $keyed ) ), 'Tables without a primary key.' );
	}

	/**
	 * Under a managed database's strict sql_mode, with nothing taken out: categories, files with
	 * tags, the search index kept current and rebuilt, searches with filters, orderings and
	 * facets, downloads and a zip counted (one file's count not a number), download statistics,
	 * a popup saved and opened, the language settings saved: no database error, and the counts
	 * are right.
	 */
	public function test_writes_and_searches_raise_no_error_under_a_strict_sql_mode(): void {
		global $wpdb;
		$admin = $this->act_as( 'administrator' );
		$this->restore_option_after_test( Language_Settings::OPTION );
		$this->strict_session();

		$top   = $this->make_category( array( 'name' => 'Reports ' . $this->token ) );
		$child = $this->make_category(
			array(
				'name'   => 'Annual ' . $this->token,
				'parent' => $top['id'],
			)
		);
		$long  = $this->make_file(
			array(
				// 'İ' is two characters in lower case: the cut title's lower case is longer.
				'title'       => str_repeat( 'İstanbul report ', 30 ) . $this->token,
				'description' => str_repeat( 'Words in the description. ', 400 ),
				'version'     => str_repeat( '1.', 80 ),
				'category'    => $child['id'],
				'tags'        => array( $this->token . '-finance', $this->token . '-yearly' ),
			),
			'annual.csv',
			"a,b\n1,2\n"
		);
		$plain = $this->make_file(
			array(
				'title'    => 'Budget ' . $this->token,
				'category' => $top['id'],
				'tags'     => array( $this->token . '-finance' ),
			)
		);
		// More tag names than the texts table's TEXT column holds (65,535 bytes; 3 bytes a character).
		$tags       = array_map( fn ( int $n ): string => $this->token . '-' . $n . '-' . str_repeat( '語', 180 ), range( 1, 125 ) );
		$this->tags = $tags;
		$tagged     = $this->make_file(
			array(
				'title' => 'Tagged ' . $this->token,
				'tags'  => $tags,
			)
		);
		$this->assert_no_errors( 'Creating categories and files' );

		$this->library->update( $plain->id, array( 'title' => 'Budget plan ' . $this->token ) );
		( new Categories() )->update( $child['id'], array( 'visibility' => 'logged_in' ) );
		$tag = get_term_by( 'name', $this->token . '-yearly', Files_Module::TAG_TAXONOMY );
		$this->assertInstanceOf( WP_Term::class, $tag );
		wp_update_term( $tag->term_id, Files_Module::TAG_TAXONOMY, array( 'name' => $this->token . '-annual' ) );
		$this->assert_no_errors( 'Editing a file, a category and a tag' );

		$this->index->rebuild();
		$this->assert_no_errors( 'Rebuilding the search index' );

		$editor = $this->user( 'editor' );
		$this->assertSame( 3, $this->search( array( 'q' => $this->token ), $editor )['total'] );
		$this->assertSame( 2, $this->search( array( 'q' => $this->token ) )['total'], 'A visitor does not see the logged-in category.' );
		$this->assertSame( array( 'Tagged ' . $this->token ), self::titles( $this->search( array( 'ftags' => $tags[124] ) )['files'] ) );
		$this->assertStringStartsWith( 'i̇stanbul report i̇stanbul', $this->row( $long->id )['title_lc'] );
		$this->assertStringStartsWith( ',' . $tags[0] . ',', $this->row( $tagged->id )['tags_lc'] );
		foreach ( array( 'relevance', 'title', 'created', 'downloads', 'size', 'type', 'version' ) as $ordering ) {
			$this->search(
				array(
					'q'        => 'budget ' . $this->token,
					'catid'    => (string) $top['id'],
					'ftags'    => $this->token . '-finance',
					'ordering' => $ordering,
					'dir'      => 'desc',
				),
				$editor
			);
			$this->search(
				array(
					'catid'    => (string) $top['id'],
					'type'     => 'csv,txt',
					'ordering' => $ordering,
				),
				$editor
			);
		}
		$this->service->suggest( $this->request( array( 'q' => 'bud' ) ), $editor );
		$this->service->tags_for_category( $top['id'], $editor );
		$this->service->types( $editor );
		$this->service->category_items( $editor );
		$this->service->date_range( $editor );
		( new Categories() )->file_counts( array( 'publish', 'private' ) );
		$this->assert_no_errors( 'Searching, suggesting and listing the filters' );

		// A count an import left empty: the zip's other file is counted all the same.
		wp_set_current_user( $admin );
		update_post_meta( $long->id, File::META_DOWNLOADS, '' );
		$zips   = new Zips( $this->library, new Ajax_Router(), new Zip_Tickets( static fn (): int => time() ), new Zip_Selection( $this->library ) );
		$hash   = $zips->issue_for_category( $long->id . ',' . $plain->id, (string) $top['id'] );
		$this->assertIsString( $hash );
		$this->assertIsArray( $zips->open( Zips::KIND_CATEGORY, $hash ) );
		$this->library->count_downloads( array( $long->id, $plain->id ) );
		$this->library->count_download( $plain->id );
		$this->assertSame( 1, $this->library->get( $long->id )->downloads );
		$this->assertSame( 2, $this->library->get( $plain->id )->downloads );
		$this->assertSame( 1, $this->library->stats()->for_file( $long->id, 30 )['total'] );
		$this->assertSame( 2, $this->library->stats()->for_file( $plain->id, 30 )['total'] );
		$this->library->stats()->for_site( 30, 10 );
		$this->assertSame( 1, $this->search( array( 'q' => 'budget ' . $this->token, 'ordering' => 'downloads' ), $editor )['total'] );
		$this->assert_no_errors( 'Counting downloads and a zip' );

		$created = $this->rest(
			'POST',
			'/wp/v2/' . Popups_Module::REST_BASE,
			array(
				'title'  => 'Newsletter ' . $this->token,
				'status' => 'publish',
				'meta'   => array( Popup_Settings::META => Popup_Settings::defaults() ),
			)
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$this->popups[] = $created->get_data()['id'];
		wp_set_current_user( 0 );
		$this->assertSame( 204, $this->rest( 'POST', '/frontage/v1/popups/' . $this->popups[0] . '/opens' )->get_status() );
		$this->assertSame( 1, Popup_Opens::count( $this->popups[0] ) );
		wp_set_current_user( $admin );
		$languages               = Language_Settings::get();
		$languages['cookie_age'] = 45;
		$saved                   = $this->rest( 'POST', '/wp/v2/settings', array( Language_Settings::OPTION => $languages ) );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( 45, Language_Settings::get()['cookie_age'] );
		$this->assert_no_errors( 'Saving a popup and the language settings' );

		$this->assertStringContainsString( 'ONLY_FULL_GROUP_BY', (string) $wpdb->get_var( 'SELECT @@SESSION.sql_mode' ), 'The session stayed strict.' );
	}

	/**
	 * Makes this connection's session strict, every mode WordPress removes kept, and starts
	 * recording database errors.
	 */
	private function strict_session(): void {
		global $wpdb;
		$this->mode_before = (string) $wpdb->get_var( 'SELECT @@SESSION.sql_mode' );
		add_filter( 'incompatible_sql_modes', '__return_empty_array' );
		$wpdb->set_sql_mode( explode( ',', self::STRICT_MODES ) );
		$mode = explode( ',', (string) $wpdb->get_var( 'SELECT @@SESSION.sql_mode' ) );
		foreach ( array( 'STRICT_ALL_TABLES', 'NO_ZERO_DATE', 'ONLY_FULL_GROUP_BY' ) as $strict ) {
			$this->assertContains( $strict, $mode );
		}
		add_filter( 'query', array( $this, 'record_error' ) );
	}

	/**
	 * Records the error of the query before this one (wpdb clears it when the next one runs).
	 *
	 * @param string $query The query about to run.
	 * @return string The same query.
	 */
	public function record_error( $query ) {
		global $wpdb;
		$error = '' === $wpdb->last_error ? '' : $wpdb->last_error . ' — in: ' . $wpdb->last_query;
		if ( '' !== $error && $error !== $this->last_recorded ) {
			$this->errors[]      = $error;
			$this->last_recorded = $error;
		}
		return $query;
	}

	/**
	 * Fails when a query of the step raised a database error.
	 *
	 * @param string $step What the step did.
	 */
	private function assert_no_errors( string $step ): void {
		$this->record_error( '' );
		$errors       = $this->errors;
		$this->errors = array();
		$this->assertSame( array(), $errors, $step . ' raised database errors.' );
	}
}
