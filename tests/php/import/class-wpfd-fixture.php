<?php
/**
 * WP File Download's rows written the way WP File Download itself writes them: a category (its
 * term, its display settings as JSON in the term's description, its order in `term_group`, its
 * access in the option `taxonomy_{id}`), a tag, and a file (its `wpfd_file` post with the stored
 * file's path as guid, its `_wpfd_file_metadata`, its terms, its bytes under
 * uploads/wpfd/{category}/). One file at a time through WordPress (files()), as WP File
 * Download's add-file code does, or many at once with multi-row INSERTs that write the same rows
 * (insert_files(), for bench/import.mjs; tests/php/import/test-wpfd-fixture.php compares the two).
 *
 * Shared by the import tests (Wpfd_Import_Test_Case) and the import benchmark
 * (bench/php/seed-import.php); no PHPUnit in it. Fixture code: never loaded by the plugin.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

use Frontage\Import\Wpfd_Source;

/**
 * WP File Download's post type and taxonomies are registered only while a row is written (as
 * when it is active) and unregistered afterwards (the importer reads them as when it is not).
 */
final class Wpfd_Fixture {

	/**
	 * The display settings WP File Download keeps in a new category's description.
	 */
	public const CATEGORY_PARAMS = array(
		'theme'       => 'default',
		'ordering'    => 'title',
		'orderingdir' => 'desc',
		'canview'     => 0,
	);

	/**
	 * A file's details as WP File Download's add-file code writes them.
	 */
	public const FILE_META = array(
		'ext'        => 'txt',
		'size'       => 0,
		'hits'       => 0,
		'version'    => '1.0',
		'file'       => '',
		'remote_url' => false,
	);

	/**
	 * The columns insert_files() writes to the posts table.
	 */
	private const POST_COLUMNS = array( 'ID', 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'comment_status', 'ping_status', 'post_password', 'post_name', 'to_ping', 'pinged', 'post_modified', 'post_modified_gmt', 'post_content_filtered', 'post_parent', 'guid', 'menu_order', 'post_type', 'post_mime_type', 'comment_count' );

	/**
	 * Registers WP File Download's post type and taxonomies as it does, or unregisters them.
	 *
	 * @param bool $on Register.
	 */
	public static function register( bool $on ): void {
		if ( ! $on ) {
			unregister_taxonomy( Wpfd_Source::CATEGORY_TAXONOMY );
			unregister_taxonomy( Wpfd_Source::TAG_TAXONOMY );
			unregister_post_type( Wpfd_Source::POST_TYPE );
			return;
		}
		register_post_type( Wpfd_Source::POST_TYPE, array( 'public' => false ) );
		register_taxonomy( Wpfd_Source::CATEGORY_TAXONOMY, Wpfd_Source::POST_TYPE, array( 'hierarchical' => true ) );
		register_taxonomy( Wpfd_Source::TAG_TAXONOMY, Wpfd_Source::POST_TYPE, array( 'hierarchical' => false ) );
	}

	/**
	 * A category: the term (its order among its siblings in `term_group`), its display settings
	 * as JSON in the term's description, and its access in the option `taxonomy_{id}` (`access`
	 * 1: the roles named; 0: public; -1: as its parent).
	 *
	 * @param string               $name   Name.
	 * @param int                  $parent Parent category.
	 * @param int                  $order  Its place among its siblings.
	 * @param string[]|null        $roles  Roles allowed (access 1); null: access $access.
	 * @param array<string, mixed> $params Display settings over CATEGORY_PARAMS.
	 * @param int                  $access Access when no roles are given: 0 or -1.
	 * @return int Term id.
	 */
	public static function category( string $name, int $parent = 0, int $order = 0, ?array $roles = null, array $params = array(), int $access = 0 ): int {
		global $wpdb;
		self::register( true );
		$term = wp_insert_term(
			$name,
			Wpfd_Source::CATEGORY_TAXONOMY,
			array(
				'parent' => $parent,
				'slug'   => sanitize_title( $name ),
			)
		);
		$id   = (int) self::made( $term )['term_id'];
		wp_update_term( $id, Wpfd_Source::CATEGORY_TAXONOMY, array( 'description' => (string) wp_json_encode( $params + self::CATEGORY_PARAMS ) ) );
		self::register( false );
		$wpdb->update( $wpdb->terms, array( 'term_group' => $order ), array( 'term_id' => $id ) );
		clean_term_cache( $id );
		update_option(
			Wpfd_Source::CATEGORY_OPTION_PREFIX . $id,
			array(
				'access' => null === $roles ? $access : 1,
				'roles'  => $roles ?? array(),
			)
		);
		return $id;
	}

