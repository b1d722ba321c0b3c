<?php
/**
 * The Video demo page's content (docs/media.md "Video facade").
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Block markup for the demo page: a paragraph and two facades, a YouTube and a Vimeo video.
 * The blocks are dynamic (their markup comes from Video_Facade), so they save no inner HTML.
 */
final class Video_Demo {

	/**
	 * The demo page's slug.
	 */
	public const SLUG = 'media-video';

	/**
	 * The demo's videos: address and title.
	 */
	private const VIDEOS = array(
		array( 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'Big Buck Bunny' ),
		array( 'https://vimeo.com/76979871', 'The New Vimeo Player' ),
	);

	/**
	 * The demo page's block markup.
	 *
	 * @return string Serialized blocks.
	 */
	public static function content(): string {
		$intro  = "\n<p>" . esc_html__( 'Each video below is a poster stored on this site and a play button: nothing is loaded from YouTube or Vimeo until you press Play.', 'frontage' ) . "</p>\n";
		$blocks = array(
			array(
				'blockName'    => 'core/paragraph',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => $intro,
				'innerContent' => array( $intro ),
			),
		);
		foreach ( self::VIDEOS as list( $url, $title ) ) {
			$blocks[] = array(
				'blockName'    => Video_Facade::BLOCK,
				'attrs'        => array(
					'url'   => $url,
					'title' => $title,
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			);
		}
		return implode( "\n\n", array_map( 'serialize_block', $blocks ) );
	}
}
