<?php
/**
 * Brings a source's files into the library, a batch at a time: each stored file copied (or
 * moved), checked by size and hash, then added through Library (the same checks as an upload),
 * with its dates, author, category, tags and download count (docs/migration.md).
 *
 * @package Frontage
 */

namespace Frontage\Import;

use Frontage\Files\File;
use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Files\Upload_Validator;
use Frontage\Search\Search_Index_Hooks;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A source file is new (no library file carries its source id), changed (its signature
 * differs: then it is updated, its bytes replaced when they differ), or unchanged (left alone).
 * A file an earlier import moved is found by the library file holding its bytes
 * (META_MOVED_FROM), so its row is still compared, not reported missing.
 */
final class File_Import {

	/**
	 * Meta of a library file: the source path its bytes were moved from (`file_mode` move).
	 */
	public const META_MOVED_FROM = '_frontage_import_moved_from';

	/**
	 * A source's post statuses → the library's; others (trash, auto-draft) are skipped.
	 * Drafts become private: nothing that was not public becomes public.
	 */
	private const STATUSES = array(
		'publish' => 'publish',
		'private' => 'private',
		'draft'   => 'private',
		'pending' => 'private',
		'future'  => 'private',
	);

	/**
	 * Moves or copies the source's files into the library.
	 *
	 * @var File_Transfer
	 */
	private File_Transfer $transfer;

	/**
	 * The library file (id, report item) whose source file the current transaction moves.
	 *
	 * @var array{0: int, 1: string}|null
	 */
	private ?array $moving = null;

	/**
	 * Takes the source and the library.
	 *
	 * @param Import_Source $source  The rows to read.
	 * @param Library       $library Where files are written.
	 * @param bool          $move    Move the source's files rather than copy them.
	 */
	public function __construct( private Import_Source $source, private Library $library, bool $move = false ) {
		$this->transfer = new File_Transfer( $library->storage(), $move );
	}

	/**
	 * Imports (or, on a dry run, assesses) the next files.
	 *
	 * @param array<string, mixed> $record   The import's record; its cursor and report move on.
	 * @param int                  $limit    Most files this batch.
	 * @param float                $deadline microtime() after which no further file starts.
	 * @return bool|\WP_Error Whether every file is through; an error stops the import (the disk is full).
	 */
	public function run( array &$record, int $limit, float $deadline ): bool|\WP_Error {
		// Rows that only need confirming (unchanged on a second run) cost a query or two: up to
		// CONFIRM_BATCH of them are read, and the batch stops after $limit files written.
		$read = $record['dry_run'] ? $limit : max( $limit, Importer::CONFIRM_BATCH );
		$rows = $this->source->files( (int) $record['cursor'], $read );
		if ( ! $rows ) {
			return true;
		}
		$maps = array(
			'categories' => $this->categories( (bool) $record['dry_run'] ),
			'tags'       => Term_Import::imported( Files_Module::TAG_TAXONOMY ),
			'files'      => $this->imported( array_map( static fn ( array $row ): int => $row['id'], $rows ) ),
		);
		// The search index is written once for the batch's files, at its end (docs/migration.md
		// "Batches"), not at each save, category and tag of each file.
		return Search_Index_Hooks::defer(
			function () use ( &$record, $rows, $maps, $limit, $read, $deadline ): bool|\WP_Error {
				$written = 0;
				foreach ( $rows as $index => $row ) {
					if ( $index > 0 && ( microtime( true ) > $deadline || $written >= $limit ) ) {
						return false;
					}
					$before = $record['counts']['files']['created'] + $record['counts']['files']['updated'];
					$file   = function () use ( &$record, $row, $maps ): bool|\WP_Error {
						return $this->file( $record, $row, $maps );
					};
					$done   = $record['dry_run'] ? $file() : $this->in_transaction( $record, $file );
					if ( is_wp_error( $done ) ) {
						return $done;
					}
					$written         += $record['counts']['files']['created'] + $record['counts']['files']['updated'] - $before;
					$record['cursor'] = $row['id'];
				}
				return count( $rows ) < $read;
			}
		);
	}

