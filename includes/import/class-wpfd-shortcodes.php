<?php
/**
 * WP File Download's shortcodes left in posts after an import, rendered as Frontage's category
 * table, file card and search page through the import's id map (docs/migration.md "Old links").
 *
 * @package Frontage
 */

namespace Frontage\Import;

use Frontage\Assets;
use Frontage\Files\Categories;
use Frontage\Files\File_Table;
use Frontage\Files\Library;
use Frontage\Search\Search_Block;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Each shortcode's attributes are read as WP File Download reads them (its names, its defaults)
 * and turned into the Frontage block's; a WP File Download id becomes the id of what the import
 * made from it. An id that was not imported renders nothing for visitors and a note saying so for
 * people who may edit posts; a category or file that was imported but that the reader may not see
 * renders what Frontage's own shortcodes render for it.
 */
final class Wpfd_Shortcodes {

	/**
	 * `[wpfd_category id="3" order="title" direction="desc" number="10" theme="ggd"]`: a category's files.
	 */
	public const CATEGORY = 'wpfd_category';

	/**
	 * `[wpfd_single_file id="12" catid="3"]`: one file.
	 */
	public const SINGLE_FILE = 'wpfd_single_file';

	/**
	 * `[wpfd_search catid="3" cat_filter="1" tag_filter="1" file_per_page="15" …]`: the search page.
	 */
	public const SEARCH = 'wpfd_search';

	/**
	 * `[wpfd_files catids="1,2" limit="5"]`: the newest files of several categories, as a list.
	 * The library has no such list; editors are told what to replace it with.
	 */
	public const FILES = 'wpfd_files';

	/**
	 * WP File Download's file orderings (`order`) → the library's.
	 */
	public const ORDERINGS = array(
		'title'         => 'title',
		'ext'           => 'type',
		'size'          => 'size',
		'version'       => 'version',
		'hits'          => 'downloads',
		'created_time'  => 'created',
		'modified_time' => 'updated',
	);

	/**
	 * WP File Download's themes → the library's (its table and tree themes list files as the
	 * library's default table does).
	 */
	public const THEMES = array(
		'default' => 'default',
		'ggd'     => 'ggd',
		'preview' => 'preview',
		'table'   => 'default',
		'tree'    => 'default',
	);

	/**
	 * The search's result columns as WP File Download names them (`theme_column`) → the library's.
	 */
	public const COLUMNS = array(
		'title'         => 'title',
		'description'   => 'description',
		'version'       => 'version',
		'size'          => 'size',
		'hits'          => 'downloads',
		'date added'    => 'created',
		'created'       => 'created',
		'date modified' => 'updated',
		'modified'      => 'updated',
		'ext'           => 'type',
		'type'          => 'type',
		'download'      => 'download',
	);

	/**
	 * `[wpfd_search]`'s attributes and their defaults, as WP File Download reads them.
	 */
	public const SEARCH_DEFAULTS = array(
		'catid'           => '0',
		'exclude'         => '0',
		'cat_filter'      => '1',
		'tag_filter'      => '0',
		'display_tag'     => 'searchbox',
		'create_filter'   => '1',
		'update_filter'   => '1',
		'type_filter'     => '0',
		'weight_filter'   => '0',
		'file_per_page'   => '15',
		'show_filters'    => '1',
		'show_pagination' => '1',
		'theme'           => '',
		'theme_column'    => '',
		'show_files'      => '0',
	);

	/**
	 * Takes the id map and Frontage's own shortcodes (File_Shortcodes, or a Lazy that builds it).
	 *
	 * @param Id_Map $map        The import's id map.
	 * @param object $shortcodes Has render_category_shortcode() and render_file_shortcode().
	 */
	public function __construct( private Id_Map $map, private object $shortcodes ) {}

	/**
	 * Renders one of the shortcodes.
	 *
	 * @param array<string, string>|string $atts Its attributes ('' without any).
	 * @param string                       $tag  Which.
	 * @return string HTML.
	 */
	public function render( array|string $atts, string $tag ): string {
		$atts = is_array( $atts ) ? array_change_key_case( $atts ) : array();
		return match ( $tag ) {
			self::CATEGORY    => $this->category( $atts ),
			self::SINGLE_FILE => $this->single_file( $atts ),
			self::SEARCH      => $this->search( $atts ),
			default           => self::notice(
				/* translators: %s: a shortcode, e.g. [wpfd_files]. */
				sprintf( __( 'The WP File Download shortcode %s (a list of the newest files) has no counterpart in the file library, so it shows nothing. Replace it with the File search block set to show the newest files, or with [frontage_category].', 'frontage' ), '[' . $tag . ']' )
			),
		};
	}

