<?php
/**
 * The selection rule of zips: which files a zip of selected files may hold.
 *
 * @package Frontage
 */

namespace Frontage\Files;


if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A selection is all or nothing: every id parsed strictly and visible to the asker, its bytes
 * in storage, within the file-count and size limits (two settings an owner can change), or the
 * whole selection is refused with a message that says which file and why. Zips asks it when a
 * hash is made and again when the hash is redeemed.
 */
final class Zip_Selection {

	/**
	 * The zip limits' options and defaults (Files_Settings registers them).
	 */
	public const OPTION_MAX_FILES  = Files_Settings::OPTION_MAX_FILES;
	public const OPTION_MAX_BYTES  = Files_Settings::OPTION_MAX_BYTES;
	public const DEFAULT_MAX_FILES = Files_Settings::DEFAULT_MAX_FILES;
	public const DEFAULT_MAX_BYTES = Files_Settings::DEFAULT_MAX_BYTES;

	/**
	 * A selection with more than this many times the file limit of entries is refused unread.
	 */
	public const OVERSIZE = 10;

	/**
	 * Takes the library the files are looked up in.
	 *
	 * @param Library $library The file library.
	 */
	public function __construct( private Library $library ) {}

	/**
	 * The files of a selection, each checked: `filesId` must be ids joined by commas; every id a
	 * positive integer (Library::parse_id) of a file the asker may see (Library::find_visible),
	 * with its bytes in storage; all of them within the count and size limits. One bad id
	 * refuses the whole selection, with a message that says which and why.
	 *
	 * @param mixed $raw_ids filesId as it arrived.
	 * @return list<array{file: File, path: string, size: int}>|\WP_Error
	 */
	public function select( mixed $raw_ids ): array|\WP_Error {
		$ids = $this->ids( $raw_ids );
		if ( is_wp_error( $ids ) ) {
			return $ids;
		}
		$items = $this->items( $ids );
		if ( is_wp_error( $items ) ) {
			return $items;
		}
		$total     = array_sum( array_column( $items, 'size' ) );
		$max_bytes = $this->max_bytes();
		if ( $total > $max_bytes ) {
			return new \WP_Error(
				'frontage_zip_too_big',
				sprintf(
					/* translators: 1: total size of the selection, 2: the most a zip may hold (both like "2 GB"). */
					__( 'The selected files total %1$s, but a zip can hold at most %2$s. Select fewer or smaller files.', 'frontage' ),
					self::size( $total ),
					self::size( $max_bytes )
				),
				array( 'status' => 400 )
			);
		}
		return $items;
	}

	/**
	 * The ids of a selection, read strictly and counted against the file limit before any
	 * lookup, so a long list costs nothing.
	 *
	 * @param mixed $raw_ids filesId as it arrived.
	 * @return list<int>|\WP_Error
	 */
	private function ids( mixed $raw_ids ): array|\WP_Error {
		if ( ! is_string( $raw_ids ) && ! is_int( $raw_ids ) && null !== $raw_ids ) {
			return new \WP_Error( 'frontage_zip_bad_selection', __( 'The selection could not be read: send the file ids joined by commas.', 'frontage' ), array( 'status' => 400 ) );
		}
		$raw_ids = trim( (string) $raw_ids );
		if ( '' === $raw_ids ) {
			return new \WP_Error( 'frontage_zip_empty', __( 'Select at least one file to download.', 'frontage' ), array( 'status' => 400 ) );
		}
		$limit = $this->max_files();
		// A list far over the limit is refused before it is even split, so a huge request body
		// costs no memory; the same file twice is still one file.
		$given = substr_count( $raw_ids, ',' ) + 1;
		$parts = $given > self::OVERSIZE * $limit ? array() : array_values( array_unique( array_map( 'trim', explode( ',', $raw_ids ) ) ) );
		// Counted before any lookup, so a long list costs nothing.
		if ( ! $parts || count( $parts ) > $limit ) {
			return new \WP_Error(
				'frontage_zip_too_many',
				sprintf(
					/* translators: 1: number of files selected, 2: the most a zip may hold. */
					__( 'You selected %1$s files, but a zip can hold at most %2$s. Select fewer files.', 'frontage' ),
					number_format_i18n( $parts ? count( $parts ) : $given ),
					number_format_i18n( $limit )
				),
				array( 'status' => 400 )
			);
		}

		$ids = array();
		foreach ( $parts as $part ) {
			$id = Library::parse_id( $part );
			if ( ! $id ) {
				return new \WP_Error(
					'frontage_zip_bad_id',
					sprintf(
						/* translators: %s: what was sent instead of a file id (shortened). */
						__( 'The selection holds “%s”, which is not a file id, so nothing was zipped.', 'frontage' ),
						self::shorten( $part )
					),
					array( 'status' => 400 )
				);
			}
			$ids[] = $id;
		}
		return $ids;
	}

