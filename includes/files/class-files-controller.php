<?php
/**
 * REST: /frontage/v1/files.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * REST: /frontage/v1/files.
 */
final class Files_Controller {

	/**
	 * Takes its dependencies.
	 */
	public function __construct( private Library $library ) {}

	/**
	 * Adds its hooks.
	 */
	public function add_hooks(): void {
	}
}
