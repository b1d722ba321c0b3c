<?php
/**
 * The Files module's options: how many earlier versions each file keeps (docs/files.md
 * "Versions") and the limits of a zip of selected files (docs/files.md "Zips of selected files").
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Settings\Settings;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers `frontage_files_max_versions`, `frontage_zip_max_files` and `frontage_zip_max_bytes`
 * at `rest_api_init` and `admin_init`, so that `/wp/v2/settings` and options.php validate them
 * (administrators, `manage_options`): a class of its own so that registering them loads neither
 * File_Versions nor Zip_Selection, which read them.
 */
final class Files_Settings {

	/**
	 * Option: how many versions a file keeps.
	 */
	public const OPTION_LIMIT = 'frontage_files_max_versions';

	/**
	 * Versions kept when the option is not set.
	 */
	public const DEFAULT_LIMIT = 10;

	/**
	 * The most versions the option may ask for.
	 */
	public const MAX_LIMIT = 100;

	/**
	 * Option: the most files one zip may hold.
	 */
	public const OPTION_MAX_FILES = 'frontage_zip_max_files';

	/**
	 * Option: the most bytes (before compression) one zip may hold.
	 */
	public const OPTION_MAX_BYTES = 'frontage_zip_max_bytes';

	/**
	 * Default of OPTION_MAX_FILES.
	 */
	public const DEFAULT_MAX_FILES = 500;

	/**
	 * Default of OPTION_MAX_BYTES: 2 GiB.
	 */
	public const DEFAULT_MAX_BYTES = 2147483648;

	/**
	 * Registers the options with their schemas.
	 */
	public static function register(): void {
		register_setting(
			Settings::GROUP,
			self::OPTION_LIMIT,
			array(
				'type'              => 'integer',
				'description'       => __( 'How many earlier versions each library file keeps when it is replaced (0: none).', 'frontage' ),
				'default'           => self::DEFAULT_LIMIT,
				'sanitize_callback' => static fn ( mixed $value ): int => max( 0, min( self::MAX_LIMIT, (int) $value ) ),
				'show_in_rest'      => array(
					'schema' => array(
						'minimum' => 0,
						'maximum' => self::MAX_LIMIT,
					),
				),
			)
		);
		register_setting(
			Settings::GROUP,
			self::OPTION_MAX_FILES,
			array(
				'type'              => 'integer',
				'description'       => __( 'The most files one zip of selected files may hold.', 'frontage' ),
				'default'           => self::DEFAULT_MAX_FILES,
				'sanitize_callback' => static fn ( $value ): int => max( 1, absint( $value ) ),
				'show_in_rest'      => array( 'schema' => array( 'minimum' => 1 ) ),
			)
		);
		register_setting(
			Settings::GROUP,
			self::OPTION_MAX_BYTES,
			array(
				'type'              => 'integer',
				'description'       => __( 'The most bytes (before compression) one zip of selected files may hold.', 'frontage' ),
				'default'           => self::DEFAULT_MAX_BYTES,
				'sanitize_callback' => static fn ( $value ): int => max( 1, absint( $value ) ),
				'show_in_rest'      => array( 'schema' => array( 'minimum' => 1 ) ),
			)
		);
	}
}
