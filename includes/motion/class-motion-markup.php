<?php
/**
 * Motion effects, entrance animations and lazy backgrounds in a block's markup (docs/motion.md
 * "Motion effects", "Entrance animations", "Lazy backgrounds"); built on the first block that
 * uses one, so a page without them loads neither this class nor any of their code.
 *
 * @package Frontage
 */

namespace Frontage\Motion;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Writes a block's settings (read by Motion_Settings) on its outermost element, where the view
 * script (src/motion/effects) finds them, moves background images where they load lazily or
 * move apart from the content, and queues the script, its style and its gate.
 */
final class Motion_Markup {

	/**
	 * The view script's handle (also its inline style's).
	 */
	public const HANDLE = 'frontage-motion-effects';

	/**
	 * The view script's built entry.
	 */
	public const ENTRY = 'motion/effects/index';

	/**
	 * The class the gate puts on <html> when the script is about to run: only under it are
	 * entrance elements hidden and lazy backgrounds held back.
	 */
	public const GATE_CLASS = 'frontage-motion-js';

	/**
	 * Data attribute: the element's scrolling, mouse and background effects (JSON).
	 */
	public const MOTION_ATTRIBUTE = 'data-frontage-motion';

	/**
	 * Data attribute: the element's entrance animation.
	 */
	public const ENTRANCE_ATTRIBUTE = 'data-frontage-entrance';

	/**
	 * Class: the element's background image waits for the view script (in `--frontage-bg`).
	 */
	public const LAZY_CLASS = 'frontage-lazy-bg';

	/**
	 * Class: a group whose background is drawn on a layer of its own, which moves.
	 */
	public const LAYER_CLASS = 'frontage-bg-layer';

	/**
	 * Class: a block whose background (a group's layer, a cover's image or video) moves.
	 */
	public const BG_MOTION_CLASS = 'frontage-bg-motion';

	/**
	 * Data attributes of a cover's image waiting to load: its src and srcset.
	 */
	public const SOURCE_ATTRIBUTE  = 'data-frontage-source';
	public const SOURCES_ATTRIBUTE = 'data-frontage-sources';

	/**
	 * A background image in a style attribute, as WordPress writes it.
	 */
	private const BACKGROUND_IMAGE = '/background-image\s*:\s*(url\([^)]*\))\s*;?/i';

	/**
	 * The gate, printed before the script: <html> gets the class at once, in the head where the
	 * theme renders blocks before it (block themes), so nothing shows and then hides.
	 */
	private const GATE = 'document.documentElement.classList.add("frontage-motion-js");';

	/**
	 * Entrance distance, px (slides), and starting scale (zoom).
	 */
	private const SLIDE = '40px';

	/**
	 * Pixels a background layer reaches beyond its block per unit of translate strength: half
	 * the travel of src/motion/effects/maths.ts PX_PER_SPEED (25), each way.
	 */
	private const PAD_PER_SPEED = 12.5;

	/**
	 * Takes the asset registration.
	 *
	 * @param Assets $assets Scripts and styles.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * The block's markup with its settings, and the script queued; unchanged when the markup
	 * has no element to carry them.
	 *
	 * @param string                                                                                                                     $content The block's HTML.
	 * @param array{motion: array<string, mixed>|null, entrance: array{animation: string, duration: int, delay: int}|null, lazy: bool} $read    Motion_Settings::read().
	 * @param string                                                                                                                     $block   The block's name.
	 */
	public function render( string $content, array $read, string $block ): string {
		$tags = new \WP_HTML_Tag_Processor( $content );
		if ( ! $tags->next_tag() ) {
			return $content;
		}
		$style  = (string) $tags->get_attribute( 'style' );
		$motion = $read['motion'];
		if ( $motion ) {
			$tags->set_attribute( self::MOTION_ATTRIBUTE, (string) wp_json_encode( $motion ) );
			if ( ! empty( $motion['background'] ) ) {
				$tags->add_class( self::BG_MOTION_CLASS );
				$style = self::add_style( $style, '--frontage-bg-pad:' . self::layer_pad( $motion['background'] ) );
			}
		}
		if ( $read['entrance'] ) {
			$tags->set_attribute( self::ENTRANCE_ATTRIBUTE, $read['entrance']['animation'] );
			$style = self::add_style( $style, sprintf( '--frontage-entrance-duration:%dms;--frontage-entrance-delay:%dms', $read['entrance']['duration'], $read['entrance']['delay'] ) );
		}
		// A group's own background image: into a variable, drawn by the layer or the lazy rule.
		$moves = 'core/group' === $block && ! empty( $motion['background'] );
		if ( ( $moves || $read['lazy'] ) && 1 === preg_match( self::BACKGROUND_IMAGE, $style ) ) {
			$style = (string) preg_replace( self::BACKGROUND_IMAGE, '--frontage-bg:$1;', $style, 1 );
			if ( $moves ) {
				$tags->add_class( self::LAYER_CLASS );
			}
			if ( $read['lazy'] ) {
				$tags->add_class( self::LAZY_CLASS );
			}
		}
		if ( '' !== $style ) {
			$tags->set_attribute( 'style', $style );
		}
		$html = 'core/cover' === $block && $read['lazy'] ? self::lazy_cover( $tags ) : $tags->get_updated_html();
		$this->enqueue();
		return $html;
	}

