<?php
/**
 * Chunked uploads: files larger than PHP's upload limit arrive in pieces, are assembled in a
 * private folder inside the library's storage, and are then added to the library like any upload.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One upload is two files in Storage's folder under `chunks/`: `{id}.json` (name, size, owner)
 * and `{id}.part` (the bytes so far). Chunks must arrive in order; a client that lost track
 * asks status() and resumes from `received`. Upload ids are 32 random hex digits bound to the
 * user who started them. Parts untouched for a day are removed whenever a new upload starts.
 */
final class Chunked_Uploads {

	/**
	 * The private folder's name inside the storage folder.
	 */
	public const FOLDER = 'chunks';

	/**
	 * How an upload id looks (also the REST route's pattern).
	 */
	public const ID_PATTERN = Files_Routes::UPLOAD_ID_PATTERN;

	/**
	 * The largest chunk accepted, in bytes: the whole chunk is in memory while it is written.
	 */
	public const MAX_CHUNK = 16 * MB_IN_BYTES;

	/**
	 * The chunk size suggested to clients when the server's limits allow it.
	 */
	private const PREFERRED_CHUNK = 8 * MB_IN_BYTES;

	/**
	 * An upload untouched this long is abandoned.
	 */
	public const STALE_AFTER = DAY_IN_SECONDS;

	/**
	 * Takes the library it uploads into and the checks a name must pass.
	 *
	 * @param Library          $library   The file library (storage folder, size limit).
	 * @param Upload_Validator $validator Name checks, asked before any byte arrives.
	 */
	public function __construct( private Library $library, private Upload_Validator $validator ) {}

	/**
	 * Starts an upload.
	 *
	 * @param string $name    The file's name.
	 * @param int    $size    Its size in bytes.
	 * @param int    $user_id Who uploads.
	 * @return array{upload_id: string, name: string, size: int, received: int, chunk_size: int}|\WP_Error
	 */
	public function start( string $name, int $size, int $user_id ): array|\WP_Error {
		$name = $this->validator->check_name( $name );
		if ( is_wp_error( $name ) ) {
			return $name;
		}
		if ( $size < 1 ) {
			return new \WP_Error( 'frontage_upload_size', __( 'The file is empty.', 'frontage' ), array( 'status' => 400 ) );
		}
		$max = $this->library->max_upload_bytes();
		if ( $max > 0 && $size > $max ) {
			return new \WP_Error(
				'frontage_file_too_large',
				/* translators: 1: the file's size, 2: the limit, both like "12 MB". */
				sprintf( __( 'The file is %1$s; the library accepts files up to %2$s.', 'frontage' ), size_format( $size ), size_format( $max ) ),
				array( 'status' => 413 )
			);
		}
		$dir = $this->folder();
		if ( is_wp_error( $dir ) ) {
			return $dir;
		}
		$this->remove_stale();

		$free = function_exists( 'disk_free_space' ) ? @disk_free_space( $dir ) : false; // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- false is handled.
		if ( false !== $free && $size > $free ) {
			return new \WP_Error(
				'frontage_upload_no_space',
				/* translators: %s: the file's size, like "2 GB". */
				sprintf( __( 'The server does not have room for a file of %s.', 'frontage' ), size_format( $size ) ),
				array( 'status' => 507 )
			);
		}

		$id   = bin2hex( random_bytes( 16 ) );
		$meta = array(
			'name'    => $name,
			'size'    => $size,
			'user'    => $user_id,
			'started' => time(),
		);
		$json = (string) wp_json_encode( $meta );
		error_clear_last();
		// Plain file functions: our private folder. A full disk may write part of the description.
		if ( false === @file_put_contents( $dir . '/' . $id . '.part', '' ) // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- failure is handled.
			|| strlen( $json ) !== @file_put_contents( $dir . '/' . $id . '.json', $json ) ) { // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- failure is handled.
			$full = self::no_room( $dir, strlen( $json ) );
			$this->remove( $id );
			return $full ? $this->disk_full( 0 ) : $this->unwritable();
		}
		return $this->describe( $id, $meta, 0 ) + array( 'chunk_size' => self::chunk_size() );
	}

