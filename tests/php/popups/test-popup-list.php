<?php
/**
 * Tests for includes/popups/class-popup-list.php, class-popup-opens.php and the safe defaults of
 * class-popup-settings.php: the Popups list, its switch, the opens count and the words shown.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Popups\Popup_Editor;
use Frontage\Popups\Popup_List;
use Frontage\Popups\Popup_Opens;
use Frontage\Popups\Popup_Output;
use Frontage\Popups\Popup_Index;
use Frontage\Popups\Popup_Settings;
use Frontage\Popups\Popups_Module;
use Frontage\Tests\Test_Case;

/**
 * A new popup shows nowhere; the list says what opens each popup, where, whether it is on and how
 * often it opened; the switch needs its nonce and the right to edit the popup.
 */
final class Test_Popup_List extends Test_Case {

	/**
	 * Puts the request back.
	 */
	protected function tearDown(): void {
		$_REQUEST = array();
		$_GET     = array();
		parent::tearDown();
	}

	/**
	 * A published popup.
	 *
	 * @param array<string, mixed>|null $settings Its stored settings; null stores none.
	 * @param string                    $status   Its status.
	 */
	private function popup( ?array $settings, string $status = 'publish' ): int {
		$id = $this->create_post(
			array(
				'post_type'   => Popups_Module::POST_TYPE,
				'post_title'  => 'Newsletter',
				'post_status' => $status,
			)
		);
		if ( null !== $settings ) {
			update_post_meta( $id, Popup_Settings::META, $settings );
		}
		return $id;
	}

	/**
	 * What a column of the list prints for a popup.
	 *
	 * @param string $column  The column.
	 * @param int    $post_id The popup.
	 */
	private function cell( string $column, int $post_id ): string {
		ob_start();
		( new Popup_List( new Assets() ) )->column( $column, $post_id );
		return (string) ob_get_clean();
	}

	/**
	 * Runs the switch as its script does, and returns the JSON answer.
	 *
	 * @param int    $popup_id The popup.
	 * @param string $nonce    The nonce sent.
	 * @return array<string, mixed>
	 */
	private function flip( int $popup_id, string $nonce ): array {
		$_REQUEST = array(
			Popup_List::POPUP_PARAM  => (string) $popup_id,
			Popup_List::FORMAT_PARAM => 'json',
			'_wpnonce'               => $nonce,
		);
		$answer   = json_decode( $this->run_as_ajax( array( new Popup_List( new Assets() ), 'toggle' ) ), true );
		$this->assertIsArray( $answer );
		return $answer;
	}

