<?php
/**
 * Tests for includes/search/class-search-block.php, class-search-widget.php and the module's
 * wiring: the File search block, the `[frontage_search]` shortcode and the classic widget.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Module;
use Frontage\Plugin;
use Frontage\Files\File_Table;
use Frontage\Search\Search_Block;
use Frontage\Search\Search_Filters;
use Frontage\Search\Search_Form;
use Frontage\Search\Search_Index;
use Frontage\Search\Search_Results;
use Frontage\Search\Search_Module;
use Frontage\Search\Search_Widget;
use Frontage\Settings\Settings;
use Frontage\Settings\Settings_Page;
use Frontage\Tests\Search_Test_Case;
use Frontage\Tests\Recording_Module;

require_once __DIR__ . '/class-search-test-case.php';

/**
 * The three ways to place the search render the same form.
 */
final class Test_Search_Block extends Search_Test_Case {

	/**
	 * Forgets the address a test set.
	 */
	protected function tearDown(): void {
		$_GET = array();
		remove_shortcode( Search_Block::SHORTCODE );
		parent::tearDown();
	}

	/**
	 * The block is registered from build/ with its view script (no jQuery, no React) and style,
	 * and renders the form with the block's wrapper.
	 */
	public function test_the_block_is_registered_and_renders_the_form(): void {
		$block = WP_Block_Type_Registry::get_instance()->get_registered( Search_Block::NAME );
		$this->assertInstanceOf( WP_Block_Type::class, $block );
		$this->assertNotEmpty( $block->view_script_handles );
		$this->assertNotEmpty( $block->style_handles );
		foreach ( $block->view_script_handles as $handle ) {
			$this->assertStringEndsWith( '/build/blocks/file-search/view.js', wp_scripts()->registered[ $handle ]->src );
			foreach ( array( 'jquery', 'react', 'react-dom', 'wp-element', 'wp-components', 'moment' ) as $heavy ) {
				$this->assertNotContains( $heavy, wp_scripts()->registered[ $handle ]->deps );
			}
		}

		$html = do_blocks( '<!-- wp:frontage/file-search {"align":"wide"} /-->' );
		$root = new WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $root->next_tag() );
		foreach ( array( 'wp-block-frontage-file-search', 'frontage-search', 'alignwide' ) as $class_name ) {
			$this->assertTrue( $root->has_class( $class_name ), $class_name );
		}
		$this->assertStringContainsString( '<form class="frontage-search__form"', $html );
		foreach ( $block->view_script_handles as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'enqueued' ) );
		}
	}

	/**
	 * The editor's preview renders the form with `editor: true` in its config, and never runs a
	 * search from the preview's own address.
	 */
	public function test_the_editor_preview(): void {
		$this->act_as( 'author' );
		$_GET     = array( 'q' => $this->token );
		$response = $this->rest(
			'POST',
			'/wp/v2/block-renderer/' . Search_Block::NAME,
			array(
				'context'    => 'edit',
				'attributes' => array( 'theme' => 'ggd' ),
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$html = (string) $response->get_data()['rendered'];
		preg_match( '/data-config="([^"]*)"/', $html, $match );
		$config = json_decode( html_entity_decode( $match[1] ), true );
		$this->assertTrue( $config['editor'] );
		$this->assertSame( 'ggd', $config['theme'] );
		$this->assertStringNotContainsString( 'frontage-search-results', $html );

		$this->assertFalse( $this->config_of( do_blocks( '<!-- wp:frontage/file-search /-->' ) )['editor'], 'On the page: no editor flag.' );
	}

	/**
	 * The shortcode takes the block's attributes in snake case, renders the same form with the
	 * block's class, enqueues the block's script and style, and renders an address's search.
	 */
	public function test_the_shortcode_renders_the_same_form(): void {
		// PHPUnit copies the variables its bootstrap file defined into $GLOBALS, among them the
		// empty $shortcode_tags of shortcodes.php (loaded inside its function scope), which drops
		// every shortcode registered on init: add it again as Search_Block::register() does.
		add_shortcode(
			Search_Block::SHORTCODE,
			array( new Search_Block( new Search_Form( $this->service, new Search_Results( new File_Table( new Assets() ) ) ), new Assets() ), 'render_shortcode' )
		);
		$this->make_file( array( 'title' => 'Short ' . $this->token ) );
		$block = WP_Block_Type_Registry::get_instance()->get_registered( Search_Block::NAME );
		foreach ( $block->view_script_handles as $handle ) {
			wp_dequeue_script( $handle );
		}

		$html   = do_shortcode( '[frontage_search theme="preview" per_page="5000" columns="title, size,nonsense" show_filters="no" show_dates="0" tag_display="input" placeholder="<b>Find</b>" ordering="size-desc"]' );
		$config = $this->config_of( $html );

		$this->assertStringStartsWith( '<div class="wp-block-frontage-file-search frontage-search" id="frontage-search-', $html );
		$this->assertSame( 'preview', $config['theme'] );
		$this->assertSame( 100, $config['limit'] );
		$this->assertSame( array( 'title', 'size' ), $config['columns'] );
		$this->assertSame( 'input', $config['tagDisplay'] );
		$this->assertSame( 'Find', $config['placeholder'] );
		$this->assertStringContainsString( 'aria-expanded="false"', $html );
		$this->assertStringNotContainsString( 'name="cfrom"', $html );
		$this->assertStringContainsString( '<input type="hidden" name="ordering" value="size"><input type="hidden" name="dir" value="desc">', $html );
		foreach ( $block->view_script_handles as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'enqueued' ), 'The shortcode loads the block’s script.' );
		}

		$_GET = array( 'q' => $this->token );
		$html = do_shortcode( '[frontage_search]' );
		$this->assertStringContainsString( '1 file found', $html );
		$this->assertStringContainsString( 'Short ' . $this->token, $html );
	}

	/**
	 * Shortcode attributes map to block attributes; unknown ones are dropped.
	 */
	public function test_shortcode_attributes_map_to_block_attributes(): void {
		$this->assertSame(
			array(
				'columns'     => array( 'title', 'download' ),
				'perPage'     => '7',
				'showFilters' => false,
				'showTags'    => true,
				'tagDisplay'  => 'checkbox',
			),
			Search_Block::from_shortcode(
				array(
					'columns'      => 'title,,download',
					'per_page'     => ' 7 ',
					'show_filters' => 'off',
					'show_tags'    => 'yes',
					'tag_display'  => 'checkbox',
					'onclick'      => 'alert(1)',
					0              => 'stray',
				)
			)
		);
	}

	/**
	 * The category the search starts in (`catid` / the block's `categoryId`) is chosen in the
	 * category picker, with its tags, until the address holds a search; a category the visitor
	 * may not see is ignored; without a picker it is a hidden field.
	 */
	public function test_the_search_starts_in_its_category(): void {
		add_shortcode(
			Search_Block::SHORTCODE,
			array( new Search_Block( new Search_Form( $this->service, new Search_Results( new File_Table( new Assets() ) ) ), new Assets() ), 'render_shortcode' )
		);
		$start   = $this->make_category();
		$other   = $this->make_category();
		$members = $this->make_category( array( 'visibility' => 'logged_in' ) );
		$this->make_file(
			array(
				'category' => $start['id'],
				'tags'     => array( 'start ' . $this->token ),
			)
		);
		$this->make_file(
			array(
				'category' => $other['id'],
				'tags'     => array( 'other ' . $this->token ),
			)
		);

		$html = do_shortcode( '[frontage_search catid="' . $start['id'] . '"]' );
		$this->assertSame( (string) $start['id'], $this->selected_category( $html ) );
		$this->assertSame( $start['id'], $this->config_of( $html )['categoryId'] );
		$this->assertStringContainsString( 'value="start-' . $this->token . '"', $html, 'The start category’s tags.' );
		$this->assertStringNotContainsString( 'value="other-' . $this->token . '"', $html );
		$this->assertStringNotContainsString( 'frontage-search-results', $html, 'Nothing searched yet.' );

		// The block's attribute does the same.
		$this->assertArrayHasKey( 'categoryId', WP_Block_Type_Registry::get_instance()->get_registered( Search_Block::NAME )->attributes );
		$block = do_blocks( '<!-- wp:frontage/file-search {"categoryId":' . $start['id'] . '} /-->' );
		$this->assertSame( (string) $start['id'], $this->selected_category( $block ) );

		// The address's choice wins: another category, "All categories", or a search without
		// one (the script leaves "All categories" out of the address).
		$_GET = array( 'catid' => (string) $other['id'] );
		$this->assertSame( (string) $other['id'], $this->selected_category( do_shortcode( '[frontage_search catid="' . $start['id'] . '"]' ) ) );
		$_GET = array( 'catid' => '' );
		$this->assertSame( '', $this->selected_category( do_shortcode( '[frontage_search catid="' . $start['id'] . '"]' ) ) );
		$_GET = array( 'q' => $this->token );
		$html = do_shortcode( '[frontage_search catid="' . $start['id'] . '"]' );
		$this->assertSame( '', $this->selected_category( $html ) );
		$this->assertSame( $start['id'], $this->config_of( $html )['categoryId'], 'Reset goes back to it.' );
		$_GET = array();

		// Not a category, or one the visitor may not see: ignored.
		foreach ( array( 'abc', '-2', '999999999', (string) $members['id'] ) as $catid ) {
			$html = do_shortcode( '[frontage_search catid="' . $catid . '"]' );
			$this->assertSame( '', $this->selected_category( $html ), $catid );
			$this->assertSame( 0, $this->config_of( $html )['categoryId'], $catid );
		}
		$this->assertStringNotContainsString( 'name="catid"', do_shortcode( '[frontage_search catid="' . $members['id'] . '" show_categories="0"]' ) );
		$this->act_as( 'subscriber' );
		$this->assertSame( (string) $members['id'], $this->selected_category( do_shortcode( '[frontage_search catid="' . $members['id'] . '"]' ) ) );
		wp_set_current_user( 0 );

		// Without the picker, every search of the form runs in it.
		$html = do_shortcode( '[frontage_search catid="' . $start['id'] . '" show_categories="0"]' );
		$this->assertStringContainsString( '<input type="hidden" name="catid" value="' . $start['id'] . '">', $html );
		$this->assertStringNotContainsString( 'frontage-search__category', $html );
		$this->assertStringNotContainsString( 'name="catid"', do_shortcode( '[frontage_search show_categories="0"]' ) );
	}

	/**
	 * The widget is on the classic widgets screen and prints the form, with its reset, under
	 * its title in the theme's wrappers; its settings are cleaned when saved.
	 */
	public function test_the_widget_renders_the_form_with_its_reset(): void {
		global $wp_widget_factory;
		$registered = array_filter( $wp_widget_factory->widgets, static fn ( $widget ): bool => $widget instanceof Search_Widget );
		$this->assertCount( 1, $registered );
		$widget = reset( $registered );
		$this->assertSame( 'Frontage file search', $widget->name );

		ob_start();
		$widget->widget(
			array(
				'before_widget' => '<section class="widget">',
				'after_widget'  => '</section>',
				'before_title'  => '<h2>',
				'after_title'   => '</h2>',
			),
			array(
				'title'    => 'Find <em>files</em>',
				'theme'    => 'ggd',
				'per_page' => 7,
			)
		);
		$html = (string) ob_get_clean();

		$this->assertStringStartsWith( '<section class="widget"><h2>Find files</h2><div class="wp-block-frontage-file-search frontage-search"', $html );
		$this->assertStringContainsString( '<a class="frontage-search__reset" href="/">Reset</a>', $html );
		$this->assertStringContainsString( 'name="q"', $html );
		$config = $this->config_of( $html );
		$this->assertSame( 'ggd', $config['theme'] );
		$this->assertSame( 7, $config['limit'] );

		$this->assertSame(
			array(
				'title'           => 'Mine',
				'theme'           => 'default',
				'per_page'        => 100,
				'show_filters'    => false,
				'show_pagination' => false,
				'browse_all'      => false,
				'exclude'         => array( 4, 9 ),
			),
			$widget->update(
				array(
					'title'    => '<script>x</script>Mine',
					'theme'    => 'bogus',
					'per_page' => '5000',
					'exclude'  => array( '4', 'x', '9', '-1', '4' ),
				),
				array()
			)
		);

		ob_start();
		$widget->form( array() );
		$form = (string) ob_get_clean();
		$this->assertStringContainsString( 'Title:', $form );
		$this->assertStringContainsString( 'Files per page:', $form );
		$this->assertStringContainsString( 'Page links under the results', $form );
		$this->assertStringContainsString( 'Show the newest files before a search (browse all)', $form );
		$this->assertTrue( $widget->update( array( 'browse_all' => '1' ), array() )['browse_all'] );
	}

	/**
	 * Browse all (docs/search.md "Browse all") is the block's `browseAll`, the shortcode's
	 * `browse_all` and the widget's "Show the newest files before a search": each lists the newest
	 * files before a search.
	 */
	public function test_browse_all_is_a_setting_of_every_placement(): void {
		$this->assertSame( array( 'browseAll' => true ), Search_Block::from_shortcode( array( 'browse_all' => '1' ) ) );
		$this->assertSame( array( 'browseAll' => false ), Search_Block::from_shortcode( array( 'browse_all' => 'no' ) ) );
		// As Search_Block::register() does (see the test of the shortcode's attributes).
		add_shortcode(
			Search_Block::SHORTCODE,
			array( new Search_Block( new Search_Form( $this->service, new Search_Results( new File_Table( new Assets() ) ) ), new Assets() ), 'render_shortcode' )
		);
		$html = do_shortcode( '[' . Search_Block::SHORTCODE . ' browse_all="1"]' );
		$this->assertStringContainsString( 'frontage-search-results__count', $html );
		$this->assertTrue( $this->config_of( $html )['browseAll'] );
		$this->assertStringNotContainsString( 'frontage-search-results__count', do_shortcode( '[' . Search_Block::SHORTCODE . ']' ) );
	}

	/**
	 * The categories a search leaves out (`exclude`) and its page links (`show_pagination`) are
	 * the block's attributes, the shortcode's and the widget's: their files never show, the
	 * category list leaves them out (with what is below them), every search of the form carries
	 * them, and the page links go when they are off.
	 */
	public function test_exclude_and_show_pagination_are_settings_of_every_placement(): void {
		global $wp_widget_factory;
		add_shortcode(
			Search_Block::SHORTCODE,
			array( new Search_Block( new Search_Form( $this->service, new Search_Results( new File_Table( new Assets() ) ) ), new Assets() ), 'render_shortcode' )
		);
		$kept     = $this->make_category( array( 'name' => 'Kept ' . $this->token ) );
		$left     = $this->make_category( array( 'name' => 'Left ' . $this->token ) );
		$below    = $this->make_category(
			array(
				'name'   => 'Below ' . $this->token,
				'parent' => $left['id'],
			)
		);
		$expected = array();
		for ( $i = 1; $i <= 3; $i++ ) {
			$expected[] = $this->make_file(
				array(
					'title'    => "Kept {$i} {$this->token}",
					'category' => $kept['id'],
				)
			)->id;
		}
		$this->make_file(
			array(
				'title'    => 'Left ' . $this->token,
				'category' => $left['id'],
			)
		);
		$this->make_file(
			array(
				'title'    => 'Below ' . $this->token,
				'category' => $below['id'],
			)
		);
		$_GET = array( 'q' => $this->token );

		$registered = array_filter( $wp_widget_factory->widgets, static fn ( $widget ): bool => $widget instanceof Search_Widget );
		ob_start();
		reset( $registered )->widget(
			array(),
			array(
				'per_page'        => 2,
				'exclude'         => array( $left['id'] ),
				'show_pagination' => false,
			)
		);
		$rendered = array(
			'block'     => do_blocks( sprintf( '<!-- wp:frontage/file-search {"perPage":2,"exclude":[%d],"showPagination":false} /-->', $left['id'] ) ),
			'shortcode' => do_shortcode( sprintf( '[frontage_search per_page="2" exclude="%d" show_pagination="0"]', $left['id'] ) ),
			'widget'    => (string) ob_get_clean(),
		);
		foreach ( $rendered as $placement => $html ) {
			$this->assertStringNotContainsString( '>Left ' . $this->token . '<', $html, $placement );
			$this->assertStringContainsString( '>Kept ' . $this->token . '<', $html, $placement );
			$this->assertStringNotContainsString( 'frontage-file-table__pagination', $html, $placement );
			$this->assertStringContainsString( sprintf( '<input type="hidden" name="exclude" value="%d">', $left['id'] ), $html, $placement );
			$config = $this->config_of( $html );
			$this->assertFalse( $config['showPagination'], $placement );
		}
		// The shortcode's service was made after the categories (the plugin's own keeps the
		// category tree it read first): the category below the left-out one goes too.
		$this->assertStringContainsString( '3 files found', $rendered['shortcode'] );
		$this->assertStringNotContainsString( '>Below ' . $this->token . '<', $rendered['shortcode'] );

		// On by default: the page links are there.
		$html = do_blocks( '<!-- wp:frontage/file-search {"perPage":2} /-->' );
		$this->assertStringContainsString( 'frontage-file-table__pagination', $html );
		$this->assertTrue( $this->config_of( $html )['showPagination'] );
		$this->assertSame(
			array(
				'exclude'        => '3, 4',
				'showPagination' => false,
			),
			Search_Block::from_shortcode(
				array(
					'exclude'         => '3, 4',
					'show_pagination' => 'no',
				)
			)
		);
	}

	/**
	 * The editor's preview of a library without files offers placeholder file types, so that
	 * the editor sees the control; a library with files offers its own.
	 */
	public function test_the_editor_preview_offers_placeholder_types_on_an_empty_library(): void {
		$this->act_as( 'author' );
		$render = function (): string {
			$response = $this->rest(
				'POST',
				'/wp/v2/block-renderer/' . Search_Block::NAME,
				array(
					'context'    => 'edit',
					'attributes' => array(),
				)
			);
			return (string) $response->get_data()['rendered'];
		};
		$types  = static function ( string $html ): array {
			$options = array();
			$tags    = new WP_HTML_Tag_Processor( (string) preg_replace( '/^.*?(<select[^>]*name="type\[\]".*?<\/select>).*$/s', '$1', $html ) );
			while ( $tags->next_tag( 'option' ) ) {
				$options[] = (string) $tags->get_attribute( 'value' );
			}
			return $options;
		};

		$listed = $this->service->types();
		if ( $listed ) {
			$this->assertSame( $listed, $types( $render() ) );
		}
		// No file listed (here: while the index is still being built), the placeholders.
		$this->set_option( Search_Index::OPTION_CURSOR, 1 );
		$this->assertSame( array(), $this->service->types() );
		$html = $render();
		$this->assertSame( Search_Filters::PREVIEW_TYPES, $types( $html ) );

		// Never on the page itself.
		$this->assertStringContainsString( 'name="type[]" multiple class="frontage-search__types"></select>', do_blocks( '<!-- wp:frontage/file-search /-->' ) );
	}

	/**
	 * File search needs the Files module: with Files off it adds no hooks, and says so.
	 */
	public function test_search_is_wired_only_with_files_on(): void {
		$this->keep_hooks();
		$files   = new Recording_Module( 'files' );
		$search  = new Recording_Module( 'search' );
		$modules = array( $files, $search );
		$assets  = new Assets();

		$this->set_option( Settings::OPTION_MODULES, array( 'files' => false ) );
		( new Plugin( new Settings( $modules ), new Settings_Page( $assets ), $assets, $modules ) )->add_hooks();
		$this->assertFalse( $files->hooked );
		$this->assertFalse( $search->hooked, 'Search stays off without Files.' );

		$this->set_option( Settings::OPTION_MODULES, array( 'files' => true ) );
		( new Plugin( new Settings( $modules ), new Settings_Page( $assets ), $assets, $modules ) )->add_hooks();
		$this->assertTrue( $search->hooked );

		$this->assertStringContainsString( 'Needs the Files module.', ( new Search_Module( $assets ) )->description() );
	}

	/**
	 * The demo's "Search files" page holds the block and finds the demo library.
	 */
	public function test_the_demo_page_holds_the_block(): void {
		$content = Frontage\Search\Search_Demo::content();
		$this->assertStringContainsString( '<!-- wp:frontage/file-search {"align":"wide"} /-->', $content );
		$this->assertStringContainsString( 'frontage-search__form', do_blocks( $content ) );
		// Its examples link to searches in the documented address format (docs/search.md "Request fields").
		$this->assertStringContainsString( '<a href="?q=report">', $content );
		$this->assertStringContainsString( '<a href="?q=&amp;ftags=finance">', $content );

		// The "Browse files" page lists the newest files before a search.
		$browse = do_blocks( Frontage\Search\Search_Demo::browse_content() );
		$this->assertStringContainsString( 'frontage-search-results__count', $browse );
	}

	/**
	 * The value of the category picker's selected option ('' for "All categories").
	 *
	 * @param string $html Rendered HTML.
	 */
	private function selected_category( string $html ): string {
		$this->assertSame( 1, preg_match( '#<select [^>]*name="catid"[^>]*>.*?</select>#s', $html, $match ) );
		$processor = new WP_HTML_Tag_Processor( $match[0] );
		$selected  = '';
		while ( $processor->next_tag( 'option' ) ) {
			if ( null !== $processor->get_attribute( 'selected' ) ) {
				$selected = (string) $processor->get_attribute( 'value' );
			}
		}
		return $selected;
	}

	/**
	 * The script's config of rendered HTML.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<string, mixed>
	 */
	private function config_of( string $html ): array {
		$processor = new WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $processor->next_tag( array( 'class_name' => 'frontage-search' ) ) );
		$config = json_decode( (string) $processor->get_attribute( 'data-config' ), true );
		$this->assertIsArray( $config );
		return $config;
	}
}