	/**
	 * A cover's background waiting to load: its image's src and srcset in data attributes (with
	 * the image as it was in a <noscript> beside it), or its fixed or repeated background in the
	 * variable.
	 *
	 * @param \WP_HTML_Tag_Processor $tags The cover, at its outermost element.
	 * @return string The cover's HTML.
	 */
	private static function lazy_cover( \WP_HTML_Tag_Processor $tags ): string {
		if ( ! $tags->next_tag( array( 'class_name' => 'wp-block-cover__image-background' ) ) ) {
			return $tags->get_updated_html();
		}
		if ( 'IMG' !== $tags->get_tag() ) {
			$style = (string) $tags->get_attribute( 'style' );
			if ( 1 === preg_match( self::BACKGROUND_IMAGE, $style ) ) {
				$tags->set_attribute( 'style', (string) preg_replace( self::BACKGROUND_IMAGE, '--frontage-bg:$1;', $style, 1 ) );
				$tags->add_class( self::LAZY_CLASS );
			}
			return $tags->get_updated_html();
		}
		$src = $tags->get_attribute( 'src' );
		if ( ! is_string( $src ) || '' === $src ) {
			return $tags->get_updated_html();
		}
		$tags->set_bookmark( 'image' );
		$before = $tags->get_updated_html();
		$tags->seek( 'image' );
		$srcset = $tags->get_attribute( 'srcset' );
		$tags->remove_attribute( 'src' );
		$tags->remove_attribute( 'srcset' );
		$tags->set_attribute( self::SOURCE_ATTRIBUTE, $src );
		if ( is_string( $srcset ) ) {
			$tags->set_attribute( self::SOURCES_ATTRIBUTE, $srcset );
		}
		$after = $tags->get_updated_html();
		// The image as it was, for visitors without JavaScript; right after the waiting one.
		if ( 1 !== preg_match( '/<img\b[^>]*\bwp-block-cover__image-background\b[^>]*>/i', $before, $original )
			|| 1 !== preg_match( '/<img\b[^>]*\b' . self::SOURCE_ATTRIBUTE . '=[^>]*>/i', $after, $waiting, PREG_OFFSET_CAPTURE ) ) {
			return $before;
		}
		$end = $waiting[0][1] + strlen( $waiting[0][0] );
		return substr( $after, 0, $end ) . '<noscript>' . $original[0] . '</noscript>' . substr( $after, $end );
	}

	/**
	 * How far a moving background's layer reaches beyond its block: the translation's travel,
	 * and room for turning and shrinking.
	 *
	 * @param array<string, array<string, mixed>> $effects The background's effects.
	 */
	private static function layer_pad( array $effects ): string {
		$speed = max( (float) ( $effects['translateY']['speed'] ?? 0 ), (float) ( $effects['translateX']['speed'] ?? 0 ) );
		$pad   = (int) ceil( $speed * self::PAD_PER_SPEED );
		$turns = isset( $effects['rotateZ'] ) || isset( $effects['scale'] );
		return $turns ? sprintf( 'calc(%dpx + 15%%)', $pad ) : $pad . 'px';
	}

	/**
	 * A style attribute's text with declarations added.
	 *
	 * @param string $style        The style.
	 * @param string $declarations What to add.
	 */
	private static function add_style( string $style, string $declarations ): string {
		$style = trim( $style );
		return ( '' === $style || str_ends_with( $style, ';' ) ? $style : $style . ';' ) . $declarations . ';';
	}

