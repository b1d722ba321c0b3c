<?php
/**
 * Tests for includes/files/class-file-blocks.php: what a visitor's browser receives for the File
 * category and File blocks.
 *
 * @package Frontage
 */

use Frontage\Files\File;
use Frontage\Files\File_Blocks;
use Frontage\Files\File_Table;
use Frontage\Files\File_Types;
use Frontage\Tests\Library_Test_Case;

require_once __DIR__ . '/class-library-test-case.php';

/**
 * Rendering, escaping, visibility, sorting and paging of the two blocks.
 */
final class Test_File_Blocks extends Library_Test_Case {

	/**
	 * Markup typed into a title, a description or a custom field.
	 */
	private const ATTACK = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

	/**
	 * Query arguments set by a test, removed afterwards.
	 *
	 * @var string[]
	 */
	private array $query_args = array();

	/**
	 * Removes the query arguments a test set.
	 */
	protected function tearDown(): void {
		foreach ( $this->query_args as $key ) {
			unset( $_GET[ $key ] );
		}
		$this->query_args = array();
		parent::tearDown();
	}

	/**
	 * A category's table lists its files with every column: a download link as title, the
	 * type, a human size, the version, the dates, the count and a download button; each cell
	 * names its column's header.
	 */
	public function test_lists_a_categorys_files_with_every_column(): void {
		$name     = 'Reports ' . wp_generate_password( 6, false );
		$category = $this->make_category( array( 'name' => $name ) );
		$file     = $this->make_file(
			array(
				'title'       => 'Annual report',
				'category'    => $category['id'],
				'version'     => '2.1',
				'description' => 'The year in numbers.',
			),
			'annual.pdf',
			"%PDF-1.4\n" . str_repeat( 'x', 2000 )
		);

		$html = $this->render_category( array( 'categoryId' => $category['id'] ) );

		$this->assertSame( array( $file->id ), $this->row_ids( $html ) );
		$this->assertSame(
			array( 'select', 'title', 'description', 'type', 'size', 'version', 'created', 'updated', 'downloads', 'download' ),
			$this->header_columns( $html )
		);
		$title = $this->tag( $html, 'frontage-file-table__title-link' );
		$this->assertSame( $file->download_url(), $title->get_attribute( 'href' ) );
		$this->assertStringContainsString( '>Annual report</a>', $html );
		$this->assertStringContainsString( '>PDF</td>', $html );
		$this->assertStringContainsString( '>2 KB</span>', $html );
		$this->assertStringContainsString( '>2.1</td>', $html );
		$this->assertStringContainsString( 'The year in numbers.', $html );
		$this->assertStringContainsString( '<time datetime="', $html );
		$download = $this->tag( $html, 'frontage-file-table__download-button' );
		$this->assertSame( $file->download_url(), $download->get_attribute( 'href' ) );

		// Every body cell names a header of this table.
		$header_ids = $this->attributes_of( $html, 'th', 'id' );
		foreach ( $this->attributes_of( $html, 'td', 'headers' ) as $headers ) {
			$this->assertContains( $headers, $header_ids );
		}
		$this->assertCount( 10, $this->attributes_of( $html, 'td', 'headers' ) );

		// The title and the checkboxes are never offered in the column menu.
		$persist = $this->attributes_of( $html, 'th', 'data-persist' );
		$this->assertCount( 2, $persist );

		$root = $this->tag( $html, 'wp-block-frontage-file-category' );
		$this->assertSame( (string) $category['id'], $root->get_attribute( 'data-category-id' ) );
		$this->assertSame( $name, $root->get_attribute( 'data-category-name' ) );
		$this->assertSame( admin_url( 'admin-ajax.php' ), $root->get_attribute( 'data-ajax-url' ) );
		$labels = json_decode( (string) $root->get_attribute( 'data-labels' ), true );
		$this->assertSame( 'Columns', $labels['columns'] );
	}

