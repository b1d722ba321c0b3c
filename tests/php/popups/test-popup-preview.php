<?php
/**
 * Tests for includes/popups/class-popup-preview.php and class-visit-counter.php: a draft popup
 * previewed by its editor, never shown to visitors; the page-view counter on every page.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Popups\Popup_Output;
use Frontage\Popups\Popup_Preview;
use Frontage\Popups\Popups_Module;
use Frontage\Popups\Visit_Counter;
use Frontage\Tests\Test_Case;

/**
 * Previews and the page-view counter.
 */
final class Test_Popup_Preview extends Test_Case {

	/**
	 * Forgets the request's parameters.
	 */
	protected function tearDown(): void {
		unset( $_GET['uael-modal-action'], $_GET['preview'], $_GET['preview_id'] );
		$GLOBALS['wp_query']     = new WP_Query();
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		parent::tearDown();
	}

	/**
	 * The popups on the page, by id, with whether they were asked for.
	 *
	 * @return array<int, bool>
	 */
	private function on_page(): array {
		$ids = array();
		foreach ( ( new Popup_Output( new Assets() ) )->eligible() as $popup ) {
			$ids[ $popup['id'] ] = $popup['requested'];
		}
		return $ids;
	}

	/**
	 * A draft shows, asked for with `preview`, to those who may edit it, and to nobody else.
	 */
	public function test_a_draft_is_previewed_by_its_editor_only(): void {
		$draft = $this->create_post(
			array(
				'post_type'    => Popups_Module::POST_TYPE,
				'post_status'  => 'draft',
				'post_title'   => 'Draft offer',
				'post_content' => '<!-- wp:paragraph --><p>Not yet</p><!-- /wp:paragraph -->',
			)
		);
		$_GET['uael-modal-action'] = (string) $draft;

		// Asked for without preview, by anyone: a draft is not on the page.
		$this->act_as( 'administrator' );
		$this->assertArrayNotHasKey( $draft, $this->on_page() );

		$_GET['preview'] = 'true';
		$this->assertTrue( $this->on_page()[ $draft ] );
		$this->assertSame( 'Draft offer', Popup_Preview::previewed()['title'] );

		foreach ( array( 'author', 'subscriber' ) as $role ) {
			$this->act_as( $role );
			$this->assertNull( Popup_Preview::previewed(), $role );
			$this->assertArrayNotHasKey( $draft, $this->on_page(), $role );
		}
		wp_set_current_user( 0 );
		$this->assertArrayNotHasKey( $draft, $this->on_page() );
	}

	/**
	 * A published popup's preview shows its editor's autosave: the newer title and blocks.
	 */
	public function test_a_published_popup_previews_its_autosave(): void {
		$editor = $this->act_as( 'editor' );
		$popup  = $this->create_post(
			array(
				'post_type'    => Popups_Module::POST_TYPE,
				'post_title'   => 'Spring sale',
				'post_author'  => $editor,
				'post_content' => '<!-- wp:paragraph --><p>Old text</p><!-- /wp:paragraph -->',
			)
		);
		require_once ABSPATH . 'wp-admin/includes/post.php';
		$autosave = wp_create_post_autosave(
			array(
				'post_ID'      => $popup,
				'post_type'    => Popups_Module::POST_TYPE,
				'post_title'   => 'Summer sale',
				'post_content' => '<!-- wp:paragraph --><p>New text</p><!-- /wp:paragraph -->',
				'post_excerpt' => '',
			)
		);
		$this->assertIsInt( $autosave );
		$_GET['uael-modal-action'] = (string) $popup;
		$_GET['preview']           = 'true';
		$_GET['preview_id']        = (string) $popup;

		$previewed = Popup_Preview::previewed();
		$this->assertSame( 'Summer sale', $previewed['title'] );
		$this->assertSame( $autosave, $previewed['content_id'] );
		ob_start();
		( new Popup_Output( new Assets() ) )->print_popups();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( sprintf( '<template id="frontage-popup-%d"><p>New text</p>', $popup ), $html );
		wp_delete_post( $autosave, true );
	}

	/**
	 * A popup's address is the home page that opens it; the editor is told it may preview.
	 */
	public function test_the_address_and_the_editor_preview(): void {
		$popup = $this->create_post( array( 'post_type' => Popups_Module::POST_TYPE ) );
		$this->assertSame( add_query_arg( 'uael-modal-action', $popup, home_url( '/' ) ), get_permalink( $popup ) );

		$this->act_as( 'editor' );
		$type = $this->rest( 'GET', '/wp/v2/types/' . Popups_Module::POST_TYPE, array( 'context' => 'edit' ) );
		$this->assertTrue( $type->get_data()['viewable'] );
		$this->assertFalse( is_post_type_viewable( Popups_Module::POST_TYPE ), 'Only the editor is told.' );
	}

	/**
	 * A popup has no address of its own, so the site's rewrite rules name no popup and a
	 * popup's slug is no query variable: a page's request matches past nothing of popups.
	 */
	public function test_popups_add_no_rewrite_rule_or_query_variable(): void {
		$this->restore_option_after_test( 'permalink_structure' );
		$this->restore_option_after_test( 'rewrite_rules' );
		global $wp_rewrite, $wp;
		$wp_rewrite->set_permalink_structure( '/%postname%/' );
		// The type registered again under pretty permalinks, as on a site that uses them.
		Popups_Module::register_data_types();
		$wp_rewrite->flush_rules( false );

		$rules = array_keys( $wp_rewrite->wp_rewrite_rules() );
		$this->assertNotEmpty( $rules );
		$this->assertSame( array(), preg_grep( '/' . Popups_Module::POST_TYPE . '/', $rules ) );
		$this->assertNotContains( Popups_Module::POST_TYPE, $wp->public_query_vars );
		$this->assertFalse( get_post_type_object( Popups_Module::POST_TYPE )->query_var );
	}

	/**
	 * Every front-end page gets the counter once, small; the admin does not.
	 */
	public function test_every_page_prints_the_counter(): void {
		$script = Visit_Counter::script();
		if ( '' === $script ) {
			$this->markTestSkipped( 'Needs a build.' );
		}
		$this->assertLessThan( 1024, strlen( $script ) );
		ob_start();
		( new Visit_Counter() )->print_script();
		$html = (string) ob_get_clean();
		$this->assertSame( 1, substr_count( $html, '<script id="frontage-visit">' ) );
		$this->assertStringContainsString( 'frontage_modal_page_views', $html );
	}
}
