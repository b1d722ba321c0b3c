<?php
/**
 * The file table's columns, from their one definition, includes/files/file-table-columns.json
 * (docs/files.md, "The file table's columns"): the columns in order, the ones a narrow screen may
 * hide first, the ones a header click sorts by. Small on purpose: registering the table blocks
 * reads it on every request, and must not load the table's markup (File_Table) to do so
 * (docs/ARCHITECTURE.md "What a request loads").
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads the definition once per request. The editor's script imports the same file; the blocks'
 * `columns` attribute gets its allowed values and default from attribute().
 */
final class File_Table_Columns {

	/**
	 * The definition file.
	 */
	private const DEFINITION = __DIR__ . '/file-table-columns.json';

	/**
	 * The definition, read once per request.
	 *
	 * @var array{columns: string[], optional: string[], sortable: string[]}|null
	 */
	private static ?array $definition = null;

	/**
	 * The table's columns, in order. `title` (and the checkboxes) are always shown and marked
	 * persist: the column menu does not list them.
	 *
	 * @return string[]
	 */
	public static function all(): array {
		return self::definition()['columns'];
	}

	/**
	 * Columns a click on their header sorts by.
	 *
	 * @return string[]
	 */
	public static function sortable(): array {
		return self::definition()['sortable'];
	}

	/**
	 * Columns a narrow screen may hide first (the view style hides them below 768 px until the
	 * visitor asks for them in the column menu).
	 *
	 * @return string[]
	 */
	public static function optional(): array {
		return self::definition()['optional'];
	}

	/**
	 * The `columns` attribute of the blocks that show a file table (File category, File search):
	 * any of the columns, every column by default.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function attribute(): array {
		return array(
			'columns' => array(
				'type'    => 'array',
				'items'   => array(
					'type' => 'string',
					'enum' => self::all(),
				),
				'default' => self::all(),
			),
		);
	}

	/**
	 * The definition file, decoded; a broken file is a broken build, so it fails loudly.
	 *
	 * @return array{columns: string[], optional: string[], sortable: string[]}
	 */
	private static function definition(): array {
		if ( null === self::$definition ) {
			$text = file_get_contents( self::DEFINITION ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			$data = is_string( $text ) ? json_decode( $text, true ) : null;
			if ( ! is_array( $data ) || ! is_array( $data['columns'] ?? null ) || ! is_array( $data['optional'] ?? null ) || ! is_array( $data['sortable'] ?? null ) ) {
				throw new \LogicException( 'includes/files/file-table-columns.json is missing or broken.' );
			}
			self::$definition = array(
				'columns'  => array_values( array_map( 'strval', $data['columns'] ) ),
				'optional' => array_values( array_map( 'strval', $data['optional'] ) ),
				'sortable' => array_values( array_map( 'strval', $data['sortable'] ) ),
			);
		}
		return self::$definition;
	}
}
