<?php
/**
 * A plugin whose rows an import reads: WP File Download (Wpfd_Source) or Download Monitor
 * (Dlm_Source) (docs/migration.md).
 *
 * @package Frontage
 */

namespace Frontage\Import;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Only reads: a source's rows and files are never changed by reading them.
 */
interface Import_Source {

	/**
	 * The source's name on the wire (POST /imports `source`), and the first part of its keys in
	 * the id map (`wpfd:12`).
	 */
	public function name(): string;

	/**
	 * The plugin's name, for people.
	 */
	public function label(): string;

	/**
	 * Whether the site holds any of the source's files or categories.
	 */
	public function has_data(): bool;

	/**
	 * How many file rows the source holds.
	 */
	public function count_files(): int;
}
