<?php
/**
 * The Editor tools module.
 *
 * @package Frontage
 */

namespace Frontage\Editor;

use Frontage\Assets;
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
		( new Insert_Modal( $this->assets ) )->add_hooks();
	}
}
