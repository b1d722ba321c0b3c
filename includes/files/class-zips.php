<?php
/**
 * Zips of selected files, streamed.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Zips of selected files, streamed.
 */
final class Zips {

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
