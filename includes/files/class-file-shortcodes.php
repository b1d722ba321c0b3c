<?php
/**
 * The shortcodes `[frontage_file]` and `[frontage_category]`: the File and File category blocks
 * where a classic post or a widget stands.
 *
 * @package Frontage
 */

namespace Frontage\Files;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Each shortcode renders its block as a page would (File_Blocks draws the markup), after its
 * attributes are read into the block's; a shortcode that names nothing the reader may see leaves
 * one note, the same for missing and hidden, for people who may edit posts.
 */
final class File_Shortcodes {

	/**
	 * `[frontage_file id="12"]`: the File block's card, in the classic editor and widgets.
	 */
	public const FILE_SHORTCODE = Files_Module::FILE_SHORTCODE;

	/**
	 * `[frontage_category id="3" columns="title,size" ordering="title" dir="desc" per_page="10"
	 * theme="ggd" checkboxes="0" search="1" table_id="7" table_view="list"]`: the File category block's table (docs/files.md).
	 */
	public const CATEGORY_SHORTCODE = Files_Module::CATEGORY_SHORTCODE;

	/**
	 * Takes the library the shortcodes' ids are looked up in.
	 *
	 * @param Library $library The file library.
	 */
	public function __construct( private Library $library ) {}

	/**
	 * Adds the shortcodes once the blocks they render are registered (init).
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
	}

	/**
	 * Registers both shortcodes.
	 */
	public function register(): void {
		add_shortcode( self::FILE_SHORTCODE, array( $this, 'render_file_shortcode' ) );
		add_shortcode( self::CATEGORY_SHORTCODE, array( $this, 'render_category_shortcode' ) );
	}

	/**
	 * `[frontage_file id="12"]`: what the File block renders for that file.
	 *
	 * @param array<string, string>|string $atts The shortcode's attributes ('' without any).
	 * @return string HTML.
	 */
	public function render_file_shortcode( array|string $atts ): string {
		$atts = is_array( $atts ) ? $atts : array();
		$id   = File_Blocks::positive_int( $atts['id'] ?? 0 );
		// One note, word for word, for a file that does not exist and one the reader may not see
		// (private, a draft, in a restricted category), so it tells nothing about hidden files.
		if ( ! $id || is_wp_error( $this->library->find_visible( $id ) ) ) {
			return self::shortcode_notice( __( 'This shortcode names no file you may see: it does not exist, or it is not visible to you.', 'frontage' ) );
		}
		return self::render_as_block( File_Blocks::FILE_BLOCK, array( 'fileId' => $id ) );
	}

	/**
	 * `[frontage_category id="3" columns="title,size" ordering="title" dir="asc" per_page="10"
	 * theme="default" checkboxes="1"]`: what the File category block renders with those settings.
	 * Values the block does not know fall back to its defaults (blocks/file-category/block.json).
	 *
	 * @param array<string, string>|string $atts The shortcode's attributes ('' without any).
	 * @return string HTML.
	 */
	public function render_category_shortcode( array|string $atts ): string {
		$atts = is_array( $atts ) ? $atts : array();
		$id   = File_Blocks::positive_int( $atts['id'] ?? 0 );
		// The same note for a missing category and one the reader may not see.
		if ( ! $id || ! $this->library->categories()->get( $id ) || ! $this->library->visibility()->can_see_category( $id ) ) {
			return self::shortcode_notice( __( 'This shortcode names no file category you may see: it does not exist, or it is not visible to you.', 'frontage' ) );
		}
		return self::render_as_block( File_Blocks::CATEGORY_BLOCK, self::category_shortcode_attributes( $atts ) + array( 'categoryId' => $id ) );
	}

	/**
	 * The File category block's attributes from the category shortcode's, leaving out what is
	 * not valid so the block's defaults apply.
	 *
	 * @param array<string|int, mixed> $atts The shortcode's attributes.
	 * @return array<string, mixed>
	 */
	public static function category_shortcode_attributes( array $atts ): array {
		$text       = static fn ( string $name ): string => isset( $atts[ $name ] ) && is_scalar( $atts[ $name ] ) ? strtolower( trim( (string) $atts[ $name ] ) ) : '';
		$attributes = array();

		$columns = array_values( array_intersect( File_Table::columns(), array_map( 'trim', explode( ',', $text( 'columns' ) ) ) ) );
		if ( $columns ) {
			$attributes['columns'] = $columns;
		}
		$ordering = sanitize_key( $text( 'ordering' ) );
		if ( in_array( $ordering, Categories::ORDERINGS, true ) ) {
			$attributes['ordering'] = $ordering . ( 'desc' === $text( 'dir' ) ? '-desc' : '' );
		}
		$per_page = File_Blocks::positive_int( $text( 'per_page' ) );
		if ( $per_page ) {
			$attributes['perPage'] = min( Library::MAX_PER_PAGE, $per_page );
		}
		if ( in_array( $text( 'theme' ), File_Table::THEMES, true ) ) {
			$attributes['theme'] = $text( 'theme' );
		}
		// A saved table (docs/files.md "Saved tables"): its settings replace columns, ordering, per_page and theme.
		$table_id = File_Blocks::positive_int( $text( 'table_id' ) );
		if ( $table_id ) {
			$attributes['tableId'] = $table_id;
		}
		if ( in_array( $text( 'table_view' ), File_Blocks::VIEWS, true ) ) {
			$attributes['tableView'] = $text( 'table_view' );
		}
		if ( in_array( $text( 'search' ), array( '1', 'true', 'yes', 'on' ), true ) ) {
			$attributes['showSearch'] = true;
		} elseif ( in_array( $text( 'search' ), array( '0', 'false', 'no', 'off' ), true ) ) {
			$attributes['showSearch'] = false;
		}
		if ( in_array( $text( 'checkboxes' ), array( '1', 'true', 'yes', 'on' ), true ) ) {
			$attributes['showCheckboxes'] = true;
		} elseif ( in_array( $text( 'checkboxes' ), array( '0', 'false', 'no', 'off' ), true ) ) {
			$attributes['showCheckboxes'] = false;
		}
		return $attributes;
	}

	/**
	 * A block rendered where a shortcode stands, as a page renders it: WordPress checks the
	 * attributes against block.json (bad ones: defaults), gives the wrapper the block's class and
	 * enqueues the block's style and view script.
	 *
	 * @param string               $name       The block's name.
	 * @param array<string, mixed> $attributes Its attributes.
	 * @return string HTML.
	 */
	private static function render_as_block( string $name, array $attributes ): string {
		if ( ! Assets::block_type( $name ) ) {
			return '';
		}
		return render_block(
			array(
				'blockName'    => $name,
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * A note where a shortcode names nothing, for people who may edit posts; visitors get nothing.
	 *
	 * @param string $message The note.
	 * @return string HTML.
	 */
	private static function shortcode_notice( string $message ): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return sprintf( '<p class="%1$s__notice">%2$s</p>', File_Table::CLASS_NAME, esc_html( $message ) );
	}
}
