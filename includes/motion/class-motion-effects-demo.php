<?php
/**
 * The "Motion effects" demo page (docs/motion.md "Demo"): each scrolling effect, mouse track
 * and tilt, background motion on a group and a cover, each entrance animation, and a lazy
 * background far down the page.
 *
 * @package Frontage
 */

namespace Frontage\Motion;

use Frontage\Demo\Demo_Content;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Draws its backgrounds with GD (no network), uploads them once each, and gives the page.
 */
final class Motion_Effects_Demo {

	/**
	 * The demo key of an image, before its name.
	 */
	private const KEY = 'motion-effects-';

	/**
	 * The backgrounds: name => title, colour.
	 *
	 * @var array<string, array{0: string, 1: string}>
	 */
	private const IMAGES = array(
		'sky'    => array( 'Evening sky', '3b5998' ),
		'forest' => array( 'Forest', '2e7d32' ),
		'far'    => array( 'Far away', '8d3b72' ),
	);

	/**
	 * The page.
	 *
	 * @return array{title: string, content: string}
	 */
	public static function demo_page(): array {
		$demo = new Demo_Content();
		$url  = array();
		foreach ( self::IMAGES as $name => $image ) {
			$url[ $name ] = self::ensure_image( $demo, $name, $image );
		}
		$content = self::paragraph( __( 'Scroll slowly: each box below moves in its own way while it passes through the window. With “Reduce motion” switched on in your system, nothing moves and everything shows at once.', 'frontage' ) )
			. self::heading( __( 'Scrolling effects', 'frontage' ) );
		$effects = array(
			'translateY' => __( 'Vertical scroll: this box moves up faster than the page.', 'frontage' ),
			'translateX' => __( 'Horizontal scroll: this box moves sideways as you scroll.', 'frontage' ),
			'rotateZ'    => __( 'Rotate: this box turns as you scroll.', 'frontage' ),
			'scale'      => __( 'Scale: this box grows to its size as it comes up.', 'frontage' ),
			'opacity'    => __( 'Transparency: this box fades in, then out.', 'frontage' ),
			'blur'       => __( 'Blur: this box comes into focus as it comes up.', 'frontage' ),
		);
		$directions = array(
			'translateX' => 'right',
			'opacity'    => 'in-out',
		);
		foreach ( $effects as $effect => $text ) {
			$settings = array(
				'speed'     => Motion_Settings::SCROLL_EFFECTS[ $effect ][1],
				'direction' => $directions[ $effect ] ?? Motion_Settings::SCROLL_EFFECTS[ $effect ][0][0],
				'start'     => 0,
				'end'       => 100,
			);
			$content .= self::box( $text, array( 'scroll' => array( $effect => $settings ) ) );
		}
		$content .= self::box( __( 'Vertical scroll on desktops only: on a phone this box stays where it is.', 'frontage' ), array( 'devices' => array( 'desktop' ), 'scroll' => array( 'translateY' => array( 'speed' => 6, 'direction' => 'up', 'start' => 0, 'end' => 100 ) ) ) )
			. self::heading( __( 'Mouse effects', 'frontage' ) )
			. self::box( __( 'Mouse track: move the pointer; this box moves the other way.', 'frontage' ), array( 'mouse' => array( 'track' => array( 'speed' => 2, 'direction' => 'opposite' ) ) ) )
			. self::box( __( '3D tilt: move the pointer over this box.', 'frontage' ), array( 'mouse' => array( 'tilt' => array( 'speed' => 4, 'direction' => 'direct' ) ) ) )
			. self::heading( __( 'Background motion', 'frontage' ) )
			. self::background_group( $url['sky'], __( 'The background moves; the text does not.', 'frontage' ), array( 'background' => array( 'translateY' => array( 'speed' => 4, 'direction' => 'down', 'start' => 0, 'end' => 100 ) ) ) )
			. self::cover( $url['forest'], __( 'A cover whose image zooms out while the text stays.', 'frontage' ), array( 'background' => array( 'scale' => array( 'speed' => 3, 'direction' => 'up', 'start' => 0, 'end' => 100 ) ) ) )
			. self::heading( __( 'Entrance animations', 'frontage' ) );
		foreach ( Motion_Settings::ENTRANCES as $i => $animation ) {
			/* translators: %s: an entrance animation's name, e.g. slide-up. */
			$content .= self::box( sprintf( __( 'Entrance: %s, once, when it comes into view.', 'frontage' ), $animation ), array( 'entrance' => array( 'animation' => $animation, 'duration' => 700, 'delay' => 100 * $i ) ) );
		}
		$content .= self::heading( __( 'A lazy background', 'frontage' ) )
			. str_repeat( self::paragraph( __( 'The background of the box at the end of the page is not downloaded until the box comes within 200 pixels of the window.', 'frontage' ) ), 12 )
			. self::background_group( $url['far'], __( 'This background loaded when you came near.', 'frontage' ), array( 'lazyBackground' => true ) );
		return array(
			'title'   => __( 'Motion effects', 'frontage' ),
			'content' => $content,
		);
	}

	/**
	 * A paragraph block.
	 *
	 * @param string $text Its text.
	 */
	private static function paragraph( string $text ): string {
		return "<!-- wp:paragraph -->\n<p>" . esc_html( $text ) . "</p>\n<!-- /wp:paragraph -->\n\n";
	}

	/**
	 * A heading block.
	 *
	 * @param string $text Its text.
	 */
	private static function heading( string $text ): string {
		return "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . esc_html( $text ) . "</h2>\n<!-- /wp:heading -->\n\n";
	}

