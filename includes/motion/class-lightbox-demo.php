<?php
/**
 * The Lightbox demo page (docs/motion.md "Lightbox"): a linked image, a gallery of five, an image
 * that WordPress's own lightbox opens, a text link to an image and a PDF link that stays a link.
 *
 * @package Frontage
 */

namespace Frontage\Motion;

use Frontage\Demo\Demo_Content;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Draws its images with GD (no network), uploads them and a one-page PDF once each, and gives
 * the page's markup.
 */
final class Lightbox_Demo {

	/**
	 * The demo key of an item, before its name.
	 */
	private const KEY = 'motion-lightbox-';

	/**
	 * The images: name => title, size, background colour, format.
	 *
	 * @var array<string, array{0: string, 1: int, 2: int, 3: string, 4: string}>
	 */
	private const IMAGES = array(
		'harbour'    => array( 'Harbour at dawn', 1200, 800, '1d4e89', 'jpg' ),
		'meadow'     => array( 'Meadow in June', 1200, 800, '2e7d32', 'png' ),
		'lighthouse' => array( 'Lighthouse', 600, 1000, 'b23a48', 'jpg' ),
		'dunes'      => array( 'Dunes at noon', 1200, 700, '8d6e27', 'webp' ),
		'night'      => array( 'Town at night', 1000, 1000, '37306b', 'png' ),
		'cliffs'     => array( 'Cliffs', 1200, 800, '455a64', 'jpg' ),
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
			$url[ $name ] = self::ensure_file( $demo, $name, $image[0], $image[4], static fn (): string => self::draw( $image ) );
		}
		$pdf = self::ensure_file( $demo, 'guide', 'Harbour guide', 'pdf', static fn (): string => self::pdf() );
		$p   = static fn ( string $html ): string => "<!-- wp:paragraph -->\n<p>{$html}</p>\n<!-- /wp:paragraph -->\n\n";
		$h   = static fn ( string $text ): string => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . esc_html( $text ) . "</h2>\n<!-- /wp:heading -->\n\n";