	/**
	 * Queues the view script (deferred, in the head when the head is still to come), its gate
	 * and its style, once.
	 */
	private function enqueue(): void {
		if ( wp_script_is( self::HANDLE, 'enqueued' ) || ! $this->assets->enqueue_script( self::HANDLE, self::ENTRY ) ) {
			return;
		}
		wp_script_add_data( self::HANDLE, 'group', 0 );
		wp_script_add_data( self::HANDLE, 'strategy', 'defer' );
		wp_add_inline_script( self::HANDLE, self::GATE, 'before' );
		wp_register_style( self::HANDLE, false, array(), FRONTAGE_VERSION );
		wp_add_inline_style( self::HANDLE, self::css() );
		wp_enqueue_style( self::HANDLE );
	}

	/**
	 * The style: entrance states (under the gate, without reduced motion), lazy backgrounds,
	 * moving background layers; a page never scrolls sideways because something slides.
	 */
	public static function css(): string {
		$gate    = '.' . self::GATE_CLASS . ' ';
		$hidden  = $gate . '[' . self::ENTRANCE_ATTRIBUTE . ']:not(.is-entered)';
		$start   = array(
			'slide-up'    => 'translate:0 ' . self::SLIDE,
			'slide-down'  => 'translate:0 -' . self::SLIDE,
			'slide-left'  => 'translate:' . self::SLIDE . ' 0',
			'slide-right' => 'translate:-' . self::SLIDE . ' 0',
			'zoom-in'     => 'scale:.6',
		);
		$entrance = $hidden . '{opacity:0;animation:frontage-entrance-fallback 0s 3s forwards}'
			. $gate . '[' . self::ENTRANCE_ATTRIBUTE . '].is-waiting{animation:none}';
		foreach ( $start as $name => $declaration ) {
			$entrance .= str_replace( ']:not', '="' . $name . '"]:not', $hidden ) . '{' . $declaration . '}';
		}
		$entrance .= '[' . self::ENTRANCE_ATTRIBUTE . '].is-entered{transition:opacity var(--frontage-entrance-duration) ease-out var(--frontage-entrance-delay),translate var(--frontage-entrance-duration) ease-out var(--frontage-entrance-delay),scale var(--frontage-entrance-duration) ease-out var(--frontage-entrance-delay)}';
		$lazy     = '.' . self::LAZY_CLASS;
		$layer    = '.' . self::LAYER_CLASS;
		$bg       = 'transform:var(--frontage-bg-transform,none);filter:var(--frontage-bg-filter,none);opacity:var(--frontage-bg-opacity,1)';
		$pad      = 'var(--frontage-bg-pad,0px)';
		$cover    = '.wp-block-cover.' . self::BG_MOTION_CLASS;
		$moving   = 'body:has([' . self::MOTION_ATTRIBUTE . '],[' . self::ENTRANCE_ATTRIBUTE . '])';
		// Clipped sideways at the page (a block theme's outermost element, or the body): clip
		// makes no scroll container, so sticky elements inside still stick.
		return $moving . ' .wp-site-blocks,' . $moving . '{overflow-x:clip}'
			. '@media (prefers-reduced-motion:no-preference){' . $entrance . '}'
			. '@keyframes frontage-entrance-fallback{to{opacity:1;translate:none;scale:none}}'
			. '@keyframes frontage-bg-fallback{to{background-image:var(--frontage-bg)}}'
			. $lazy . '{background-image:var(--frontage-bg)}'
			. $gate . $lazy . ':not(.is-near){background-image:none;animation:frontage-bg-fallback 0s 3s forwards}'
			. $gate . $lazy . '.is-waiting:not(.is-near){animation:none}'
			// Positioned for its layer unless something else positions it (a sticky group).
			. ':where(' . $layer . '){position:relative}'
			. $layer . '{background-image:none;isolation:isolate;overflow:clip}'
			. $layer . '::before{content:"";position:absolute;z-index:-1;inset:calc(-1 * ' . $pad . ');pointer-events:none;background-image:var(--frontage-bg);background-size:inherit;background-position:inherit;background-repeat:inherit;' . $bg . '}'
			. $gate . $layer . $lazy . ':not(.is-near)::before{background-image:none}'
			. $cover . '>.wp-block-cover__image-background,' . $cover . '>.wp-block-cover__video-background{inset:calc(-1 * ' . $pad . ');width:calc(100% + 2 * ' . $pad . ');height:calc(100% + 2 * ' . $pad . ');' . $bg . '}';
	}
}
