<?php
/**
 * Reads WP File Download's rows straight from the database, whether WP File Download is active
 * or not (its post type and taxonomies are then not registered), for the importer
 * (docs/migration.md "What is imported").
 *
 * @package Frontage
 */

namespace Frontage\Import;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Only reads: the source's rows are never changed. Serialized values are decoded without
 * objects (`allowed_classes` false), and stored files are looked up only inside uploads/wpfd.
 * Its rows become the importer's shapes here (Import_Source). A category's place among its
 * siblings is its term's `term_group`; its description holds its display settings, as JSON
 * (category_details()). Its file orderings are its shortcodes' (Wpfd_Shortcodes::ORDERINGS).
 */
final class Wpfd_Source extends Post_Source {

	/**
	 * The source's name on the wire.
	 */
	public const NAME = 'wpfd';

	/**
	 * WP File Download's post type of a file.
	 */
	public const POST_TYPE = 'wpfd_file';

	/**
	 * Its categories.
	 */
	public const CATEGORY_TAXONOMY = 'wpfd-category';

	/**
	 * Its tags.
	 */
	public const TAG_TAXONOMY = 'wpfd-tag';

	/**
	 * The post meta holding a file's details (a serialized array).
	 */
	public const META_FILE = '_wpfd_file_metadata';

	/**
	 * The option holding a category's settings: this prefix and the term id.
	 */
	public const CATEGORY_OPTION_PREFIX = 'taxonomy_';

	/**
	 * The folder inside uploads where it stores files, one sub-folder per category id.
	 */
	public const FOLDER = 'wpfd';

	/**
	 * The plugin's name.
	 */
	public function label(): string {
		return __( 'WP File Download', 'frontage' );
	}

	/**
	 * A file's stored file is in its category's folder: a file in no category cannot be found.
	 */
	public function needs_category(): bool {
		return true;
	}