		$gallery = '';
		foreach ( array( 'meadow', 'lighthouse', 'dunes', 'night' ) as $i => $name ) {
			$gallery .= self::image( $demo, $name, $url[ $name ], array( 'linkDestination' => 'media' ), 0 === $i % 2 ? self::IMAGES[ $name ][0] : '' );
		}
		$content = $p( esc_html__( 'Choose an image to see it whole without leaving the page. In the gallery, Previous and Next, the arrow keys or a swipe go through its images; Escape, the close button or a click beside the image close it.', 'frontage' ) )
			. $h( __( 'A single image', 'frontage' ) )
			. self::image( $demo, 'harbour', $url['harbour'], array( 'linkDestination' => 'media' ), __( 'The harbour at dawn, linked to its file.', 'frontage' ) )
			. $h( __( 'A gallery', 'frontage' ) )
			. "<!-- wp:gallery {\"linkTo\":\"media\"} -->\n<figure class=\"wp-block-gallery has-nested-images columns-default is-cropped\">{$gallery}</figure>\n<!-- /wp:gallery -->\n\n"
			. $h( __( 'WordPress’s own lightbox', 'frontage' ) )
			. $p( esc_html__( 'This image uses WordPress’s “Expand on click”: WordPress opens it, and Frontage leaves it alone.', 'frontage' ) )
			. self::image(
				$demo,
				'cliffs',
				$url['cliffs'],
				array(
					'lightbox'        => array( 'enabled' => true ),
					'linkDestination' => 'none',
				),
				''
			)
			. $h( __( 'Links in text', 'frontage' ) )
			. $p(
				sprintf(
					/* translators: 1: a link to an image, 2: a link to a PDF. */
					esc_html__( 'A link to an image opens in the lightbox too: %1$s. A link to anything else stays a link: %2$s.', 'frontage' ),
					'<a href="' . esc_url( $url['harbour'] ) . '">' . esc_html__( 'the harbour at full size', 'frontage' ) . '</a>',
					'<a href="' . esc_url( $pdf ) . '">' . esc_html__( 'the harbour guide (PDF)', 'frontage' ) . '</a>'
				)
			);
		return array(
			'title'   => __( 'Lightbox', 'frontage' ),
			'content' => $content,
		);
	}

	/**
	 * An image block, as the editor saves it.
	 *
	 * @param Demo_Content         $demo    The seeder.
	 * @param string               $name    The image's name.
	 * @param string               $url     Its address.
	 * @param array<string, mixed> $attrs   Link and lightbox attributes.
	 * @param string               $caption Its caption, or ''.
	 * @return string Block markup.
	 */
	private static function image( Demo_Content $demo, string $name, string $url, array $attrs, string $caption ): string {
		$id    = $demo->find( self::KEY . $name );
		$attrs = array(
			'id'       => $id,
			'sizeSlug' => 'full',
		) + $attrs;
		$img   = sprintf( '<img src="%1$s" alt="%2$s" class="wp-image-%3$d"/>', esc_url( $url ), esc_attr( self::IMAGES[ $name ][0] ), $id );
		if ( 'media' === ( $attrs['linkDestination'] ?? '' ) ) {
			$img = '<a href="' . esc_url( $url ) . '">' . $img . '</a>';
		}
		$caption = '' === $caption ? '' : '<figcaption class="wp-element-caption">' . esc_html( $caption ) . '</figcaption>';
		return '<!-- wp:image ' . wp_json_encode( $attrs ) . " -->\n<figure class=\"wp-block-image size-full\">{$img}{$caption}</figure>\n<!-- /wp:image -->\n\n";
	}

	/**
	 * Uploads a demo file once and makes it an attachment.
	 *
	 * @param Demo_Content $demo   The seeder.
	 * @param string       $name   Its name.
	 * @param string       $title  Its title.
	 * @param string       $format Its extension.
	 * @param callable     $bytes  Makes its contents.
	 * @return string Its address ('' when it could not be made).
	 */
	private static function ensure_file( Demo_Content $demo, string $name, string $title, string $format, callable $bytes ): string {
		$id = $demo->find( self::KEY . $name );
		if ( ! $id ) {
			$upload = wp_upload_bits( 'frontage-lightbox-' . $name . '.' . $format, null, $bytes() );
			if ( ! empty( $upload['error'] ) ) {
				return '';
			}
			$type = wp_check_filetype( $upload['file'] )['type'];
			$demo->ensure_post(
				self::KEY . $name,
				array(
					'post_type'      => 'attachment',
					'post_title'     => $title,
					'post_status'    => 'inherit',
					'post_mime_type' => $type,
					'guid'           => $upload['url'],
					'meta_input'     => array( '_wp_attached_file' => _wp_relative_upload_path( $upload['file'] ) ),
				)
			);
			$id = $demo->find( self::KEY . $name );
			if ( $id && isset( self::IMAGES[ $name ] ) ) {
				$size = self::IMAGES[ $name ];
				wp_update_attachment_metadata(
					$id,
					array(
						'width'  => $size[1],
						'height' => $size[2],
						'file'   => _wp_relative_upload_path( $upload['file'] ),
					)
				);
			}
		}
		return $id ? (string) wp_get_attachment_url( $id ) : '';
	}

	/**
	 * Draws an image: its colour, a lighter band and its title.
	 *
	 * @param array{0: string, 1: int, 2: int, 3: string, 4: string} $image Title, size, colour, format.
	 * @return string Its bytes.
	 */
	private static function draw( array $image ): string {
		[ $title, $width, $height, $colour, $format ] = $image;
		$canvas                                       = imagecreatetruecolor( $width, $height );
		[ $r, $g, $b ]                                = array_map( 'hexdec', str_split( $colour, 2 ) );
		imagefill( $canvas, 0, 0, (int) imagecolorallocate( $canvas, (int) $r, (int) $g, (int) $b ) );
		imagefilledrectangle( $canvas, 0, (int) ( $height * 0.6 ), $width, (int) ( $height * 0.7 ), (int) imagecolorallocatealpha( $canvas, 255, 255, 255, 90 ) );
		imagestring( $canvas, 5, 32, 32, $title, (int) imagecolorallocate( $canvas, 255, 255, 255 ) );
		ob_start();
		match ( $format ) {
			'jpg'  => imagejpeg( $canvas, null, 80 ),
			'webp' => imagewebp( $canvas, null, 80 ),
			default => imagepng( $canvas ),
		};
		return (string) ob_get_clean();
	}

	/**
	 * A one-page PDF with no text: enough for a browser to open.
	 *
	 * @return string Its bytes.
	 */
	private static function pdf(): string {
		$objects = array(
			'<< /Type /Catalog /Pages 2 0 R >>',
			'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
			'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 297] >>',
		);
		$body    = "%PDF-1.4\n";
		$xref    = '';
		foreach ( $objects as $i => $object ) {
			$xref .= sprintf( "%010d 00000 n \n", strlen( $body ) );
			$body .= ( $i + 1 ) . " 0 obj\n{$object}\nendobj\n";
		}
		$start = strlen( $body );
		return $body . "xref\n0 4\n0000000000 65535 f \n{$xref}trailer << /Size 4 /Root 1 0 R >>\nstartxref\n{$start}\n%%EOF\n";
	}
}