	/**
	 * Markup in a file's title, description or custom field is shown as text or cleaned, never
	 * run — in the table and in the card.
	 */
	public function test_malicious_title_description_and_custom_field_are_escaped(): void {
		$category = $this->make_category( array( 'name' => self::ATTACK ) );
		$file     = $this->make_file(
			array(
				'title'       => self::ATTACK,
				'category'    => $category['id'],
				'version'     => self::ATTACK,
				'description' => self::ATTACK . str_repeat( ' long words', 20 ),
			)
		);
		// Stored behind the service's back (WordPress filters markup from a visitor's title), as
		// an old import might have: escaped on the way out.
		global $wpdb;
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_title'   => self::ATTACK,
				'post_content' => self::ATTACK . str_repeat( ' long words', 20 ),
			),
			array( 'ID' => $file->id )
		);
		clean_post_cache( $file->id );
		update_post_meta(
			$file->id,
			File::META_FIELDS,
			array(
				array(
					'label' => self::ATTACK,
					'type'  => 'url',
					'value' => 'javascript:alert(3)',
				),
				array(
					'label' => 'Source',
					'type'  => 'url',
					'value' => 'https://example.com/?a=1&b="2"',
				),
				array(
					'label' => 'Note',
					'type'  => 'text',
					'value' => self::ATTACK,
				),
			)
		);

		foreach ( array(
			$this->render_category( array( 'categoryId' => $category['id'] ) ),
			$this->render_file( array( 'fileId' => $file->id ) ),
		) as $html ) {
			$this->assertStringNotContainsString( '<script', $html );
			$processor = new WP_HTML_Tag_Processor( $html );
			while ( $processor->next_tag() ) {
				$this->assertSame( array(), $processor->get_attribute_names_with_prefix( 'on' ), 'No element with an event handler.' );
			}
			$this->assertStringNotContainsString( 'javascript:', $html );
			$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $html );
		}

		$card = $this->render_file( array( 'fileId' => $file->id ) );
		$this->assertStringContainsString( '<a href="https://example.com/?a=1&#038;b=2" rel="noopener">', $card );
		$this->assertStringContainsString( '<dt>Note</dt>', $card );
	}

	/**
	 * Drafts, private files (for a visitor), trashed files and other categories' files are not
	 * listed; an administrator sees private files too.
	 */
	public function test_lists_only_the_files_the_visitor_may_see(): void {
		$category = $this->make_category();
		$other    = $this->make_category();
		$public   = $this->make_file(
			array(
				'title'    => 'A public',
				'category' => $category['id'],
			)
		);
		$private  = $this->make_file(
			array(
				'title'    => 'B private',
				'category' => $category['id'],
				'status'   => 'private',
			)
		);
		$draft    = $this->make_file(
			array(
				'title'    => 'C draft',
				'category' => $category['id'],
			)
		);
		wp_update_post(
			array(
				'ID'          => $draft->id,
				'post_status' => 'draft',
			)
		);
		$trashed = $this->make_file(
			array(
				'title'    => 'D trashed',
				'category' => $category['id'],
			)
		);
		wp_trash_post( $trashed->id );
		$this->make_file(
			array(
				'title'    => 'E elsewhere',
				'category' => $other['id'],
			)
		);

		$html = $this->render_category( array( 'categoryId' => $category['id'] ) );
		$this->assertSame( array( $public->id ), $this->row_ids( $html ) );
		$this->assertStringNotContainsString( 'B private', $html );
		$this->assertStringNotContainsString( 'C draft', $html );
		$this->assertStringNotContainsString( 'D trashed', $html );

		$this->act_as( 'administrator' );
		$this->assertSame( array( $public->id, $private->id ), $this->row_ids( $this->render_category( array( 'categoryId' => $category['id'] ) ) ) );
	}

	/**
	 * A category for logged-in users or chosen roles (or below one) renders nothing at all for
	 * a visitor who may not see it, and its table for one who may.
	 */
	public function test_a_restricted_category_renders_nothing_for_a_visitor(): void {
		$members = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$below   = $this->make_category( array( 'parent' => $members['id'] ) );
		$editors = $this->make_category(
			array(
				'visibility' => 'roles',
				'roles'      => array( 'editor' ),
			)
		);
		foreach ( array( $members, $below, $editors ) as $category ) {
			$this->make_file(
				array(
					'title'    => 'Members only ' . $category['id'],
					'category' => $category['id'],
				)
			);
			$this->assertSame( '', $this->render_category( array( 'categoryId' => $category['id'] ) ) );
		}

		$this->act_as( 'subscriber' );
		$this->assertCount( 1, $this->row_ids( $this->render_category( array( 'categoryId' => $members['id'] ) ) ) );
		$this->assertSame( '', $this->render_category( array( 'categoryId' => $editors['id'] ) ) );
	}

	/**
	 * In the editor's preview, a block that shows visitors nothing says why, and a restricted
	 * category says who sees it. Visitors never get these notes.
	 */
	public function test_the_editor_preview_explains_what_visitors_see(): void {
		$members = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$secret  = $this->make_category(
			array(
				'visibility' => 'roles',
				'roles'      => array( 'editor' ),
			)
		);
		$this->make_file( array( 'category' => $members['id'] ) );

		$this->act_as( 'author' );
		$hidden = $this->preview( File_Blocks::CATEGORY_BLOCK, array( 'categoryId' => $secret['id'] ) );
		$this->assertStringContainsString( 'frontage-file-table__notice', $hidden );
		$this->assertStringContainsString( 'This file category does not exist or you may not see it', $hidden );
		$this->assertStringNotContainsString( '<table', $hidden );

		$shown = $this->preview( File_Blocks::CATEGORY_BLOCK, array( 'categoryId' => $members['id'] ) );
		$this->assertStringContainsString( 'Only logged-in visitors see this category', $shown );
		$this->assertStringContainsString( '<table', $shown );

		$this->assertStringContainsString( 'Choose a file category', $this->preview( File_Blocks::CATEGORY_BLOCK, array( 'categoryId' => 0 ) ) );
		$this->assertStringContainsString( 'Choose a file', $this->preview( File_Blocks::FILE_BLOCK, array( 'fileId' => 0 ) ) );

		// The same block on the page, for the same author: no notes.
		$this->assertStringNotContainsString( 'frontage-file-table__notice', $this->render_category( array( 'categoryId' => $members['id'] ) ) );
		$this->assertSame( '', $this->render_category( array( 'categoryId' => 0 ) ) );
	}

	/**
	 * The table starts in the category's own order, or the block's; sort links in the headers
	 * re-sort it through the table's query arguments, with aria-sort on the sorted column.
	 */
	public function test_sorts_by_the_category_the_block_and_the_visitor(): void {
		$category = $this->make_category( array( 'ordering' => 'size-desc' ) );
		$small    = $this->make_file(
			array(
				'title'    => 'B small',
				'category' => $category['id'],
			),
			'small.txt',
			"Small\n"
		);
		$large    = $this->make_file(
			array(
				'title'    => 'C large',
				'category' => $category['id'],
			),
			'large.txt',
			str_repeat( "Large\n", 500 )
		);
		$medium   = $this->make_file(
			array(
				'title'    => 'A medium',
				'category' => $category['id'],
			),
			'medium.txt',
			str_repeat( "Medium\n", 30 )
		);
		$keys     = File_Blocks::query_keys( $category['id'] );

		$html = $this->render_category( array( 'categoryId' => $category['id'] ) );
		$this->assertSame( array( $large->id, $medium->id, $small->id ), $this->row_ids( $html ), 'The category’s own order.' );
		$this->assertSame( array( 'size' => 'descending' ), $this->sorted_headers( $html ) );
		$this->assertSame( 'asc', $this->sort_link_args( $html, 'size' )[ $keys['dir'] ] );
		$this->assertSame( 'size', $this->sort_link_args( $html, 'size' )[ $keys['ordering'] ] );
		$this->assertSame( 'asc', $this->sort_link_args( $html, 'title' )[ $keys['dir'] ] );

		$html = $this->render_category(
			array(
				'categoryId' => $category['id'],
				'ordering'   => 'title',
			)
		);
		$this->assertSame( array( $medium->id, $small->id, $large->id ), $this->row_ids( $html ), 'The block’s order.' );
		$this->assertSame( array( 'title' => 'ascending' ), $this->sorted_headers( $html ) );
		$this->assertSame( 'desc', $this->sort_link_args( $html, 'title' )[ $keys['dir'] ] );

		$this->set_query( $keys['ordering'], 'title' );
		$this->set_query( $keys['dir'], 'desc' );
		$this->set_query( $keys['page'], '1' );
		$html = $this->render_category( array( 'categoryId' => $category['id'] ) );
		$this->assertSame( array( $large->id, $small->id, $medium->id ), $this->row_ids( $html ), 'The visitor’s order.' );
		$this->assertSame( array( 'title' => 'descending' ), $this->sorted_headers( $html ) );
		$args = $this->sort_link_args( $html, 'title' );
		$this->assertSame( 'asc', $args[ $keys['dir'] ] );
		$this->assertArrayNotHasKey( $keys['page'], $args, 'Sorting goes back to the first page.' );

		// Columns that do not sort have no link.
		$this->assertStringContainsString( 'data-column="description">Description</th>', $html );
	}

	/**
	 * A table longer than a page shows numbered page links, the current page marked; each page
	 * lists its own files; pages past the end show the last page.
	 */
	public function test_pages_through_a_long_category(): void {
		$name     = 'Forms ' . wp_generate_password( 6, false );
		$category = $this->make_category( array( 'name' => $name ) );
		$ids      = array();
		foreach ( array( 'A', 'B', 'C', 'D', 'E' ) as $letter ) {
			$ids[] = $this->make_file(
				array(
					'title'    => $letter . ' form',
					'category' => $category['id'],
				)
			)->id;
		}
		$keys       = File_Blocks::query_keys( $category['id'] );
		$attributes = array(
			'categoryId' => $category['id'],
			'perPage'    => 2,
			'ordering'   => 'title',
		);

		$html = $this->render_category( $attributes );
		$this->assertSame( array_slice( $ids, 0, 2 ), $this->row_ids( $html ) );
		$nav = $this->tag( $html, 'frontage-file-table__pagination' );
		$this->assertSame( 'NAV', $nav->get_tag() );
		$this->assertSame( 'Pages of ' . $name, $nav->get_attribute( 'aria-label' ) );
		$current = $this->tag( $html, 'is-current' );
		$this->assertSame( 'page', $current->get_attribute( 'aria-current' ) );
		$pages = $this->page_links( $html, $keys['page'] );
		$this->assertSame( array( 1, 2, 3, 2 ), $pages, 'Pages 1–3 and "next".' );

		$this->set_query( $keys['page'], '3' );
		$this->assertSame( array( $ids[4] ), $this->row_ids( $this->render_category( $attributes ) ) );

		$this->set_query( $keys['page'], '99' );
		$this->assertSame( array( $ids[4] ), $this->row_ids( $this->render_category( $attributes ) ), 'Past the end: the last page.' );

		foreach ( array( '-1', 'abc', '1e3', '0' ) as $bad ) {
			$this->set_query( $keys['page'], $bad );
			$this->assertSame( array_slice( $ids, 0, 2 ), $this->row_ids( $this->render_category( $attributes ) ), $bad );
		}
		$_GET[ $keys['page'] ] = array( '2' );
		$this->assertSame( array_slice( $ids, 0, 2 ), $this->row_ids( $this->render_category( $attributes ) ), 'An array.' );

		// Another table's arguments do not move this one.
		$this->set_query( $keys['page'], '1' );
		$this->set_query( 'fc' . ( $category['id'] + 1 ) . '_page', '2' );
		$this->assertSame( array_slice( $ids, 0, 2 ), $this->row_ids( $this->render_category( $attributes ) ) );
	}

	/**
	 * The search box (`showSearch`, docs/files.md "Sorting, paging and searching in place"): a GET
	 * form of the page that keeps its other arguments and drops this table's page; the table lists
	 * the files whose title holds every word (not the description), and says so when none does.
	 */
	public function test_the_search_box_filters_the_category_by_title(): void {
		$name     = 'Minutes ' . wp_generate_password( 6, false );
		$category = $this->make_category( array( 'name' => $name ) );
		$budget   = $this->make_file(
			array(
				'title'    => 'Budget report 2026',
				'category' => $category['id'],
			)
		)->id;
		$annual   = $this->make_file(
			array(
				'title'    => 'Annual report',
				'category' => $category['id'],
			)
		)->id;
		$this->make_file(
			array(
				'title'       => 'Agenda',
				'description' => 'The report of the meeting.',
				'category'    => $category['id'],
			)
		);
		$other = $this->make_category();
		$this->make_file(
			array(
				'title'    => 'Budget report elsewhere',
				'category' => $other['id'],
			)
		);
		$keys       = File_Blocks::query_keys( $category['id'] );
		$attributes = array(
			'categoryId' => $category['id'],
			'ordering'   => 'title',
		);

		$this->assertStringNotContainsString( 'frontage-file-table__search', $this->render_category( $attributes ), 'Off by default.' );

		$request_uri            = $_SERVER['REQUEST_URI'] ?? null;
		$_SERVER['REQUEST_URI'] = '/library/?lang=de&' . $keys['page'] . '=2';
		$attributes['showSearch'] = true;
		$html                     = $this->render_category( $attributes );
		$form                     = $this->tag( $html, 'frontage-file-table__search' );
		$this->assertSame( 'FORM', $form->get_tag() );
		$this->assertSame( 'get', $form->get_attribute( 'method' ) );
		$this->assertMatchesRegularExpression( '#^/library/\#frontage-files-\d+$#', (string) $form->get_attribute( 'action' ) );
		$this->assertStringContainsString( '<input type="hidden" name="lang" value="de">', $html );
		$this->assertStringNotContainsString( 'name="' . $keys['page'] . '"', $html, 'A new search starts on the first page.' );
		$_SERVER['REQUEST_URI'] = $request_uri;
		$input = $this->tag( $html, 'frontage-file-table__search-input' );
		$this->assertSame( $keys['search'], $input->get_attribute( 'name' ) );

		$this->set_query( $keys['search'], 'report' );
		$this->assertSame( array( $annual, $budget ), $this->row_ids( $this->render_category( $attributes ) ), 'Titles only, this category only.' );

		$this->set_query( $keys['search'], 'budget 2026' );
		$html = $this->render_category( $attributes );
		$this->assertSame( array( $budget ), $this->row_ids( $html ), 'Every word.' );
		$this->assertSame( 'budget 2026', $this->tag( $html, 'frontage-file-table__search-input' )->get_attribute( 'value' ) );
		$this->assertSame( '1 file has “budget 2026” in its title.', $this->tag( $html, 'wp-block-frontage-file-category' )->get_attribute( 'data-status' ) );
		$this->assertStringContainsString( 'Show all files', $html );

		$this->set_query( $keys['search'], '"><script>alert(1)</script>' );
		$html = $this->render_category( $attributes );
		$this->assertSame( array(), $this->row_ids( $html ) );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringContainsString( 'No file in ' . esc_html( $name ) . ' has', $html );

		// Without the box, the argument changes nothing.
		unset( $attributes['showSearch'] );
		$this->assertCount( 3, $this->row_ids( $this->render_category( $attributes ) ) );
		$_GET[ $keys['search'] ] = array( 'report' );
		$attributes['showSearch'] = true;
		$this->assertCount( 3, $this->row_ids( $this->render_category( $attributes ) ), 'An array is ignored.' );
	}

	/**
	 * The column menu's button is in the server's markup (no layout shift when the script runs),
	 * and every title carries its type's icon, hidden from assistive technology.
	 */
	public function test_the_menu_button_and_type_icons_are_rendered_on_the_server(): void {
		$category = $this->make_category();
		$this->make_file( array( 'category' => $category['id'] ), 'report.pdf', "%PDF-1.4\n% Frontage test\n" );
		$html   = $this->render_category( array( 'categoryId' => $category['id'] ) );
		$toggle = $this->tag( $html, 'frontage-file-table__columns-toggle' );
		$this->assertSame( 'false', $toggle->get_attribute( 'aria-expanded' ) );
		$list = $this->tag( $html, 'frontage-file-table__columns-list' );
		$this->assertSame( $toggle->get_attribute( 'aria-controls' ), $list->get_attribute( 'id' ) );
		$this->assertTrue( $list->get_attribute( 'hidden' ) );
		$icon = $this->tag( $html, 'frontage-file-icon' );
		$this->assertTrue( $icon->has_class( 'is-pdf' ) );
		$this->assertSame( 'true', $icon->get_attribute( 'aria-hidden' ) );

		$this->assertSame( 'sheet', File_Types::family( 'XLSX' ) );
		$this->assertSame( 'archive', File_Types::family( 'zip' ) );
		$this->assertSame( 'other', File_Types::family( 'xyz' ) );
		$this->assertSame( 'other', File_Types::family( '' ) );
	}

	/**
	 * The page numbers left out of a long list are an ellipsis, with the first and last kept.
	 */
	public function test_page_numbers_keep_a_window_around_the_current_page(): void {
		$this->assertSame( array( 1, 2, 3 ), File_Blocks::page_numbers( 1, 3 ) );
		$this->assertSame( array( 1, 2, 3, null, 50 ), File_Blocks::page_numbers( 1, 50 ) );
		$this->assertSame( array( 1, null, 23, 24, 25, 26, 27, null, 50 ), File_Blocks::page_numbers( 25, 50 ) );
		$this->assertSame( array( 1, 2, 3, 4, 5, 6 ), File_Blocks::page_numbers( 4, 6 ), 'A gap of one number shows the number.' );
	}

	/**
	 * Sort arguments that are not a sortable column or a direction are ignored.
	 */
	public function test_bad_sort_arguments_are_ignored(): void {
		$category = $this->make_category();
		$b        = $this->make_file(
			array(
				'title'    => 'B',
				'category' => $category['id'],
			)
		);
		$a        = $this->make_file(
			array(
				'title'    => 'A',
				'category' => $category['id'],
			)
		);
		$keys     = File_Blocks::query_keys( $category['id'] );
		foreach ( array( 'password', 'post_author', 'description', '"><script>' ) as $field ) {
			$this->set_query( $keys['ordering'], $field );
			$this->set_query( $keys['dir'], 'desc' );
			$html = $this->render_category( array( 'categoryId' => $category['id'] ) );
			$this->assertSame( array( $a->id, $b->id ), $this->row_ids( $html ), $field );
			$this->assertStringNotContainsString( '<script', $html );
		}
		$this->set_query( $keys['ordering'], 'title' );
		$this->set_query( $keys['dir'], 'sideways' );
		$this->assertSame( array( $a->id, $b->id ), $this->row_ids( $this->render_category( array( 'categoryId' => $category['id'] ) ) ) );
	}

	/**
	 * Attribute values that break block.json's schema, or that the renderer cannot use, fall
	 * back to defaults; a category id that is not a category renders nothing.
	 */
	public function test_bad_attribute_values_fall_back_to_defaults(): void {
		$category = $this->make_category();
		foreach ( range( 1, 3 ) as $n ) {
			$this->make_file(
				array(
					'title'    => 'File ' . $n,
					'category' => $category['id'],
				)
			);
		}

		$html = $this->render_category(
			array(
				'categoryId'     => $category['id'],
				'perPage'        => 1000,
				'theme'          => '"><script>',
				'columns'        => array( '<script>', 'size' ),
				'ordering'       => 'post_password',
				'showCheckboxes' => 'yes please',
			)
		);
		$this->assertCount( 3, $this->row_ids( $html ), 'Per page: the default.' );
		$this->assertStringContainsString( 'is-theme-default', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertContains( 'select', $this->header_columns( $html ) );
		$this->assertCount( 10, $this->header_columns( $html ), 'Columns: the default.' );

		foreach ( array( 'abc', -5, 0, array( $category['id'] ), 999999999, '1 OR 1=1' ) as $bad ) {
			$this->assertSame( '', $this->render_category( array( 'categoryId' => $bad ) ), var_export( $bad, true ) );
		}
		foreach ( array( 'abc', -5, 0, 999999999 ) as $bad ) {
			$this->assertSame( '', $this->render_file( array( 'fileId' => $bad ) ), var_export( $bad, true ) );
		}
	}

	/**
	 * The block's columns choose what the table shows, the title always included; without
	 * checkboxes there is no download-selected button.
	 */
	public function test_columns_and_checkboxes_follow_the_block(): void {
		$category = $this->make_category();
		$this->make_file( array( 'category' => $category['id'] ) );

		$html = $this->render_category(
			array(
				'categoryId'     => $category['id'],
				'columns'        => array( 'size', 'download' ),
				'showCheckboxes' => false,
			)
		);
		$this->assertSame( array( 'title', 'size', 'download' ), $this->header_columns( $html ) );
		$this->assertStringNotContainsString( 'frontage-file-table__download-selected', $html );
		$this->assertStringNotContainsString( 'type="checkbox"', $html );

		$html   = $this->render_category( array( 'categoryId' => $category['id'] ) );
		$button = $this->tag( $html, 'frontage-file-table__download-selected' );
		$this->assertSame( 'BUTTON', $button->get_tag() );
		$this->assertTrue( $button->get_attribute( 'hidden' ), 'Shown by the script once a file is ticked.' );
	}

	/**
	 * A long description is cut with a "view more" button for its pop-up, and kept whole in the
	 * page for visitors without JavaScript; a short one is shown as it is.
	 */
	public function test_long_descriptions_get_a_view_more_button(): void {
		$category = $this->make_category();
		$long     = str_repeat( 'Lorem ipsum dolor sit amet. ', 10 );
		$this->make_file(
			array(
				'title'       => 'A long',
				'category'    => $category['id'],
				'description' => $long,
			)
		);
		$this->make_file(
			array(
				'title'       => 'B short',
				'category'    => $category['id'],
				'description' => 'Short.',
			)
		);

		$html = $this->render_category( array( 'categoryId' => $category['id'] ) );

		$this->assertSame( 1, substr_count( $html, 'frontage-file-table__view-more' ) );
		$more = $this->tag( $html, 'frontage-file-table__view-more' );
		$this->assertSame( 'dialog', $more->get_attribute( 'aria-haspopup' ) );
		$this->assertSame( 'A long', $more->get_attribute( 'data-file-title' ) );
		$this->assertStringContainsString( trim( $long ), $html, 'The whole text is in the page.' );
		$this->assertMatchesRegularExpression( '/__excerpt">Lorem ipsum[^<]{80,100}…</', $html );
		$this->assertStringContainsString( 'Short.', $html );

		$dialog = $this->tag( $html, 'is-description' );
		$this->assertSame( 'DIALOG', $dialog->get_tag() );
		$this->assertSame( $dialog->get_attribute( 'id' ) . '-title', $dialog->get_attribute( 'aria-labelledby' ) );
	}

	/**
	 * The themes ggd and preview get the file detail pop-up; the default theme does not.
	 */
	public function test_detail_themes_get_the_detail_pop_up(): void {
		$category = $this->make_category();
		$this->make_file( array( 'category' => $category['id'] ) );

		foreach ( array( 'ggd', 'preview' ) as $theme ) {
			$html = $this->render_category(
				array(
					'categoryId' => $category['id'],
					'theme'      => $theme,
				)
			);
			$this->assertStringContainsString( 'is-theme-' . $theme, $html );
			$this->assertSame( 'DIALOG', $this->tag( $html, 'is-detail' )->get_tag() );
		}
		$this->assertStringNotContainsString( 'is-detail', $this->render_category( array( 'categoryId' => $category['id'] ) ) );
	}

	/**
	 * An empty category says so, without a table or pop-ups.
	 */
	public function test_an_empty_category_says_so(): void {
		$category = $this->make_category();

		$html = $this->render_category( array( 'categoryId' => $category['id'] ) );

		$this->assertStringContainsString( 'This category has no files yet.', $html );
		$this->assertStringNotContainsString( '<table', $html );
		$this->assertStringNotContainsString( '<dialog', $html );
	}

	/**
	 * The File block shows one file as a card with its details and a download button; a file
	 * the visitor may not see renders nothing.
	 */
	public function test_the_file_block_shows_a_card_of_a_visible_file(): void {
		$category   = $this->make_category();
		$restricted = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$file       = $this->make_file(
			array(
				'title'         => 'Price list',
				'category'      => $category['id'],
				'version'       => '3',
				'description'   => 'Prices for <strong>2026</strong>.',
				'custom_fields' => array(
					array(
						'label' => 'Source',
						'type'  => 'url',
						'value' => 'https://example.com/prices',
					),
				),
			),
			'prices.csv',
			"a,b\n1,2\n"
		);
		$private    = $this->make_file(
			array(
				'category' => $category['id'],
				'status'   => 'private',
			)
		);
		$members    = $this->make_file( array( 'category' => $restricted['id'] ) );

		$html = $this->render_file( array( 'fileId' => $file->id ) );

		$this->assertStringContainsString( 'frontage-file-card', $html );
		$this->assertStringContainsString( '>Price list</a>', $html );
		$this->assertStringContainsString( 'Prices for <strong>2026</strong>.', $html );
		$this->assertStringContainsString( '<dt>Type</dt><dd>CSV</dd>', $html );
		$this->assertStringContainsString( '<dt>Size</dt><dd>8 B</dd>', $html );
		$this->assertStringContainsString( '<dt>Version</dt><dd>3</dd>', $html );
		$this->assertStringContainsString( '<dt>Downloads</dt><dd>0</dd>', $html );
		$this->assertStringContainsString( '<dt>Source</dt><dd><a href="https://example.com/prices"', $html );
		$this->assertSame( $file->download_url(), $this->tag( $html, 'frontage-file-table__download-button' )->get_attribute( 'href' ) );

		$this->assertSame( '', $this->render_file( array( 'fileId' => $private->id ) ) );
		$this->assertSame( '', $this->render_file( array( 'fileId' => $members->id ) ) );
	}

	/**
	 * Human sizes use 1024-based units with one decimal only when it matters.
	 */
	public function test_formats_sizes_for_people(): void {
		$this->assertSame( '0 B', File_Blocks::format_size( 0 ) );
		$this->assertSame( '1,023 B', File_Blocks::format_size( 1023 ) );
		$this->assertSame( '1 KB', File_Blocks::format_size( 1024 ) );
		$this->assertSame( '1.5 KB', File_Blocks::format_size( 1536 ) );
		$this->assertSame( '1.5 MB', File_Blocks::format_size( 1572864 ) );
		$this->assertSame( '5 GB', File_Blocks::format_size( 5 * 1024 ** 3 ) );
		$this->assertSame( '0 B', File_Blocks::format_size( -4 ) );
	}

	/**
	 * A page with the table loads its view script and style; a page without it does not.
	 */
	public function test_rendering_the_table_enqueues_its_script_and_style(): void {
		$block = WP_Block_Type_Registry::get_instance()->get_registered( File_Blocks::CATEGORY_BLOCK );
		$this->assertInstanceOf( WP_Block_Type::class, $block );
		$this->assertNotEmpty( $block->view_script_handles );
		$this->assertNotEmpty( $block->style_handles );
		$this->assertInstanceOf( WP_Block_Type::class, WP_Block_Type_Registry::get_instance()->get_registered( File_Blocks::FILE_BLOCK ) );

		$category = $this->make_category();
		$this->make_file( array( 'category' => $category['id'] ) );
		$this->render_category( array( 'categoryId' => $category['id'] ) );

		foreach ( $block->view_script_handles as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'enqueued' ), $handle );
			$this->assertStringEndsWith( '/build/blocks/file-category/view.js', wp_scripts()->registered[ $handle ]->src );
			$deps = wp_scripts()->registered[ $handle ]->deps;
			foreach ( array( 'react', 'react-dom', 'wp-element', 'wp-components', 'jquery' ) as $heavy ) {
				$this->assertNotContains( $heavy, $deps, 'No React, no jQuery on the page.' );
			}
		}
	}

	/**
	 * Renders a File category block as a page would.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return string HTML.
	 */
	private function render_category( array $attributes ): string {
		return do_blocks( serialize_block( $this->block( File_Blocks::CATEGORY_BLOCK, $attributes ) ) );
	}

	/**
	 * Renders a File block as a page would.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return string HTML.
	 */
	private function render_file( array $attributes ): string {
		return do_blocks( serialize_block( $this->block( File_Blocks::FILE_BLOCK, $attributes ) ) );
	}

	/**
	 * A parsed block.
	 *
	 * @param string               $name       Block name.
	 * @param array<string, mixed> $attributes Attributes.
	 * @return array<string, mixed>
	 */
	private function block( string $name, array $attributes ): array {
		return array(
			'blockName'    => $name,
			'attrs'        => $attributes,
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
	}

	/**
	 * The editor's preview of a block, through WordPress's block renderer.
	 *
	 * @param string               $name       Block name.
	 * @param array<string, mixed> $attributes Attributes.
	 * @return string The rendered HTML.
	 */
	private function preview( string $name, array $attributes ): string {
		$response = $this->rest(
			'POST',
			'/wp/v2/block-renderer/' . $name,
			array(
				'context'    => 'edit',
				'attributes' => $attributes,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (string) $response->get_data()['rendered'];
	}

	/**
	 * Sets a query argument for this test.
	 *
	 * @param string $key   Name.
	 * @param string $value Value.
	 */
	private function set_query( string $key, string $value ): void {
		$_GET[ $key ]       = $value;
		$this->query_args[] = $key;
	}

	/**
	 * The file ids of the table's rows, in order.
	 *
	 * @param string $html Rendered HTML.
	 * @return int[]
	 */
	private function row_ids( string $html ): array {
		return array_map( 'intval', $this->attributes_of( $html, 'tr', 'data-file-id' ) );
	}

	/**
	 * The columns of the table's header, in order.
	 *
	 * @param string $html Rendered HTML.
	 * @return string[]
	 */
	private function header_columns( string $html ): array {
		return $this->attributes_of( $html, 'th', 'data-column' );
	}

	/**
	 * The sorted headers' aria-sort values, by column.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<string, string>
	 */
	private function sorted_headers( string $html ): array {
		$sorted    = array();
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag( 'th' ) ) {
			$sort = $processor->get_attribute( 'aria-sort' );
			if ( is_string( $sort ) ) {
				$sorted[ (string) $processor->get_attribute( 'data-column' ) ] = $sort;
			}
		}
		return $sorted;
	}

	/**
	 * The query arguments of a column's sort link.
	 *
	 * @param string $html   Rendered HTML.
	 * @param string $column The column.
	 * @return array<string, string>
	 */
	private function sort_link_args( string $html, string $column ): array {
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag( 'th' ) ) {
			if ( $processor->get_attribute( 'data-column' ) === $column ) {
				$this->assertTrue( $processor->next_tag( array( 'class_name' => 'frontage-file-table__sort' ) ) );
				$href = html_entity_decode( (string) $processor->get_attribute( 'href' ) );
				$this->assertStringContainsString( '#frontage-files-', $href, 'Back to the table after the reload.' );
				parse_str( (string) wp_parse_url( $href, PHP_URL_QUERY ), $args );
				return $args;
			}
		}
		$this->fail( "No header for {$column}." );
	}

	/**
	 * The page numbers the pagination links to, in order (page 1 has no argument).
	 *
	 * @param string $html Rendered HTML.
	 * @param string $key  The page argument's name.
	 * @return int[]
	 */
	private function page_links( string $html, string $key ): array {
		$pages = array();
		foreach ( $this->attributes_of( $html, 'a', 'href' ) as $href ) {
			if ( ! str_contains( $href, '#frontage-files-' ) || str_contains( $href, '_ordering=' ) ) {
				continue;
			}
			parse_str( (string) wp_parse_url( html_entity_decode( $href ), PHP_URL_QUERY ), $args );
			$pages[] = (int) ( $args[ $key ] ?? 1 );
		}
		return $pages;
	}

	/**
	 * An attribute of every element of a tag name that has it.
	 *
	 * @param string $html      Rendered HTML.
	 * @param string $tag       Tag name.
	 * @param string $attribute Attribute name.
	 * @return string[]
	 */
	private function attributes_of( string $html, string $tag, string $attribute ): array {
		$values    = array();
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag( $tag ) ) {
			$value = $processor->get_attribute( $attribute );
			if ( null !== $value ) {
				$values[] = true === $value ? '' : (string) $value;
			}
		}
		return $values;
	}

	/**
	 * The first element with a class, for reading its attributes.
	 *
	 * @param string $html       Rendered HTML.
	 * @param string $class_name The class to find.
	 * @return WP_HTML_Tag_Processor Positioned on that element.
	 */
	private function tag( string $html, string $class_name ): WP_HTML_Tag_Processor {
		$processor = new WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( array( 'class_name' => $class_name ) ), "No element with class {$class_name}." );
		return $processor;
	}
}
