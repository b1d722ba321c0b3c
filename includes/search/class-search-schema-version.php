<?php
/**
 * The search index's schema version: what every request reads to know whether the index is
 * installed and current (Search_Index_Hooks at `init`), kept apart from the tables' DDL
 * (Search_Schema) so that the check loads nothing else (docs/ARCHITECTURE.md "What a request loads").
 *
 * @package Frontage
 */

namespace Frontage\Search;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The version number and the autoloaded option that records the installed one.
 */
final class Search_Schema_Version {

	/**
	 * Option: the schema version the tables were created with.
	 */
	public const OPTION = 'frontage_search_index_version';

	/**
	 * The schema version; a change drops, recreates and rebuilds the tables (Search_Index).
	 */
	public const NUMBER = '10';

	/**
	 * Whether the tables exist at the current schema (the index's hooks do nothing before install).
	 */
	public static function is_current(): bool {
		return self::NUMBER === get_option( self::OPTION );
	}
}
