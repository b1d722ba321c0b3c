<?php
/**
 * The Editor tools module.
 *
 * @package Frontage
 */

namespace Frontage\Editor;

use Frontage\Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * An insert-file and insert-category dialog for editors, in the block editor and the classic editor.
 * It has a switch on Settings → Frontage already; the Editors issue builds the insert modal and the blocks' choose controls here.
 */
final class Editor_Module implements Module {

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
		return __( 'An insert-file and insert-category dialog for editors, in the block editor and the classic editor.', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		// Nothing yet: see the class comment.
	}
}
