<?php
/**
 * Tests for includes/editor/class-insert-modal.php and class-editor-module.php: who gets the
 * insert modal's script and vars, on which screens, and the classic editor's "Add file" button.
 *
 * @package Frontage
 */

use Frontage\Assets;
use Frontage\Editor\Editor_Module;
use Frontage\Editor\Insert_Modal;
use Frontage\Module;
use Frontage\Plugin;
use Frontage\Settings\Settings;
use Frontage\Settings\Settings_Page;
use Frontage\Tests\Test_Case;
use Frontage\Tests\Recording_Module;

/**
 * The modal loads for people who may edit posts, on the editing screens only.
 */
final class Test_Insert_Modal extends Test_Case {

	/**
	 * The class under test.
	 *
	 * @var Insert_Modal
	 */
	private Insert_Modal $modal;

	/**
	 * A fresh instance, with the modal's script not yet registered.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->forget_script();
		$this->modal = new Insert_Modal( new Assets() );
	}

	/**
	 * Forgets the script the test enqueued.
	 */
	protected function tearDown(): void {
		$this->forget_script();
		parent::tearDown();
	}

	/**
	 * Visitors and subscribers get nothing: no script, no vars.
	 */
	public function test_nothing_for_people_who_may_not_edit_posts(): void {
		$this->assertFalse( $this->modal->enqueue(), 'A visitor.' );
		$this->act_as( 'subscriber' );
		$this->assertFalse( $this->modal->enqueue() );
		$this->modal->enqueue_classic( 'post.php' );
		$this->assertFalse( wp_script_is( Insert_Modal::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_script_is( Insert_Modal::HANDLE, 'registered' ) );
	}

	/**
	 * For contributors, authors, editors and administrators the block editor loads the modal's
	 * script and style from build/editor, with the vars object printed before it.
	 */
	public function test_the_modal_and_its_vars_for_people_who_edit_posts(): void {
		foreach ( array( 'contributor', 'author', 'editor', 'administrator' ) as $role ) {
			$this->forget_script();
			$this->act_as( $role );
			$this->assertTrue( $this->modal->enqueue(), $role );
			$this->assertTrue( wp_script_is( Insert_Modal::HANDLE, 'enqueued' ), $role );
		}
		$script = wp_scripts()->registered[ Insert_Modal::HANDLE ];
		$this->assertStringEndsWith( '/build/editor/index.js', $script->src );
		$this->assertTrue( wp_style_is( Insert_Modal::HANDLE, 'enqueued' ) );
		$this->assertStringEndsWith( '/build/editor/index.css', wp_styles()->registered[ Insert_Modal::HANDLE ]->src );

		// WordPress keeps a `false` before the first inline script.
		$before = array_values( array_filter( (array) wp_scripts()->get_data( Insert_Modal::HANDLE, 'before' ) ) );
		$this->assertCount( 1, $before );
		$this->assertMatchesRegularExpression( '/^window\.wpfdInsertVars = (\{.*\});$/', $before[0] );
		preg_match( '/^window\.wpfdInsertVars = (\{.*\});$/', $before[0], $match );
		$this->assertSame(
			array(
				'pluginDir' => plugin_dir_url( FRONTAGE_FILE ),
				'adminUrl'  => admin_url(),
				'frameUrl'  => admin_url( 'admin.php?page=wpfd&noheader=1&caninsert=1' ),
			),
			json_decode( $match[1], true )
		);

		// Asked twice (the media button enqueues too), the vars are printed once.
		$this->assertTrue( $this->modal->enqueue() );
		$this->assertCount( 1, array_filter( (array) wp_scripts()->get_data( Insert_Modal::HANDLE, 'before' ) ) );
	}

	/**
	 * The classic screens that edit content load it; other admin screens do not.
	 */
	public function test_only_the_classic_editing_and_widgets_screens(): void {
		$this->act_as( 'author' );
		foreach ( array( 'index.php', 'edit.php', 'upload.php', 'toplevel_page_wpfd', 'options-general.php' ) as $screen ) {
			$this->modal->enqueue_classic( $screen );
			$this->assertFalse( wp_script_is( Insert_Modal::HANDLE, 'enqueued' ), $screen );
		}
		foreach ( array( 'post.php', 'post-new.php', 'widgets.php' ) as $screen ) {
			$this->forget_script();
			$this->modal->enqueue_classic( $screen );
			$this->assertTrue( wp_script_is( Insert_Modal::HANDLE, 'enqueued' ), $screen );
		}
	}

	/**
	 * The hooks: the block editor's assets, the admin screens' scripts and the media buttons.
	 */
	public function test_hooks(): void {
		$this->modal->add_hooks();
		$this->assertSame( 10, has_action( 'enqueue_block_editor_assets', array( $this->modal, 'enqueue' ) ) );
		$this->assertSame( 10, has_action( 'admin_enqueue_scripts', array( $this->modal, 'enqueue_classic' ) ) );
		$this->assertSame( 10, has_action( 'media_buttons', array( $this->modal, 'media_button' ) ) );
		$this->assertSame( 10, has_filter( 'wp_editor_settings', array( $this->modal, 'note_editor' ) ) );
		$this->assertSame( 10, has_filter( 'the_editor', array( $this->modal, 'editor_button' ) ) );
		remove_action( 'enqueue_block_editor_assets', array( $this->modal, 'enqueue' ) );
		remove_action( 'admin_enqueue_scripts', array( $this->modal, 'enqueue_classic' ) );
		remove_action( 'media_buttons', array( $this->modal, 'media_button' ) );
		remove_filter( 'wp_editor_settings', array( $this->modal, 'note_editor' ) );
		remove_filter( 'the_editor', array( $this->modal, 'editor_button' ) );
	}

	/**
	 * "Add file" beside "Add Media": a button with the launch class naming its editor, for people
	 * who may edit posts only; it brings the modal's script.
	 */
	public function test_the_media_button(): void {
		$this->act_as( 'subscriber' );
		$this->assertSame( '', $this->media_button( 'content' ) );

		$this->act_as( 'contributor' );
		$html = $this->media_button( 'excerpt"><script>' );
		$this->assertSame(
			'<button type="button" class="button wpfdlaunch frontage-insert-button" data-editor="excerpt&quot;&gt;&lt;script&gt;"><span class="dashicons dashicons-portfolio" aria-hidden="true"></span> Add file</button>',
			$html
		);
		$this->assertTrue( wp_script_is( Insert_Modal::HANDLE, 'enqueued' ) );

		$button = new WP_HTML_Tag_Processor( $this->media_button( 'content' ) );
		$this->assertTrue( $button->next_tag( 'button' ) );
		$this->assertTrue( $button->has_class( Insert_Modal::LAUNCH_CLASS ) );
		$this->assertSame( 'content', $button->get_attribute( 'data-editor' ) );
	}

	/**
	 * WordPress shows no media buttons to people who may not upload files (contributors): for
	 * them "Add file" goes above the classic editors that would have had media buttons, and the
	 * post screens load window.send_to_editor (media-upload) for the insertion.
	 */
	public function test_add_file_without_media_buttons(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		global $wp_filter;
		$screen                    = $GLOBALS['current_screen'] ?? null;
		$GLOBALS['current_screen'] = WP_Screen::get( 'post' );
		// Only this instance's hooks (the module, switched on, has wired its own).
		$saved = array();
		foreach ( array( 'media_buttons', 'wp_editor_settings', 'the_editor' ) as $hook ) {
			$saved[ $hook ] = $wp_filter[ $hook ] ?? null;
			unset( $wp_filter[ $hook ] );
		}
		$this->modal->add_hooks();
		try {
			$this->act_as( 'contributor' );
			$this->assertFalse( current_user_can( 'upload_files' ) );
			$html = $this->editor( 'content', array() );
			$this->assertSame( 1, substr_count( $html, 'wpfdlaunch' ) );
			$this->assertStringContainsString( '<div class="wp-media-buttons frontage-insert-buttons"><button type="button" class="button wpfdlaunch frontage-insert-button" data-editor="content">', $html );
			$this->assertStringNotContainsString( 'insert-media-button', $html );
			$this->assertStringNotContainsString( 'wpfdlaunch', $this->editor( 'replycontent', array( 'media_buttons' => false ) ), 'An editor without media buttons.' );

			$this->modal->enqueue_classic( 'post-new.php' );
			$this->assertTrue( wp_script_is( 'media-upload', 'enqueued' ) );
			wp_dequeue_script( 'media-upload' );

			// People who may upload get it through WordPress's media buttons, once.
			$this->act_as( 'author' );
			$this->assertSame( 1, substr_count( $this->editor( 'content', array() ), 'wpfdlaunch' ) );

			$this->act_as( 'subscriber' );
			$this->assertStringNotContainsString( 'wpfdlaunch', $this->editor( 'content', array() ) );
		} finally {
			$GLOBALS['current_screen'] = $screen;
			remove_action( 'enqueue_block_editor_assets', array( $this->modal, 'enqueue' ) );
			remove_action( 'admin_enqueue_scripts', array( $this->modal, 'enqueue_classic' ) );
			foreach ( $saved as $hook => $callbacks ) {
				if ( null === $callbacks ) {
					unset( $wp_filter[ $hook ] );
				} else {
					$wp_filter[ $hook ] = $callbacks; // Sets a WordPress global: restoring what the test took away.
				}
			}
		}
	}

	/**
	 * The Editor tools module needs Files: with Files off it adds no hooks, and says so.
	 */
	public function test_the_module_is_wired_only_with_files_on(): void {
		$this->keep_hooks();
		$files   = new Recording_Module( 'files' );
		$editor  = new Recording_Module( 'editor' );
		$modules = array( $files, $editor );
		$assets  = new Assets();

		$this->set_option(
			Settings::OPTION_MODULES,
			array(
				'files'  => false,
				'editor' => true,
			)
		);
		( new Plugin( new Settings( $modules ), new Settings_Page( $assets ), $assets, $modules ) )->add_hooks();
		$this->assertFalse( $editor->hooked, 'Editor tools stay off without Files.' );

		$this->set_option(
			Settings::OPTION_MODULES,
			array(
				'files'  => true,
				'editor' => true,
			)
		);
		( new Plugin( new Settings( $modules ), new Settings_Page( $assets ), $assets, $modules ) )->add_hooks();
		$this->assertTrue( $editor->hooked );

		$module = new Editor_Module( $assets );
		$this->assertSame( 'editor', $module->slug() );
		$this->assertStringContainsString( 'Needs the Files module.', $module->description() );
	}

	/**
	 * A classic editor's markup (the test has left only its own media buttons).
	 *
	 * @param string               $editor_id The editor's id.
	 * @param array<string, mixed> $settings  Its settings.
	 */
	private function editor( string $editor_id, array $settings ): string {
		require_once ABSPATH . 'wp-admin/includes/media.php';
		ob_start();
		wp_editor( '', $editor_id, $settings + array( 'tinymce' => false ) );
		return (string) ob_get_clean();
	}

	/**
	 * The media button's output.
	 *
	 * @param string $editor_id The editor's id.
	 */
	private function media_button( string $editor_id ): string {
		ob_start();
		$this->modal->media_button( $editor_id );
		return (string) ob_get_clean();
	}

	/**
	 * Unregisters the modal's script and style, and their inline vars.
	 */
	private function forget_script(): void {
		wp_dequeue_script( Insert_Modal::HANDLE );
		wp_deregister_script( Insert_Modal::HANDLE );
		wp_dequeue_style( Insert_Modal::HANDLE );
		wp_deregister_style( Insert_Modal::HANDLE );
	}
}
