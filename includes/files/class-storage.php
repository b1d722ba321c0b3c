<?php
/**
 * Where library files live: a folder under uploads that the web server must not serve directly.
 * Every byte goes out through PHP (Downloads), which checks visibility first.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Stored files get random names without an extension, so even a server that ignores the deny
 * rules can neither execute one nor let anyone guess its address. The original name is kept in
 * post meta and used for downloads.
 */
final class Storage {

	/**
	 * The folder's name inside uploads.
	 */
	public const FOLDER = 'frontage-files';

	/**
	 * Apache deny rules (2.4 and 2.2 syntax) written into the folder.
	 */
	private const HTACCESS = "# Frontage: files here are served only through WordPress, which checks who may see them.\n<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tOrder deny,allow\n\tDeny from all\n</IfModule>\nOptions -Indexes\n";

	/**
	 * Takes the folder to use; defaults to uploads/frontage-files.
	 *
	 * @param string|null $base_dir Absolute folder path (tests pass their own).
	 */
	public function __construct( private ?string $base_dir = null ) {}

	/**
	 * The storage folder, without trailing slash.
	 */
	public function base_dir(): string {
		if ( null === $this->base_dir ) {
			$uploads        = wp_get_upload_dir();
			$this->base_dir = untrailingslashit( $uploads['basedir'] ) . '/' . self::FOLDER;
		}
		return $this->base_dir;
	}

	/**
	 * Creates the folder with its deny rules and an empty index, if missing.
	 *
	 * @return true|\WP_Error
	 */
	public function ensure_folder(): bool|\WP_Error {
		$dir = $this->base_dir();
		if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) {
			return new \WP_Error( 'frontage_storage_unwritable', __( 'The file library folder could not be created. Check that the uploads folder is writable.', 'frontage' ), array( 'status' => 500 ) );
		}
		foreach ( array(
			'.htaccess'  => self::HTACCESS,
			'index.php'  => "<?php\n// Silence is golden.\n",
			'index.html' => '',
		) as $file => $contents ) {
			if ( ! file_exists( $dir . '/' . $file ) && false === file_put_contents( $dir . '/' . $file, $contents ) ) { // Plain file functions: our own folder.
				return new \WP_Error( 'frontage_storage_unwritable', __( 'The file library folder is not writable.', 'frontage' ), array( 'status' => 500 ) );
			}
		}
		return true;
	}

	/**
	 * Moves an uploaded or temporary file into storage under a new random name.
	 *
	 * @param string $source Absolute path of the file to take (it is moved, not copied).
	 * @return string|\WP_Error The stored path, relative to the storage folder.
	 */
	public function store( string $source ): string|\WP_Error {
		$ready = $this->ensure_folder();
		if ( is_wp_error( $ready ) ) {
			return $ready;
		}
		$relative = gmdate( 'Y/m' ) . '/' . bin2hex( random_bytes( 16 ) );
		$target   = $this->base_dir() . '/' . $relative;
		if ( ! wp_mkdir_p( dirname( $target ) ) ) {
			return new \WP_Error( 'frontage_storage_unwritable', __( 'The file library folder is not writable.', 'frontage' ), array( 'status' => 500 ) );
		}
		// rename() keeps memory flat for any size; copy + unlink when across file systems.
		if ( ! @rename( $source, $target ) ) { // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- failure is handled below.
			if ( ! @copy( $source, $target ) ) { // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged
				return new \WP_Error( 'frontage_storage_failed', __( 'The file could not be saved in the library folder.', 'frontage' ), array( 'status' => 500 ) );
			}
			wp_delete_file( $source );
		}
		return $relative;
	}

	/**
	 * The absolute path of a stored file, or null when the relative path is not one of ours
	 * (empty, traversing out of the folder, or missing on disk).
	 *
	 * @param string $relative Stored path from File::$path.
	 */
	public function absolute_path( string $relative ): ?string {
		if ( ! preg_match( '#^\d{4}/\d{2}/[a-f0-9]{32}$#', $relative ) ) {
			return null;
		}
		$path = $this->base_dir() . '/' . $relative;
		return is_file( $path ) ? $path : null;
	}

	/**
	 * Deletes a stored file. Unknown paths are ignored.
	 *
	 * @param string $relative Stored path.
	 */
	public function delete( string $relative ): void {
		$path = $this->absolute_path( $relative );
		if ( $path ) {
			wp_delete_file( $path );
		}
	}
}
