<?php
/**
 * WP File Download's download addresses after an import: `admin-ajax.php?action=wpfd&task=file.download&wpfd_category_id=…&wpfd_file_id=…`,
 * the same on the site's front end, and its pretty `/{uri}/{category}/{slug}/{file}/{name}`,
 * each sent to the imported file's download address (docs/migration.md "Old links").
 *
 * @package Frontage
 */

namespace Frontage\Import;

use Frontage\Files\Downloads;
use Frontage\Files\Library;
use Frontage\Files\Permissions;
use Frontage\Lazy;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Decides the answer (as data: a status, where to go, or what went wrong); Legacy_Links sends it.
 * The file is checked as its Frontage address checks it before anyone is sent there: a file the
 * asker may not see, a file that was not imported and an id that names nothing all get the same
 * 404, so guessing ids reveals nothing. Library managers are told which id was not imported.
 */
final class Legacy_Downloads {

	/**
	 * The task on the wire (`action=wpfd&task=file.download`).
	 */
	public const TASK = 'file.download';

	/**
	 * The parameter naming the WP File Download file.
	 */
	public const FILE_PARAM = 'wpfd_file_id';

	/**
	 * The same, as WP File Download's first versions named it (`task=file.download&id=…`).
	 */
	public const OLD_FILE_PARAM = 'id';

	/**
	 * `preview=1`: show the file in the browser (WP File Download's "Open" link).
	 */
	public const PREVIEW_PARAM = 'preview';

	/**
	 * WP File Download's settings (an array); `uri` is the first part of its pretty addresses.
	 */
	public const CONFIG_OPTION = '_wpfd_global_config';

	/**
	 * The first part of its pretty download addresses when it has no setting.
	 */
	public const DEFAULT_URI = 'download';

	/**
	 * Takes the id map and the library.
	 *
	 * @param Id_Map       $map     The import's id map.
	 * @param Library|Lazy $library The file library, or a Lazy that builds it for an address
	 *                              that names a file (another page's address never builds it).
	 */
	public function __construct( private Id_Map $map, private Library|Lazy $library ) {}

	/**
	 * The answer to a request for a WP File Download file.
	 *
	 * @param int           $source  Its WP File Download id (0: none or not a number).
	 * @param bool          $preview Whether it asked to show the file (`preview=1`).
	 * @param \WP_User|null $user    The asker; null for the current user.
	 * @return array{status: int, location: string, message: string}
	 */
	public function answer( int $source, bool $preview, ?\WP_User $user = null ): array {
		$id   = $source ? $this->map->file( Id_Map::WPFD, $source ) : 0;
		$file = $this->library->find_visible( $id, $user );
		if ( ! is_wp_error( $file ) ) {
			return array(
				'status'   => 301,
				'location' => Downloads::url( $file->id, $preview ),
				'message'  => '',
			);
		}
		$message = $file->get_error_message();
		if ( $source && ! $id && Permissions::can_manage( $user ) ) {
			/* translators: %d: a WP File Download file id. */
			$message = sprintf( __( 'WP File Download’s file %d is not in the file library: it was not imported (see the import’s report), or its copy was deleted since.', 'frontage' ), $source );
		}
		return array(
			'status'   => 404,
			'location' => '',
			'message'  => $message,
		);
	}

	/**
	 * The answer to a pretty address, `{uri}/{category id}/{category slug}/{file id}/{name}`
	 * (after the folder WordPress is in, and `index.php/` where permalinks need it), or null when
	 * the address is not one, or names neither an imported file nor one WP File Download has:
	 * another page's, left to WordPress.
	 *
	 * @param string        $path The address's path below the site (WP::$request).
	 * @param \WP_User|null $user The asker; null for the current user.
	 * @return array{status: int, location: string, message: string}|null
	 */
	public function answer_path( string $path, ?\WP_User $user = null ): ?array {
		$uri = self::uri();
		if ( ! preg_match( '#(?:^|/)(?:' . preg_quote( $uri, '#' ) . '|' . preg_quote( rawurlencode( $uri ), '#' ) . ')/(\d+)/[^/]*/(\d+)/[^/]+/?$#', $path, $match ) ) {
			return null;
		}
		// Imported, or a file WP File Download has (then it says it was not imported): its address.
		$source = Library::parse_id( $match[2] );
		if ( ! $source || ! ( $this->map->file( Id_Map::WPFD, $source ) || $this->map->source_post( Id_Map::WPFD_POST_TYPE, $source ) ) ) {
			return null;
		}
		return $this->answer( $source, false, $user );
	}

	/**
	 * The first part of WP File Download's pretty download addresses (its `uri` setting).
	 */
	public static function uri(): string {
		$config = get_option( self::CONFIG_OPTION );
		$uri    = is_array( $config ) && is_string( $config['uri'] ?? null ) ? trim( $config['uri'], '/ ' ) : '';
		return '' !== $uri ? $uri : self::DEFAULT_URI;
	}
}
