<?php
/**
 * The insert-file modal's script on the editing screens, and the classic editor's "Add file"
 * button (docs/editor.md; the modal itself is src/editor).
 *
 * @package Frontage
 */

namespace Frontage\Editor;

use Frontage\Assets;
use Frontage\Files\Admin_Page;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Loads the modal for people who may edit posts — in the block editor (posts, the site editor,
 * block widgets) and on the classic editing and widgets screens — with the vars object it reads,
 * and prints the classic editor's media button, which carries the launch class.
 */
final class Insert_Modal {

	/**
	 * Script and style handle of the modal.
	 */
	public const HANDLE = 'frontage-insert-modal';

	/**
	 * The global the modal reads its settings from (docs/editor.md "The contract":
	 * `pluginDir`, `adminUrl`, `frameUrl`).
	 */
	public const VARS = 'wpfdInsertVars';

	/**
	 * The class that opens the modal on click (docs/editor.md "The contract"), on any element.
	 */
	public const LAUNCH_CLASS = 'wpfdlaunch';

	/**
	 * Who gets the modal.
	 */
	public const CAPABILITY = 'edit_posts';

	/**
	 * Classic screens that edit content: posts and widgets.
	 */
	private const CLASSIC_SCREENS = array( 'post.php', 'post-new.php', 'widgets.php' );

	/**
	 * Classic screens with the post's editor, where the choice is inserted at the cursor.
	 */
	private const POST_SCREENS = array( 'post.php', 'post-new.php' );

	/**
	 * The editor being built for someone WordPress shows no media buttons to (no
	 * `upload_files`: contributors), when it would have had them; '' otherwise.
	 *
	 * @var string
	 */
	private string $editor_without_media_buttons = '';

	/**
	 * Takes how scripts are registered.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Adds its hooks.
	 */
	public function add_hooks(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue_classic' ) );
		add_action( 'media_buttons', array( $this, 'media_button' ) );
		add_filter( 'wp_editor_settings', array( $this, 'note_editor' ), 10, 2 );
		add_filter( 'the_editor', array( $this, 'editor_button' ) );
	}

	/**
	 * The modal and its vars, for people who may edit posts.
	 *
	 * @return bool Whether it was enqueued.
	 */
	public function enqueue(): bool {
		if ( ! current_user_can( self::CAPABILITY ) || ! $this->assets->enqueue_script( self::HANDLE, 'editor/index' ) ) {
			return false;
		}
		if ( ! wp_scripts()->get_data( self::HANDLE, 'before' ) ) {
			wp_add_inline_script( self::HANDLE, 'window.' . self::VARS . ' = ' . wp_json_encode( self::vars() ) . ';', 'before' );
		}
		return true;
	}

	/**
	 * The modal on the classic editing screens (the block editor loads it through its own hook).
	 *
	 * @param string $hook_suffix The admin screen.
	 */
	public function enqueue_classic( string $hook_suffix ): void {
		if ( ! in_array( $hook_suffix, self::CLASSIC_SCREENS, true ) || ! $this->enqueue() ) {
			return;
		}
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( in_array( $hook_suffix, self::POST_SCREENS, true ) && ! ( $screen && $screen->is_block_editor() ) ) {
			// window.send_to_editor, which inserts at the classic editor's cursor: WordPress
			// loads it only for people who may upload files.
			wp_enqueue_script( 'media-upload' );
		}
	}

	/**
	 * What the modal needs from the server.
	 *
	 * @return array{pluginDir: string, adminUrl: string, frameUrl: string}
	 */
	public static function vars(): array {
		return array(
			'pluginDir' => esc_url_raw( plugin_dir_url( FRONTAGE_FILE ) ),
			'adminUrl'  => esc_url_raw( admin_url() ),
			'frameUrl'  => esc_url_raw(
				add_query_arg(
					array(
						'page'                 => Admin_Page::SLUG,
						'noheader'             => '1',
						Admin_Page::CAN_INSERT => '1',
					),
					admin_url( 'admin.php' )
				)
			),
		);
	}

	/**
	 * "Add file" beside "Add Media" in the classic editor: opens the modal, which inserts the
	 * choice as a shortcode at this editor's cursor.
	 *
	 * @param string $editor_id The editor's id (`content` for the post's own).
	 */
	public function media_button( string $editor_id = 'content' ): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$this->enqueue();
		printf(
			'<button type="button" class="button %1$s frontage-insert-button" data-editor="%2$s"><span class="dashicons dashicons-portfolio" aria-hidden="true"></span> %3$s</button>',
			esc_attr( self::LAUNCH_CLASS ),
			esc_attr( $editor_id ),
			esc_html__( 'Add file', 'frontage' )
		);
	}

	/**
	 * Notes an editor that would show media buttons to someone WordPress hides them from (no
	 * `upload_files`), so that editor_button() gives them "Add file" all the same.
	 *
	 * @param array<string, mixed> $settings  The editor's settings (passed through).
	 * @param string               $editor_id The editor's id.
	 * @return array<string, mixed>
	 */
	public function note_editor( array $settings, string $editor_id ): array {
		$wanted                             = ! isset( $settings['media_buttons'] ) || false !== $settings['media_buttons'];
		$this->editor_without_media_buttons = $wanted && is_admin() && ! current_user_can( 'upload_files' ) ? $editor_id : '';
		return $settings;
	}

	/**
	 * "Add file" above an editor noted by note_editor(), where the media buttons would be.
	 *
	 * @param string $html The editor's markup.
	 * @return string
	 */
	public function editor_button( string $html ): string {
		$editor_id                          = $this->editor_without_media_buttons;
		$this->editor_without_media_buttons = '';
		if ( '' === $editor_id || ! current_user_can( self::CAPABILITY ) ) {
			return $html;
		}
		ob_start();
		$this->media_button( $editor_id );
		return '<div class="wp-media-buttons frontage-insert-buttons">' . ob_get_clean() . '</div>' . $html;
	}
}
