<?php
/**
 * The spec task file.display.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The spec task file.display.
 */
final class File_Display_Task {

	/**
	 * Takes its dependencies.
	 */
	public function __construct( private Library $library, private Ajax_Router $router ) {}

	/**
	 * Adds its hooks.
	 */
	public function add_hooks(): void {
	}
}
