<?php
/**
 * File downloads: each file's address, served through PHP after a visibility check.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The download address is the home page with `?frontage_download={id}`, which works with and
 * without pretty permalinks and is never cached as a page.
 */
final class Downloads {

	/**
	 * The query variable naming the file to download.
	 */
	public const QUERY_VAR = 'frontage_download';

	/**
	 * Takes the library it serves from.
	 *
	 * @param Library $library The file library.
	 */
	public function __construct( private Library $library ) {}

	/**
	 * Serves download requests.
	 */
	public function add_hooks(): void {
		// Serving is being built (Files issue, item 4).
	}

	/**
	 * A file's download address.
	 *
	 * @param int $id File id.
	 */
	public static function url( int $id ): string {
		return add_query_arg( self::QUERY_VAR, $id, home_url( '/' ) );
	}
}
