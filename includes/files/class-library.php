<?php
/**
 * The file library's service: the only place that creates, changes, lists and deletes files.
 * The REST API, the admin-ajax tasks (docs/api.md), the blocks and the admin page all call it.
 *
 * @package Frontage
 */

namespace Frontage\Files;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Reads never return a file the asker may not see; writes assume the transport has checked
 * Permissions::can_manage() and the nonce.
 */
final class Library {

	/**
	 * Option: the largest file the library accepts, in bytes (0: only the server's limits).
	 */
	public const OPTION_MAX_UPLOAD = 'frontage_files_max_upload_bytes';

	/**
	 * The most files one list request returns.
	 */
	public const MAX_PER_PAGE = Files_Module::MAX_PER_PAGE;

	/**
	 * Statuses a file can have.
	 */
	public const STATUSES = Files_Module::FILE_STATUSES;

	/**
	 * Action fired after download counts changed, with the ids of the files counted (the counts
	 * are raw UPDATEs, so no meta hook fires; the search index listens to this).
	 */
	public const ACTION_DOWNLOADS_COUNTED = Files_Module::ACTION_DOWNLOADS_COUNTED;

	/**
	 * Sortable fields → how WP_Query orders by them.
	 */
	private const ORDER_BY = array(
		'title'     => array( 'orderby' => 'title' ),
		'created'   => array( 'orderby' => 'date' ),
		'updated'   => array( 'orderby' => 'modified' ),
		'size'      => array(
			'orderby'  => 'meta_value_num',
			'meta_key' => File::META_SIZE, // Meta query: sorting needs it.
		),
		'downloads' => array(
			'orderby'  => 'meta_value_num',
			'meta_key' => File::META_DOWNLOADS,
		),
		'type'      => array(
			'orderby'  => 'meta_value',
			'meta_key' => File::META_EXT,
		),
		'version'   => array(
			'orderby'  => 'meta_value',
			'meta_key' => File::META_VERSION,
		),
	);

	/**
	 * The checks and writes of a file's details, made on first use (details()).
	 *
	 * @var File_Details|null
	 */
	private ?File_Details $details = null;

	/**
	 * The download counting, made on first use (counter()).
	 *
	 * @var Download_Counter|null
	 */
	private ?Download_Counter $counter = null;

	/**
	 * Takes the services it builds on.
	 *
	 * @param Storage          $storage    Where the bytes live.
	 * @param Categories       $categories Categories and their settings.
	 * @param Visibility       $visibility Who may see what.
	 * @param Upload_Validator $validator  What may be stored.
	 * @param File_Versions|null  $versions Earlier versions of files; built on the storage when null.
	 * @param Download_Stats|null $stats    Downloads per file and day; a new one when null.
	 */
	public function __construct(
		private Storage $storage,
		private Categories $categories,
		private Visibility $visibility,
		private Upload_Validator $validator,
		private ?File_Versions $versions = null,
		private ?Download_Stats $stats = null
	) {}

	/**
	 * Builds the library with its default services.
	 */
	public static function create_default(): self {
		$categories = new Categories();
		return new self( new Storage(), $categories, new Visibility( $categories ), new Upload_Validator() );
	}

	/**
	 * The visibility rules this library applies.
	 */
	public function visibility(): Visibility {
		return $this->visibility;
	}

	/**
	 * The categories this library files into.
	 */
	public function categories(): Categories {
		return $this->categories;
	}

	/**
	 * The storage this library keeps bytes in.
	 */
	public function storage(): Storage {
		return $this->storage;
	}

	/**
	 * The earlier versions of files (docs/files.md "Versions").
	 */
	public function versions(): File_Versions {
		$this->versions ??= new File_Versions( $this->storage );
		return $this->versions;
	}

	/**
	 * The downloads per file and day (docs/files.md "Download statistics").
	 */
	public function stats(): Download_Stats {
		$this->stats ??= new Download_Stats();
		return $this->stats;
	}

	/**
	 * The checks and writes of a file's category, tags, status and custom fields, built on the
	 * first write (a page that lists files does not load it).
	 */
	private function details(): File_Details {
		$this->details ??= new File_Details( $this->categories );
		return $this->details;
	}

	/**
	 * The download counting, built on the first download.
	 */
	private function counter(): Download_Counter {
		$this->counter ??= new Download_Counter( $this->stats() );
		return $this->counter;
	}

