<?php
/**
 * The Editor tools module.
 *
 * @package Frontage
 */

namespace Frontage\Editor;

use Frontage\Admin_Scope;
use Frontage\Assets;
use Frontage\Lazy;
use Frontage\Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * An insert-file and insert-category dialog for editors, in the block editor and the classic
 * editor (docs/editor.md). The dialog frames the Files module's admin page `wpfd` in insert mode
 * (includes/files/class-admin-page.php), so this module needs the Files module.
 */
final class Editor_Module implements Module {

	/**
	 * Takes how scripts are registered.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets = new Assets() ) {}

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'editor';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Editor tools', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'An insert-file and insert-category dialog for editors, in the block editor and the classic editor. Needs the Files module.', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		// Editor screens only, in the admin: the dialog's service is built when the first of them
		// asks for it (docs/ARCHITECTURE.md "What a request loads"). The hooks are
		// Insert_Modal::add_hooks()'s.
		if ( ! Admin_Scope::wired() ) {
			return;
		}
		$assets = $this->assets;
		$modal  = new Lazy( static fn (): Insert_Modal => new Insert_Modal( $assets ) );
		add_action( 'enqueue_block_editor_assets', array( $modal, 'enqueue' ) );
		add_action( 'admin_enqueue_scripts', array( $modal, 'enqueue_classic' ) );
		add_action( 'media_buttons', array( $modal, 'media_button' ) );
		add_filter( 'wp_editor_settings', array( $modal, 'note_editor' ), 10, 2 );
		add_filter( 'the_editor', array( $modal, 'editor_button' ) );
	}
}