	/**
	 * Runs one file's writes (its post, meta, terms and id map) as one transaction, so that a
	 * request killed midway leaves none of them (the database rolls back what was not committed),
	 * and the file's ~150 statements are committed once. MySQL/MariaDB (InnoDB) and the SQLite
	 * drop-in both take START TRANSACTION through $wpdb.
	 *
	 * @param array<string, mixed> $record The import's record: put back as it was when the write throws.
	 * @param callable             $write  The file's import.
	 * @return true|\WP_Error What $write returned.
	 */
	private function in_transaction( array &$record, callable $write ): bool|\WP_Error {
		global $wpdb;
		$before       = $record;
		$this->moving = null;
		$wpdb->query( 'START TRANSACTION' );
		try {
			$done = $write();
		} catch ( \Throwable $error ) {
			$wpdb->query( 'ROLLBACK' );
			wp_cache_flush(); // The object cache may hold what was rolled back.
			$this->transfer->forget();
			$record = $before;
			throw $error;
		}
		$wpdb->query( 'COMMIT' );
		// A moved file's source name goes only now that the library's file is committed.
		if ( ! $this->transfer->release() && null !== $this->moving ) {
			delete_post_meta( $this->moving[0], self::META_MOVED_FROM );
			--$record['report']['moved_files'];
			Import_Records::problem( $record, 'not_moved', $this->moving[1], __( 'The file was copied into the library, but its source file could not be removed (check the folder\'s permissions); remove it by hand.', 'frontage' ) );
		}
		return $done;
	}

	/**
	 * The library categories source categories map to: those imported; on a dry run also those
	 * the import would make (-1), so that the report names the files whose category it would not.
	 *
	 * @param bool $dry_run Whether this is a dry run.
	 * @return array<string, int> Source keys => library category ids.
	 */
	private function categories( bool $dry_run ): array {
		$categories = Term_Import::imported( Files_Module::CATEGORY_TAXONOMY );
		if ( $dry_run ) {
			foreach ( $this->source->categories() as $term ) {
				if ( null !== $term['name'] ) {
					$categories[ $this->key( $term['id'] ) ] ??= -1;
				}
			}
		}
		return $categories;
	}

	/**
	 * Imports or assesses one file.
	 *
	 * @param array<string, mixed>              $record The import's record.
	 * @param array<string, mixed>              $row    The source file (Import_Source::files()).
	 * @param array<string, array<string, int>> $maps   Source keys => library ids, by kind.
	 * @return true|\WP_Error An error only when copying failed for want of room.
	 */
	private function file( array &$record, array $row, array $maps ): bool|\WP_Error {
		$item   = $this->source->name() . ':file:' . $row['id'];
		$source = $this->check( $record, $row, $item, $maps['categories'] );
		if ( null === $source ) {
			++$record['counts']['files']['skipped'];
			return true;
		}
		$key       = $this->key( $row['id'] );
		$existing  = $maps['files'][ $key ] ?? 0;
		$tags      = array_values( array_filter( array_map( fn ( int $tag ): int => $maps['tags'][ $this->key( $tag ) ] ?? 0, $row['tags'] ) ) );
		$signature = md5( (string) wp_json_encode( array( $row['title'], $row['description'], $row['status'], $row['date_gmt'], $row['modified_gmt'], $row['author'], array_slice( $source, 0, 6 ), $tags ) ) );
		$hits      = (int) $row['hits'];
		if ( $existing && get_post_meta( $existing, Importer::META_SIGNATURE, true ) === $signature ) {
			$counted = (int) get_post_meta( $existing, Importer::META_HITS, true );
			if ( $hits === $counted ) {
				++$record['counts']['files']['unchanged'];
				return true;
			}
			++$record['counts']['files']['updated'];
			if ( ! $record['dry_run'] ) {
				$this->count_downloads( $existing, $hits );
			}
			return true;
		}
		++$record['counts']['files'][ $existing ? 'updated' : 'created' ];
		if ( $record['dry_run'] ) {
			return true;
		}
		$data  = array(
			'title'       => $source['title'],
			'description' => $row['description'],
			'status'      => $source['status'],
			'category'    => $source['category'],
			'version'     => (string) $row['version'],
		);
		$moved = null;
		$id    = $existing ? $this->update( $existing, $source, $data, $row, $moved ) : $this->create( $source, $data, $row, $moved );
		if ( is_wp_error( $id ) ) {
			--$record['counts']['files'][ $existing ? 'updated' : 'created' ];
			++$record['counts']['files']['skipped'];
			if ( 'copy_failed' === $id->get_error_code() ) {
				return $id;
			}
			Import_Records::problem( $record, 'refused', $item, $id->get_error_message() );
			return true;
		}
		if ( ! $existing ) {
			$record['counts']['bytes'] += $source['size'];
		}
		// The id map with the file, in its transaction: a request cut before the commit leaves neither.
		Id_Map::remember( 'post', $id, $key );
		$this->moved( $record, $id, $item, $source, $moved );
		wp_set_object_terms( $id, $tags, Files_Module::TAG_TAXONOMY );
		update_post_meta( $id, Importer::META_SIGNATURE, $signature );
		$this->count_downloads( $id, $hits );
		return true;
	}

