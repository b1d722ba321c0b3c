<?php
/**
 * The Motion module: sticky groups, motion effects, entrance animations, lazy backgrounds, the
 * carousel, the lightbox and the widget blocks core lacks (docs/motion.md, docs/widgets.md).
 *
 * @package Frontage
 */

namespace Frontage\Motion;

use Frontage\Admin_Scope;
use Frontage\Assets;
use Frontage\Demo\Demo_Content;
use Frontage\Demo\Has_Demo_Content;
use Frontage\Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Wires the module's parts, each in a class of its own in this folder, from two lists:
 *
 * - BLOCKS: Frontage's own blocks (blocks/<folder>), each rendered by a class built on the
 *   block's first render, so a page without the block loads none of its classes.
 * - SETTINGS: settings added to core's blocks (sticky on `core/group`, motion effects on any
 *   block, the lightbox on images and galleries). Each class has a static add_hooks( Assets ),
 *   which adds its filters and builds nothing until a block uses the setting.
 *
 * A part's scripts load only on pages whose blocks use it (docs/motion.md "Lazy code").
 */
final class Motion_Module implements Module, Has_Demo_Content {

	/**
	 * Frontage's blocks of this module: folder in blocks/ → the class whose render( $attributes,
	 * $content, $block ) renders it.
	 *
	 * @var array<string, class-string>
	 */
	private const BLOCKS = array(
		'counter'   => Counter::class,
		'progress'  => Progress::class,
		'countdown' => Countdown::class,
		'carousel'       => Carousel_Block::class,
		'carousel-slide' => Carousel_Slide_Block::class,
		'tabs'      => Tabs_Block::class,
		'tab'       => Tab_Block::class,
		'table-of-contents' => Table_Of_Contents::class,
		'share-buttons'     => Share_Buttons::class,
	);

	/**
	 * Settings on core's blocks: classes with a static add_hooks( Assets $assets ).
	 *
	 * @var class-string[]
	 */
	private const SETTINGS = array(
		Sticky::class,
		Lightbox::class,
		Motion_Effects::class,
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
		return 'motion';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Motion and widgets', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'Sticky headers and sections, scrolling and mouse effects, entrance animations, lazy backgrounds, a carousel, a lightbox for images and galleries, and widget blocks such as a table of contents, share buttons, counters, progress bars, countdowns and tabs. Each page loads only the code of the pieces it uses.', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		$assets = $this->assets;
		$assets->register_blocks_rendered_by( self::BLOCKS );
		foreach ( self::SETTINGS as $class ) {
			$class::add_hooks( $assets );
		}
		$this->add_script_watch_hooks();
		$this->add_query_pattern_hooks();
	}

	/**
	 * The name of the Cards block style of `core/post-template` (its class: `is-style-` and this).
	 */
	public const POST_CARDS_STYLE = 'frontage-cards';

	/**
	 * The posts patterns of `core/query` and the Cards style (Query_Patterns, docs/widgets.md
	 * "Posts patterns and the Cards style"): registered only for the editor — the REST routes that
	 * read the pattern and style registries (Assets::reads_block_registry()) and the admin —, so
	 * a visitor's page and the REST index build none of it; a Post Template with the Cards style
	 * queues the style's CSS as it renders (the class is loaded only then).
	 */
	private function add_query_pattern_hooks(): void {
		add_filter(
			'rest_pre_dispatch',
			static function ( mixed $result, mixed $server = null, mixed $request = null ): mixed {
				if ( Assets::reads_block_registry( $request ) ) {
					Query_Patterns::register();
				}
				return $result;
			},
			0,
			3
		);
		if ( Admin_Scope::wired() ) {
			add_action( 'admin_init', array( Query_Patterns::class, 'register_style' ) );
		}
		add_filter(
			'render_block_core/post-template',
			static function ( $html, $block ) {
				$classes = (string) ( $block['attrs']['className'] ?? '' );
				if ( str_contains( ' ' . $classes . ' ', ' is-style-' . self::POST_CARDS_STYLE . ' ' ) ) {
					Query_Patterns::enqueue_cards_style();
				}
				return $html;
			},
			10,
			2
		);
	}

	/**
	 * The script watch's built file, printed inline.
	 */
	public const SCRIPT_WATCH = 'build/motion/script-watch/index.js';

	/**
	 * The script watch's element id.
	 */
	public const SCRIPT_WATCH_ID = 'frontage-script-watch';

	/**
	 * The handle prefixes of the module's scripts: the settings' (`frontage-motion-…`) and the
	 * blocks' (`frontage-<block>-…`).
	 *
	 * @return string[]
	 */
	public static function script_prefixes(): array {
		$prefixes = array( 'frontage-motion-' );
		foreach ( array_keys( self::BLOCKS ) as $folder ) {
			$prefixes[] = 'frontage-' . $folder . '-';
		}
		return $prefixes;
	}

	/**
	 * On a page that loads one of the module's scripts, the script watch goes out before them
	 * (docs/motion.md "Lazy code"): in the head when the page queued one while rendering its
	 * template (block themes), else at the start of the footer, before the footer's scripts.
	 */
	private function add_script_watch_hooks(): void {
		$printed = false;
		$print   = static function () use ( &$printed ): void {
			if ( $printed || ! isset( $GLOBALS['wp_scripts'] ) ) {
				return;
			}
			$prefixes = self::script_prefixes();
			foreach ( wp_scripts()->queue as $handle ) {
				foreach ( $prefixes as $prefix ) {
					if ( str_starts_with( (string) $handle, $prefix ) ) {
						$printed = true;
						$script  = \Frontage\Assets::inline_script( self::SCRIPT_WATCH );
						if ( '' !== $script ) {
							// Our own built script; the prefixes are our own handles.
							printf( "<script id=\"%s\" data-prefixes=\"%s\">%s</script>\n", esc_attr( self::SCRIPT_WATCH_ID ), esc_attr( implode( ' ', $prefixes ) ), $script ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built by us, </script escaped.
						}
						return;
					}
				}
			}
		};
		add_action( 'wp_head', $print, 1 );
		add_action( 'wp_footer', $print, 1 );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Demo_Content $demo The seeder.
	 */
	public function seed_demo( Demo_Content $demo ): array {
		return Motion_Demo::seed( $demo );
	}
}
