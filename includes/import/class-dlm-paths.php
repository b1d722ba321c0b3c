<?php
/**
 * Where a Download Monitor file named by a URL or a path is on disk — only ever inside the
 * uploads folder — or that it is a link to another site (docs/migration.md "What is imported").
 *
 * @package Frontage
 */

namespace Frontage\Import;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Download Monitor names a version's file by its address (usually under
 * uploads/dlm_uploads/YYYY/MM/), by an absolute path, or by a path from the site's folder. Every
 * name that could be local is resolved with realpath() and must lie inside uploads; anything
 * else is refused without being read. Other addresses are links.
 */
final class Dlm_Paths {

	/**
	 * Addresses that may name a file of this site.
	 */
	private const WEB_SCHEMES = array( 'http', 'https' );

	/**
	 * Addresses of files elsewhere, which Download Monitor also serves as links.
	 */
	private const REMOTE_SCHEMES = array( 'ftp' );

	/**
	 * Takes the uploads folder and its address (null: the site's).
	 *
	 * @param string|null $uploads_dir Absolute path of the uploads folder.
	 * @param string|null $uploads_url Its address.
	 */
	public function __construct( private ?string $uploads_dir = null, private ?string $uploads_url = null ) {}

	/**
	 * Whether a file name is a link to a file on another site.
	 *
	 * @param string $file As Download Monitor keeps it.
	 */
	public function is_remote( string $file ): bool {
		return null === $this->candidate( $file );
	}

	/**
	 * The name a file is downloaded under: its last path segment.
	 *
	 * @param string $file As Download Monitor keeps it.
	 */
	public function file_name( string $file ): string {
		$path = str_contains( $file, '://' ) ? rawurldecode( (string) wp_parse_url( $file, PHP_URL_PATH ) ) : $file;
		return wp_basename( $path );
	}

	/**
	 * A file's absolute path inside uploads, or an error: `no_file`, `path_outside` (it is not,
	 * or would not be, inside uploads: never read), `missing_file` (nothing there; its data's
	 * `path` is where it was looked for).
	 *
	 * @param string $file As Download Monitor keeps it.
	 */
	public function locate( string $file ): string|\WP_Error {
		if ( '' === $file ) {
			return new \WP_Error( 'no_file', __( 'The download\'s version names no file.', 'frontage' ) );
		}
		$candidate = $this->candidate( $file );
		if ( is_wp_error( $candidate ) ) {
			return $candidate;
		}
		$outside = new \WP_Error( 'path_outside', __( 'The file lies outside the uploads folder; it was not read.', 'frontage' ) );
		if ( null === $candidate ) {
			return $outside;
		}
		$dir  = $this->uploads_dir();
		$base = realpath( $dir );
		$real = realpath( $candidate );
		if ( false === $base ) {
			return self::missing( $candidate );
		}
		if ( false === $real ) {
			// Not there: still refuse a name that would leave uploads, to say so.
			if ( preg_match( '#(^|/)\.\.(/|$)#', $candidate ) ) {
				return $outside;
			}
			foreach ( array( $dir, $base ) as $prefix ) {
				if ( str_starts_with( $candidate, $prefix . '/' ) ) {
					return self::missing( $base . substr( $candidate, strlen( $prefix ) ) );
				}
			}
			return $outside;
		}
		if ( ! str_starts_with( $real, $base . DIRECTORY_SEPARATOR ) ) {
			return $outside;
		}
		return is_file( $real ) && is_readable( $real ) ? $real : self::missing( $real );
	}

	/**
	 * Where a local file would be (not resolved yet), null for a link to another site, or an
	 * error for a name no file of this site has (another kind of address, a NUL byte).
	 *
	 * @param string $file As Download Monitor keeps it.
	 */
	private function candidate( string $file ): string|\WP_Error|null {
		if ( str_contains( $file, "\0" ) ) {
			return new \WP_Error( 'path_outside', __( 'The file name is not a path; it was not read.', 'frontage' ) );
		}
		if ( ! preg_match( '#^([a-z][a-z0-9+.\-]*)://(.*)$#is', $file, $parts ) ) {
			// A path: absolute, or from the site's folder (as Download Monitor reads it).
			return str_starts_with( $file, '/' ) ? $file : ABSPATH . $file;
		}
		$scheme = strtolower( $parts[1] );
		if ( in_array( $scheme, self::REMOTE_SCHEMES, true ) ) {
			return null;
		}
		if ( ! in_array( $scheme, self::WEB_SCHEMES, true ) ) {
			return new \WP_Error( 'path_outside', __( 'The file\'s address is not a web address; it was not read.', 'frontage' ) );
		}
		$address = '//' . preg_replace( '/[?#].*$/s', '', $parts[2] );
		foreach ( array(
			self::without_scheme( $this->uploads_url() ) => $this->uploads_dir(),
			self::without_scheme( site_url() )           => untrailingslashit( ABSPATH ),
		) as $prefix => $dir ) {
			if ( str_starts_with( $address, $prefix . '/' ) ) {
				return $dir . rawurldecode( substr( $address, strlen( $prefix ) ) );
			}
		}
		return null; // Another site's file.
	}

	/**
	 * The error of a file that is not there.
	 *
	 * @param string $path Where it was looked for.
	 */
	private static function missing( string $path ): \WP_Error {
		return new \WP_Error( 'missing_file', __( 'The file is missing from the uploads folder.', 'frontage' ), array( 'path' => $path ) );
	}

	/**
	 * An address without its scheme and trailing slash (`//example.com/wp-content/uploads`).
	 *
	 * @param string $url Address.
	 */
	private static function without_scheme( string $url ): string {
		return untrailingslashit( (string) preg_replace( '#^[a-z][a-z0-9+.\-]*:#i', '', $url ) );
	}

	/**
	 * The uploads folder.
	 */
	private function uploads_dir(): string {
		$this->uploads_dir ??= (string) wp_get_upload_dir()['basedir'];
		return untrailingslashit( $this->uploads_dir );
	}

	/**
	 * The uploads folder's address.
	 */
	private function uploads_url(): string {
		$this->uploads_url ??= (string) wp_get_upload_dir()['baseurl'];
		return $this->uploads_url;
	}
}
