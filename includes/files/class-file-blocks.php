<?php
/**
 * The File category and File blocks.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The File category and File blocks.
 */
final class File_Blocks {

	/**
	 * Takes its dependencies.
	 */
	public function __construct( private Library $library, private Assets $assets ) {}

	/**
	 * Adds its hooks.
	 */
	public function add_hooks(): void {
	}
}
