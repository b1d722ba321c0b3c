<?php
/**
 * REST: /frontage/v1/categories.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * REST: /frontage/v1/categories.
 */
final class Categories_Controller {

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
