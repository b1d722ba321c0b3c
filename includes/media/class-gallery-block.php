<?php
/**
 * The Video gallery block (blocks/video-gallery) and its shortcode `[frontage_video_gallery]`.
 *
 * @package Frontage
 */

namespace Frontage\Media;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders a gallery's first page and puts the gallery's script and styles on that page only.
 * The shortcode renders the block, so both draw the same markup.
 */
final class Gallery_Block {

	/**
	 * The block's name and folder.
	 */
	public const NAME   = 'frontage/video-gallery';
	public const FOLDER = Media_Module::GALLERY_BLOCK;

	/**
	 * `[frontage_video_gallery ids="4,5" page_size="2"]` (docs/media.md "Video gallery").
	 */
	public const SHORTCODE = Media_Module::GALLERY_SHORTCODE;

	/**
	 * The gallery script's handle and its entry in build/ (its styles share the handle).
	 */
	public const SCRIPT_HANDLE = 'frontage-media-gallery';
	public const SCRIPT_ENTRY  = 'media/gallery/index';

	/**
	 * Takes what it needs.
	 *
	 * @param Assets        $assets Script registration.
	 * @param Gallery_Pages $pages  The gallery's pages.
	 */
	public function __construct( private Assets $assets, private Gallery_Pages $pages ) {}

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed $attributes The block's attributes; anything not an array reads as the defaults.
	 * @return string HTML.
	 */
	public function render( mixed $attributes ): string {
		$options = Gallery_Options::from_fields( $attributes )->with_page_token( '' );
		$page    = $this->pages->page( $options );
		if ( $page->videos ) {
			$this->assets->enqueue_script( self::SCRIPT_HANDLE, self::SCRIPT_ENTRY );
		}
		$wrapper = get_block_wrapper_attributes(
			Gallery_Markup::attributes( $options, $page, admin_url( 'admin-ajax.php' ), Gallery_Ajax::token( $options ) )
		);
		return Gallery_Markup::gallery( $options, $page, $wrapper );
	}

	/**
	 * The shortcode: the block with the shortcode's options.
	 *
	 * @param array<string, string>|string $atts The shortcode's attributes ('' without any).
	 * @return string HTML.
	 */
	public function render_shortcode( array|string $atts ): string {
		if ( ! Assets::block_type( self::NAME ) ) {
			return '';
		}
		return render_block(
			array(
				'blockName'    => self::NAME,
				'attrs'        => Gallery_Options::from_shortcode( $atts )->to_fields(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
}
