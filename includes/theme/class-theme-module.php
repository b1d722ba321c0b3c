<?php
/**
 * The Theme module: the header and page pieces a block theme lacks — menus that a keyboard and a
 * phone can use, search overlays, the account menu and login popup, the colour-palette switcher,
 * the store notice, scroll-to-top and smooth scrolling (docs/theme.md).
 *
 * @package Frontage
 */

namespace Frontage\Theme;

use Frontage\Admin_Scope;
use Frontage\Assets;
use Frontage\Block_Type_Args;
use Frontage\Demo\Demo_Content;
use Frontage\Demo\Has_Demo_Content;
use Frontage\Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Wires the theme parts, each in a class of its own in this folder. Where core has the piece
 * (`core/navigation`, `core/search`, `core/template-part`) a part extends it; where core has
 * nothing, a part adds a block (blocks/<name>, registered with Assets::register_block()).
 * docs/theme.md says what each does.
 *
 * The blocks are listed in BLOCKS; the menus add their hooks in add_menu_hooks(). Each part
 * builds its classes only when a hook needs them (docs/ARCHITECTURE.md "What a request
 * loads"): a page without the module's blocks loads none of its classes.
 */
final class Theme_Module implements Module, Has_Demo_Content {

	/**
	 * The module's blocks: folder in blocks/ → the class whose render() renders it, built on the
	 * block's first render (docs/theme.md says what each does).
	 *
	 * @var array<string, class-string>
	 */
	private const BLOCKS = array(
		'account'         => Account_Block::class,
		'scroll-to-top'   => Scroll_To_Top::class,
		'search-overlay'  => Search_Overlay::class,
		'colour-switcher' => Colour_Switcher::class,
		'store-notice'    => Store_Notice::class,
	);

	/**
	 * Takes the shared asset registration.
	 *
	 * @param Assets $assets Script and block registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * {@inheritDoc}
	 */
	public function slug(): string {
		return 'theme';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Header and theme', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'Header pieces for block themes: mobile menus that open as a dropdown or an off-canvas panel, search overlays, an account menu with a login popup, a light and dark colour switcher, a store notice, scroll-to-top and smooth scrolling to in-page links.', 'frontage' );
	}

	/**
	 * Menus and tooltips (docs/theme.md "Menus", "Tooltips"): Frontage's settings on core's
	 * Navigation block (Menu_Blocks: WordPress registers the block on every request) and the
	 * markup of the menus that use them (Menu_Markup, built on the first such menu a page
	 * renders), with the settings panel in the editors.
	 */
	private function add_menu_hooks(): void {
		$assets = $this->assets;
		$markup = new \Frontage\Lazy( static fn (): Menu_Markup => new Menu_Markup( $assets ) );
		Block_Type_Args::add( array( Menu_Blocks::NAVIGATION, Menu_Blocks::LINK ), array( Menu_Blocks::class, 'add_attributes' ) );
		// A menu with a mode always has submenu toggles (touch and the mobile menu need them).
		add_filter(
			'render_block_data',
			static function ( mixed $block ): mixed {
				if ( is_array( $block ) && Menu_Blocks::NAVIGATION === ( $block['blockName'] ?? '' ) && Menu_Blocks::settings( $block['attrs'] ?? null ) ) {
					$block['attrs']['showSubmenuIcon'] = true;
				}
				return $block;
			}
		);
		// Which script runs each menu this page rendered: ours takes over a menu with a mode.
		$menus = array(
			'frontage' => false,
			'core'     => false,
		);
		add_filter(
			'render_block_core/navigation',
			static function ( mixed $content, mixed $block ) use ( $markup, &$menus ): mixed {
				$settings = is_string( $content ) && is_array( $block ) ? Menu_Blocks::settings( $block['attrs'] ?? null ) : null;
				if ( $settings ) {
					$menus['frontage'] = true;
				} elseif ( is_string( $content ) && str_contains( $content, 'data-wp-interactive' ) ) {
					$menus['core'] = true; // A core menu that its script runs (a mobile overlay, submenus).
				}
				return $settings ? $markup->navigation( $content, $settings ) : $content;
			},
			10,
			2
		);
		add_filter(
			'render_block_core/navigation-link',
			static function ( mixed $content, mixed $block, mixed $instance ) use ( $markup ): mixed {
				$mode = $instance instanceof \WP_Block ? ( $instance->context[ Menu_Blocks::MODE ] ?? '' ) : '';
				return is_string( $content ) && in_array( $mode, array( Menu_Blocks::DROPDOWN, Menu_Blocks::OFF_CANVAS ), true ) ? $markup->link( $content, $instance->attributes ) : $content;
			},
			10,
			3
		);
		if ( Admin_Scope::wired() ) {
			add_action(
				'enqueue_block_editor_assets',
				static function () use ( $assets ): void {
					$assets->enqueue_script( 'frontage-theme-menus-editor', 'theme/menus-editor/index' );
				}
			);
		}
		// When every menu of the page is ours, core's navigation script module — and with it the
		// Interactivity API's runtime, about 14 KB gzipped — has nothing left to run: it is not
		// printed. Just before script modules print (wp_head in a block theme, wp_footer in a
		// classic one); a core menu rendered later queues it again.
		$drop_core_script = static function () use ( &$menus ): void {
			if ( $menus['frontage'] && ! $menus['core'] ) {
				wp_dequeue_script_module( Menu_Blocks::CORE_VIEW_MODULE );
			}
		};
		add_action( 'wp_head', $drop_core_script, 0 );
		add_action( 'wp_footer', $drop_core_script, 0 );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		$this->assets->register_blocks_rendered_by( self::BLOCKS );
		$this->add_menu_hooks();
		$this->add_header_paint_hooks();
	}

	/**
	 * The marker after a header that carries Frontage's pieces (docs/theme.md "First paint").
	 */
	public const HEADER_END = 'frontage-header-end';

	/**
	 * The first paint waits until the header that carries Frontage's pieces is parsed whole
	 * (docs/theme.md "First paint"): a browser that paints while the HTML is still arriving
	 * would otherwise paint the header's row with its first pieces, then move them when the
	 * last ones arrive (a layout shift). A block theme renders its template before wp_head, so
	 * the head knows: it asks, with `<link rel="expect" blocking="render">`, for the marker
	 * printed right after that header. Browsers without it paint as before.
	 */
	private function add_header_paint_hooks(): void {
		$marked = false;
		add_filter(
			'render_block_core/template-part',
			static function ( mixed $content, mixed $block ) use ( &$marked ): mixed {
				$attributes = is_array( $block ) && is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
				$is_header  = 'header' === ( $attributes['area'] ?? '' ) || 'header' === ( $attributes['tagName'] ?? '' );
				if ( $marked || ! $is_header || ! is_string( $content ) || did_action( 'wp_head' ) || ! str_contains( $content, 'wp-block-frontage-' ) && ! str_contains( $content, 'data-sm-options' ) ) {
					return $content;
				}
				$marked = true;
				return $content . '<template id="' . self::HEADER_END . '"></template>';
			},
			10,
			2
		);
		add_action(
			'wp_head',
			static function () use ( &$marked ): void {
				if ( $marked ) {
					echo '<link rel="expect" href="#' . esc_attr( self::HEADER_END ) . '" blocking="render">' . "\n";
				}
			},
			1
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Demo_Content $demo The seeder.
	 */
	public function seed_demo( Demo_Content $demo ): array {
		return Theme_Demo::seed( $demo );
	}
}
