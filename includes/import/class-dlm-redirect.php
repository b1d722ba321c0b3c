<?php
/**
 * Download Monitor's download addresses after an import — `/download/{id}/`, `/download/{slug}/`
 * and `?download={id}`, with its endpoint's own name — sent to the imported file's download
 * address (docs/migration.md "Old links").
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
 * Download Monitor answers its endpoint after any address (`/any/page/download/12/` too) and
 * names a download by id or, when set so, by slug. The address is answered only when it names an
 * imported download or one Download Monitor has; anything else (a page of the site under `/download/`, another
 * plugin's `?download=`) is left to WordPress. The file is checked as its Frontage address checks
 * it before anyone is sent there (Legacy_Downloads says how).
 */
final class Dlm_Redirect {

	/**
	 * Download Monitor's option naming its endpoint (default `download`).
	 */
	public const ENDPOINT_OPTION = 'dlm_download_endpoint';

	/**
	 * Its option saying what the endpoint's value is: `ID` (default) or `slug`.
	 */
	public const VALUE_OPTION = 'dlm_download_endpoint_value';

	/**
	 * The endpoint's name when the option is not set.
	 */
	public const DEFAULT_ENDPOINT = 'download';

	/**
	 * VALUE_OPTION's value when downloads are named by slug.
	 */
	public const BY_SLUG = 'slug';

	/**
	 * Takes the id map and the library.
	 *
	 * @param Id_Map       $map     The import's id map.
	 * @param Library|Lazy $library The file library, or a Lazy that builds it for an address
	 *                              that names a file (another page's address never builds it).
	 */
	public function __construct( private Id_Map $map, private Library|Lazy $library ) {}

	/**
	 * The answer to an address, or null when it names no imported download and none Download Monitor has.
	 *
	 * @param string                   $path  The address's path below the site (WP::$request).
	 * @param array<string|int, mixed> $query Its query arguments (unslashed).
	 * @param \WP_User|null            $user  The asker; null for the current user.
	 * @return array{status: int, location: string, message: string}|null
	 */
	public function answer( string $path, array $query, ?\WP_User $user = null ): ?array {
		$endpoint = self::endpoint();
		$value    = is_scalar( $query[ $endpoint ] ?? null ) ? (string) $query[ $endpoint ] : '';
		if ( '' === $value && preg_match( '#(?:^|/)(?:' . preg_quote( $endpoint, '#' ) . '|' . preg_quote( rawurlencode( $endpoint ), '#' ) . ')/([^/]+)/?$#', $path, $match ) ) {
			$value = rawurldecode( $match[1] );
		}
		$source = $this->source( sanitize_title( $value ) );
		if ( ! $source ) {
			return null;
		}
		$id   = $this->map->file( Id_Map::DLM, $source );
		$file = $this->library->find_visible( $id, $user );
		if ( ! is_wp_error( $file ) ) {
			return array(
				'status'   => 301,
				'location' => Downloads::url( $file->id ),
				'message'  => '',
			);
		}
		return array(
			'status'   => 404,
			'location' => '',
			'message'  => ! $id && Permissions::can_manage( $user )
				/* translators: %d: a Download Monitor download id. */
				? sprintf( __( 'Download Monitor’s download %d is not in the file library: it was not imported (see the import’s report), or its copy was deleted since.', 'frontage' ), $source )
				: $file->get_error_message(),
		);
	}

	/**
	 * The Download Monitor download a value names, as Download Monitor reads it: its slug when it
	 * names downloads by slug, else its id — or a slug, which no id is; 0 for none. An id is
	 * looked up in the id map first, so that it is answered even once Download Monitor's rows
	 * are gone; a slug needs them (the id map keeps ids).
	 *
	 * @param string $value The endpoint's value, sanitized as a slug.
	 */
	private function source( string $value ): int {
		if ( '' === $value ) {
			return 0;
		}
		$id = Library::parse_id( $value );
		if ( $id && self::BY_SLUG !== get_option( self::VALUE_OPTION ) ) {
			return $this->map->file( Id_Map::DLM, $id ) ? $id : $this->map->source_post( Id_Map::DLM_POST_TYPE, $id );
		}
		return $this->map->source_post( Id_Map::DLM_POST_TYPE, $value );
	}

	/**
	 * Download Monitor's endpoint name (its setting, else `download`).
	 */
	public static function endpoint(): string {
		$endpoint = get_option( self::ENDPOINT_OPTION );
		return is_string( $endpoint ) && '' !== trim( $endpoint ) ? trim( $endpoint ) : self::DEFAULT_ENDPOINT;
	}
}