	/**
	 * A file by id, whoever asks. For internal use; visitors go through find_visible().
	 *
	 * @param int $id File id.
	 */
	public function get( int $id ): ?File {
		return $id > 0 ? File::from_post( $id ) : null;
	}

	/**
	 * A file a visitor asked for by id. Any id that is not a positive integer, not a file, in the
	 * trash, a draft, private, or in a category the asker may not see, gets the same 404, so
	 * guessing ids reveals nothing.
	 *
	 * @param mixed         $id   The id as it arrived (string, int, array…).
	 * @param \WP_User|null $user The asker; null for the current user.
	 */
	public function find_visible( mixed $id, ?\WP_User $user = null ): File|\WP_Error {
		$id   = self::parse_id( $id );
		$file = $id ? $this->get( $id ) : null;
		return $file && $this->visibility->can_see_file( $file, $user ) ? $file : self::not_visible();
	}

	/**
	 * Several files a visitor asked for, each checked as find_visible() checks one, with their
	 * posts, meta and terms loaded in a few queries instead of several per file.
	 *
	 * @param array<mixed>  $ids  The ids as they arrived.
	 * @param \WP_User|null $user The asker; null for the current user.
	 * @return array<File|\WP_Error> One answer per id, with the same keys.
	 */
	public function find_visible_many( array $ids, ?\WP_User $user = null ): array {
		$parsed = array_values( array_unique( array_filter( array_map( array( self::class, 'parse_id' ), $ids ) ) ) );
		if ( $parsed ) {
			_prime_post_caches( $parsed, true, true );
			// The visibility check reads its categories' meta: load the meta of every term of
			// these files at once, instead of WordPress's lazy loader running once per file.
			$term_ids = array();
			foreach ( $parsed as $id ) {
				foreach ( array( Files_Module::CATEGORY_TAXONOMY, Files_Module::TAG_TAXONOMY ) as $taxonomy ) {
					$terms = get_object_term_cache( $id, $taxonomy );
					foreach ( is_array( $terms ) ? $terms : array() as $term ) {
						$term_ids[] = $term instanceof \WP_Term ? $term->term_id : (int) $term;
					}
				}
			}
			if ( $term_ids ) {
				update_termmeta_cache( array_values( array_unique( $term_ids ) ) );
			}
			$this->prime_ancestors( $term_ids );
		}
		$files = array();
		foreach ( $ids as $key => $id ) {
			$id            = self::parse_id( $id );
			$files[ $key ] = $id ? $this->get( $id ) : null;
		}
		$answers = array();
		foreach ( $this->visibility->can_see_files( $files, $user ) as $key => $seen ) {
			$answers[ $key ] = $seen ? $files[ $key ] : self::not_visible();
		}
		return $answers;
	}

	/**
	 * The answer for a file that does not exist or that the asker may not see: the same 404
	 * either way (find_visible()).
	 */
	private static function not_visible(): \WP_Error {
		return new \WP_Error( 'frontage_file_not_found', __( 'This file does not exist or you may not see it.', 'frontage' ), array( 'status' => 404 ) );
	}

	/**
	 * Loads the ancestors of some categories with their meta, a level at a time (two queries a
	 * level), for the visibility check that walks each file's chain: left to WordPress, each
	 * ancestor is read with a query of its own, then its meta with another (52 queries for a
	 * page of 100 files in a 200-category tree).
	 *
	 * @param int[] $term_ids Terms of the files (tags among them are skipped).
	 */
	private function prime_ancestors( array $term_ids ): void {
		$seen  = array();
		$level = array_values( array_unique( array_map( 'intval', $term_ids ) ) );
		while ( $level ) {
			_prime_term_caches( $level, true );
			$parents = array();
			foreach ( $level as $term_id ) {
				$seen[ $term_id ] = true;
				$term             = get_term( $term_id );
				if ( $term instanceof \WP_Term && Files_Module::CATEGORY_TAXONOMY === $term->taxonomy && $term->parent > 0 && ! isset( $seen[ $term->parent ] ) ) {
					$parents[ $term->parent ] = $term->parent;
				}
			}
			$level = array_values( $parents );
		}
	}

	/**
	 * A positive integer id from untrusted input, or 0.
	 *
	 * @param mixed $id Input: "12" and 12 pass; "-1", "1e3", "12abc", arrays and huge numbers do not.
	 */
	public static function parse_id( mixed $id ): int {
		if ( is_int( $id ) ) {
			return $id > 0 ? $id : 0;
		}
		if ( is_string( $id ) && preg_match( '/^[1-9]\d{0,18}$/', $id ) && (int) $id < PHP_INT_MAX ) {
			return (int) $id;
		}
		return 0;
	}

