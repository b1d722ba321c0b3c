<?php
/**
 * Download Monitor's rows written the way Download Monitor itself writes them: a category and a
 * tag (WordPress terms of its taxonomies), a download (its `dlm_download` post and the download
 * options its repository saves: `_featured`, `_members_only`, `_redirect_only`, `_new_tab`,
 * `_download_count`), and a version (its `dlm_download_version` child post, titled as its model
 * titles it, with `_version`, `_files` as the JSON its file manager encodes, `_filesize`, the
 * hashes, and `_download_count`), its bytes under uploads/dlm_uploads/YYYY/MM/ addressed by URL
 * as its uploader leaves them. Its counts table (`{prefix}dlm_downloads`, Download Monitor 4.7
 * and later) and a download logged in it as its log code does.
 *
 * For the import tests (Dlm_Import_Test_Case); no PHPUnit in it. Fixture code: never loaded by
 * the plugin.
 *
 * @package Frontage
 */

namespace Frontage\Tests;

use Frontage\Import\Dlm_Source;

/**
 * Download Monitor's post types and taxonomies are registered only while a row is written (as
 * when it is active) and unregistered afterwards (the importer reads them as when it is not).
 */
final class Dlm_Fixture {

	/**
	 * The folder inside uploads Download Monitor's uploader stores files in.
	 */
	public const FOLDER = 'dlm_uploads';

	/**
	 * Registers Download Monitor's post types and taxonomies as it does, or unregisters them.
	 *
	 * @param bool $on Register.
	 */
	public static function register( bool $on ): void {
		if ( ! $on ) {
			unregister_taxonomy( Dlm_Source::CATEGORY_TAXONOMY );
			unregister_taxonomy( Dlm_Source::TAG_TAXONOMY );
			unregister_post_type( Dlm_Source::VERSION_POST_TYPE );
			unregister_post_type( Dlm_Source::POST_TYPE );
			return;
		}
		register_post_type( Dlm_Source::POST_TYPE, array( 'public' => true ) );
		register_post_type( Dlm_Source::VERSION_POST_TYPE, array( 'public' => false ) );
		register_taxonomy( Dlm_Source::CATEGORY_TAXONOMY, Dlm_Source::POST_TYPE, array( 'hierarchical' => true ) );
		register_taxonomy( Dlm_Source::TAG_TAXONOMY, Dlm_Source::POST_TYPE, array( 'hierarchical' => false ) );
	}

	/**
	 * A category.
	 *
	 * @param string $name        Name.
	 * @param int    $parent      Parent category.
	 * @param string $description Description.
	 * @return int Term id.
	 */
	public static function category( string $name, int $parent = 0, string $description = '' ): int {
		return self::term( $name, Dlm_Source::CATEGORY_TAXONOMY, $parent, $description );
	}

	/**
	 * A tag.
	 *
	 * @param string $name Name.
	 * @return int Term id.
	 */
	public static function tag( string $name ): int {
		return self::term( $name, Dlm_Source::TAG_TAXONOMY );
	}

	/**
	 * A download, as Download Monitor's download repository saves it (the post, then its
	 * options), with its categories and tags as its edit screen saves them.
	 *
	 * @param string               $title  Title.
	 * @param array<string, mixed> $post   Post fields over the defaults (post_content: the
	 *                                     description, post_excerpt: the short one).
	 * @param bool                 $members_only Only for logged-in members.
	 * @param int[]                $categories   Categories.
	 * @param int[]                $tags         Tags.
	 * @param int                  $meta_count   Its meta download count (the sum of its versions').
	 * @return int Post id.
	 */
	public static function download( string $title, array $post = array(), bool $members_only = false, array $categories = array(), array $tags = array(), int $meta_count = 0 ): int {
		self::register( true );
		$id = wp_insert_post(
			$post + array(
				'post_title'    => $title,
				'post_content'  => 'About ' . $title,
				'post_excerpt'  => 'Short ' . $title,
				'post_author'   => 1,
				'post_type'     => Dlm_Source::POST_TYPE,
				'post_status'   => 'publish',
				'post_date'     => '2022-05-06 07:08:09',
				'post_date_gmt' => '2022-05-06 07:08:09',
			),
			true
		);
		if ( ! is_int( $id ) ) {
			self::register( false );
			throw new \RuntimeException( 'wp_insert_post: ' . ( is_wp_error( $id ) ? $id->get_error_message() : 'failed' ) );
		}
		update_post_meta( $id, '_featured', 'no' );
		update_post_meta( $id, Dlm_Source::META_MEMBERS_ONLY, $members_only ? 'yes' : 'no' );
		update_post_meta( $id, '_redirect_only', 'no' );
		update_post_meta( $id, '_new_tab', 'no' );
		update_post_meta( $id, Dlm_Source::META_COUNT, absint( $meta_count ) );
		if ( $categories ) {
			wp_set_object_terms( $id, $categories, Dlm_Source::CATEGORY_TAXONOMY );
		}
		if ( $tags ) {
			wp_set_object_terms( $id, $tags, Dlm_Source::TAG_TAXONOMY );
		}
		self::register( false );
		return $id;
	}