	/**
	 * A category's settings (the `taxonomy_{id}` option), decoded without objects: an array,
	 * null when the category has none, false when the stored value does not decode to an array.
	 *
	 * @param int $term_id Source category id.
	 * @return array<mixed>|null|false
	 */
	public function category_settings( int $term_id ): array|null|false {
		global $wpdb;
		// SQL: core table; placeholders only. Not get_option(): it would build objects.
		$raw = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::CATEGORY_OPTION_PREFIX . $term_id ) );
		return null === $raw ? null : self::decode( (string) $raw );
	}

	/**
	 * A category's access, from its `taxonomy_{id}` option (`access` 1: the roles it names,
	 * none named: library managers only; 0 or -1, "as its parent": its own level public, its
	 * parents' restrictions still cover it), and its file ordering, from the display settings it
	 * keeps as JSON in the term's description (which is then not a description). Settings that
	 * do not decode → library managers only, so that nothing private becomes public.
	 *
	 * @param array<string, mixed> $term A category from categories().
	 * @return array{description: string, visibility: string, roles: string[], ordering?: string, problems: list<array{0: string, 1: string}>}
	 */
	public function category_details( array $term ): array {
		$params   = json_decode( (string) $term['description'], true );
		$params   = is_array( $params ) ? $params : null;
		$settings = $this->category_settings( (int) $term['id'] );
		$out      = array(
			'description' => null === $params ? (string) $term['description'] : '',
			'visibility'  => 'public',
			'roles'       => array(),
			'problems'    => array(),
		);
		if ( false === $settings ) {
			$out['visibility'] = 'roles';
			$out['problems'][] = array( 'bad_settings', __( 'The category\'s settings do not decode; it was made visible to library managers only, so that nothing private becomes public. Set its visibility by hand.', 'frontage' ) );
			return $out;
		}
		if ( is_array( $settings ) && is_numeric( $settings['access'] ?? null ) && 1 === (int) $settings['access'] ) {
			$roles   = array_values( array_filter( array_map( 'strval', array_filter( (array) ( $settings['roles'] ?? array() ), 'is_scalar' ) ) ) );
			$known   = array_values( array_intersect( $roles, array_keys( wp_roles()->roles ) ) );
			$unknown = array_diff( $roles, $known );
			if ( $unknown ) {
				/* translators: %s: role names. */
				$out['problems'][] = array( 'unknown_role', sprintf( __( 'Roles this site does not have were left out of the category\'s access: %s.', 'frontage' ), implode( ', ', $unknown ) ) );
			}
			$out['visibility'] = 'roles';
			$out['roles']      = $known;
		}
		$ordering = is_scalar( $params['ordering'] ?? null ) ? ( Wpfd_Shortcodes::ORDERINGS[ (string) $params['ordering'] ] ?? null ) : null;
		if ( null !== $ordering ) {
			$out['ordering'] = $ordering . ( is_scalar( $params['orderingdir'] ?? null ) && 'desc' === strtolower( (string) $params['orderingdir'] ) ? '-desc' : '' );
		}
		return $out;
	}

	/**
	 * A page of file posts after a source id, as file rows (Import_Source::files()).
	 *
	 * @param int $after Source id the last page ended at (0: from the start).
	 * @param int $limit Most rows to read.
	 * @return list<array<string, mixed>>
	 */
	public function files( int $after, int $limit ): array {
		$page = $this->page( $after, $limit );
		if ( ! $page['posts'] ) {
			return array();
		}
		$meta  = Source_Rows::meta( $page['ids'], array( self::META_FILE ) );
		$files = array();
		foreach ( $page['posts'] as $post ) {
			$id      = (int) $post['ID'];
			$files[] = self::row(
				$this->post_fields( $post, $page['terms'], (string) $post['post_excerpt'] ),
				isset( $meta[ $id ][ self::META_FILE ] ) ? self::decode( $meta[ $id ][ self::META_FILE ] ) : null
			);
		}
		return $files;
	}

	/**
	 * A file row from a post and its details (`_wpfd_file_metadata`: array, false when it does
	 * not decode, null when missing). A file kept for chosen users (`canview`: user ids, 0 among
	 * them meaning everyone) comes private, since the library has no access by user; the other
	 * categories it is listed in (`file_multi_category`) are reported. WP File Download marks a
	 * link with `remote_url` and keeps its address in `file`; it downloads a file as its title
	 * and extension.
	 *
	 * @param array<string, mixed>    $row  The post's fields.
	 * @param array<mixed>|false|null $meta Its details.
	 * @return array<string, mixed>
	 */
	private static function row( array $row, array|false|null $meta ): array {
		$row += array(
			'error'   => null,
			'notes'   => array(),
			'private' => false,
			'remote'  => null,
			'file'    => '',
			'name'    => '',
			'version' => '',
			'hits'    => 0,
		);
		if ( ! is_array( $meta ) ) {
			$row['error'] = null === $meta
				? array( 'no_metadata', __( 'The file post has no details (_wpfd_file_metadata): it was half-written. Left out.', 'frontage' ) )
				: array( 'bad_metadata', __( 'The file\'s details (_wpfd_file_metadata) do not decode. Left out.', 'frontage' ) );
			return $row;
		}
		$others = $meta['file_multi_category'] ?? null;
		if ( is_array( $others ) && array_filter( $others, 'is_numeric' ) ) {
			/* translators: %s: category ids. */
			$row['notes'][] = array( 'other_categories', sprintf( __( 'The file is also listed in categories %s; the library files it in its own category only.', 'frontage' ), implode( ', ', array_map( 'intval', array_filter( $others, 'is_numeric' ) ) ) ) );
		}
		$canview = $meta['canview'] ?? null;
		if ( is_scalar( $canview ) && '' !== trim( (string) $canview ) && ! in_array( 0, array_map( 'intval', explode( ',', (string) $canview ) ), true ) ) {
			$row['private'] = true;
			$row['notes'][] = array( 'restricted_file', __( 'The file was for chosen users only; the library has no access by user, so it was made private (library managers only).', 'frontage' ) );
		}
		$file        = is_scalar( $meta['file'] ?? null ) ? (string) $meta['file'] : '';
		$row['file'] = $file;
		if ( ! empty( $meta['remote_url'] ) ) {
			$row['remote'] = is_string( $meta['remote_url'] ) && str_contains( $meta['remote_url'], '://' ) ? $meta['remote_url'] : $file;
		}
		$ext            = strtolower( is_scalar( $meta['ext'] ?? null ) && '' !== (string) $meta['ext'] ? (string) $meta['ext'] : pathinfo( $file, PATHINFO_EXTENSION ) );
		$title          = trim( $row['title'] );
		$base           = '' !== $title ? $title : pathinfo( $file, PATHINFO_FILENAME );
		$row['name']    = str_ends_with( strtolower( $base ), '.' . $ext ) ? $base : $base . '.' . $ext;
		$row['version'] = is_scalar( $meta['version'] ?? null ) ? (string) $meta['version'] : '';
		$row['hits']    = is_numeric( $meta['hits'] ?? null ) ? max( 0, (int) $meta['hits'] ) : 0;
		return $row;
	}

	/**
	 * A serialized value decoded without objects: the array, or false when it is not a
	 * serialized array (broken, a scalar, or holding an object).
	 *
	 * @param string $raw As stored.
	 * @return array<mixed>|false
	 */
	public static function decode( string $raw ): array|false {
		return Source_Rows::unserialize( $raw );
	}

	/**
	 * A file row's stored file, in its own category's folder (path()).
	 *
	 * @param array<string, mixed> $row A row from files().
	 */
	public function locate( array $row ): string|\WP_Error {
		return $this->path( (int) ( $row['categories'][0] ?? 0 ), (string) $row['file'] );
	}

	/**
	 * The stored file of a source file: its absolute path, or an error when the name is empty,
	 * leaves uploads/wpfd (`..`, an absolute path, a link pointing out), or no file is there.
	 *
	 * @param int    $category_id Source category id (the sub-folder).
	 * @param string $file        The stored name from the details meta.
	 */
	public function path( int $category_id, string $file ): string|\WP_Error {
		$base = realpath( $this->base_dir() );
		if ( '' === $file || str_contains( $file, "\0" ) ) {
			return new \WP_Error( 'no_file', __( 'The file has no stored file name.', 'frontage' ) );
		}
		$candidate = $this->base_dir() . '/' . $category_id . '/' . $file;
		$real      = realpath( $candidate );
		if ( false === $base || false === $real ) {
			// Not there; still refuse a name that would leave the folder, to say so.
			if ( str_contains( $file, '..' ) || str_starts_with( $file, '/' ) || str_contains( $file, '\\' ) ) {
				return new \WP_Error( 'path_outside', __( 'The stored file name leaves uploads/wpfd; it was not read.', 'frontage' ) );
			}
			return new \WP_Error( 'missing_file', __( 'The stored file is missing from uploads/wpfd.', 'frontage' ), array( 'path' => ( false === $base ? $this->base_dir() : $base ) . '/' . $category_id . '/' . $file ) );
		}
		if ( ! str_starts_with( $real, $base . DIRECTORY_SEPARATOR ) ) {
			return new \WP_Error( 'path_outside', __( 'The stored file name leaves uploads/wpfd; it was not read.', 'frontage' ) );
		}
		if ( ! is_file( $real ) || ! is_readable( $real ) ) {
			return new \WP_Error( 'missing_file', __( 'The stored file is missing from uploads/wpfd.', 'frontage' ), array( 'path' => $real ) );
		}
		return $real;
	}

	/**
	 * The folder WP File Download stores files in.
	 */
	public function base_dir(): string {
		if ( null === $this->uploads_dir ) {
			$this->uploads_dir = (string) wp_get_upload_dir()['basedir'];
		}
		return untrailingslashit( $this->uploads_dir ) . '/' . self::FOLDER;
	}
}