	/**
	 * Where an upload stands.
	 *
	 * @param string $id      Upload id.
	 * @param int    $user_id Who asks.
	 * @return array{upload_id: string, name: string, size: int, received: int}|\WP_Error
	 */
	public function status( string $id, int $user_id ): array|\WP_Error {
		$meta = $this->meta( $id, $user_id );
		return is_wp_error( $meta ) ? $meta : $this->describe( $id, $meta, $this->received( $id ) );
	}

	/**
	 * Appends one chunk.
	 *
	 * @param string $id            Upload id.
	 * @param int    $user_id       Who uploads.
	 * @param string $content_range The chunk's `Content-Range: bytes {first}-{last}/{size}` value.
	 * @param string $bytes         The chunk.
	 * @return array{upload_id: string, name: string, size: int, received: int}|\WP_Error
	 */
	public function append( string $id, int $user_id, string $content_range, string $bytes ): array|\WP_Error {
		$meta = $this->meta( $id, $user_id );
		if ( is_wp_error( $meta ) ) {
			return $meta;
		}
		if ( strlen( $bytes ) > self::MAX_CHUNK ) {
			return new \WP_Error(
				'frontage_upload_chunk_too_large',
				/* translators: %s: the largest chunk, like "16 MB". */
				sprintf( __( 'Send chunks of at most %s.', 'frontage' ), size_format( self::MAX_CHUNK ) ),
				array( 'status' => 413 )
			);
		}
		if ( ! preg_match( '#^bytes (\d{1,19})-(\d{1,19})/(\d{1,19})$#', trim( $content_range ), $range ) ) {
			return new \WP_Error( 'frontage_upload_range', __( 'Each chunk needs a Content-Range header such as "bytes 0-1048575/5242880".', 'frontage' ), array( 'status' => 400 ) );
		}
		[ , $first, $last, $total ] = array_map( 'intval', $range );
		if ( $total !== $meta['size'] || $last < $first || $last >= $total || strlen( $bytes ) !== $last - $first + 1 ) {
			return new \WP_Error(
				'frontage_upload_range',
				/* translators: %d: the upload's size in bytes. */
				sprintf( __( 'The Content-Range does not match the chunk sent or the upload\'s size (%d bytes).', 'frontage' ), $meta['size'] ),
				array( 'status' => 400 )
			);
		}

		$path   = $this->folder_path() . '/' . $id . '.part';
		$handle = @fopen( $path, 'ab' ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- failure is handled; streaming needs a handle.
		if ( ! $handle ) {
			return $this->unwritable();
		}
		// The lock makes "is this the next chunk?" and the write one step when chunks race.
		flock( $handle, LOCK_EX );
		clearstatcache( true, $path );
		$received = (int) filesize( $path );
		if ( $first !== $received ) {
			flock( $handle, LOCK_UN );
			fclose( $handle );
			return new \WP_Error(
				'frontage_upload_offset',
				/* translators: %d: the number of bytes received so far. */
				sprintf( __( 'Chunks must arrive in order: the next chunk starts at byte %d.', 'frontage' ), $received ),
				array(
					'status'   => 409,
					'received' => $received,
				)
			);
		}
		// A full disk writes part of the chunk and stops (or, full already, writes nothing and warns).
		error_clear_last();
		$written = (int) @fwrite( $handle, $bytes ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- a short write is handled below.
		$flushed = @fflush( $handle ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- as the write.
		$failed  = strlen( $bytes ) !== $written || ! $flushed;
		$full    = $failed && self::no_room( dirname( $path ), strlen( $bytes ) - $written );
		if ( $failed ) {
			// Nothing half-written: cut back to the last whole chunk, so the client can resend it.
			ftruncate( $handle, $received );
		}
		flock( $handle, LOCK_UN );
		fclose( $handle );
		if ( $failed ) {
			return $full ? $this->disk_full( $received ) : $this->unwritable();
		}
		return $this->describe( $id, $meta, $received + $written );
	}

	/**
	 * A finished upload's assembled file, for Library::create() or replace() to take. Call
	 * remove() afterwards, whatever the library answered.
	 *
	 * @param string $id      Upload id.
	 * @param int    $user_id Who uploads.
	 * @return array{path: string, name: string}|\WP_Error
	 */
	public function complete( string $id, int $user_id ): array|\WP_Error {
		$meta = $this->meta( $id, $user_id );
		if ( is_wp_error( $meta ) ) {
			return $meta;
		}
		$received = $this->received( $id );
		if ( $received !== $meta['size'] ) {
			return new \WP_Error(
				'frontage_upload_incomplete',
				/* translators: 1: bytes received, 2: the upload's size in bytes. */
				sprintf( __( 'The upload is not complete: %1$d of %2$d bytes have arrived.', 'frontage' ), $received, $meta['size'] ),
				array(
					'status'   => 409,
					'received' => $received,
				)
			);
		}
		return array(
			'path' => $this->folder_path() . '/' . $id . '.part',
			'name' => $meta['name'],
		);
	}

	/**
	 * Abandons an upload: its parts are deleted.
	 *
	 * @param string $id      Upload id.
	 * @param int    $user_id Who asks.
	 * @return true|\WP_Error
	 */
	public function cancel( string $id, int $user_id ): bool|\WP_Error {
		$meta = $this->meta( $id, $user_id );
		if ( is_wp_error( $meta ) ) {
			return $meta;
		}
		$this->remove( $id );
		return true;
	}

	/**
	 * Deletes an upload's files (what is left of them: the library may have taken the part).
	 *
	 * @param string $id Upload id.
	 */
	public function remove( string $id ): void {
		if ( ! preg_match( '/^' . self::ID_PATTERN . '$/', $id ) ) {
			return;
		}
		foreach ( array( '.part', '.json' ) as $suffix ) {
			$path = $this->folder_path() . '/' . $id . $suffix;
			if ( is_file( $path ) ) {
				wp_delete_file( $path );
			}
		}
	}

	/**
	 * Deletes uploads nobody has touched for STALE_AFTER seconds.
	 *
	 * @return int How many uploads were removed.
	 */
	public function remove_stale(): int {
		$removed = 0;
		$before  = time() - self::STALE_AFTER;
		foreach ( glob( $this->folder_path() . '/*.json' ) ?: array() as $meta_path ) {
			$id   = basename( $meta_path, '.json' );
			$part = $this->folder_path() . '/' . $id . '.part';
			$last = max( (int) @filemtime( $meta_path ), is_file( $part ) ? (int) @filemtime( $part ) : 0 ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- a file removed meanwhile counts as old.
			if ( $last < $before ) {
				$this->remove( $id );
				++$removed;
			}
		}
		// Parts whose description is gone (a crash between the two writes).
		foreach ( glob( $this->folder_path() . '/*.part' ) ?: array() as $part ) {
			if ( ! is_file( substr( $part, 0, -5 ) . '.json' ) && (int) @filemtime( $part ) < $before ) { // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged
				wp_delete_file( $part );
			}
		}
		return $removed;
	}

	/**
	 * The chunk size to suggest: under PHP's body limits and MAX_CHUNK.
	 */
	public static function chunk_size(): int {
		$limits = array( self::PREFERRED_CHUNK );
		foreach ( array( 'post_max_size', 'upload_max_filesize' ) as $setting ) {
			$bytes = wp_convert_hr_to_bytes( (string) ini_get( $setting ) );
			if ( $bytes > 0 ) {
				// Room for headers and form fields.
				$limits[] = $bytes - 64 * KB_IN_BYTES;
			}
		}
		return max( 64 * KB_IN_BYTES, min( $limits ) );
	}

	/**
	 * The private folder, created with its own deny rules if missing.
	 *
	 * @return string|\WP_Error Absolute path.
	 */
	private function folder(): string|\WP_Error {
		$ready = $this->library->storage()->ensure_folder();
		if ( is_wp_error( $ready ) ) {
			return $ready;
		}
		$dir = $this->folder_path();
		if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) {
			return $this->unwritable();
		}
		// The storage folder's .htaccess covers this one; the index stops listings elsewhere.
		if ( ! file_exists( $dir . '/index.php' ) ) {
			file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" );
		}
		return $dir;
	}

	/**
	 * The private folder's path.
	 */
	private function folder_path(): string {
		return $this->library->storage()->base_dir() . '/' . self::FOLDER;
	}

	/**
	 * An upload's description, if it exists and belongs to the user. Someone else's upload
	 * answers the same 404 as a missing one.
	 *
	 * @param string $id      Upload id.
	 * @param int    $user_id Who asks.
	 * @return array{name: string, size: int, user: int, started: int}|\WP_Error
	 */
	private function meta( string $id, int $user_id ): array|\WP_Error {
		$path = $this->folder_path() . '/' . $id . '.json';
		$meta = preg_match( '/^' . self::ID_PATTERN . '$/', $id ) && is_file( $path )
			? json_decode( (string) file_get_contents( $path ), true ) // Plain file functions: our private folder.
			: null;
		if ( ! is_array( $meta ) || (int) ( $meta['user'] ?? -1 ) !== $user_id || ! is_file( $this->folder_path() . '/' . $id . '.part' ) ) {
			return new \WP_Error( 'frontage_upload_not_found', __( 'This upload does not exist or has expired. Start it again.', 'frontage' ), array( 'status' => 404 ) );
		}
		return array(
			'name'    => (string) $meta['name'],
			'size'    => (int) $meta['size'],
			'user'    => (int) $meta['user'],
			'started' => (int) $meta['started'],
		);
	}

	/**
	 * Bytes received so far.
	 *
	 * @param string $id Upload id.
	 */
	private function received( string $id ): int {
		$path = $this->folder_path() . '/' . $id . '.part';
		clearstatcache( true, $path );
		return is_file( $path ) ? (int) filesize( $path ) : 0;
	}

	/**
	 * An upload as the API shows it.
	 *
	 * @param string               $id       Upload id.
	 * @param array<string, mixed> $meta     Its description.
	 * @param int                  $received Bytes received.
	 * @return array{upload_id: string, name: string, size: int, received: int}
	 */
	private function describe( string $id, array $meta, int $received ): array {
		return array(
			'upload_id' => $id,
			'name'      => (string) $meta['name'],
			'size'      => (int) $meta['size'],
			'received'  => $received,
		);
	}

	/**
	 * Whether a write failed because the disk (or the site's quota) is full: PHP's last warning
	 * names the error (ENOSPC, EDQUOT), or the folder has less room than the write needed.
	 *
	 * @param string $dir    The folder written to.
	 * @param int    $needed Bytes the write still needed.
	 */
	private static function no_room( string $dir, int $needed ): bool {
		$error = error_get_last();
		if ( $error && preg_match( '/No space left on device|Disk quota exceeded|errno=(28|122)\b/', (string) $error['message'] ) ) {
			return true;
		}
		$free = function_exists( 'disk_free_space' ) ? @disk_free_space( $dir ) : false; // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- false is handled.
		return false !== $free && $free < max( 1, $needed );
	}

	/**
	 * The error for a disk that filled up during an upload: what was received before is kept,
	 * so the upload resumes once there is room (docs/files.md "Chunked uploads").
	 *
	 * @param int $received Bytes kept.
	 */
	private function disk_full( int $received ): \WP_Error {
		return new \WP_Error(
			'frontage_upload_no_space',
			/* translators: %s: the bytes kept so far, like "24 MB". */
			sprintf( __( 'The server\'s disk is full, so this piece of the upload was not saved. Free some space, then send it again: the upload resumes after the %s already received. Or cancel the upload.', 'frontage' ), size_format( $received, 1 ) ?: '0 B' ),
			array(
				'status'   => 507,
				'received' => $received,
			)
		);
	}

	/**
	 * The error for a folder that cannot be written.
	 */
	private function unwritable(): \WP_Error {
		return new \WP_Error( 'frontage_storage_unwritable', __( 'The upload could not be saved. Check that the uploads folder is writable and has room.', 'frontage' ), array( 'status' => 500 ) );
	}
}