	/**
	 * What a source file becomes, or null when it cannot come (the report says why): its title,
	 * status, library category, stored path and size, download name (the first six, in this
	 * order, are its signature's), and where its bytes are read from with the library file
	 * holding them when an earlier import moved them.
	 *
	 * @param array<string, mixed> $record     The import's record.
	 * @param array<string, mixed> $row        The source file.
	 * @param string               $item       Its name in the report.
	 * @param array<string, int>   $categories Source keys => library category ids.
	 * @return array{title: string, name: string, status: string, category: int, path: string, size: int, bytes: string, holder: int}|null
	 */
	private function check( array &$record, array $row, string $item, array $categories ): ?array {
		$status = self::STATUSES[ $row['status'] ] ?? null;
		if ( null === $status ) {
			return null; // In the trash, or never saved: not a file of the library.
		}
		if ( null !== $row['error'] ) {
			Import_Records::problem( $record, $row['error'][0], $item, $row['error'][1] );
			return null;
		}
		foreach ( $row['notes'] as $note ) {
			Import_Records::problem( $record, $note[0], $item, $note[1] );
		}
		if ( null !== $row['remote'] ) {
			++$record['report']['remote_files'];
			/* translators: %s: the address the file links to. */
			Import_Records::problem( $record, 'remote_file', $item, sprintf( __( 'The file is a link to %s; the library keeps files, not links, so it was left out. Download it and add it by hand.', 'frontage' ), esc_url_raw( (string) $row['remote'] ) ) );
			return null;
		}
		$category = $this->category( $record, $row, $item, $categories );
		if ( null === $category ) {
			return null;
		}
		$bytes = $this->bytes( $record, $row, $item );
		if ( null === $bytes ) {
			return null;
		}
		$names = $this->names( $record, $row, $item );
		if ( is_wp_error( $names ) ) {
			Import_Records::problem( $record, 'refused', $item, $names->get_error_message() . ' ' . __( 'Left out.', 'frontage' ) );
			return null;
		}
		return $names + array(
			'status'   => $row['private'] ? 'private' : $status,
			'category' => $category,
		) + $bytes;
	}

	/**
	 * The library category of a source file: its own category's (the first), 0 for a file in
	 * none when the source allows it, or null when it cannot come (reported).
	 *
	 * @param array<string, mixed> $record     The import's record.
	 * @param array<string, mixed> $row        The source file.
	 * @param string               $item       Its name in the report.
	 * @param array<string, int>   $categories Source keys => library category ids.
	 */
	private function category( array &$record, array $row, string $item, array $categories ): ?int {
		if ( ! $row['categories'] ) {
			if ( ! $this->source->needs_category() ) {
				return 0;
			}
			Import_Records::problem( $record, 'no_category', $item, __( 'The file is in no category (or its category is gone), so its stored file cannot be found. Left out.', 'frontage' ) );
			return null;
		}
		$category = $categories[ $this->key( (int) $row['categories'][0] ) ] ?? 0;
		if ( ! $category ) {
			Import_Records::problem( $record, 'category_not_imported', $item, __( 'The file\'s category was not imported (see its problem above). Left out.', 'frontage' ) );
			return null;
		}
		return $category;
	}