	/**
	 * A tag.
	 *
	 * @param string $name Name.
	 * @return int Term id.
	 */
	public static function tag( string $name ): int {
		self::register( true );
		$term = wp_insert_term( $name, Wpfd_Source::TAG_TAXONOMY );
		self::register( false );
		return (int) self::made( $term )['term_id'];
	}

	/**
	 * A file written through WordPress, as WP File Download's add-file code writes it: its post,
	 * its category and tags, its details meta, and its bytes under uploads/wpfd/{category}/.
	 *
	 * @param int                        $category Category (0: none).
	 * @param string                     $title    Title.
	 * @param string|null                $bytes    The file's content; null: no file on disk.
	 * @param array<string, mixed>|false $meta     Details over FILE_META; false: none (a half-written post).
	 * @param array<string, mixed>       $post     Post fields over the defaults.
	 * @param int[]                      $tags     Tags.
	 * @param string                     $ext      The stored file's extension.
	 * @return int Post id.
	 */
	public static function file( int $category, string $title, ?string $bytes, array|false $meta = array(), array $post = array(), array $tags = array(), string $ext = 'txt' ): int {
		self::register( true );
		$id = wp_insert_post( $post + self::post_fields( $title ), true );
		if ( ! is_int( $id ) ) {
			self::register( false );
			throw new \RuntimeException( 'wp_insert_post: ' . ( is_wp_error( $id ) ? $id->get_error_message() : 'failed' ) );
		}
		$file = self::stored_name( $id, $title, $ext );
		// WP File Download keeps the stored file's path as the post's guid (a link's address),
		// and its type as the post's; written as wp_insert_post() writes them (the stored name
		// holds the post id, so they come right after it).
		$guid = is_string( $meta['file'] ?? null ) && ! empty( $meta['remote_url'] ) ? $meta['file'] : self::folder( $category ) . '/' . $file;
		$GLOBALS['wpdb']->update(
			$GLOBALS['wpdb']->posts,
			array(
				'guid'           => sanitize_post_field( 'guid', $guid, $id, 'db' ),
				'post_mime_type' => (string) wp_check_filetype( $guid )['type'],
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
		if ( $category ) {
			wp_set_object_terms( $id, array( $category ), Wpfd_Source::CATEGORY_TAXONOMY );
		}
		if ( $tags ) {
			wp_set_object_terms( $id, $tags, Wpfd_Source::TAG_TAXONOMY );
		}
		self::register( false );
		if ( null !== $bytes ) {
			wp_mkdir_p( self::folder( $category ) );
			file_put_contents( self::folder( $category ) . '/' . $file, $bytes ); // Plain file functions: a fixture.
		}
		if ( false !== $meta ) {
			update_post_meta( $id, Wpfd_Source::META_FILE, self::details( $meta, null === $bytes ? 0 : strlen( $bytes ), $file ) );
		}
		return $id;
	}

	/**
	 * Many files at once, with multi-row INSERTs in one transaction (a bench seeds thousands):
	 * the same rows as file() writes (test-wpfd-fixture.php checks it), and the same term counts.
	 * The bytes are written by the caller, to the paths answered.
	 *
	 * @param list<array<string, mixed>> $files Each: category, title, excerpt, status, date,
	 *     date_gmt, author, tags (term ids), ext (the stored file's), size, meta (details over
	 *     FILE_META; `file` and `remote_url` set for a link).
	 * @return list<array{id: int, path: string|null}> Each file's post id and where its bytes go
	 *     (null for a link), in the order given.
	 */
	public static function insert_files( array $files ): array {
		global $wpdb;
		if ( ! $files ) {
			return array();
		}
		self::register( true );
		$wpdb->query( 'START TRANSACTION' );
		$next  = (int) $wpdb->get_var( "SELECT COALESCE(MAX(ID), 0) FROM {$wpdb->posts}" ) + 1;
		$posts = array();
		$meta  = array();
		$terms = array();
		$taxes = array();
		$made  = array();
		$taken = array();
		foreach ( $files as $spec ) {
			$id      = $next++;
			$name    = self::stored_name( $id, $spec['title'], $spec['ext'] );
			$link    = ! empty( $spec['meta']['remote_url'] ) ? (string) $spec['meta']['file'] : null;
			$path    = $link ? null : self::folder( $spec['category'] ) . '/' . $name;
			$posts[] = self::post_row( $id, $spec, $link ?? (string) $path, $taken );
			$meta[]  = array( $id, Wpfd_Source::META_FILE, maybe_serialize( wp_unslash( self::details( $spec['meta'], $spec['size'], $name ) ) ) );
			$owned   = array_fill_keys( $spec['category'] ? array( $spec['category'] ) : array(), Wpfd_Source::CATEGORY_TAXONOMY ) + array_fill_keys( $spec['tags'], Wpfd_Source::TAG_TAXONOMY );
			foreach ( $owned as $term => $taxonomy ) {
				$tt                       = self::term_taxonomy_id( $term );
				$terms[]                  = array( $id, $tt );
				$taxes[ $taxonomy ][ $tt ] = $tt;
			}
			$made[] = array(
				'id'   => $id,
				'path' => $path,
			);
		}
		self::insert( $wpdb->posts, self::POST_COLUMNS, $posts );
		self::insert( $wpdb->postmeta, array( 'post_id', 'meta_key', 'meta_value' ), $meta );
		self::insert( $wpdb->term_relationships, array( 'object_id', 'term_taxonomy_id' ), $terms );
		$wpdb->query( 'COMMIT' );
		foreach ( $taxes as $taxonomy => $ids ) {
			wp_update_term_count_now( array_values( $ids ), $taxonomy );
		}
		self::register( false );
		return $made;
	}

	/**
	 * The posts row of a file, as wp_insert_post() writes it for WP File Download.
	 *
	 * @param int                  $id    Post id.
	 * @param array<string, mixed> $spec  The file (insert_files()).
	 * @param string               $guid  The stored file's path, or a link's address.
	 * @param array<string, bool>  $taken Slugs given in this batch; the new one is added.
	 * @return list<mixed> Values in POST_COLUMNS' order.
	 */
	private static function post_row( int $id, array $spec, string $guid, array &$taken ): array {
		$slug = '';
		if ( ! in_array( $spec['status'], array( 'draft', 'pending', 'auto-draft' ), true ) ) {
			$base = sanitize_title( $spec['title'], (string) $id );
			$slug = $base;
			for ( $n = 2; isset( $taken[ $slug ] ) || wp_unique_post_slug( $slug, $id, $spec['status'], Wpfd_Source::POST_TYPE, 0 ) !== $slug; $n++ ) {
				$slug = _truncate_post_slug( $base, 200 - ( strlen( (string) $n ) + 1 ) ) . '-' . $n;
			}
			$taken[ $slug ] = true;
		}
		$guid = sanitize_post_field( 'guid', $guid, $id, 'db' );
		return array( $id, $spec['author'], $spec['date'], $spec['date_gmt'], '', $spec['title'], $spec['excerpt'], $spec['status'], get_default_comment_status( Wpfd_Source::POST_TYPE ), get_default_comment_status( Wpfd_Source::POST_TYPE, 'pingback' ), '', $slug, '', '', $spec['date'], $spec['date_gmt'], '', 0, $guid, 0, Wpfd_Source::POST_TYPE, (string) wp_check_filetype( $guid )['type'], 0 );
	}

	/**
	 * A file's details (`_wpfd_file_metadata`) over FILE_META.
	 *
	 * @param array<string, mixed> $meta Details given.
	 * @param int                  $size The stored file's size.
	 * @param string               $file The stored file's name.
	 * @return array<string, mixed>
	 */
	public static function details( array $meta, int $size, string $file ): array {
		return $meta + array(
			'size' => $size,
			'file' => $file,
		) + self::FILE_META;
	}

	/**
	 * The name a file is stored under in its category's folder.
	 *
	 * @param int    $id    Post id.
	 * @param string $title Title.
	 * @param string $ext   Extension.
	 */
	public static function stored_name( int $id, string $title, string $ext ): string {
		return 'file-' . $id . '-' . substr( md5( $title ), 0, 8 ) . '.' . $ext;
	}

	/**
	 * A category's folder under uploads/wpfd.
	 *
	 * @param int $category Category id.
	 */
	public static function folder( int $category ): string {
		return wp_get_upload_dir()['basedir'] . '/' . Wpfd_Source::FOLDER . '/' . $category;
	}

	/**
	 * The post fields of a new file: WP File Download's add-file code, with a description, a
	 * date and an author, as the file's edit form saves them.
	 *
	 * @param string $title Title.
	 * @return array<string, mixed>
	 */
	private static function post_fields( string $title ): array {
		return array(
			'post_type'     => Wpfd_Source::POST_TYPE,
			'post_title'    => $title,
			'post_excerpt'  => 'About ' . $title,
			'post_content'  => '',
			'post_status'   => 'publish',
			'post_date'     => '2021-03-04 05:06:07',
			'post_date_gmt' => '2021-03-04 05:06:07',
			'post_author'   => 1,
		);
	}

	/**
	 * A term's term_taxonomy_id.
	 *
	 * @param int $term_id Term id.
	 */
	private static function term_taxonomy_id( int $term_id ): int {
		static $ids = array();
		if ( ! isset( $ids[ $term_id ] ) ) {
			global $wpdb;
			$ids[ $term_id ] = (int) $wpdb->get_var( $wpdb->prepare( "SELECT term_taxonomy_id FROM {$wpdb->term_taxonomy} WHERE term_id = %d AND taxonomy IN ( %s, %s )", $term_id, Wpfd_Source::CATEGORY_TAXONOMY, Wpfd_Source::TAG_TAXONOMY ) );
		}
		return $ids[ $term_id ];
	}

	/**
	 * One multi-row INSERT through $wpdb->prepare().
	 *
	 * @param string            $table   Table.
	 * @param string[]          $columns Columns.
	 * @param list<list<mixed>> $rows    Rows.
	 */
	private static function insert( string $table, array $columns, array $rows ): void {
		global $wpdb;
		if ( ! $rows ) {
			return;
		}
		$row    = '(' . implode( ',', array_map( static fn ( $value ): string => is_int( $value ) ? '%d' : '%s', $rows[0] ) ) . ')';
		$values = array_merge( ...$rows );
		// SQL: table and column names are ours; every value a placeholder.
		$done = $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', array_fill( 0, count( $rows ), $row ) ), ...$values ) );
		if ( false === $done ) {
			$wpdb->query( 'ROLLBACK' );
			throw new \RuntimeException( "INSERT into {$table}: {$wpdb->last_error}" );
		}
	}

	/**
	 * The ids of a term WordPress made, or an exception saying why it did not.
	 *
	 * @param array<string, mixed>|\WP_Error $term What wp_insert_term() answered.
	 * @return array<string, mixed>
	 */
	private static function made( array|\WP_Error $term ): array {
		if ( is_wp_error( $term ) ) {
			self::register( false );
			throw new \RuntimeException( 'wp_insert_term: ' . $term->get_error_message() );
		}
		return $term;
	}
}
