<?php
/**
 * The Theme module: the header and page pieces a block theme lacks — menus that a keyboard and a
 * phone can use, search overlays, the account menu and login popup, the colour-palette switcher,
 * the store notice, scroll-to-top and smooth scrolling (docs/theme.md).
 *
 * @package Frontage
 */

namespace Frontage\Theme;

use Frontage\Assets;
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
 * Each part adds its hooks in its own add_*_hooks() method below and builds its classes only
 * when a hook needs them (docs/ARCHITECTURE.md "What a request loads"): a page without the
 * module's blocks loads none of its classes.
 */
final class Theme_Module implements Module, Has_Demo_Content {

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
		add_filter( 'register_block_type_args', array( Menu_Blocks::class, 'add_attributes' ), 10, 2 );
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
		add_action(
			'enqueue_block_editor_assets',
			static function () use ( $assets ): void {
				$assets->enqueue_script( 'frontage-theme-menus-editor', 'theme/menus-editor/index' );
			}
		);
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
	 * The account block's folder (blocks/account); here so that wiring it loads none of its classes.
	 */
	private const ACCOUNT_BLOCK = 'account';

	/**
	 * The account menu and login popup: the block `frontage/account`, rendered by an
	 * Account_Block built on its first render (docs/theme.md "Account menu and login popup").
	 */
	private function add_account_hooks(): void {
		$assets  = $this->assets;
		$account = new \Frontage\Lazy( static fn (): Account_Block => new Account_Block() );
		add_action(
			'init',
			static function () use ( $assets, $account ): void {
				$assets->register_block( self::ACCOUNT_BLOCK, array( $account, 'render' ) );
			}
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		// Each part adds its hooks from here; $this->assets registers the blocks.
		$this->add_account_hooks();
		$this->add_menu_hooks();
		$this->add_scroll_hooks();
		$this->add_search_overlay_hooks();
		$this->add_colour_switcher_hooks();
		$this->add_store_notice_hooks();
	}

	/**
	 * Scroll to top and smooth scrolling: the block `frontage/scroll-to-top`, rendered by a
	 * Scroll_To_Top built on its first render (docs/theme.md "Scroll to top and smooth scrolling").
	 */
	private function add_scroll_hooks(): void {
		$assets = $this->assets;
		$scroll = new \Frontage\Lazy( static fn (): Scroll_To_Top => new Scroll_To_Top() );
		add_action(
			'init',
			static function () use ( $assets, $scroll ): void {
				$assets->register_block( 'scroll-to-top', array( $scroll, 'render' ) );
			}
		);
	}

	/**
	 * The Search overlay: the block `frontage/search-overlay`, rendered by a Search_Overlay built
	 * on its first render (docs/theme.md "Search overlay").
	 */
	private function add_search_overlay_hooks(): void {
		$assets  = $this->assets;
		$overlay = new \Frontage\Lazy( static fn (): Search_Overlay => new Search_Overlay() );
		add_action(
			'init',
			static function () use ( $assets, $overlay ): void {
				$assets->register_block( 'search-overlay', array( $overlay, 'render' ) );
			}
		);
	}

	/**
	 * The colour switcher: the block `frontage/colour-switcher`, rendered by a Colour_Switcher
	 * built on its first render, which also asks for its head (docs/theme.md "Colour switcher").
	 */
	private function add_colour_switcher_hooks(): void {
		$assets   = $this->assets;
		$switcher = new \Frontage\Lazy( static fn (): Colour_Switcher => new Colour_Switcher() );
		add_action(
			'init',
			static function () use ( $assets, $switcher ): void {
				$assets->register_block( 'colour-switcher', array( $switcher, 'render' ) );
			}
		);
	}

	/**
	 * The store notice: the block `frontage/store-notice`, rendered by a Store_Notice built on
	 * its first render, which also asks for its head (docs/theme.md "Store notice").
	 */
	private function add_store_notice_hooks(): void {
		$assets = $this->assets;
		$notice = new \Frontage\Lazy( static fn (): Store_Notice => new Store_Notice() );
		add_action(
			'init',
			static function () use ( $assets, $notice ): void {
				$assets->register_block( 'store-notice', array( $notice, 'render' ) );
			}
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