	/**
	 * The files of some ids with their stored bytes' paths and sizes: each visible to the asker
	 * and present in storage.
	 *
	 * @param list<int> $ids File ids.
	 * @return list<array{file: File, path: string, size: int}>|\WP_Error
	 */
	private function items( array $ids ): array|\WP_Error {
		$items = array();
		foreach ( $this->library->find_visible_many( $ids ) as $index => $file ) {
			if ( is_wp_error( $file ) ) {
				// The same answer whether the file is missing, private, a draft, trashed or in a
				// category the asker may not see: guessing ids reveals nothing.
				return new \WP_Error(
					'frontage_zip_not_found',
					sprintf(
						/* translators: %d: a file id. */
						__( 'File %d does not exist or you may not see it, so nothing was zipped. Reload the page and select the files again.', 'frontage' ),
						$ids[ $index ]
					),
					array( 'status' => 404 )
				);
			}
			$path = $this->library->storage()->absolute_path( $file->path );
			if ( null === $path ) {
				return new \WP_Error(
					'frontage_zip_missing_bytes',
					sprintf(
						/* translators: %s: a file's title. */
						__( 'The file “%s” is missing on the server, so nothing was zipped. Please tell the site owner.', 'frontage' ),
						$file->title
					),
					array( 'status' => 500 )
				);
			}
			clearstatcache( true, $path );
			$items[] = array(
				'file' => $file,
				'path' => $path,
				'size' => (int) filesize( $path ),
			);
		}
		return $items;
	}

	/**
	 * The most files one zip may hold.
	 */
	public function max_files(): int {
		return max( 1, (int) get_option( self::OPTION_MAX_FILES, self::DEFAULT_MAX_FILES ) );
	}

	/**
	 * The most bytes one zip may hold.
	 */
	public function max_bytes(): int {
		return max( 1, (int) get_option( self::OPTION_MAX_BYTES, self::DEFAULT_MAX_BYTES ) );
	}

	/**
	 * The file id → category id map of the search zip, from a JSON string or a form array.
	 *
	 * @param mixed $raw As it arrived; null or '' for none.
	 * @return array<int, int>|\WP_Error
	 */
	public static function parse_file_categories( mixed $raw ): array|\WP_Error {
		if ( null === $raw || '' === $raw ) {
			return array();
		}
		$map = is_string( $raw ) ? json_decode( $raw, true ) : $raw;
		$bad = self::unreadable_map();
		if ( ! is_array( $map ) ) {
			return $bad;
		}
		$parsed = array();
		foreach ( $map as $file => $category ) {
			$file_id = Library::parse_id( (string) $file );
			if ( ! $file_id || ! ( is_string( $category ) || is_int( $category ) ) ) {
				return $bad;
			}
			$category_id = Library::parse_id( is_int( $category ) ? $category : trim( $category ) );
			if ( ! $category_id && ! in_array( $category, array( 0, '0', '' ), true ) ) {
				return $bad;
			}
			$parsed[ $file_id ] = $category_id;
		}
		return $parsed;
	}

	/**
	 * The error of a file → category map that cannot be read.
	 */
	public static function unreadable_map(): \WP_Error {
		return new \WP_Error( 'frontage_zip_bad_selection', __( 'The selection could not be read: the files’ categories are not in the expected form.', 'frontage' ), array( 'status' => 400 ) );
	}

	/**
	 * A size for a message: "2 GB" for a round 2 GiB, "1.4 MB" otherwise.
	 *
	 * @param int $bytes Bytes.
	 */
	private static function size( int $bytes ): string {
		foreach ( array( TB_IN_BYTES, GB_IN_BYTES, MB_IN_BYTES, KB_IN_BYTES ) as $unit ) {
			if ( $bytes >= $unit ) {
				return (string) size_format( $bytes, 0 === $bytes % $unit ? 0 : 1 );
			}
		}
		return (string) size_format( $bytes, 0 );
	}

	/**
	 * Untrusted text made short and plain for a message.
	 *
	 * @param string $text Text.
	 */
	private static function shorten( string $text ): string {
		$text = sanitize_text_field( $text );
		return mb_strlen( $text ) > 24 ? mb_substr( $text, 0, 24 ) . '…' : $text;
	}
}
