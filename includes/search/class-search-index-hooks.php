<?php
/**
 * The search index's hook listeners: what in WordPress changes the index, and what it asks of
 * the build and the writer.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Admin_Scope;
use Frontage\Files\Categories;
use Frontage\Files\Files_Module;
use Frontage\Lazy;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Keeps the index current: installs and builds it (Search_Index) and writes what a change to a
 * file, its meta, its terms, a category or a tag changes (Search_Index_Writer). Reading
 * add_hooks() tells every event the index follows.
 */
final class Search_Index_Hooks {

	/**
	 * Whether the hooks are in (the module and tests may both call add_hooks()).
	 *
	 * @var bool
	 */
	private static bool $hooked = false;

	/**
	 * The hooks in, for defer() (null while the Search module is off).
	 *
	 * @var Search_Index_Hooks|null
	 */
	private static ?Search_Index_Hooks $active = null;

	/**
	 * While defer() runs: the files whose rows are written at its end (ids as keys); else null.
	 *
	 * @var array<int, true>|null
	 */
	private static ?array $deferred = null;

	/**
	 * Takes the build and the writer the events are handed to: the services, or Lazy stand-ins
	 * that build them at the first event (Search_Module), so that a request which changes nothing
	 * loads neither (docs/ARCHITECTURE.md "What a request loads").
	 *
	 * @param Search_Index|Lazy        $index  Install, migration and build.
	 * @param Search_Index_Writer|Lazy $writer Rows of files.
	 */
	public function __construct( private Search_Index|Lazy $index, private Search_Index_Writer|Lazy $writer ) {}

	/**
	 * Keeps the index current. Safe to call more than once: the hooks go in once.
	 */
	public function add_hooks(): void {
		if ( self::$hooked ) {
			return;
		}
		self::$hooked = true;
		self::$active = $this;

		// After the Files module registers its post type and taxonomies (init, 10).
		add_action( 'init', array( $this, 'maybe_install' ), 20 );
		add_action( Search_Module::INDEX_BUILD_HOOK, array( $this->index, 'continue_build' ) );
		if ( Admin_Scope::wired() ) {
			add_action( 'admin_notices', array( $this->index, 'building_notice' ) );
		}
		add_action( 'save_post_' . Files_Module::POST_TYPE, array( $this, 'on_save_post' ), 20 );
		add_action( 'added_post_meta', array( $this, 'on_post_meta' ), 10, 4 );
		add_action( 'updated_post_meta', array( $this, 'on_post_meta' ), 10, 4 );
		add_action( 'deleted_post_meta', array( $this, 'on_post_meta' ), 10, 4 );
		add_action( Files_Module::ACTION_DOWNLOADS_COUNTED, array( $this, 'on_downloads_counted' ), 10, 2 );
		// A write cut in two left a marker (Search_Index_Repair): repaired where an editor, WP-CLI
		// or WP-Cron comes next, not on visitors' pages nor REST requests.
		if ( Admin_Scope::wired() ) {
			add_action( 'admin_init', array( $this, 'repair_if_marked' ) );
		}
		if ( wp_doing_cron() || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			add_action( 'wp_loaded', array( $this, 'repair_if_marked' ) );
		}
		add_action( 'set_object_terms', array( $this, 'on_set_object_terms' ), 10, 4 );
		add_action( 'deleted_post', array( $this, 'on_deleted_post' ), 10, 2 );
		add_action( 'edited_' . Files_Module::CATEGORY_TAXONOMY, array( $this, 'on_category_changed' ) );
		add_action( 'delete_' . Files_Module::CATEGORY_TAXONOMY, array( $this, 'on_category_changed' ) );
		add_action( 'added_term_meta', array( $this, 'on_term_meta' ), 10, 3 );
		add_action( 'updated_term_meta', array( $this, 'on_term_meta' ), 10, 3 );
		add_action( 'deleted_term_meta', array( $this, 'on_term_meta' ), 10, 3 );
		add_action( 'edited_' . Files_Module::TAG_TAXONOMY, array( $this, 'on_tag_renamed' ) );
		// A deleted tag leaves the filter lists (its files' rows are rewritten by set_object_terms).
		add_action( 'delete_' . Files_Module::TAG_TAXONOMY, array( Search_Facets::class, 'forget' ) );
	}

	/**
	 * Runs some writes to many files (an import's batch: docs/migration.md "Batches") with the
	 * files' rows written once, at the end, rather than at each save, meta and term of each.
	 * A request cut before the end writes them at its shutdown.
	 *
	 * @param callable $work The writes.
	 * @return mixed What $work returned.
	 */
	public static function defer( callable $work ): mixed {
		if ( null === self::$active || null !== self::$deferred ) {
			return $work();
		}
		self::$deferred = array();
		register_shutdown_function( array( self::class, 'flush' ) );
		try {
			return $work();
		} finally {
			self::flush();
		}
	}

	/**
	 * Writes the rows defer() held back.
	 */
	public static function flush(): void {
		$ids            = array_keys( self::$deferred ?? array() );
		self::$deferred = null;
		if ( $ids && self::$active ) {
			$writer = self::$active->writer;
			Search_Index_Repair::guard( static fn () => $writer->write( $ids ) );
		}
	}