	/**
	 * `[wpfd_category]`: the imported category's table; without an id, every category's files
	 * (WP File Download's "all categories"), as the File search block lists them before a search.
	 *
	 * @param array<string, mixed> $atts The shortcode's attributes.
	 * @return string HTML.
	 */
	public function category( array $atts ): string {
		$source = Library::parse_id( $atts['id'] ?? 0 );
		if ( ! $source ) {
			$attributes = array(
				'browseAll'      => true,
				'showFilters'    => false,
				'showCategories' => self::flag( $atts['show_categories'] ?? '1' ),
			) + array_intersect_key( self::table_attributes( $atts ), array_flip( array( 'perPage', 'theme', 'ordering' ) ) );
			return $this->search_block( $attributes );
		}
		$id = $this->map->category( Id_Map::WPFD, $source );
		if ( ! $id ) {
			return self::not_imported_category( $source );
		}
		$table = self::table_attributes( $atts );
		$atts  = array_filter(
			array(
				'id'       => (string) $id,
				'ordering' => isset( $table['ordering'] ) ? preg_replace( '/-desc$/', '', $table['ordering'] ) : null,
				'dir'      => isset( $table['ordering'] ) && str_ends_with( $table['ordering'], '-desc' ) ? 'desc' : null,
				'per_page' => isset( $table['perPage'] ) ? (string) $table['perPage'] : null,
				'theme'    => $table['theme'] ?? null,
			)
		);
		return (string) $this->shortcodes->render_category_shortcode( $atts );
	}

	/**
	 * `[wpfd_single_file id="12"]`: the imported file's card (its `catid` is not needed: a
	 * library file is in one category).
	 *
	 * @param array<string, mixed> $atts The shortcode's attributes.
	 * @return string HTML.
	 */
	public function single_file( array $atts ): string {
		$source = Library::parse_id( $atts['id'] ?? 0 );
		$id     = $source ? $this->map->file( Id_Map::WPFD, $source ) : 0;
		if ( ! $id ) {
			return self::notice(
				$source
					/* translators: %d: a WP File Download file id. */
					? sprintf( __( 'This WP File Download shortcode shows file %d, which is not in the file library: it was not imported, or its copy was deleted since. Run the import again (Tools → Frontage import), or replace the shortcode with [frontage_file].', 'frontage' ), $source )
					: __( 'This WP File Download shortcode names no file. Replace it with [frontage_file].', 'frontage' )
			);
		}
		return (string) $this->shortcodes->render_file_shortcode( array( 'id' => (string) $id ) );
	}

	/**
	 * `[wpfd_search]`: the File search block, its category and filters as the shortcode set them.
	 *
	 * @param array<string, mixed> $atts The shortcode's attributes.
	 * @return string HTML.
	 */
	public function search( array $atts ): string {
		$atts   = shortcode_atts( self::SEARCH_DEFAULTS, $atts, self::SEARCH );
		$source = Library::parse_id( $atts['catid'] );
		$start  = $source ? $this->map->category( Id_Map::WPFD, $source ) : 0;
		if ( $source && ! $start ) {
			return self::not_imported_category( $source );
		}
		return $this->search_block( $this->search_attributes( $atts, $start ) );
	}

