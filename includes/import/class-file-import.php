<?php
/**
 * Brings WP File Download's files into the library, a batch at a time: each stored file copied,
 * checked by size and hash, then added through Library (the same checks as an upload), with its
 * dates, author, category, tags and download count (docs/migration.md).
 *
 * @package Frontage
 */

namespace Frontage\Import;

use Frontage\Files\File;
use Frontage\Files\Files_Module;
use Frontage\Files\Library;
use Frontage\Files\Upload_Validator;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A source file is new (no library file carries its source id), changed (its signature
 * differs: then it is updated, its bytes replaced when they differ), or unchanged (left alone).
 */
final class File_Import {

	/**
	 * WP File Download's post statuses → the library's; others (trash, auto-draft) are skipped.
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
	 * Takes the source and the library.
	 *
	 * @param Wpfd_Source $source  The rows to read.
	 * @param Library     $library Where files are written.
	 */
	public function __construct( private Wpfd_Source $source, private Library $library ) {}

	/**
	 * Imports (or, on a dry run, assesses) the next files.
	 *
	 * @param array<string, mixed> $record   The import's record; its cursor and report move on.
	 * @param int                  $limit    Most files this batch.
	 * @param float                $deadline microtime() after which no further file starts.
	 * @return bool|\WP_Error Whether every file is through; an error stops the import (the disk is full).
	 */
	public function run( array &$record, int $limit, float $deadline ): bool|\WP_Error {
		$rows = $this->source->files( (int) $record['cursor'], $limit );
		if ( ! $rows ) {
			return true;
		}
		$maps = array(
			'categories' => $this->categories( (bool) $record['dry_run'] ),
			'tags'       => Term_Import::imported( Files_Module::TAG_TAXONOMY ),
			'files'      => self::imported( array_map( static fn ( array $row ): int => $row['id'], $rows ) ),
		);
		foreach ( $rows as $index => $row ) {
			if ( $index > 0 && microtime( true ) > $deadline ) {
				return false;
			}
			$done = $this->file( $record, $row, $maps );
			if ( is_wp_error( $done ) ) {
				return $done;
			}
			$record['cursor'] = $row['id'];
		}
		return count( $rows ) < $limit;
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
			foreach ( $this->source->terms( Wpfd_Source::CATEGORY_TAXONOMY ) as $term ) {
				if ( null !== $term['name'] ) {
					$categories[ Wpfd_Importer::key( $term['id'] ) ] ??= -1;
				}
			}
		}
		return $categories;
	}

	/**
	 * Imports or assesses one file.
	 *
	 * @param array<string, mixed>               $record The import's record.
	 * @param array<string, mixed>               $row    The source file (Wpfd_Source::files()).
	 * @param array<string, array<string, int>> $maps   Source keys => library ids, by kind.
	 * @return true|\WP_Error An error only when copying failed for want of room.
	 */
	private function file( array &$record, array $row, array $maps ): bool|\WP_Error {
		$item   = 'wpfd:file:' . $row['id'];
		$source = $this->check( $record, $row, $item, $maps['categories'] );
		if ( null === $source ) {
			++$record['counts']['files']['skipped'];
			return true;
		}
		$key       = Wpfd_Importer::key( $row['id'] );
		$existing  = $maps['files'][ $key ] ?? 0;
		$tags      = array_values( array_filter( array_map( static fn ( int $tag ): int => $maps['tags'][ Wpfd_Importer::key( $tag ) ] ?? 0, $row['tags'] ) ) );
		$signature = md5( (string) wp_json_encode( array( $row['title'], $row['excerpt'], $row['status'], $row['date_gmt'], $row['modified_gmt'], $row['author'], $source, $tags ) ) );
		$hits      = is_numeric( $row['meta']['hits'] ?? null ) ? max( 0, (int) $row['meta']['hits'] ) : 0;
		if ( $existing && get_post_meta( $existing, Wpfd_Importer::META_SIGNATURE, true ) === $signature ) {
			$counted = (int) get_post_meta( $existing, Wpfd_Importer::META_HITS, true );
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
		$data = array(
			'title'       => $source['title'],
			'description' => $row['excerpt'],
			'status'      => $source['status'],
			'category'    => $source['category'],
			'version'     => (string) ( is_scalar( $row['meta']['version'] ?? '' ) ? ( $row['meta']['version'] ?? '' ) : '' ),
		);
		$id   = $existing ? $this->update( $existing, $source, $data, $row ) : $this->create( $source, $data, $row );
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
		// The id map first: a request cut after this finds the file on the next run.
		update_post_meta( $id, Wpfd_Importer::META_SOURCE, $key );
		wp_set_object_terms( $id, $tags, Files_Module::TAG_TAXONOMY );
		update_post_meta( $id, Wpfd_Importer::META_SIGNATURE, $signature );
		$this->count_downloads( $id, $hits );
		return true;
	}

	/**
	 * What a source file becomes, or null when it cannot come (the report says why): its title,
	 * status, library category, stored path, size and file name.
	 *
	 * @param array<string, mixed> $record     The import's record.
	 * @param array<string, mixed> $row        The source file.
	 * @param string               $item       Its name in the report.
	 * @param array<string, int>   $categories Source keys => library category ids.
	 * @return array{title: string, status: string, category: int, path: string, size: int, name: string}|null
	 */
	private function check( array &$record, array $row, string $item, array $categories ): ?array {
		$status = self::STATUSES[ $row['status'] ] ?? null;
		$meta   = $row['meta'];
		if ( null === $status ) {
			return null; // In the trash, or never saved: not a file of the library.
		}
		if ( null === $meta ) {
			Import_Records::problem( $record, 'no_metadata', $item, __( 'The file post has no details (_wpfd_file_metadata): it was half-written. Left out.', 'frontage' ) );
			return null;
		}
		if ( false === $meta ) {
			Import_Records::problem( $record, 'bad_metadata', $item, __( 'The file\'s details (_wpfd_file_metadata) do not decode. Left out.', 'frontage' ) );
			return null;
		}
		$status = $this->own_access( $record, $meta, $item, $status );
		$file   = is_scalar( $meta['file'] ?? null ) ? (string) $meta['file'] : '';
		if ( ! empty( $meta['remote_url'] ) ) {
			// WP File Download marks a link with `remote_url` and keeps its address in `file`.
			$address = is_string( $meta['remote_url'] ) && str_contains( $meta['remote_url'], '://' ) ? $meta['remote_url'] : $file;
			++$record['report']['remote_files'];
			/* translators: %s: the address the file links to. */
			Import_Records::problem( $record, 'remote_file', $item, sprintf( __( 'The file is a link to %s; the library keeps files, not links, so it was left out. Download it and add it by hand.', 'frontage' ), esc_url_raw( $address ) ) );
			return null;
		}
		if ( ! $row['categories'] ) {
			Import_Records::problem( $record, 'no_category', $item, __( 'The file is in no category (or its category is gone), so its stored file cannot be found. Left out.', 'frontage' ) );
			return null;
		}
		$source_category = $row['categories'][0];
		$category        = $categories[ Wpfd_Importer::key( $source_category ) ] ?? 0;
		if ( ! $category ) {
			Import_Records::problem( $record, 'category_not_imported', $item, __( 'The file\'s category was not imported (see its problem above). Left out.', 'frontage' ) );
			return null;
		}
		$path = $this->source->path( $source_category, $file );
		if ( is_wp_error( $path ) ) {
			if ( 'missing_file' === $path->get_error_code() || 'no_file' === $path->get_error_code() ) {
				++$record['report']['missing_files'];
			}
			Import_Records::problem( $record, $path->get_error_code(), $item, $path->get_error_message() . ' ' . __( 'Left out.', 'frontage' ) );
			return null;
		}
		$names = $this->names( $record, $row, $item, $meta, $file );
		if ( is_wp_error( $names ) ) {
			Import_Records::problem( $record, 'refused', $item, $names->get_error_message() . ' ' . __( 'Left out.', 'frontage' ) );
			return null;
		}
		return $names + array(
			'status'   => $status,
			'category' => $category,
			'path'     => $path,
			'size'     => (int) filesize( $path ),
		);
	}

	/**
	 * A file's own access: WP File Download can keep a file for chosen users (`canview`, user ids;
	 * 0 among them: everyone). The library has no access by user, so such a file becomes private
	 * (library managers only) and the report says so. A file also listed in other categories
	 * (`file_multi_category`) is filed in its own category only, and the report says that too.
	 *
	 * @param array<string, mixed> $record The import's record.
	 * @param array<mixed>         $meta   The file's details.
	 * @param string               $item   Its name in the report.
	 * @param string               $status The status it would have.
	 * @return string The status it gets.
	 */
	private function own_access( array &$record, array $meta, string $item, string $status ): string {
		$others = $meta['file_multi_category'] ?? null;
		if ( is_array( $others ) && array_filter( $others, 'is_numeric' ) ) {
			/* translators: %s: category ids. */
			Import_Records::problem( $record, 'other_categories', $item, sprintf( __( 'The file is also listed in categories %s; the library files it in its own category only.', 'frontage' ), implode( ', ', array_map( 'intval', array_filter( $others, 'is_numeric' ) ) ) ) );
		}
		$canview = $meta['canview'] ?? null;
		if ( ! is_scalar( $canview ) || '' === trim( (string) $canview ) ) {
			return $status;
		}
		$users = array_map( 'intval', explode( ',', (string) $canview ) );
		if ( in_array( 0, $users, true ) ) {
			return $status;
		}
		Import_Records::problem( $record, 'restricted_file', $item, __( 'The file was for chosen users only; the library has no access by user, so it was made private (library managers only).', 'frontage' ) );
		return 'private';
	}

	/**
	 * The file's title and download name as the library will have them (WP File Download
	 * downloads a file as its title and extension); the report lists what changes.
	 *
	 * @param array<string, mixed> $record The import's record.
	 * @param array<string, mixed> $row    The source file.
	 * @param string               $item   Its name in the report.
	 * @param array<mixed>         $meta   Its details.
	 * @param string               $file   Its stored name.
	 * @return array{title: string, name: string}|\WP_Error An error for a name the library refuses
	 *     (a type a web server could run, or one the site does not allow).
	 */
	private function names( array &$record, array $row, string $item, array $meta, string $file ): array|\WP_Error {
		$ext   = strtolower( is_scalar( $meta['ext'] ?? null ) && '' !== (string) $meta['ext'] ? (string) $meta['ext'] : pathinfo( $file, PATHINFO_EXTENSION ) );
		$title = trim( $row['title'] );
		$base  = '' !== $title ? $title : pathinfo( $file, PATHINFO_FILENAME );
		$name  = str_ends_with( strtolower( $base ), '.' . $ext ) ? $base : $base . '.' . $ext;
		$checked = ( new Upload_Validator() )->check_name( $name );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
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
	 * Adds a new library file from a checked copy of the source's bytes.
	 *
	 * @param array<string, mixed> $source From check().
	 * @param array<string, mixed> $data   For Library::create().
	 * @param array<string, mixed> $row    The source file (dates, author).
	 * @return int|\WP_Error The file id.
	 */
	private function create( array $source, array $data, array $row ): int|\WP_Error {
		$copy = $this->copy( $source['path'], $source['size'] );
		if ( is_wp_error( $copy ) ) {
			return $copy;
		}
		$file = $this->with_source_dates( $row, fn () => $this->library->create( $copy, $source['name'], $data ) );
		if ( file_exists( $copy ) ) {
			wp_delete_file( $copy ); // Refused: the library did not take the copy.
		}
		return $file instanceof File ? $file->id : $file;
	}

	/**
	 * Updates a library file from its changed source; its bytes are replaced (the old ones kept
	 * as a version) when they differ.
	 *
	 * @param int                  $id     Library file id.
	 * @param array<string, mixed> $source From check().
	 * @param array<string, mixed> $data   For Library::update().
	 * @param array<string, mixed> $row    The source file.
	 * @return int|\WP_Error The file id.
	 */
	private function update( int $id, array $source, array $data, array $row ): int|\WP_Error {
		$current = $this->library->get( $id );
		$stored  = $current ? $this->library->storage()->absolute_path( $current->path ) : null;
		if ( ! $stored || filesize( $stored ) !== $source['size'] || hash_file( 'sha256', $stored ) !== hash_file( 'sha256', $source['path'] ) ) {
			$copy = $this->copy( $source['path'], $source['size'] );
			if ( is_wp_error( $copy ) ) {
				return $copy;
			}
			$replaced = $this->library->replace( $id, $copy, $source['name'] );
			if ( file_exists( $copy ) ) {
				wp_delete_file( $copy );
			}
			if ( is_wp_error( $replaced ) ) {
				return $replaced;
			}
		}
		$file = $this->with_source_dates( $row, fn () => $this->library->update( $id, $data ) );
		return $file instanceof File ? $file->id : $file;
	}

	/**
	 * Copies a source file next to the library's storage and checks the copy's size and
	 * SHA-256 against the source's.
	 *
	 * @param string $path Source path (inside uploads/wpfd).
	 * @param int    $size Its size.
	 * @return string|\WP_Error The copy's path.
	 */
	private function copy( string $path, int $size ): string|\WP_Error {
		$storage = $this->library->storage();
		$ready   = $storage->ensure_folder();
		if ( is_wp_error( $ready ) ) {
			return new \WP_Error( 'copy_failed', $ready->get_error_message() );
		}
		$copy = $storage->base_dir() . '/import-' . bin2hex( random_bytes( 12 ) ) . '.part';
		// Plain file functions: streaming copies; WP_Filesystem reads whole files.
		if ( ! @copy( $path, $copy ) ) { // phpcs:ignore Generic.PHP.NoSilencedErrors.Discouraged -- the failure is reported below.
			if ( file_exists( $copy ) ) {
				wp_delete_file( $copy );
			}
			return new \WP_Error( 'copy_failed', __( 'A file could not be copied into the library folder (is the disk full?).', 'frontage' ) );
		}
		clearstatcache( true, $copy );
		if ( filesize( $copy ) !== $size || hash_file( 'sha256', $copy ) !== hash_file( 'sha256', $path ) ) {
			wp_delete_file( $copy );
			return new \WP_Error( 'copy_failed', __( 'A copied file did not match its source (size or hash); the disk may be full.', 'frontage' ) );
		}
		return $copy;
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
		$before = get_post_meta( $id, Wpfd_Importer::META_HITS, true );
		$ours   = (int) get_post_meta( $id, File::META_DOWNLOADS, true );
		$count  = '' === $before ? $ours + $hits : $ours + max( 0, $hits - (int) $before );
		update_post_meta( $id, File::META_DOWNLOADS, $count );
		update_post_meta( $id, Wpfd_Importer::META_HITS, $hits );
	}

	/**
	 * The library files an import made from some source files: source key => file id.
	 *
	 * @param int[] $ids Source file ids.
	 * @return array<string, int>
	 */
	private static function imported( array $ids ): array {
		global $wpdb;
		$keys         = array_map( array( Wpfd_Importer::class, 'key' ), $ids );
		$placeholders = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
		// SQL: core tables; every value a placeholder.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT pm.post_id, pm.meta_value FROM {$wpdb->postmeta} pm
				INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id
				WHERE pm.meta_key = %s AND p.post_type = %s AND pm.meta_value IN ( {$placeholders} )",
				Wpfd_Importer::META_SOURCE,
				Files_Module::POST_TYPE,
				...$keys
			),
			ARRAY_A
		);
		$map  = array();
		foreach ( (array) $rows as $row ) {
			$map[ (string) $row['meta_value'] ] = (int) $row['post_id'];
		}
		return $map;
	}
}