	/**
	 * Where a source file's bytes are: its stored file, or — when an earlier import moved it
	 * into the library — the library file holding them (reported: `moved_earlier`). Null when
	 * there are none (reported).
	 *
	 * @param array<string, mixed> $record The import's record.
	 * @param array<string, mixed> $row    The source file.
	 * @param string               $item   Its name in the report.
	 * @return array{path: string, size: int, bytes: string, holder: int}|null
	 */
	private function bytes( array &$record, array $row, string $item ): ?array {
		$path = $this->source->locate( $row );
		if ( ! is_wp_error( $path ) ) {
			return array(
				'path'   => $path,
				'size'   => (int) filesize( $path ),
				'bytes'  => $path,
				'holder' => 0,
			);
		}
		$expected = (string) ( $path->get_error_data()['path'] ?? '' );
		$holder   = 'missing_file' === $path->get_error_code() && '' !== $expected ? self::holder( $expected ) : 0;
		$stored   = $holder ? $this->library->storage()->absolute_path( (string) $this->library->get( $holder )?->path ) : null;
		if ( null !== $stored ) {
			/* translators: %d: the library file's id. */
			Import_Records::problem( $record, 'moved_earlier', $item, sprintf( __( 'The stored file was moved into the library by an earlier import (library file %d); the library\'s copy is used.', 'frontage' ), $holder ) );
			return array(
				'path'   => $expected,
				'size'   => (int) filesize( $stored ),
				'bytes'  => $stored,
				'holder' => $holder,
			);
		}
		if ( in_array( $path->get_error_code(), array( 'missing_file', 'no_file' ), true ) ) {
			++$record['report']['missing_files'];
		}
		Import_Records::problem( $record, $path->get_error_code(), $item, $path->get_error_message() . ' ' . __( 'Left out.', 'frontage' ) );
		return null;
	}

	/**
	 * The file's title and download name as the library will have them; an untitled file takes
	 * its download name's, and the report says so.
	 *
	 * @param array<string, mixed> $record The import's record.
	 * @param array<string, mixed> $row    The source file.
	 * @param string               $item   Its name in the report.
	 * @return array{title: string, name: string}|\WP_Error An error for a name the library refuses
	 *     (a type a web server could run, or one the site does not allow).
	 */
	private function names( array &$record, array $row, string $item ): array|\WP_Error {
		$name    = (string) $row['name'];
		$checked = ( new Upload_Validator() )->check_name( $name );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$title = trim( (string) $row['title'] );
		if ( '' === $title ) {
			$title = pathinfo( $name, PATHINFO_FILENAME );
			Import_Records::change( $record, $item, 'title', '', $title );
		}
		return array(
			'title' => $title,
			'name'  => $name,
		);
	}

	/**
	 * Adds a new library file from a checked copy (or the moved bytes) of the source's file.
	 *
	 * @param array<string, mixed> $source From check().
	 * @param array<string, mixed> $data   For Library::create().
	 * @param array<string, mixed> $row    The source file (dates, author).
	 * @param bool|null            $moved  Set: whether the source's file was moved.
	 * @return int|\WP_Error The file id.
	 */
	private function create( array $source, array $data, array $row, ?bool &$moved ): int|\WP_Error {
		// Bytes the library already holds are copied, never moved out of it.
		$transfer = $source['holder'] ? new File_Transfer( $this->library->storage(), false ) : $this->transfer;
		$part     = $transfer->take( $source['bytes'], $source['size'] );
		if ( is_wp_error( $part ) ) {
			return $part;
		}
		$file  = $this->with_source_dates( $row, fn () => $this->library->create( $part, $source['name'], $data ) );
		$moved = $transfer->finish( $part, $source['bytes'], $file instanceof File ? $this->library->storage()->absolute_path( $file->path ) : null );
		return $file instanceof File ? $file->id : $file;
	}

	/**
	 * Updates a library file from its changed source; its bytes are replaced (the old ones kept
	 * as a version) when they differ. A file whose bytes an earlier import moved into this very
	 * library file keeps them.
	 *
	 * @param int                  $id     Library file id.
	 * @param array<string, mixed> $source From check().
	 * @param array<string, mixed> $data   For Library::update().
	 * @param array<string, mixed> $row    The source file.
	 * @param bool|null            $moved  Set when bytes were brought: whether the source's file was moved.
	 * @return int|\WP_Error The file id.
	 */
	private function update( int $id, array $source, array $data, array $row, ?bool &$moved ): int|\WP_Error {
		$current = $this->library->get( $id );
		$stored  = $current ? $this->library->storage()->absolute_path( $current->path ) : null;
		$same    = $source['holder'] === $id || ( $stored && filesize( $stored ) === $source['size'] && hash_file( 'sha256', $stored ) === hash_file( 'sha256', $source['bytes'] ) );
		if ( ! $same ) {
			$transfer = $source['holder'] ? new File_Transfer( $this->library->storage(), false ) : $this->transfer;
			$part     = $transfer->take( $source['bytes'], $source['size'] );
			if ( is_wp_error( $part ) ) {
				return $part;
			}
			$replaced = $this->library->replace( $id, $part, $source['name'] );
			$moved    = $transfer->finish( $part, $source['bytes'], $replaced instanceof File ? $this->library->storage()->absolute_path( $replaced->path ) : null );
			if ( is_wp_error( $replaced ) ) {
				return $replaced;
			}
		}
		$file = $this->with_source_dates( $row, fn () => $this->library->update( $id, $data ) );
		return $file instanceof File ? $file->id : $file;
	}

