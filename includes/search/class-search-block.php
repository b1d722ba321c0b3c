<?php
/**
 * The File search block (blocks/file-search) and the `[frontage_search]` shortcode.
 *
 * @package Frontage
 */

namespace Frontage\Search;

use Frontage\Assets;
use Frontage\Block_Preview;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the block with a server render callback, and the shortcode that renders the same
 * form outside the block editor (the widget does too, through render_standalone()).
 */
final class Search_Block {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/file-search';

	/**
	 * The block's folder under build/blocks (Search_Module::BLOCK_FOLDER, which registers it).
	 */
	public const FOLDER = Search_Module::BLOCK_FOLDER;

	/**
	 * The shortcode's tag (Search_Module::SHORTCODE, which registers it).
	 */
	public const SHORTCODE = Search_Module::SHORTCODE;

	/**
	 * Shortcode attributes (snake case) → block attributes.
	 */
	public const SHORTCODE_ATTRIBUTES = array(
		'theme'           => 'theme',
		'columns'         => 'columns',
		'per_page'        => 'perPage',
		'ordering'        => 'ordering',
		'show_filters'    => 'showFilters',
		'show_categories' => 'showCategories',
		'show_tags'       => 'showTags',
		'show_types'      => 'showTypes',
		'show_size'       => 'showSize',
		'show_dates'      => 'showDates',
		'tag_display'     => 'tagDisplay',
		'placeholder'     => 'placeholder',
		'catid'           => 'categoryId',
		'exclude'         => 'exclude',
		'show_pagination' => 'showPagination',
		'browse_all'      => 'browseAll',
	);

	/**
	 * Whether the block editor's preview is being rendered.
	 *
	 * @var Block_Preview
	 */
	private Block_Preview $preview;

	/**
	 * Takes its dependencies.
	 *
	 * @param Search_Form        $form    The form renderer.
	 * @param Assets             $assets  Block registration.
	 * @param Block_Preview|null $preview Whether the editor's preview is rendered, hooked by the
	 *                                    caller; null: a new one, hooked by add_hooks().
	 */
	public function __construct( private Search_Form $form, private Assets $assets, ?Block_Preview $preview = null ) {
		$this->preview = $preview ?? new Block_Preview();
	}

	/**
	 * Adds its hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		$this->preview->add_hooks();
	}

	/**
	 * Registers the block from build/ with its render callback, and the shortcode.
	 */
	public function register(): void {
		self::register_for( $this->assets, $this );
	}

	/**
	 * The block: the form, and the results of the address's search. WordPress enqueues the view
	 * script and style the block names.
	 *
	 * @param mixed $attributes The block's attributes (anything else: none; bad values: defaults).
	 * @return string HTML.
	 */
	public function render_block( mixed $attributes ): string {
		return $this->form->render( is_array( $attributes ) ? $attributes : array(), self::query(), true, $this->preview->is_active() );
	}

	/**
	 * The shortcode: the same form, attributes in snake case (`per_page="10"`,
	 * `columns="title,size,download"`, `show_filters="0"`, `catid="3"`: the category it starts in,
	 * `exclude="4,9"`: categories left out, `show_pagination="0"`: no page links,
	 * `browse_all="1"`: the newest files before a search).
	 *
	 * @param array<string, string>|string $atts The shortcode's attributes ('' without any).
	 * @return string HTML.
	 */
	public function render_shortcode( array|string $atts ): string {
		return $this->render_standalone( self::from_shortcode( is_array( $atts ) ? $atts : array() ) );
	}

	/**
	 * The form outside a block (shortcode, widget), with the block's script and style enqueued.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return string HTML.
	 */
	public function render_standalone( array $attributes ): string {
		$block = Assets::block_type( self::NAME );
		if ( $block ) {
			foreach ( $block->view_script_handles as $handle ) {
				wp_enqueue_script( $handle );
			}
			foreach ( array_merge( $block->style_handles, $block->view_style_handles ) as $handle ) {
				wp_enqueue_style( $handle );
			}
		}
		return $this->form->render( $attributes, self::query() );
	}

	/**
	 * Block attributes from shortcode attributes; unknown ones are ignored.
	 *
	 * @param array<string|int, string> $atts The shortcode's attributes.
	 * @return array<string, mixed>
	 */
	public static function from_shortcode( array $atts ): array {
		$attributes = array();
		foreach ( self::SHORTCODE_ATTRIBUTES as $name => $attribute ) {
			if ( ! isset( $atts[ $name ] ) || ! is_scalar( $atts[ $name ] ) ) {
				continue;
			}
			$value = trim( (string) $atts[ $name ] );
			if ( 'columns' === $attribute ) {
				$attributes[ $attribute ] = array_values( array_filter( array_map( 'trim', explode( ',', $value ) ) ) );
			} elseif ( str_starts_with( $attribute, 'show' ) || 'browseAll' === $attribute ) {
				$attributes[ $attribute ] = ! in_array( strtolower( $value ), array( '', '0', 'false', 'no', 'off' ), true );
			} else {
				$attributes[ $attribute ] = $value;
			}
		}
		return $attributes;
	}

	/**
	 * The page's query arguments, where a search page keeps its search (docs/search.md "Markup (server)").
	 *
	 * @return array<string, mixed> Unslashed; Search_Request checks every field.
	 */
	private static function query(): array {
		// No nonce: reading a public page's search; nothing changes.
		return wp_unslash( $_GET );
	}
}