	/**
	 * Files visible to the asker, paged and sorted.
	 *
	 * @param array<string, mixed> $args category (0: all), page (1-based), per_page (1–100),
	 *                                   orderby (a Categories::ORDERINGS field; default: the
	 *                                   category's own ordering), order (asc|desc), search, tag,
	 *                                   with_product (only files linked to a shop product).
	 * @param \WP_User|null        $user The asker; null for the current user.
	 * @return array{files: list<File>, total: int, pages: int}
	 */
	public function list( array $args = array(), ?\WP_User $user = null ): array {
		$user     = $user ?? wp_get_current_user();
		$category = max( 0, (int) ( $args['category'] ?? 0 ) );
		$per_page = min( self::MAX_PER_PAGE, max( 1, (int) ( $args['per_page'] ?? 20 ) ) );
		$page     = max( 1, (int) ( $args['page'] ?? 1 ) );

		[ $field, $direction ] = $this->ordering( $category, $args );

		$query_args = array(
			'post_type'              => Files_Module::POST_TYPE,
			'post_status'            => Permissions::can_manage( $user ) || user_can( $user, 'read_private_posts' ) ? self::STATUSES : array( 'publish' ),
			'posts_per_page'         => $per_page,
			'paged'                  => $page,
			'order'                  => $direction,
			'no_found_rows'          => false,
			'ignore_sticky_posts'    => true,
			'update_post_term_cache' => true,
			'update_post_meta_cache' => true,
			'tax_query'              => array(), // Tax query: categories are the library's index.
		) + self::ORDER_BY[ $field ];

		if ( $category ) {
			if ( ! $this->visibility->can_see_category( $category, $user ) ) {
				return array(
					'files' => array(),
					'total' => 0,
					'pages' => 0,
				);
			}
			$query_args['tax_query'][] = array(
				'taxonomy'         => Files_Module::CATEGORY_TAXONOMY,
				'terms'            => array( $category ),
				'include_children' => false,
			);
		}
		$hidden = $this->visibility->hidden_category_ids( $user );
		if ( $hidden ) {
			$query_args['tax_query'][] = array(
				'taxonomy' => Files_Module::CATEGORY_TAXONOMY,
				'terms'    => $hidden,
				'operator' => 'NOT IN',
			);
		}
		if ( ! empty( $args['tag'] ) ) {
			$query_args['tax_query'][] = array(
				'taxonomy' => Files_Module::TAG_TAXONOMY,
				'terms'    => array_map( 'intval', (array) $args['tag'] ),
			);
		}
		if ( ! empty( $args['search'] ) ) {
			$query_args['s'] = (string) $args['search'];
		}
		if ( ! empty( $args['with_product'] ) ) {
			// Meta query: only files linked to a shop product (a woo_commerce saved table's rows).
			$query_args['meta_query'] = array(
				array(
					'key'     => File::META_PRODUCT,
					'value'   => 0,
					'compare' => '>',
					'type'    => 'NUMERIC',
				),
			);
		}

		$query = new \WP_Query( $query_args );
		return array(
			'files' => array_values( array_filter( array_map( array( File::class, 'from_post' ), $query->posts ) ) ),
			'total' => (int) $query->found_posts,
			'pages' => (int) $query->max_num_pages,
		);
	}

