<?php
/**
 * The option of how many earlier versions each file keeps (docs/files.md "Versions").
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Settings\Settings;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers `frontage_files_max_versions` at `rest_api_init` and `admin_init`, so that
 * `/wp/v2/settings` and options.php validate it (administrators, `manage_options`): a class of
 * its own so that registering it loads no File_Versions, which reads it.
 */
final class File_Versions_Setting {

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
	 * Registers the option with its schema.
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
	}
}
