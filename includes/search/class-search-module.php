<?php
/**
 * The File search module.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A file search page with filters, suggestions, sorting, paging and a download-selected zip.
 * It has a switch on Settings → Frontage already; the File search issue builds its block, shortcode, widget and the search.display task here.
 */
final class Search_Module implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'search';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'File search', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'A file search page with filters, suggestions, sorting, paging and a download-selected zip.', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		// Nothing yet: see the class comment.
	}
}
