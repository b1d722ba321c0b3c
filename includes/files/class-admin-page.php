<?php
/**
 * The admin page wpfd.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The admin page wpfd.
 */
final class Admin_Page {

	/**
	 * Takes its dependencies.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Adds its hooks.
	 */
	public function add_hooks(): void {
	}
}