	/**
	 * A version of a download, as Download Monitor's version repository saves it: the child
	 * post, its meta count, label, files (JSON, through update_post_meta() as it does), size and
	 * hashes of its first file.
	 *
	 * @param int                  $download   Download.
	 * @param list<string>|string  $files      Its files (URLs or paths); a string: `_files` as stored.
	 * @param string               $label      Version label (`_version`).
	 * @param int                  $menu_order Its place (0: first, the one served).
	 * @param int                  $meta_count Its meta download count.
	 * @return int Post id.
	 */
	public static function version( int $download, array|string $files, string $label = '1.0', int $menu_order = 0, int $meta_count = 0 ): int {
		self::register( true );
		$id = wp_insert_post(
			array(
				'post_title'  => 'Download #' . $download . ' File Version',
				'post_author' => 1,
				'post_type'   => Dlm_Source::VERSION_POST_TYPE,
				'post_status' => 'publish',
				'post_parent' => $download,
				'menu_order'  => $menu_order,
				'post_date'   => '2022-05-06 07:08:09',
			),
			true
		);
		self::register( false );
		if ( ! is_int( $id ) ) {
			throw new \RuntimeException( 'wp_insert_post: ' . ( is_wp_error( $id ) ? $id->get_error_message() : 'failed' ) );
		}
		update_post_meta( $id, Dlm_Source::META_COUNT, absint( $meta_count ) );
		update_post_meta( $id, Dlm_Source::META_VERSION, strtolower( $label ) );
		update_post_meta( $id, Dlm_Source::META_FILES, is_string( $files ) ? $files : (string) wp_json_encode( $files, JSON_UNESCAPED_UNICODE ) );
		$path = is_array( $files ) && $files ? self::path_of( (string) $files[0] ) : null;
		$have = null !== $path && is_file( $path );
		update_post_meta( $id, '_filesize', $have ? filesize( $path ) : -1 );
		foreach ( array(
			'_md5'    => 'md5',
			'_sha1'   => 'sha1',
			'_sha256' => 'sha256',
			'_crc32'  => 'crc32b',
		) as $key => $algorithm ) {
			update_post_meta( $id, $key, $have ? hash_file( $algorithm, $path ) : '' );
		}
		return $id;
	}

	/**
	 * A file uploaded through Download Monitor's uploader: its bytes under
	 * uploads/dlm_uploads/YYYY/MM/, answered as the address it saves in `_files`.
	 *
	 * @param string $name  File name.
	 * @param string $bytes Its content.
	 * @return string Its address.
	 */
	public static function upload( string $name, string $bytes ): string {
		$uploads = wp_get_upload_dir();
		$sub     = '/' . self::FOLDER . '/2022/05';
		wp_mkdir_p( $uploads['basedir'] . $sub );
		file_put_contents( $uploads['basedir'] . $sub . '/' . $name, $bytes ); // Plain file functions: a fixture.
		return $uploads['baseurl'] . $sub . '/' . $name;
	}

	/**
	 * The uploads path of an address upload() answered (or a path, as given).
	 *
	 * @param string $file Address or path.
	 */
	public static function path_of( string $file ): string {
		$uploads = wp_get_upload_dir();
		return str_starts_with( $file, $uploads['baseurl'] ) ? $uploads['basedir'] . substr( $file, strlen( $uploads['baseurl'] ) ) : $file;
	}

	/**
	 * Creates (or drops) Download Monitor's counts table, as its installer does.
	 *
	 * @param bool $on Create.
	 */
	public static function counts_table( bool $on ): void {
		global $wpdb;
		$table = $wpdb->prefix . Dlm_Source::TABLE_COUNTS;
		if ( ! $on ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
			return;
		}
		$wpdb->query( "CREATE TABLE IF NOT EXISTS {$table} ( ID bigint(20) NOT NULL auto_increment, download_id bigint(20) NOT NULL, download_count bigint(20) NOT NULL, download_versions varchar(200) NOT NULL, PRIMARY KEY  (ID), KEY attribute_name (download_id) ) {$wpdb->get_charset_collate()}" );
	}

	/**
	 * A download served, counted in the counts table as Download Monitor's log code counts it
	 * (one row per download: its count and a JSON object of counts per version).
	 *
	 * @param int $download Download.
	 * @param int $version  The version served.
	 */
	public static function count_download( int $download, int $version ): void {
		global $wpdb;
		$table = $wpdb->prefix . Dlm_Source::TABLE_COUNTS;
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE download_id = %s", $download ), ARRAY_A );
		if ( $row ) {
			$versions             = json_decode( (string) $row['download_versions'], true ) ?: array();
			$versions[ $version ] = absint( $versions[ $version ] ?? 0 ) + 1;
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET download_count = download_count + 1, download_versions = %s WHERE download_id = %s", wp_json_encode( $versions ), $download ) );
			return;
		}
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (download_id,download_count,download_versions) VALUES ( %s , %s, %s )", $download, 1, wp_json_encode( array( $version => 1 ) ) ) );
	}

	/**
	 * A term of one of its taxonomies.
	 *
	 * @param string $name        Name.
	 * @param string $taxonomy    Taxonomy.
	 * @param int    $parent      Parent term.
	 * @param string $description Description.
	 * @return int Term id.
	 */
	private static function term( string $name, string $taxonomy, int $parent = 0, string $description = '' ): int {
		self::register( true );
		$term = wp_insert_term(
			$name,
			$taxonomy,
			array(
				'parent'      => $parent,
				'description' => $description,
			)
		);
		self::register( false );
		if ( is_wp_error( $term ) ) {
			throw new \RuntimeException( 'wp_insert_term: ' . $term->get_error_message() );
		}
		return (int) $term['term_id'];
	}
}