	/**
	 * A new popup (nothing stored) is on, opens on page load, and shows nowhere: not on any page
	 * by itself, and the list says it needs display conditions.
	 */
	public function test_a_new_popup_shows_nowhere_until_its_conditions_are_chosen(): void {
		$id       = $this->popup( null );
		$settings = Popup_Settings::get( $id );
		$this->assertSame( array(), $settings['conditions']['include'] );
		$this->assertTrue( $settings['enabled'] );
		$this->assertTrue( Popup_Settings::shows_nowhere( $settings ) );

		$page                    = $this->create_post( array( 'post_type' => 'page' ) );
		$GLOBALS['wp_query']     = new WP_Query( array( 'page_id' => $page ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$ids                     = array_column( ( new Popup_Output( new Assets() ) )->eligible(), 'id' );
		$GLOBALS['wp_query']     = new WP_Query();
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$this->assertNotContains( $id, $ids );

		$this->assertStringContainsString( 'Nowhere yet: choose its display conditions', $this->cell( 'frontage_where', $id ) );
		$GLOBALS['post'] = get_post( $id );
		$messages        = ( new Popup_List( new Assets() ) )->updated_messages( array() );
		unset( $GLOBALS['post'] );
		$this->assertSame( 'Popup published. It shows nowhere until you choose its display conditions.', $messages[ Popups_Module::POST_TYPE ][6] );
	}

	/**
	 * Popups made before a new popup showed nowhere keep the whole site: the upgrade gives those
	 * without stored settings the old default, once, and leaves stored settings alone.
	 */
	public function test_popups_from_before_keep_showing_on_the_whole_site(): void {
		$this->restore_option_after_test( Popup_Settings::DATA_VERSION_OPTION );
		$old    = $this->popup( null, 'publish' );
		$draft  = $this->popup( null, 'draft' );
		$chosen = Popup_Settings::defaults();
		$chosen['conditions']['include'] = array( array( 'type' => 'front_page' ) );
		$set    = $this->popup( $chosen );
		delete_option( Popup_Settings::DATA_VERSION_OPTION );

		Popup_Settings::maybe_upgrade();

		$site = array( array( 'type' => 'site' ) );
		$this->assertSame( $site, Popup_Settings::get( $old )['conditions']['include'] );
		$this->assertSame( $site, Popup_Settings::get( $draft )['conditions']['include'] );
		$this->assertSame( array( array( 'type' => 'front_page' ) ), Popup_Settings::get( $set )['conditions']['include'] );
		$this->assertSame( Popup_Settings::DATA_VERSION, (int) get_option( Popup_Settings::DATA_VERSION_OPTION ) );

		// Once: a popup made afterwards is new, and shows nowhere.
		$new = $this->popup( null );
		Popup_Settings::maybe_upgrade();
		$this->assertSame( array(), Popup_Settings::get( $new )['conditions']['include'] );
	}

	/**
	 * The upgrade drops the popups' index kept from before it: its settings lack the keys added
	 * since (`enabled`), which every page reads.
	 */
	public function test_the_upgrade_drops_the_index_kept_from_before(): void {
		$this->restore_option_after_test( Popup_Settings::DATA_VERSION_OPTION );
		$this->popup( Popup_Settings::defaults(), 'publish' );
		$old = Popup_Index::all();
		$this->assertNotEmpty( $old );
		foreach ( $old as &$entry ) {
			unset( $entry['settings']['enabled'] );
		}
		unset( $entry );
		update_option( Popup_Index::OPTION, $old, true );
		delete_option( Popup_Settings::DATA_VERSION_OPTION );

		Popup_Settings::maybe_upgrade();

		foreach ( Popup_Index::all() as $entry ) {
			$this->assertArrayHasKey( 'enabled', $entry['settings'], 'Popup ' . $entry['id'] );
		}
	}

	/**
	 * The Trigger and Where columns say what opens the popup and where, naming pages and terms by
	 * their titles.
	 */
	public function test_the_list_says_what_opens_each_popup_and_where(): void {
		$about    = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'About us',
			)
		);
		$term     = wp_insert_term( 'Frontage list news ' . wp_generate_password( 4, false ), 'category' );
		$this->assertIsArray( $term );
		$settings                                = Popup_Settings::defaults();
		$settings['triggers']['page_load_delay'] = 3;
		$settings['triggers']['exit_intent']     = true;
		$settings['open_selector']               = '.open-offer';
		$settings['conditions']                  = array(
			'include' => array(
				array(
					'type' => 'singular',
					'ids'  => array( $about ),
				),
				array(
					'type'     => 'taxonomy',
					'taxonomy' => 'category',
					'ids'      => array( (int) $term['term_id'] ),
				),
			),
			'exclude' => array( array( 'type' => 'search' ) ),
		);
		$id = $this->popup( $settings );

		$this->assertSame( '3 s after the page loads; Exit intent; Clicks on .open-offer', $this->cell( 'frontage_trigger', $id ) );
		$name = get_term( (int) $term['term_id'] )->name;
		$this->assertSame( esc_html( 'About us; Categories: ' . $name . '; not on: Search results' ), $this->cell( 'frontage_where', $id ) );
		wp_delete_term( (int) $term['term_id'], 'category' );

		$none                          = Popup_Settings::defaults();
		$none['triggers']['page_load'] = false;
		$this->assertSame( 'Only from links', Popup_List::trigger_summary( $none ) );
	}

	/**
	 * The switch turns a popup off — then no page gets it, even when the address asks for it —
	 * and on again; it shows its state to people who may edit the popup.
	 */
	public function test_the_switch_turns_a_popup_off_and_on(): void {
		$settings                          = Popup_Settings::defaults();
		$settings['conditions']['include'] = array( array( 'type' => 'site' ) );
		$id                                = $this->popup( $settings );
		$this->act_as( 'editor' );
		$this->assertStringContainsString( 'role="switch" aria-checked="true"', $this->cell( 'frontage_enabled', $id ) );

		$answer = $this->flip( $id, wp_create_nonce( Popup_List::TOGGLE_NONCE . $id ) );
		$this->assertSame(
			array(
				'success' => true,
				'data'    => array( 'enabled' => false ),
			),
			$answer
		);
		$this->assertFalse( Popup_Settings::get( $id )['enabled'] );
		$this->assertStringContainsString( 'aria-checked="false"', $this->cell( 'frontage_enabled', $id ) );
		$_GET['uael-modal-action'] = (string) $id;
		$this->assertNotContains( $id, array_column( ( new Popup_Output( new Assets() ) )->eligible(), 'id' ) );
		unset( $_GET['uael-modal-action'] );
		// Everything else is kept.
		$this->assertSame( $settings['conditions'], Popup_Settings::get( $id )['conditions'] );

		$this->assertTrue( $this->flip( $id, wp_create_nonce( Popup_List::TOGGLE_NONCE . $id ) )['data']['enabled'] );
		$this->assertContains( $id, array_column( ( new Popup_Output( new Assets() ) )->eligible(), 'id' ) );
	}

