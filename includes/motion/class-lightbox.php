<?php
/**
 * The Lightbox (docs/motion.md "Lightbox"): links to images in a page's content, and the images
 * of a gallery, open in a modal — one image, or a slideshow of the gallery's images.
 *
 * @package Frontage
 */

namespace Frontage\Motion;

use Frontage\Admin_Scope;
use Frontage\Assets;
use Frontage\Block_Type_Args;
use Frontage\Lazy;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Adds the setting `frontageLightbox` to `core/image` and `core/gallery` and the render filters
 * that mark the links the lightbox opens. It loads on every request, so it only wires: the
 * markup and the script are Lightbox_Links', built on the first block holding a link at all.
 */
final class Lightbox {

	/**
	 * The image block.
	 */
	public const IMAGE = 'core/image';

	/**
	 * The gallery block.
	 */
	public const GALLERY = 'core/gallery';

	/**
	 * The list item, the one block with inner blocks (nested lists, never images) whose own
	 * links are looked at.
	 */
	public const LIST_ITEM = 'core/list-item';

	/**
	 * Attribute (and, on the gallery, context for its images): the owner's choice.
	 */
	public const ATTRIBUTE = 'frontageLightbox';

	/**
	 * Choice (the default): links to image files open in the lightbox.
	 */
	public const AUTO = '';

	/**
	 * Choice, galleries only: every image opens, linked or not.
	 */
	public const ALL = 'all';

	/**
	 * Choice: nothing opens in the lightbox; links stay links.
	 */
	public const OFF = 'off';

	/**
	 * The attribute that marks a link the lightbox opens; its value names the slideshow.
	 */
	public const MARK = 'data-frontage-lightbox';

	/**
	 * Blocks that render other blocks (a template part's, a pattern's, a menu's) through
	 * render_block(), whose filter has seen those blocks one by one already. Not the post's
	 * content: a classic post's links are seen there.
	 *
	 * @var string[]
	 */
	private const RENDERS_BLOCKS = array( 'core/template-part', 'core/block', 'core/pattern', 'core/navigation' );

	/**
	 * A quick look for an address ending in an image extension (Lightbox_Links::EXTENSIONS),
	 * before Lightbox_Links, loaded only then, parses the markup.
	 */
	private const MAYBE_IMAGE_LINK = '/href\s*=\s*["\']?[^"\'\s>]*\.(?:png|jpe?g|gif|svg|webp|avif)(?:[?#][^"\'\s>]*)?["\'\s>]/i';

	/**
	 * The editor's script: the "Lightbox (Frontage)" panel.
	 */
	public const EDITOR_HANDLE = 'frontage-motion-lightbox-editor';

	/**
	 * The editor script's built entry.
	 */
	public const EDITOR_ENTRY = 'motion/lightbox-editor/index';

	/**
	 * Adds the attribute, the render filters and the editor's panel.
	 *
	 * @param Assets $assets Script registration.
	 */
	public static function add_hooks( Assets $assets ): void {
		$links = new Lazy( static fn (): Lightbox_Links => new Lightbox_Links( $assets ) );
		Block_Type_Args::add( array( self::IMAGE, self::GALLERY ), array( self::class, 'add_attribute' ) );
		// After core's own lightbox (priority 15), whose markup tells that core opens the image.
		add_filter(
			'render_block_' . self::IMAGE,
			static function ( mixed $content, mixed $block, mixed $instance = null ) use ( $links ): mixed {
				if ( ! is_string( $content ) || ! is_array( $block ) ) {
					return $content;
				}
				$gallery = self::choice( $instance instanceof \WP_Block ? $instance->context : null );
				$linked  = false !== stripos( $content, '<a ' );
				// Switched off on the image or its gallery; no link and not a gallery of every
				// image; or core's "Expand on click" opens it.
				if ( self::OFF === $gallery || self::OFF === self::choice( $block['attrs'] ?? null ) || ( ! $linked && self::ALL !== $gallery ) || str_contains( $content, 'wp-lightbox-container' ) ) {
					return $content;
				}
				return $links->image( $content, (array) ( $block['attrs'] ?? array() ), $gallery );
			},
			20,
			3
		);
		add_filter(
			'render_block_' . self::GALLERY,
			static function ( mixed $content, mixed $block ) use ( $links ): mixed {
				return is_string( $content ) && str_contains( $content, self::MARK ) ? $links->gallery( $content ) : $content;
			},
			20,
			2
		);
		// Any other block's own links: a paragraph, a heading, a list item, a table, custom HTML,
		// a classic post. Blocks holding other blocks are skipped (their blocks were looked at),
		// so an image the owner switched off is not marked again by the group around it.
		add_filter(
			'render_block',
			static function ( mixed $content, mixed $block ) use ( $links ): mixed {
				// Containers first, before their content (up to the whole page) is searched.
				$name = is_array( $block ) ? ( $block['blockName'] ?? null ) : null;
				if ( ! is_string( $content ) || ! is_array( $block ) || self::IMAGE === $name || self::GALLERY === $name || in_array( $name, self::RENDERS_BLOCKS, true ) || ( ! empty( $block['innerBlocks'] ) && self::LIST_ITEM !== $name ) ) {
					return $content;
				}
				if ( false === stripos( $content, '<a ' ) ) {
					return $content;
				}
				return 1 === preg_match( self::MAYBE_IMAGE_LINK, $content ) ? $links->links( $content ) : $content;
			},
			20,
			2
		);
		if ( Admin_Scope::wired() ) {
			add_action(
				'enqueue_block_editor_assets',
				static function () use ( $assets, $links ): void {
					if ( $assets->enqueue_script( self::EDITOR_HANDLE, self::EDITOR_ENTRY ) ) {
						wp_add_inline_script( self::EDITOR_HANDLE, 'window.frontageLightboxEditor=' . wp_json_encode( $links->hosts(), JSON_HEX_TAG | JSON_HEX_AMP ) . ';', 'before' );
					}
				}
			);
		}
	}

	/**
	 * The attribute on the image and gallery blocks, and the gallery's choice handed to its
	 * images as context (register_block_type_args).
	 *
	 * @param mixed  $args The block type's arguments.
	 * @param string $name The block's name.
	 * @return mixed
	 */
	public static function add_attribute( mixed $args, string $name ): mixed {
		if ( ! is_array( $args ) || ( self::IMAGE !== $name && self::GALLERY !== $name ) ) {
			return $args;
		}
		$args['attributes'][ self::ATTRIBUTE ] = array(
			'type'    => 'string',
			'enum'    => self::IMAGE === $name ? array( self::AUTO, self::OFF ) : array( self::AUTO, self::ALL, self::OFF ),
			'default' => self::AUTO,
		);
		if ( self::GALLERY === $name ) {
			$args['provides_context']                    = (array) ( $args['provides_context'] ?? array() );
			$args['provides_context'][ self::ATTRIBUTE ] = self::ATTRIBUTE;
		} else {
			$args['uses_context']   = (array) ( $args['uses_context'] ?? array() );
			$args['uses_context'][] = self::ATTRIBUTE;
		}
		return $args;
	}

	/**
	 * The owner's choice, read back: an unknown value is the default.
	 *
	 * @param mixed $attributes The block's attributes.
	 * @return string AUTO, ALL or OFF.
	 */
	public static function choice( mixed $attributes ): string {
		$value = is_array( $attributes ) ? ( $attributes[ self::ATTRIBUTE ] ?? self::AUTO ) : self::AUTO;
		return in_array( $value, array( self::ALL, self::OFF ), true ) ? $value : self::AUTO;
	}
}
