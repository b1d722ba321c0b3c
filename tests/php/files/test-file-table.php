<?php
/**
 * Tests for includes/files/class-file-table.php: the file table markup shared by the File
 * category block and the search results (docs/files.md "The file table").
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Files\File_Table;
use Frontage\Files\File_Types;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * The parts a caller assembles: table, sort and page links from its builders, search rows.
 */
final class Test_File_Table extends Library_Test_Case {

	/**
	 * The renderer under test.
	 *
	 * @var File_Table
	 */
	private File_Table $table;

	/**
	 * Builds the renderer.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->table = new File_Table( new Assets() );
	}

	/**
	 * Sort links come from the caller's builder, escaped, with the next direction; the sorted
	 * column has aria-sort; headers and cells are tied by id.
	 */
	public function test_sort_links_come_from_the_builder(): void {
		$category = $this->make_category();
		$file     = $this->make_file( array( 'category' => $category['id'] ) );
		$asked    = array();

		$html = $this->table->table(
			'files-x',
			'Caption <b>',
			array( 'title', 'size', 'description' ),
			true,
			array( $file ),
			array(
				'field' => 'size',
				'dir'   => 'desc',
			),
			static function ( string $column, string $dir ) use ( &$asked ): string {
				$asked[] = $column . ':' . $dir;
				return 'https://example.com/?sort=' . $column . '&dir=' . $dir . '&x="<script>';
			}
		);

		$this->assertSame( array( 'title:asc', 'size:asc' ), $asked, 'Only sortable columns; the sorted one flips.' );
		$this->assertStringContainsString( '<caption class="frontage-file-table__caption">Caption &lt;b&gt;</caption>', $html );
		$this->assertStringContainsString( 'data-column="size" aria-sort="descending"', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringContainsString( 'href="https://example.com/?sort=title&#038;dir=asc&#038;x=script"', $html );
		$this->assertStringContainsString( sprintf( '<tr data-file-id="%d"><td headers="files-x-col-select"', $file->id ), $html );
		$this->assertStringNotContainsString( 'data-category-id', $html, 'A category table: rows do not repeat the category.' );
		$this->assertStringNotContainsString( 'is-last-column', $html );
	}

	/**
	 * A search-result table: rows carry their category, the last optional column is marked.
	 */
	public function test_search_result_rows(): void {
		$category = $this->make_category();
		$file     = $this->make_file( array( 'category' => $category['id'] ) );

		$html = $this->table->table(
			'results-x',
			'Search results',
			array( 'title', 'description', 'created', 'download' ),
			false,
			array( $file ),
			array(
				'field' => 'relevance',
				'dir'   => 'asc',
			),
			static fn ( string $column, string $dir ): string => '/?ordering=' . $column . '&dir=' . $dir,
			true
		);

		$this->assertStringContainsString( sprintf( '<tr data-file-id="%d" data-category-id="%d">', $file->id, $category['id'] ), $html );
		$this->assertStringContainsString( 'id="results-x-col-created" class="frontage-file-table__col-created is-optional is-last-column has-end-padding"', $html );
		$this->assertStringContainsString( 'headers="results-x-col-created" class="frontage-file-table__col-created is-optional is-last-column has-end-padding"', $html );
		$this->assertSame( 2, substr_count( $html, 'is-last-column' ) );
		$this->assertStringNotContainsString( 'aria-sort', $html );
		$this->assertStringNotContainsString( 'type="checkbox"', $html );
	}

	/**
	 * Page links come from the caller's builder; past the end the last page is current; one
	 * page needs no links.
	 */
	public function test_pagination_uses_the_builder(): void {
		$html = $this->table->pagination( 'Pages of "results"', 9, 3, static fn ( int $page ): string => '/search/?paged=' . $page );

		$this->assertStringStartsWith( '<nav class="frontage-file-table__pagination" aria-label="Pages of &quot;results&quot;">', $html );
		$this->assertStringContainsString( '<a class="frontage-file-table__page-link is-current" aria-current="page" href="/search/?paged=3">', $html );
		$this->assertStringContainsString( 'is-previous" href="/search/?paged=2"', $html );
		$this->assertStringNotContainsString( 'is-next', $html );
		$this->assertSame( '', $this->table->pagination( 'x', 1, 1, static fn ( int $page ): string => '/?p=' . $page ) );
	}

	/**
	 * Every family File_Types gives a type (which the visitors' tables, the Files screen and the
	 * API's `type_family` all take from it) has its colour and its mark in the icon's style,
	 * src/files/_file-icon.scss, and the style knows no family the PHP does not.
	 */
	public function test_every_type_family_is_drawn_by_the_icon_style(): void {
		$style    = (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/files/_file-icon.scss' );
		$families = array_merge( array_keys( File_Types::FAMILIES ), array( File_Types::OTHER_FAMILY ) );
		foreach ( array( 'type-colors', 'type-marks' ) as $map ) {
			$this->assertSame( 1, preg_match( '/\$' . $map . ':\s*\((.*?)\n\);/s', $style, $found ), $map );
			preg_match_all( '/^\s*([a-z]+):/m', $found[1], $keys );
			$this->assertEqualsCanonicalizing( $families, $keys[1], $map );
		}
	}
}
