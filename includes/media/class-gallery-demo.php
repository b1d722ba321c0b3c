<?php
/**
 * The Video gallery demo page (docs/media.md "Video gallery"): three short videos of the Media
 * Library, two a page.
 *
 * @package Frontage
 */

namespace Frontage\Media;

use Frontage\Demo\Demo_Content;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The videos ship with the plugin (includes/media/demo/, three seconds of colour each, recorded
 * in a browser, about 54 KB together), so the demo plays offline; seeding copies each into the
 * uploads folder once and makes it an attachment.
 */
final class Gallery_Demo {

	/**
	 * The demo page's key and slug.
	 */
	public const SLUG = 'media-video-gallery';

	/**
	 * The videos: file name part => title.
	 */
	private const VIDEOS = array(
		'sunrise' => 'Sunrise',
		'meadow'  => 'Meadow',
		'ocean'   => 'Ocean',
	);

	/**
	 * The demo key of a video attachment (+ its name).
	 */
	private const VIDEO_KEY = 'media-gallery-video-';

	/**
	 * Seeds the videos and the page, once each.
	 *
	 * @param Demo_Content $demo The seeder.
	 * @return string[] What happened, for the seeding log.
	 */
	public static function seed( Demo_Content $demo ): array {
		$lines = array();
		$ids   = array();
		foreach ( self::VIDEOS as $name => $title ) {
			if ( ! $demo->find( self::VIDEO_KEY . $name ) ) {
				$lines[] = self::add_video( $demo, $name, $title );
			}
			$ids[] = $demo->find( self::VIDEO_KEY . $name );
		}
		$lines[] = $demo->ensure_page( self::SLUG, __( 'Video gallery', 'frontage' ), self::content( array_values( array_filter( $ids ) ) ) );
		return $lines;
	}

	/**
	 * Copies one video into uploads and makes it an attachment.
	 *
	 * @param Demo_Content $demo  The seeder.
	 * @param string       $name  Its file name part.
	 * @param string       $title Its title.
	 * @return string What happened.
	 */
	private static function add_video( Demo_Content $demo, string $name, string $title ): string {
		$source = __DIR__ . '/demo/gallery-' . $name . '.webm';
		$bytes  = is_readable( $source ) ? file_get_contents( $source ) : false; // Plain file functions: a file of the plugin.
		$upload = false === $bytes ? array( 'error' => $source ) : wp_upload_bits( 'frontage-demo-' . $name . '.webm', null, $bytes );
		if ( ! empty( $upload['error'] ) ) {
			/* translators: 1: demo key, 2: error message. */
			return sprintf( __( 'could not create demo item %1$s: %2$s', 'frontage' ), self::VIDEO_KEY . $name, (string) $upload['error'] );
		}
		return $demo->ensure_post(
			self::VIDEO_KEY . $name,
			array(
				'post_type'      => 'attachment',
				'post_title'     => $title,
				'post_status'    => 'inherit',
				'post_mime_type' => 'video/webm',
				'guid'           => $upload['url'],
				'meta_input'     => array( '_wp_attached_file' => _wp_relative_upload_path( $upload['file'] ) ),
			)
		);
	}

	/**
	 * The demo page's block markup: a paragraph and the gallery, two videos a page.
	 *
	 * @param int[] $ids The videos' attachment ids.
	 * @return string Serialized blocks.
	 */
	public static function content( array $ids ): string {
		$intro = "\n<p>" . esc_html__( 'Three short videos of the Media Library, two a page: choose one to play it, page with Previous and Next. Each plays in your browser’s own player; nothing comes from another site.', 'frontage' ) . "</p>\n";
		return serialize_block(
			array(
				'blockName'    => 'core/paragraph',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => $intro,
				'innerContent' => array( $intro ),
			)
		) . "\n\n" . serialize_block(
			array(
				'blockName'    => Gallery_Block::NAME,
				'attrs'        => array(
					'ids'      => $ids,
					'pageSize' => 2,
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
}