	/**
	 * Whether a file's rows wait for the end of defer() (then it is noted).
	 *
	 * @param int $post_id Post id.
	 */
	private static function held( int $post_id ): bool {
		if ( null === self::$deferred ) {
			return false;
		}
		self::$deferred[ $post_id ] = true;
		return true;
	}

	/**
	 * Installs or migrates the index when its schema is not current; on every request, so the
	 * check reads one autoloaded option and builds nothing.
	 */
	public function maybe_install(): void {
		if ( ! Search_Schema_Version::is_current() ) {
			$this->index->maybe_install();
		}
	}

	/**
	 * A file was created, edited, published, made private or trashed.
	 *
	 * @param int $post_id Post id.
	 */
	public function on_save_post( int $post_id ): void {
		if ( self::held( $post_id ) ) {
			return;
		}
		Search_Index_Repair::guard( fn () => $this->writer->index_file( $post_id ) );
	}

	/**
	 * Files were downloaded: their counts in the index.
	 *
	 * @param int[]                $file_ids The files.
	 * @param array<int, int>|null $known    Their counts now, when the counter knows them.
	 */
	public function on_downloads_counted( array $file_ids, ?array $known = null ): void {
		Search_Index_Repair::guard( fn () => $this->writer->sync_downloads( $file_ids, $known ) );
	}

	/**
	 * Starts the repair an index write cut in two asked for (Search_Index_Repair).
	 */
	public function repair_if_marked(): void {
		if ( ! Search_Index_Repair::is_marked() ) {
			return;
		}
		$index = $this->index instanceof Lazy ? $this->index->instance() : $this->index;
		if ( $index instanceof Search_Index ) {
			Search_Index_Repair::repair_if_marked( $index );
		}
	}

	/**
	 * A file's size, extension, version or download count changed: update that column only
	 * (a file being created has no row yet; save_post writes it whole).
	 *
	 * @param int|int[] $meta_id    Meta id(s).
	 * @param int       $post_id    Post id.
	 * @param string    $meta_key   Meta key.
	 * @param mixed     $meta_value New value.
	 */
	public function on_post_meta( int|array $meta_id, int $post_id, string $meta_key, mixed $meta_value ): void {
		unset( $meta_id );
		if ( ! Search_Schema_Version::is_current() || ! isset( Search_Index_Writer::META_COLUMNS[ $meta_key ] ) || self::held( $post_id ) ) {
			return;
		}
		// On delete, $meta_value is the removed value: read what is left instead.
		$value = doing_action( 'deleted_post_meta' ) ? get_post_meta( $post_id, $meta_key, true ) : $meta_value;
		Search_Index_Repair::guard( fn () => $this->writer->write_meta_column( $post_id, $meta_key, $value ) );
	}

	/**
	 * A file was moved to another category or retagged.
	 *
	 * @param int    $object_id Object id.
	 * @param mixed  $terms     Terms set.
	 * @param mixed  $tt_ids    Term taxonomy ids.
	 * @param string $taxonomy  Taxonomy.
	 */
	public function on_set_object_terms( int $object_id, mixed $terms, mixed $tt_ids, string $taxonomy ): void {
		unset( $terms, $tt_ids );
		if ( in_array( $taxonomy, array( Files_Module::CATEGORY_TAXONOMY, Files_Module::TAG_TAXONOMY ), true ) && ! self::held( $object_id ) ) {
			Search_Index_Repair::guard( fn () => $this->writer->index_file( $object_id ) );
		}
	}

	/**
	 * A post was deleted for good.
	 *
	 * @param int           $post_id Post id.
	 * @param \WP_Post|null $post    The deleted post (WordPress 5.5+).
	 */
	public function on_deleted_post( int $post_id, mixed $post = null ): void {
		if ( $post instanceof \WP_Post && Files_Module::POST_TYPE !== $post->post_type ) {
			return;
		}
		Search_Index_Repair::guard( fn () => $this->writer->remove_file( $post_id ) );
	}

	/**
	 * A category was renamed, moved or deleted, or categories were re-parented: the chains and
	 * visibility of the files in and below them may have changed.
	 */
	public function on_category_changed(): void {
		Search_Index_Repair::guard( fn () => $this->writer->refresh_categories() );
	}

	/**
	 * A category's visibility or roles changed.
	 *
	 * @param int|int[] $meta_id  Meta id(s).
	 * @param int       $term_id  Term id.
	 * @param string    $meta_key Meta key.
	 */
	public function on_term_meta( int|array $meta_id, int $term_id, string $meta_key ): void {
		unset( $meta_id, $term_id );
		if ( in_array( $meta_key, array( Categories::META_VISIBILITY, Categories::META_ROLES ), true ) ) {
			Search_Index_Repair::guard( fn () => $this->writer->refresh_categories() );
		}
	}

	/**
	 * A tag was renamed: its files' tag text changes.
	 *
	 * @param int $term_id Tag id.
	 */
	public function on_tag_renamed( int $term_id ): void {
		Search_Index_Repair::guard( fn () => $this->writer->rewrite_tagged( $term_id ) );
	}
}