	/**
	 * Adds an uploaded file to the library.
	 *
	 * @param string               $tmp_path Where the uploaded bytes are (moved into storage).
	 * @param string               $name     The name the uploader gave.
	 * @param array<string, mixed> $data     title, description, category, tags, status, version,
	 *                                       custom_fields, product_id.
	 */
	public function create( string $tmp_path, string $name, array $data = array() ): File|\WP_Error {
		$checked = $this->details()->validate( $data );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$upload = $this->validator->validate( $name, $tmp_path, $this->max_upload_bytes() );
		if ( is_wp_error( $upload ) ) {
			return $upload;
		}
		$checked = $this->details()->resolve_tags( $checked );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$stored = $this->storage->store( $tmp_path );
		if ( is_wp_error( $stored ) ) {
			return $stored;
		}

		$title = trim( (string) ( $data['title'] ?? '' ) );
		$id    = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => Files_Module::POST_TYPE,
					'post_title'   => '' !== $title ? $title : pathinfo( $upload['name'], PATHINFO_FILENAME ),
					'post_content' => (string) ( $data['description'] ?? '' ),
					'post_status'  => (string) ( $data['status'] ?? 'publish' ),
					'meta_input'   => array(
						File::META_PATH      => $stored,
						File::META_NAME      => $upload['name'],
						File::META_EXT       => $upload['ext'],
						File::META_MIME      => $upload['mime'],
						File::META_SIZE      => $upload['size'],
						File::META_VERSION   => (string) ( $data['version'] ?? '' ),
						File::META_DOWNLOADS => 0,
						File::META_PRODUCT   => (int) ( $data['product_id'] ?? 0 ),
					),
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			// Nothing half-written: the stored bytes go with the failed record.
			$this->storage->delete( $stored );
			$id->add_data( array( 'status' => 500 ) );
			return $id;
		}
		$this->details()->save( $id, $checked );
		return $this->get( $id ) ?? new \WP_Error( 'frontage_file_create', __( 'The file could not be created.', 'frontage' ), array( 'status' => 500 ) );
	}

	/**
	 * Checks details as create() and update() would, writing nothing, so that a transport can
	 * refuse bad details before it stores or replaces any bytes.
	 *
	 * @param array<string, mixed> $data Fields, as create().
	 * @return true|\WP_Error
	 */
	public function check_fields( array $data ): bool|\WP_Error {
		$checked = $this->details()->validate( $data );
		return is_wp_error( $checked ) ? $checked : true;
	}

	/**
	 * Changes a file's details (not its bytes: see replace()).
	 *
	 * @param int                  $id   File id.
	 * @param array<string, mixed> $data Fields to change, as create().
	 */
	public function update( int $id, array $data ): File|\WP_Error {
		if ( ! $this->get( $id ) ) {
			return $this->not_found();
		}
		$checked = $this->details()->validate( $data );
		if ( ! is_wp_error( $checked ) ) {
			$checked = $this->details()->resolve_tags( $checked );
		}
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$post = array( 'ID' => $id );
		foreach ( array(
			'title'       => 'post_title',
			'description' => 'post_content',
			'status'      => 'post_status',
		) as $key => $field ) {
			if ( array_key_exists( $key, $data ) ) {
				$post[ $field ] = (string) $data[ $key ];
			}
		}
		$result = wp_update_post( wp_slash( $post ), true );
		if ( is_wp_error( $result ) ) {
			$result->add_data( array( 'status' => 500 ) );
			return $result;
		}
		if ( array_key_exists( 'version', $data ) ) {
			update_post_meta( $id, File::META_VERSION, (string) $data['version'] );
		}
		if ( array_key_exists( 'product_id', $data ) ) {
			update_post_meta( $id, File::META_PRODUCT, (int) $data['product_id'] );
		}
		$this->details()->save( $id, $checked );
		return $this->get( $id ) ?? $this->not_found();
	}

	/**
	 * Replaces a file's bytes, keeping its id, links, counts and details. The old bytes become
	 * the file's newest version (File_Versions), up to the kept number of versions.
	 *
	 * @param int    $id       File id.
	 * @param string $tmp_path The new bytes.
	 * @param string $name     The new file's name.
	 */
	public function replace( int $id, string $tmp_path, string $name ): File|\WP_Error {
		$file = $this->get( $id );
		if ( ! $file ) {
			return $this->not_found();
		}
		$upload = $this->validator->validate( $name, $tmp_path, $this->max_upload_bytes() );
		if ( is_wp_error( $upload ) ) {
			return $upload;
		}
		$stored = $this->storage->store( $tmp_path );
		if ( is_wp_error( $stored ) ) {
			return $stored;
		}
		$this->point_at( $id, $stored, $upload );
		$this->versions()->keep( $file, get_current_user_id() );
		return $this->get( $id ) ?? $this->not_found();
	}

	/**
	 * Makes an earlier version a file's current bytes again; the current bytes become its newest
	 * version in turn. The version's name, type, size and version label come back with it.
	 *
	 * @param int $id      File id.
	 * @param int $version Version number (File_Versions).
	 */
	public function restore_version( int $id, int $version ): File|\WP_Error {
		$file = $this->get( $id );
		if ( ! $file ) {
			return $this->not_found();
		}
		$record = $this->versions()->find( $id, $version );
		if ( ! $record ) {
			return self::version_not_found();
		}
		if ( ! $this->storage->absolute_path( $record['path'] ) ) {
			return new \WP_Error( 'frontage_version_missing', __( 'This version’s content is missing on the server, so it cannot be restored. Delete the version.', 'frontage' ), array( 'status' => 409 ) );
		}
		$this->versions()->take( $id, $version );
		$this->point_at( $id, $record['path'], $record );
		update_post_meta( $id, File::META_VERSION, wp_slash( $record['version'] ) );
		$this->versions()->keep( $file, get_current_user_id() );
		return $this->get( $id ) ?? $this->not_found();
	}

	/**
	 * Deletes an earlier version of a file, bytes and record.
	 *
	 * @param int $id      File id.
	 * @param int $version Version number.
	 * @return array<string, mixed>|\WP_Error The deleted version's record.
	 */
	public function delete_version( int $id, int $version ): array|\WP_Error {
		if ( ! $this->get( $id ) ) {
			return $this->not_found();
		}
		return $this->versions()->delete( $id, $version ) ?? self::version_not_found();
	}

	/**
	 * Points a file at stored bytes and updates its name, type and size (search index included:
	 * it follows these meta) and its "updated" date.
	 *
	 * @param int                  $id     File id.
	 * @param string               $stored The stored path.
	 * @param array<string, mixed> $facts  name, ext, mime, size.
	 */
	private function point_at( int $id, string $stored, array $facts ): void {
		update_post_meta( $id, File::META_PATH, $stored );
		update_post_meta( $id, File::META_NAME, wp_slash( (string) $facts['name'] ) );
		update_post_meta( $id, File::META_EXT, (string) $facts['ext'] );
		update_post_meta( $id, File::META_MIME, (string) $facts['mime'] );
		update_post_meta( $id, File::META_SIZE, (int) $facts['size'] );
		// The post's modified date is the file's "updated" date.
		wp_update_post( array( 'ID' => $id ) );
	}

	/**
	 * The 404 for an unknown version number.
	 */
	private static function version_not_found(): \WP_Error {
		return new \WP_Error( 'frontage_version_not_found', __( 'This file has no version with this number.', 'frontage' ), array( 'status' => 404 ) );
	}

	/**
	 * Deletes a file and its stored bytes, for good.
	 *
	 * @param int $id File id.
	 * @return true|\WP_Error
	 */
	public function delete( int $id ): bool|\WP_Error {
		$file = $this->get( $id );
		if ( ! $file ) {
			return $this->not_found();
		}
		// The versions' records are read before the post's meta goes with it.
		$versions = $this->versions()->all( $id );
		if ( ! wp_delete_post( $id, true ) ) {
			return new \WP_Error( 'frontage_file_delete', __( 'The file could not be deleted.', 'frontage' ), array( 'status' => 500 ) );
		}
		$this->storage->delete( $file->path );
		foreach ( $versions as $version ) {
			$this->storage->delete( $version['path'] );
		}
		$this->stats()->delete_file( $id );
		return true;
	}

	/**
	 * Adds one to a file's download count.
	 *
	 * @param int $id File id.
	 */
	public function count_download( int $id ): void {
		$this->counter()->count_one( $id );
	}

	/**
	 * Adds one to the download count of several files at once (a zip), in one query.
	 *
	 * @param int[] $ids File ids.
	 */
	public function count_downloads( array $ids ): void {
		$this->counter()->count_many( $ids );
	}

	/**
	 * The largest upload the library accepts, in bytes; 0 when only the server limits it.
	 */
	public function max_upload_bytes(): int {
		return max( 0, (int) get_option( self::OPTION_MAX_UPLOAD, 0 ) );
	}

	/**
	 * The field and direction to order a list by.
	 *
	 * @param int                  $category Category being listed, 0 for all.
	 * @param array<string, mixed> $args     List arguments.
	 * @return array{0: string, 1: string}
	 */
	private function ordering( int $category, array $args ): array {
		$default = $category ? ( $this->categories->get( $category )['ordering'] ?? 'title' ) : 'title';
		$wanted  = (string) ( $args['orderby'] ?? $default );
		$field   = preg_replace( '/-desc$/', '', $wanted );
		$field   = isset( self::ORDER_BY[ $field ] ) ? $field : 'title';
		$desc    = isset( $args['order'] ) ? 'desc' === strtolower( (string) $args['order'] ) : str_ends_with( $wanted, '-desc' );
		return array( $field, $desc ? 'DESC' : 'ASC' );
	}

	/**
	 * The 404 for an unknown file id (managers' side).
	 */
	private function not_found(): \WP_Error {
		return new \WP_Error( 'frontage_file_not_found', __( 'No file has this id.', 'frontage' ), array( 'status' => 404 ) );
	}
}