	/**
	 * After a file's bytes were brought on a move import: the library file remembers the source
	 * path they came from (a later import finds them there), or the report says the source's
	 * file could not be removed.
	 *
	 * @param array<string, mixed> $record The import's record.
	 * @param int                  $id     Library file id.
	 * @param string               $item   Its name in the report.
	 * @param array<string, mixed> $source From check().
	 * @param bool|null            $moved  Whether the source's file is gone; null: no bytes were brought.
	 */
	private function moved( array &$record, int $id, string $item, array $source, ?bool $moved ): void {
		if ( $moved ) {
			update_post_meta( $id, self::META_MOVED_FROM, wp_slash( $source['path'] ) );
			$record['report']['moved_files'] = (int) ( $record['report']['moved_files'] ?? 0 ) + 1;
			$this->moving                    = array( $id, $item );
		} elseif ( false === $moved && $this->transfer->moves() && ! $source['holder'] ) {
			Import_Records::problem( $record, 'not_moved', $item, __( 'The file was copied into the library, but its source file could not be removed (check the folder\'s permissions); remove it by hand.', 'frontage' ) );
		}
	}

	/**
	 * The library file holding the bytes an import moved from a source path, or 0.
	 *
	 * @param string $path The source path.
	 */
	private static function holder( string $path ): int {
		global $wpdb;
		// SQL: core tables; placeholders only.
		return (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT MIN(pm.post_id) FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id
				WHERE pm.meta_key = %s AND pm.meta_value = %s AND p.post_type = %s",
				self::META_MOVED_FROM,
				$path,
				Files_Module::POST_TYPE
			)
		);
	}

	/**
	 * A source row's key in the id map.
	 *
	 * @param int $id Source id.
	 */
	private function key( int $id ): string {
		return Importer::key( $id, $this->source->name() );
	}

	/**
	 * Runs a library write with the source's dates and author on the post it writes.
	 *
	 * @param array<string, mixed> $row   The source file.
	 * @param callable             $write The write.
	 * @return mixed What the write returned.
	 */
	private function with_source_dates( array $row, callable $write ): mixed {
		$author = $row['author'] && get_userdata( $row['author'] ) ? $row['author'] : 0;
		$filter = static function ( array $data ) use ( $row, $author ): array {
			if ( Files_Module::POST_TYPE !== ( $data['post_type'] ?? '' ) ) {
				return $data;
			}
			$data['post_date']         = $row['date'];
			$data['post_date_gmt']     = $row['date_gmt'];
			$data['post_modified_gmt'] = $row['modified_gmt'];
			$data['post_modified']     = get_date_from_gmt( $row['modified_gmt'] );
			if ( $author ) {
				$data['post_author'] = $author;
			}
			return $data;
		};
		add_filter( 'wp_insert_post_data', $filter );
		try {
			return $write();
		} finally {
			remove_filter( 'wp_insert_post_data', $filter );
		}
	}

	/**
	 * Sets a file's download count from the source's: what the source counted since the last
	 * import is added, so downloads counted by the library meanwhile are kept.
	 *
	 * @param int $id   Library file id.
	 * @param int $hits The source's count now.
	 */
	private function count_downloads( int $id, int $hits ): void {
		$before = get_post_meta( $id, Importer::META_HITS, true );
		$ours   = (int) get_post_meta( $id, File::META_DOWNLOADS, true );
		$count  = '' === $before ? $ours + $hits : $ours + max( 0, $hits - (int) $before );
		update_post_meta( $id, File::META_DOWNLOADS, $count );
		update_post_meta( $id, Importer::META_HITS, $hits );
	}

	/**
	 * The library files an import made from some source files: source key => file id.
	 *
	 * @param int[] $ids Source file ids.
	 * @return array<string, int>
	 */
	private function imported( array $ids ): array {
		$map = array();
		foreach ( Id_Map::lookup( 'post', array_map( array( $this, 'key' ), $ids ) ) as $row ) {
			$map[ (string) $row['meta_value'] ] = (int) $row['object_id'];
		}
		return $map;
	}
}
