<?php
/**
 * Brings a source file's bytes next to the library's storage for Library::create() or
 * replace(), checked by size and SHA-256 against the source, copied or moved as the import's
 * `file_mode` says (docs/migration.md "Copying or moving").
 *
 * @package Frontage
 */

namespace Frontage\Import;

use Frontage\Files\Storage;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Moving never puts the only copy of a file at risk: on the same file system the file gets a
 * second name in the library's folder (a hard link: no byte is copied, as with a rename), on
 * another it is copied; either way the source's name is removed only after the library holds
 * the file, checked. A file the library refuses stays where it was.
 */
final class File_Transfer {

	/**
	 * Takes the library's storage and whether files are moved.
	 *
	 * @param Storage $storage The library's storage.
	 * @param bool    $move    Move (true) or copy (false).
	 */
	public function __construct( private Storage $storage, private bool $move ) {}

	/**
	 * Source files the library now holds, to remove once the file's transaction is committed
	 * (release()): a rolled-back file must find its source where it was.
	 *
	 * @var string[]
	 */
	private array $pending = array();

	/**
	 * Puts a source file's bytes at a new path in the library's folder, checked against the
	 * source by size and SHA-256.
	 *
	 * @param string $path Source path (inside the source's folder).
	 * @param int    $size Its size.
	 * @return string|\WP_Error The new path (`import-….part`); `copy_failed` stops the import.
	 */
	public function take( string $path, int $size ): string|\WP_Error {
		$ready = $this->storage->ensure_folder();
		if ( is_wp_error( $ready ) ) {
			return new \WP_Error( 'copy_failed', $ready->get_error_message() );
		}
		$part = $this->storage->base_dir() . '/import-' . bin2hex( random_bytes( 12 ) ) . '.part';
		// Plain file functions: links and streaming copies; WP_Filesystem reads whole files.
		$linked = $this->move && @link( $path, $part ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- another file system: copied below.
		if ( ! $linked && ! @copy( $path, $part ) ) { // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- the failure is reported below.
			self::remove( $part );
			return new \WP_Error( 'copy_failed', __( 'A file could not be copied into the library folder (is the disk full?).', 'frontage' ) );
		}
		clearstatcache( true, $part );
		if ( filesize( $part ) !== $size || ( ! ( $linked && self::same_inode( $part, $path ) ) && hash_file( 'sha256', $part ) !== hash_file( 'sha256', $path ) ) ) {
			self::remove( $part );
			return new \WP_Error( 'copy_failed', __( 'A copied file did not match its source (size or hash); the disk may be full.', 'frontage' ) );
		}
		return $part;
	}

	/**
	 * After Library::create() or replace(): a part the library did not take is removed (the
	 * source keeps its file); when moving, the source's file is to be removed once the library
	 * holds it (its stored file there, of the source's size): by release(), after the commit.
	 *
	 * @param string      $part   What take() answered.
	 * @param string      $path   The source path.
	 * @param string|null $stored The library's stored file (absolute), or null when it refused it.
	 * @return bool Whether the source's file is to go (moved).
	 */
	public function finish( string $part, string $path, ?string $stored ): bool {
		self::remove( $part );
		if ( ! $this->move || null === $stored ) {
			return false;
		}
		clearstatcache( true, $stored );
		if ( ! is_file( $stored ) || filesize( $stored ) !== filesize( $path ) ) {
			return false;
		}
		$this->pending[] = $path;
		return true;
	}

	/**
	 * Removes the source files finish() kept for after the commit.
	 *
	 * @return bool Whether every one is gone (false: the folder's permissions kept one).
	 */
	public function release(): bool {
		$gone = true;
		foreach ( $this->pending as $path ) {
			wp_delete_file( $path );
			clearstatcache( true, $path );
			$gone = $gone && ! file_exists( $path );
		}
		$this->pending = array();
		return $gone;
	}

	/**
	 * Forgets the source files finish() kept: their file was rolled back, they stay.
	 */
	public function forget(): void {
		$this->pending = array();
	}

	/**
	 * Whether two names are one file (a hard link: same device and inode, so the same bytes,
	 * which need not be read twice to be compared).
	 *
	 * @param string $a A path.
	 * @param string $b Another path.
	 */
	private static function same_inode( string $a, string $b ): bool {
		$first  = @stat( $a ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- false is the answer.
		$second = @stat( $b ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- false is the answer.
		return $first && $second && $first['ino'] > 0 && $first['dev'] === $second['dev'] && $first['ino'] === $second['ino'];
	}

	/**
	 * Whether files are moved.
	 */
	public function moves(): bool {
		return $this->move;
	}

	/**
	 * Removes a file of ours, when it is there.
	 *
	 * @param string $path Absolute path.
	 */
	private static function remove( string $path ): void {
		clearstatcache( true, $path );
		if ( file_exists( $path ) ) {
			wp_delete_file( $path );
		}
	}
}