	/**
	 * A pale group with a paragraph and the given effects.
	 *
	 * @param string               $text   The paragraph.
	 * @param array<string, mixed> $motion The frontageMotion attribute.
	 */
	private static function box( string $text, array $motion ): string {
		$attrs = array(
			'style'                    => array(
				'color'   => array( 'background' => '#eef2f7' ),
				'spacing' => array( 'padding' => array( 'top' => '2rem', 'bottom' => '2rem', 'left' => '2rem', 'right' => '2rem' ) ),
			),
			'layout'                   => array( 'type' => 'constrained' ),
			Motion_Effects::ATTRIBUTE => $motion,
		);
		return '<!-- wp:group ' . wp_json_encode( $attrs ) . " -->\n"
			. '<div class="wp-block-group has-background" style="background-color:#eef2f7;padding-top:2rem;padding-right:2rem;padding-bottom:2rem;padding-left:2rem">'
			. self::paragraph( $text ) . "</div>\n<!-- /wp:group -->\n\n";
	}

	/**
	 * A tall group with a background image and white text.
	 *
	 * @param string               $url    The image.
	 * @param string               $text   The paragraph.
	 * @param array<string, mixed> $motion The frontageMotion attribute.
	 */
	private static function background_group( string $url, string $text, array $motion ): string {
		$attrs = array(
			'style'                    => array(
				'background' => array(
					'backgroundImage' => array(
						'url'    => $url,
						'source' => 'file',
					),
				),
				'color'      => array( 'text' => '#ffffff', 'background' => '#1f2a44' ),
				'dimensions' => array( 'minHeight' => '360px' ),
				'spacing'    => array( 'padding' => array( 'top' => '2rem', 'bottom' => '2rem', 'left' => '2rem', 'right' => '2rem' ) ),
			),
			'layout'                   => array( 'type' => 'constrained' ),
			Motion_Effects::ATTRIBUTE => $motion,
		);
		return '<!-- wp:group ' . wp_json_encode( $attrs ) . " -->\n"
			. '<div class="wp-block-group has-text-color has-background" style="color:#ffffff;background-color:#1f2a44;min-height:360px;padding-top:2rem;padding-right:2rem;padding-bottom:2rem;padding-left:2rem">'
			. self::paragraph( $text ) . "</div>\n<!-- /wp:group -->\n\n";
	}

	/**
	 * A cover with an image and the given effects.
	 *
	 * @param string               $url    The image.
	 * @param string               $text   The paragraph.
	 * @param array<string, mixed> $motion The frontageMotion attribute.
	 */
	private static function cover( string $url, string $text, array $motion ): string {
		$attrs = array(
			'url'                      => $url,
			'dimRatio'                 => 50,
			'customOverlayColor'       => '#000000',
			'layout'                   => array( 'type' => 'constrained' ),
			Motion_Effects::ATTRIBUTE => $motion,
		);
		return '<!-- wp:cover ' . wp_json_encode( $attrs ) . " -->\n"
			. '<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim" style="background-color:#000000"></span>'
			. '<img class="wp-block-cover__image-background" alt="" src="' . esc_url( $url ) . '" data-object-fit="cover"/>'
			. '<div class="wp-block-cover__inner-container">' . self::paragraph( $text ) . "</div></div>\n<!-- /wp:cover -->\n\n";
	}

	/**
	 * Uploads a background once and makes it an attachment.
	 *
	 * @param Demo_Content                $demo  The seeder.
	 * @param string                      $name  Its name.
	 * @param array{0: string, 1: string} $image Its title and colour.
	 * @return string Its address ('' when it could not be made).
	 */
	private static function ensure_image( Demo_Content $demo, string $name, array $image ): string {
		$id = $demo->find( self::KEY . $name );
		if ( ! $id ) {
			$upload = wp_upload_bits( 'frontage-motion-' . $name . '.png', null, self::draw( $image ) );
			if ( ! empty( $upload['error'] ) ) {
				return '';
			}
			$demo->ensure_post(
				self::KEY . $name,
				array(
					'post_type'      => 'attachment',
					'post_title'     => $image[0],
					'post_status'    => 'inherit',
					'post_mime_type' => 'image/png',
					'guid'           => $upload['url'],
					'meta_input'     => array( '_wp_attached_file' => _wp_relative_upload_path( $upload['file'] ) ),
				)
			);
			$id = $demo->find( self::KEY . $name );
		}
		return $id ? (string) wp_get_attachment_url( $id ) : '';
	}

	/**
	 * Draws a background: its colour with lighter stripes, so that movement shows.
	 *
	 * @param array{0: string, 1: string} $image Its title and colour.
	 * @return string PNG bytes.
	 */
	private static function draw( array $image ): string {
		$canvas        = imagecreatetruecolor( 1600, 900 );
		[ $r, $g, $b ] = array_map( 'hexdec', str_split( $image[1], 2 ) );
		imagefill( $canvas, 0, 0, (int) imagecolorallocate( $canvas, (int) $r, (int) $g, (int) $b ) );
		$stripe = (int) imagecolorallocatealpha( $canvas, 255, 255, 255, 100 );
		for ( $y = 0; $y < 900; $y += 90 ) {
			imagefilledrectangle( $canvas, 0, $y, 1600, $y + 30, $stripe );
		}
		imagestring( $canvas, 5, 32, 32, $image[0], (int) imagecolorallocate( $canvas, 255, 255, 255 ) );
		ob_start();
		imagepng( $canvas );
		return (string) ob_get_clean();
	}
}
