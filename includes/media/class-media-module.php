<?php
/**
 * The Media module: click-to-play video facades, the video gallery, and consent before any
 * third-party content loads (docs/media.md).
 *
 * @package Frontage
 */

namespace Frontage\Media;

use Frontage\Admin_Scope;
use Frontage\Assets;
use Frontage\Demo\Demo_Content;
use Frontage\Demo\Has_Demo_Content;
use Frontage\Lazy;
use Frontage\Module;
use Frontage\Rest\Rest_Scope;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Wires the media parts, each in a class of its own in this folder: the video facade (block
 * `frontage/video`, shortcode `frontage_video`), the video gallery (block
 * `frontage/video-gallery`, shortcode `frontage_video_gallery`, its paging call) and consent for
 * third-party content. docs/media.md says what each does on the wire.
 */
final class Media_Module implements Module, Has_Demo_Content {

	/**
	 * The video gallery's block folder, shortcode and paging action (docs/media.md "Video
	 * gallery"), public contracts; here so that wiring them loads none of the gallery's classes.
	 */
	public const GALLERY_BLOCK     = 'video-gallery';
	public const GALLERY_SHORTCODE = 'frontage_video_gallery';
	public const GALLERY_ACTION    = 'frontage_gallery_page';

	/**
	 * The video facade's shortcode and the scheduled task that fetches a poster (docs/media.md
	 * "Video facade"); here so that wiring them loads none of the facade's classes.
	 */
	public const VIDEO_SHORTCODE = 'frontage_video';
	public const POSTER_HOOK     = 'frontage_fetch_video_poster';

	/**
	 * The filters that render a whole piece of markup where a reCAPTCHA form can be (docs/media.md
	 * "Consent"): the post content, the classic Text and Custom HTML widgets, block widgets.
	 */
	private const WHOLE_PASSES = array( 'the_content', 'widget_text', 'widget_text_content', 'widget_custom_html_content', 'widget_block_content' );

