<?php
/**
 * Earlier versions of a file: what Replace keeps (docs/files.md "Versions").
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * When a file's bytes are replaced, the old bytes stay where they were stored — in the library's
 * folder (Storage), under their random name without extension, behind the same deny rules — and
 * a record of them goes into the file's `_frontage_versions` meta: the stored path, name, type,
 * size, version label, when they were replaced and by whom. Nothing serves those bytes to a
 * visitor: the download address serves only a file's current bytes, and the version routes are
 * for library managers.
 *
 * The number of versions kept is an option (`frontage_files_max_versions`, default 10; 0 keeps
 * none, as before versions existed); the oldest go first, bytes and record. Version numbers count
 * up per file and are never reused, so a stale screen can never restore another version.
 *
 * Library calls this; transports never do.
 */
final class File_Versions {

	/**
	 * Post meta (protected): `{next: int, items: list<record>}`, newest record first.
	 */
	public const META = '_frontage_versions';

	/**
	 * Option: how many versions a file keeps (Files_Settings registers it).
	 */
	public const OPTION_LIMIT = Files_Settings::OPTION_LIMIT;

	/**
	 * Versions kept when the option is not set.
	 */
	public const DEFAULT_LIMIT = Files_Settings::DEFAULT_LIMIT;

	/**
	 * The most versions the option may ask for.
	 */
	public const MAX_LIMIT = Files_Settings::MAX_LIMIT;

	/**
	 * Takes the storage the bytes live in.
	 *
	 * @param Storage $storage The library's storage.
	 */
	public function __construct( private Storage $storage ) {}

	/**
	 * How many versions a file keeps.
	 */
	public function limit(): int {
		return max( 0, min( self::MAX_LIMIT, (int) get_option( self::OPTION_LIMIT, self::DEFAULT_LIMIT ) ) );
	}

	/**
	 * A file's versions, newest first.
	 *
	 * @param int $file_id File id.
	 * @return list<array{id: int, path: string, name: string, ext: string, mime: string, size: int, version: string, replaced: string, replaced_by: int}>
	 */
	public function all( int $file_id ): array {
		return $this->read( $file_id )['items'];
	}

	/**
	 * One version of a file, or null.
	 *
	 * @param int $file_id File id.
	 * @param int $version Version number.
	 * @return array<string, mixed>|null
	 */
	public function find( int $file_id, int $version ): ?array {
		foreach ( $this->all( $file_id ) as $item ) {
			if ( $item['id'] === $version ) {
				return $item;
			}
		}
		return null;
	}

	/**
	 * Keeps a file's current bytes as its newest version (call it once the file points at other
	 * bytes), then drops the oldest versions past the limit. With a limit of 0 the bytes are
	 * deleted at once.
	 *
	 * @param File $previous The file as it was, before its bytes changed.
	 * @param int  $user_id  Who replaced it.
	 */
	public function keep( File $previous, int $user_id ): void {
		$limit = $this->limit();
		if ( 0 === $limit ) {
			$this->storage->delete( $previous->path );
			return;
		}
		$data = $this->read( $previous->id );
		array_unshift(
			$data['items'],
			array(
				'id'          => $data['next'],
				'path'        => $previous->path,
				'name'        => $previous->name,
				'ext'         => $previous->ext,
				'mime'        => $previous->mime,
				'size'        => $previous->size,
				'version'     => $previous->version,
				'replaced'    => gmdate( 'Y-m-d\TH:i:s' ),
				'replaced_by' => $user_id,
			)
		);
		++$data['next'];
		foreach ( array_splice( $data['items'], $limit ) as $dropped ) {
			$this->storage->delete( $dropped['path'] );
		}
		$this->write( $previous->id, $data );
	}

	/**
	 * Takes a version out of the list without deleting its bytes (they become the file's again).
	 *
	 * @param int $file_id File id.
	 * @param int $version Version number.
	 * @return array<string, mixed>|null The record taken, or null when there is none.
	 */
	public function take( int $file_id, int $version ): ?array {
		$data = $this->read( $file_id );
		foreach ( $data['items'] as $index => $item ) {
			if ( $item['id'] === $version ) {
				array_splice( $data['items'], $index, 1 );
				$this->write( $file_id, $data );
				return $item;
			}
		}
		return null;
	}

	/**
	 * Deletes a version: its record and its bytes.
	 *
	 * @param int $file_id File id.
	 * @param int $version Version number.
	 * @return array<string, mixed>|null The record deleted, or null when there is none.
	 */
	public function delete( int $file_id, int $version ): ?array {
		$taken = $this->take( $file_id, $version );
		if ( $taken ) {
			$this->storage->delete( $taken['path'] );
		}
		return $taken;
	}

	/**
	 * The stored list, checked: records without a path of ours are left out.
	 *
	 * @param int $file_id File id.
	 * @return array{next: int, items: list<array{id: int, path: string, name: string, ext: string, mime: string, size: int, version: string, replaced: string, replaced_by: int}>}
	 */
	private function read( int $file_id ): array {
		$stored = get_post_meta( $file_id, self::META, true );
		$stored = is_array( $stored ) ? $stored : array();
		$items  = array();
		$next   = max( 1, (int) ( $stored['next'] ?? 1 ) );
		foreach ( is_array( $stored['items'] ?? null ) ? $stored['items'] : array() as $item ) {
			if ( ! is_array( $item ) || ! isset( $item['id'], $item['path'] ) ) {
				continue;
			}
			$items[] = array(
				'id'          => (int) $item['id'],
				'path'        => (string) $item['path'],
				'name'        => (string) ( $item['name'] ?? '' ),
				'ext'         => (string) ( $item['ext'] ?? '' ),
				'mime'        => (string) ( $item['mime'] ?? '' ),
				'size'        => (int) ( $item['size'] ?? 0 ),
				'version'     => (string) ( $item['version'] ?? '' ),
				'replaced'    => (string) ( $item['replaced'] ?? '' ),
				'replaced_by' => (int) ( $item['replaced_by'] ?? 0 ),
			);
			$next    = max( $next, (int) $item['id'] + 1 );
		}
		return array(
			'next'  => $next,
			'items' => $items,
		);
	}

	/**
	 * Stores the list.
	 *
	 * @param int                  $file_id File id.
	 * @param array<string, mixed> $data    From read(), changed.
	 */
	private function write( int $file_id, array $data ): void {
		// Slashed: update_post_meta() unslashes what it is given.
		update_post_meta(
			$file_id,
			self::META,
			wp_slash(
				array(
					'next'  => (int) $data['next'],
					'items' => array_values( $data['items'] ),
				)
			)
		);
	}
}