	/**
	 * The File search block's attributes from `[wpfd_search]`'s (its defaults applied).
	 *
	 * @param array<string, string> $atts  The shortcode's attributes.
	 * @param int                   $start The library category the search starts in (0: all).
	 * @return array<string, mixed>
	 */
	public function search_attributes( array $atts, int $start ): array {
		$excluded   = array_map( 'intval', array_filter( array_map( 'trim', explode( ',', (string) $atts['exclude'] ) ), 'is_numeric' ) );
		$attributes = array(
			'categoryId'     => $start,
			'exclude'        => array_values( $this->map->categories( Id_Map::WPFD, $excluded ) ),
			'showCategories' => self::flag( $atts['cat_filter'] ),
			'showTags'       => self::flag( $atts['tag_filter'] ),
			'tagDisplay'     => 'checkbox' === $atts['display_tag'] ? 'checkbox' : 'input',
			'showDates'      => self::flag( $atts['create_filter'] ) || self::flag( $atts['update_filter'] ),
			'showTypes'      => self::flag( $atts['type_filter'] ),
			'showSize'       => self::flag( $atts['weight_filter'] ),
			// WP File Download's `show_filters` is its "Minimize filters" switch: on, they start closed.
			'showFilters'    => ! self::flag( $atts['show_filters'] ),
			'showPagination' => self::flag( $atts['show_pagination'] ),
			'browseAll'      => self::flag( $atts['show_files'] ),
		);
		$per_page   = Library::parse_id( $atts['file_per_page'] );
		if ( $per_page ) {
			$attributes['perPage'] = min( Library::MAX_PER_PAGE, $per_page );
		}
		if ( isset( self::THEMES[ strtolower( (string) $atts['theme'] ) ] ) ) {
			$attributes['theme'] = self::THEMES[ strtolower( (string) $atts['theme'] ) ];
		}
		$columns = array();
		foreach ( explode( ',', strtolower( (string) $atts['theme_column'] ) ) as $column ) {
			if ( isset( self::COLUMNS[ trim( $column ) ] ) ) {
				$columns[] = self::COLUMNS[ trim( $column ) ];
			}
		}
		if ( $columns ) {
			$attributes['columns'] = array_values( array_unique( array_merge( array( 'title' ), $columns ) ) );
		}
		return $attributes;
	}

	/**
	 * The table attributes `[wpfd_category]` sets, as the File category block's: `order` and
	 * `direction` (ordering), `number` (files a page), `theme`. What the library has no
	 * counterpart for (a custom order, sorting by description, `enable_pagination="0"`) is left
	 * to the category's own settings.
	 *
	 * @param array<string, mixed> $atts The shortcode's attributes.
	 * @return array{ordering?: string, perPage?: int, theme?: string}
	 */
	public static function table_attributes( array $atts ): array {
		$text       = static fn ( string $name ): string => isset( $atts[ $name ] ) && is_scalar( $atts[ $name ] ) ? strtolower( trim( (string) $atts[ $name ] ) ) : '';
		$attributes = array();
		$ordering   = self::ORDERINGS[ $text( 'order' ) ] ?? '';
		if ( in_array( $ordering, Categories::ORDERINGS, true ) ) {
			$attributes['ordering'] = $ordering . ( 'desc' === $text( 'direction' ) ? '-desc' : '' );
		}
		$per_page = Library::parse_id( $text( 'number' ) );
		if ( $per_page ) {
			$attributes['perPage'] = min( Library::MAX_PER_PAGE, $per_page );
		}
		if ( isset( self::THEMES[ $text( 'theme' ) ] ) ) {
			$attributes['theme'] = self::THEMES[ $text( 'theme' ) ];
		}
		return $attributes;
	}

	/**
	 * The File search block rendered where a shortcode stands, as a page renders it (WordPress
	 * checks the attributes against its block.json and enqueues its script and style).
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return string HTML.
	 */
	private function search_block( array $attributes ): string {
		if ( ! Assets::block_type( Search_Block::NAME ) ) {
			return self::notice( __( 'This WP File Download shortcode shows a file search, and Frontage’s File search module is off (Settings → Frontage), so it shows nothing.', 'frontage' ) );
		}
		return render_block(
			array(
				'blockName'    => Search_Block::NAME,
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The note for a WP File Download category that is not in the library.
	 *
	 * @param int $source Its WP File Download id.
	 * @return string HTML.
	 */
	private static function not_imported_category( int $source ): string {
		return self::notice(
			/* translators: %d: a WP File Download category id. */
			sprintf( __( 'This WP File Download shortcode shows category %d, which is not in the file library: it was not imported, or its copy was deleted since. Run the import again (Tools → Frontage import), or replace the shortcode with [frontage_category].', 'frontage' ), $source )
		);
	}

	/**
	 * A WP File Download switch: `1` on, `0` off.
	 *
	 * @param mixed $value As written in the shortcode.
	 */
	private static function flag( mixed $value ): bool {
		return is_scalar( $value ) && ! in_array( strtolower( trim( (string) $value ) ), array( '', '0', 'false', 'no', 'off' ), true );
	}

	/**
	 * A note for people who may edit posts where an old shortcode shows nothing; visitors get nothing.
	 *
	 * @param string $message The note.
	 * @return string HTML.
	 */
	public static function notice( string $message ): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return sprintf( '<p class="%1$s__notice">%2$s</p>', File_Table::CLASS_NAME, esc_html( $message ) );
	}
}
