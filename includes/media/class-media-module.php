<?php
/**
 * The Media module: click-to-play video facades, the video gallery, and consent before any
 * third-party content loads (docs/media.md).
 *
 * @package Frontage
 */

namespace Frontage\Media;

use Frontage\Assets;
use Frontage\Module;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Wires the media parts, each in a class of its own in this folder: the video facade (block
 * `frontage/video`, shortcode `frontage_video`), the video gallery (block
 * `frontage/video-gallery`, shortcode `frontage_video_gallery`, its paging call) and consent for
 * third-party content. docs/media.md says what each does on the wire.
 */
final class Media_Module implements Module {

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
	}
}