	/**
	 * Without the popup's nonce, without the right to edit popups, or for what is not a popup,
	 * the switch changes nothing and says why.
	 */
	public function test_the_switch_needs_its_nonce_and_the_popups_capability(): void {
		$id   = $this->popup( Popup_Settings::defaults() );
		$page = $this->create_post( array( 'post_type' => 'page' ) );
		$this->act_as( 'editor' );

		$other = $this->popup( Popup_Settings::defaults() );
		$this->assertFalse( $this->flip( $id, wp_create_nonce( Popup_List::TOGGLE_NONCE . $other ) )['success'] );
		$this->assertFalse( $this->flip( $id, 'not-a-nonce' )['success'] );
		$this->assertFalse( $this->flip( $page, wp_create_nonce( Popup_List::TOGGLE_NONCE . $page ) )['success'] );

		$this->act_as( 'author' );
		$answer = $this->flip( $id, wp_create_nonce( Popup_List::TOGGLE_NONCE . $id ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( 'You may not change this popup.', $answer['data']['message'] );
		$this->assertSame( 'On', $this->cell( 'frontage_enabled', $id ) );

		$this->assertTrue( Popup_Settings::get( $id )['enabled'] );
	}

	/**
	 * Each open a visitor's browser reports adds one to the popup's count, shown in the list; an
	 * unpublished popup, or anything else, is not counted.
	 */
	public function test_opens_are_counted_and_shown(): void {
		$id    = $this->popup( Popup_Settings::defaults() );
		$draft = $this->popup( Popup_Settings::defaults(), 'draft' );
		$page  = $this->create_post( array( 'post_type' => 'page' ) );
		$route = static fn ( int $popup ): string => '/frontage/v1/popups/' . $popup . '/opens';

		$this->assertSame( '0 times', $this->cell( 'frontage_opens', $id ) );
		$this->assertSame( 204, $this->rest( 'POST', $route( $id ) )->get_status() );
		$this->assertSame( 204, $this->rest( 'POST', $route( $id ) )->get_status() );
		$this->assertSame( 2, Popup_Opens::count( $id ) );
		$this->assertSame( '2 times', $this->cell( 'frontage_opens', $id ) );

		$this->assertSame( 404, $this->rest( 'POST', $route( $draft ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', $route( $page ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', $route( 999999 ) )->get_status() );
		$this->assertSame( 0, Popup_Opens::count( $draft ) );
		$this->assertSame( '', get_post_meta( $page, Popup_Opens::META, true ) );
		$this->assertStringEndsWith( $route( $id ), Popup_Opens::url( $id ) );
	}

	/**
	 * WordPress's words about popups say "popup" wherever someone signed in reads them: the post
	 * type's labels, the messages after saving and after bulk actions. A visitor's page builds
	 * only the type's name.
	 */
	public function test_labels_and_messages_say_popup(): void {
		wp_set_current_user( 0 );
		Popups_Module::register_data_types();
		$visitors = get_post_type_object( Popups_Module::POST_TYPE )->labels;
		$this->assertSame( array( 'Popups', 'Popup' ), array( $visitors->name, $visitors->singular_name ) );
		$this->assertNotSame( 'Search popups', $visitors->search_items, 'A visitor\'s page builds none of the others.' );

		$this->act_as( 'editor' );
		Popups_Module::register_data_types();
		$labels = get_post_type_object( Popups_Module::POST_TYPE )->labels;
		$this->assertSame( 'Popup published.', $labels->item_published );
		$this->assertSame( 'Popup updated.', $labels->item_updated );
		$this->assertSame( 'Search popups', $labels->search_items );
		$this->assertSame( 'No popups found.', $labels->not_found );
		foreach ( (array) $labels as $label ) {
			$this->assertDoesNotMatchRegularExpression( '/\bposts?\b/i', (string) $label );
		}

		$list     = new Popup_List( new Assets() );
		$messages = $list->updated_messages( array() )[ Popups_Module::POST_TYPE ];
		$this->assertSame( 'Popup updated.', $messages[1] );
		$this->assertSame( 'Popup draft updated.', $messages[10] );
		$bulk = $list->bulk_messages(
			array(),
			array(
				'updated' => 1,
				'trashed' => 3,
			)
		)[ Popups_Module::POST_TYPE ];
		$this->assertSame( '%s popup updated.', $bulk['updated'] );
		$this->assertSame( '%s popups moved to the Trash.', $bulk['trashed'] );
	}

	/**
	 * The editor's canvas shows the popup's box while a popup is edited, and only then.
	 */
	public function test_the_editor_canvas_is_the_popups_box(): void {
		$id     = $this->popup( null );
		$page   = $this->create_post( array( 'post_type' => 'page' ) );
		$styles = static fn ( int $post ): array => Popup_Editor::canvas_styles( array( 'styles' => array() ), new WP_Block_Editor_Context( array( 'post' => get_post( $post ) ) ) )['styles'];

		$this->assertCount( 1, $styles( $id ) );
		$this->assertStringContainsString( 'width:min(40rem,calc(100% - 2rem))', $styles( $id )[0]['css'] );
		$this->assertSame( array(), $styles( $page ) );
	}
}
