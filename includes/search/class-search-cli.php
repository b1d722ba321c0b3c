<?php
/**
 * `wp frontage search-index rebuild`: fills the search index for an existing library.
 *
 * @package Frontage
 */

namespace Frontage\Search;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Manages Frontage's file search index.
 */
final class Search_Cli {

	/**
	 * The command's name under `wp`.
	 */
	public const COMMAND = 'frontage search-index';

	/**
	 * Registers the command; does nothing outside WP-CLI.
	 */
	public static function register(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( '\WP_CLI' ) ) {
			\WP_CLI::add_command( self::COMMAND, self::class );
		}
	}

	/**
	 * Indexes every file of the library again (for a library that existed before the index, or
	 * after changes made behind WordPress's back).
	 *
	 * ## EXAMPLES
	 *
	 *     wp frontage search-index rebuild
	 *
	 * @param array<int, string>    $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Options (none).
	 */
	public function rebuild( array $args = array(), array $assoc_args = array() ): void {
		unset( $args, $assoc_args );
		$index = Search_Index::create_default();
		$count = $index->rebuild(
			static function ( int $done, int $total ): void {
				\WP_CLI::log( sprintf( 'Indexed %d of %d files.', $done, $total ) );
			}
		);
		\WP_CLI::success( sprintf( 'The search index holds %d files.', $count ) );
	}
}