	/**
	 * Blocks whose markup is other blocks, each seen by the render_block filter already (a
	 * template part's, a pattern's, a menu's) or by a whole pass (the post's content): their
	 * markup, up to the whole page, is not searched again.
	 */
	private const RENDERS_BLOCKS = array( 'core/template-part', 'core/block', 'core/pattern', 'core/navigation', 'core/post-content' );

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
		return 'media';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Media', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'Click-to-play video posters, a video gallery with paging, and consent before any third-party content loads.', 'frontage' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function add_hooks(): void {
		// Each part adds its hooks here, building its classes when a hook needs them
		// (docs/ARCHITECTURE.md "What a request loads"); $this->assets registers the blocks.
		$this->add_video_hooks();
		$this->add_gallery_hooks();
		$this->add_consent_hooks();
	}

	/**
	 * Consent for third-party content (docs/media.md "Consent"): core/embed blocks, the modal
	 * block's frames, core/cover's background videos, reCAPTCHA forms in content and reCAPTCHA's
	 * script. Each filter looks at the block's name or a word first, so a page without such
	 * content loads none of it.
	 */
	private function add_consent_hooks(): void {
		$assets  = $this->assets;
		$blocker = new Lazy( static fn (): Content_Blocker => new Content_Blocker( $assets ) );
		add_filter(
			'render_block',
			static function ( mixed $html, mixed $block ) use ( $blocker ): mixed {
				$name = is_array( $block ) && is_string( $html ) ? ( $block['blockName'] ?? '' ) : '';
				if ( 'core/embed' === $name ) {
					return $blocker->embed( $html, $block );
				}
				$framed = ( 'frontage/modal' === $name && false !== stripos( $html, '<iframe' ) )
					|| ( 'core/cover' === $name && false !== stripos( $html, '<video' ) );
				$html   = $framed ? $blocker->frames( $html ) : $html;
				// A reCAPTCHA form in any block (template parts, block widgets…); inside the post
				// content or a widget, the whole pass below does it once, shortcodes included. A
				// block holding blocks is looked at in its own markup only: its blocks were seen.
				if ( '' === $name || in_array( $name, self::RENDERS_BLOCKS, true ) ) {
					return $html;
				}
				$own = empty( $block['innerBlocks'] ) ? $html : implode( '', array_filter( (array) ( $block['innerContent'] ?? array() ), 'is_string' ) );
				return false !== stripos( $own, 'recaptcha' ) && ! self::in_whole_pass() ? $blocker->recaptcha_anywhere( $html ) : $html;
			},
			10,
			2
		);
		$forms = static fn ( mixed $html ): mixed => is_string( $html ) && false !== stripos( $html, 'recaptcha' ) ? $blocker->recaptcha_anywhere( $html ) : $html;
		foreach ( array_diff( self::WHOLE_PASSES, array( 'widget_text' ) ) as $filter ) {
			add_filter( $filter, $forms, 20 ); // After blocks (9) and shortcodes (11), whose forms are in the markup by then.
		}
		// widget_text: only a legacy Text widget ends there; a visual one goes on to
		// widget_text_content and a Custom HTML one to widget_custom_html_content.
		add_filter(
			'widget_text',
			static fn ( mixed $html, mixed $instance = array(), mixed $widget = null ): mixed => $widget instanceof \WP_Widget_Text && ( empty( $instance['visual'] ) || empty( $instance['filter'] ) ) ? $forms( $html ) : $html,
			20,
			3
		);
		add_filter(
			'script_loader_tag',
			static fn ( mixed $tag, mixed $handle, mixed $src ): mixed => is_string( $tag ) && is_string( $src ) && false !== stripos( $src, 'recaptcha' ) ? $blocker->recaptcha_script( $tag, $src ) : $tag,
			10,
			3
		);
		// Tells the WP Consent API that Frontage asks it before loading third-party content.
		add_filter( 'wp_consent_api_registered_' . plugin_basename( FRONTAGE_FILE ), '__return_true' );
	}

	/**
	 * Whether one of WHOLE_PASSES is running (its blocks are rendered inside it).
	 */
	private static function in_whole_pass(): bool {
		foreach ( self::WHOLE_PASSES as $filter ) {
			if ( doing_filter( $filter ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The video gallery: its block, its shortcode and its paging call, each class built when a
	 * gallery renders or pages.
	 */
	private function add_gallery_hooks(): void {
		$assets  = $this->assets;
		$pages   = new Lazy( static fn (): Gallery_Pages => Gallery_Pages::create_default() );
		$gallery = new Lazy( static fn (): Gallery_Block => new Gallery_Block( $assets, $pages->instance() ) );
		add_action(
			'init',
			static function () use ( $assets, $gallery ): void {
				$assets->register_block( self::GALLERY_BLOCK, array( $gallery, 'render' ) );
				add_shortcode( self::GALLERY_SHORTCODE, array( $gallery, 'render_shortcode' ) );
			}
		);
		if ( ! Admin_Scope::wired() ) {
			return;
		}
		// The admin only (docs/ARCHITECTURE.md "What a request loads"): the editor's preview of a
		// gallery is drawn with the gallery's own styles; its pages are answered by admin-ajax.php.
		add_action(
			'enqueue_block_assets',
			static function () use ( $assets ): void {
				if ( is_admin() && $assets->register_script( Gallery_Block::SCRIPT_HANDLE, Gallery_Block::SCRIPT_ENTRY ) ) {
					wp_enqueue_style( Gallery_Block::SCRIPT_HANDLE );
				}
			}
		);
		$paging = new Lazy( static fn (): Gallery_Ajax => new Gallery_Ajax( $pages->instance() ) );
		add_action( 'wp_ajax_' . self::GALLERY_ACTION, array( $paging, 'answer' ) );
		add_action( 'wp_ajax_nopriv_' . self::GALLERY_ACTION, array( $paging, 'answer' ) );
	}

	/**
	 * The media settings, and the video facade: its block, its shortcode, and its posters,
	 * fetched by a scheduled task after a save or a first view (docs/media.md "Video facade").
	 * Video_Facade loads when a facade renders or a post is saved.
	 */
	private function add_video_hooks(): void {
		// Registered where it is read with its schema and saved; pages read it with its defaults.
		if ( Admin_Scope::wired() ) {
			add_action( 'admin_init', array( Media_Settings::class, 'register' ) );
		}
		add_action(
			'rest_api_init',
			static function (): void {
				if ( ! Rest_Scope::visitors_only() ) {
					Media_Settings::register();
				}
			}
		);
		$assets = $this->assets;
		// A Lazy, not the class name: WordPress asks is_callable() of a block's render callback,
		// which would load the class on every page.
		$facade = new Lazy( static fn (): Video_Facade => new Video_Facade() );
		add_action(
			'init',
			static function () use ( $assets, $facade ): void {
				$assets->register_block( 'video', array( $facade, 'render_block' ) );
				add_shortcode( self::VIDEO_SHORTCODE, array( $facade, 'render_shortcode' ) );
			}
		);
		add_action( self::POSTER_HOOK, array( Video_Posters::class, 'run_scheduled' ), 10, 2 );
		// Posts without a video (a menu WordPress makes while it renders a page, say) load nothing.
		add_action(
			'save_post',
			static function ( int $post_id, \WP_Post $post ): void {
				foreach ( array( 'frontage/video', 'frontage/modal', '[' . self::VIDEO_SHORTCODE ) as $mark ) {
					if ( str_contains( $post->post_content, $mark ) ) {
						Video_Facade::schedule_posters( $post_id, $post );
						return;
					}
				}
			},
			10,
			2
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Demo_Content $demo The seeder.
	 */
	public function seed_demo( Demo_Content $demo ): array {
		return array(
			$demo->ensure_page( Video_Demo::SLUG, __( 'Video', 'frontage' ), Video_Demo::content() ),
			...Gallery_Demo::seed( $demo ),
		);
	}
}
