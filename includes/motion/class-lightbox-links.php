<?php
/**
 * The links the Lightbox opens (docs/motion.md "Lightbox"): which links qualify, their mark, and
 * the view script queued with the first one.
 *
 * @package Frontage
 */

namespace Frontage\Motion;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Marks each qualifying link with MARK (its value: the gallery it belongs to, '' alone) and
 * queues the script the first time. A link qualifies when its address is an image file (by its
 * path's extension, whatever the query string) on the site's own host or the uploads' host (a
 * CDN), or a host added with the HOSTS_FILTER filter; over http or https, or relative. Nothing
 * else is touched: a PDF, a page, an image on another site stay plain links.
 */
final class Lightbox_Links {

	/**
	 * The attribute that marks a link the lightbox opens (Lightbox::MARK).
	 */
	public const MARK = Lightbox::MARK;

	/**
	 * A class on a link that keeps it a plain link (an owner's opt-out for one link).
	 */
	public const SKIP_CLASS = 'no-lightbox';

	/**
	 * The image types the lightbox shows, by file extension.
	 */
	public const EXTENSIONS = array( 'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif' );

	/**
	 * Filter: the hosts whose images open in the lightbox (lower-case host names; the site's,
	 * WordPress's and the uploads' by default).
	 */
	public const HOSTS_FILTER = 'frontage_lightbox_hosts';

	/**
	 * The view script.
	 */
	public const HANDLE = 'frontage-motion-lightbox';

	/**
	 * The view script's built entry.
	 */
	public const ENTRY = 'motion/lightbox/index';

	/**
	 * The global the view script reads its labels and hosts from.
	 */
	public const CONFIG = 'frontageLightbox';

	/**
	 * The group name of a gallery's links, before its number.
	 */
	public const GROUP_PREFIX = 'gallery-';

	/**
	 * The hosts allowed, once read.
	 *
	 * @var string[]|null
	 */
	private ?array $hosts = null;

	/**
	 * Galleries rendered so far: numbers each gallery's slideshow.
	 */
	private int $galleries = 0;

	/**
	 * Takes the script registration.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Marks the qualifying links of a block.
	 *
	 * @param string $html  The block's markup.
	 * @param string $group The slideshow the links belong to ('' : each alone).
	 * @return string The markup, the links marked.
	 */
	public function links( string $html, string $group = '' ): string {
		$tags  = new \WP_HTML_Tag_Processor( $html );
		$found = false;
		while ( $tags->next_tag( 'a' ) ) {
			$href = $tags->get_attribute( 'href' );
			if ( null !== $tags->get_attribute( self::MARK ) || null !== $tags->get_attribute( 'download' ) || $tags->has_class( self::SKIP_CLASS ) || ! is_string( $href ) || ! $this->is_image_address( $href ) ) {
				continue;
			}
			$tags->set_attribute( self::MARK, $group );
			$found = true;
		}
		if ( ! $found ) {
			return $html;
		}
		$this->queue();
		return $tags->get_updated_html();
	}

	/**
	 * An image block that may open (Lightbox decided: not switched off, not core's): its link;
	 * in a gallery whose every image opens, a link to its full size when it has none.
	 *
	 * @param string $html       The block's markup.
	 * @param array  $attributes The block's attributes.
	 * @param string $gallery    The gallery's choice (AUTO outside a gallery).
	 * @phpstan-param array<string, mixed> $attributes
	 * @return string The markup.
	 */
	public function image( string $html, array $attributes, string $gallery ): string {
		return Lightbox::ALL === $gallery && false === stripos( $html, '<a ' ) ? $this->link_image( $html, $attributes ) : $this->links( $html );
	}

	/**
	 * A gallery: its images' marked links become one slideshow.
	 *
	 * @param string $html The gallery's markup.
	 * @return string The markup.
	 */
	public function gallery( string $html ): string {
		$tags  = new \WP_HTML_Tag_Processor( $html );
		$group = self::GROUP_PREFIX . ( ++$this->galleries );
		while ( $tags->next_tag( 'a' ) ) {
			if ( null !== $tags->get_attribute( self::MARK ) ) {
				$tags->set_attribute( self::MARK, $group );
			}
		}
		return $tags->get_updated_html();
	}

	/**
	 * Whether an address is an image file the lightbox may show.
	 *
	 * @param string $href The link's address, as written (entities decoded).
	 */
	public function is_image_address( string $href ): bool {
		$parts = wp_parse_url( trim( $href ) );
		if ( ! is_array( $parts ) || empty( $parts['path'] ) ) {
			return false;
		}
		$scheme = strtolower( $parts['scheme'] ?? '' );
		if ( '' !== $scheme && 'http' !== $scheme && 'https' !== $scheme ) {
			return false; // A javascript:, data: or ftp: address.
		}
		if ( isset( $parts['host'] ) ? ! in_array( strtolower( $parts['host'] ), $this->hosts(), true ) : '' !== $scheme ) {
			return false; // Another host, or "http:x.png" without one.
		}
		return in_array( strtolower( pathinfo( $parts['path'], PATHINFO_EXTENSION ) ), self::EXTENSIONS, true );
	}

	/**
	 * The hosts whose images open: the site's, WordPress's, the uploads' (a CDN), filtered.
	 *
	 * @return string[] Lower-case host names.
	 */
	public function hosts(): array {
		if ( null === $this->hosts ) {
			$hosts = array();
			foreach ( array( home_url(), site_url(), (string) ( wp_get_upload_dir()['baseurl'] ?? '' ) ) as $url ) {
				$hosts[] = wp_parse_url( $url, PHP_URL_HOST );
			}
			// The hosts whose images open in the lightbox (docs/motion.md "Lightbox"): lower-case
			// host names, the site's and the uploads' by default.
			$hosts       = apply_filters( self::HOSTS_FILTER, array_values( array_unique( array_filter( $hosts, 'is_string' ) ) ) );
			$this->hosts = array_values( array_unique( array_map( 'strtolower', array_filter( (array) $hosts, static fn ( mixed $host ): bool => is_string( $host ) && '' !== $host ) ) ) );
		}
		return $this->hosts;
	}

	/**
	 * Wraps an unlinked image in a marked link to its full size.
	 *
	 * @param string $html       The image block's markup.
	 * @param array  $attributes The block's attributes.
	 * @phpstan-param array<string, mixed> $attributes
	 * @return string The markup.
	 */
	private function link_image( string $html, array $attributes ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag( 'img' ) ) {
			return $html;
		}
		$full = ! empty( $attributes['id'] ) ? wp_get_attachment_url( (int) $attributes['id'] ) : false;
		$href = is_string( $full ) ? $full : (string) $tags->get_attribute( 'src' );
		if ( ! $this->is_image_address( $href ) ) {
			return $html;
		}
		$alt   = trim( (string) $tags->get_attribute( 'alt' ) );
		$label = '' === $alt ? sprintf( ' aria-label="%s"', esc_attr__( 'Enlarge image', 'frontage' ) ) : '';
		$this->queue();
		$open = sprintf( '<a href="%1$s" %2$s=""%3$s>', esc_url( $href ), self::MARK, $label );
		return (string) preg_replace_callback( '/<img\b[^>]*>/i', static fn ( array $img ): string => $open . $img[0] . '</a>', $html, 1 );
	}

	/**
	 * Queues the view script (deferred, in the footer) and its labels and hosts, once.
	 */
	private function queue(): void {
		if ( wp_script_is( self::HANDLE ) || ! $this->assets->enqueue_script( self::HANDLE, self::ENTRY ) ) {
			return;
		}
		wp_script_add_data( self::HANDLE, 'strategy', 'defer' );
		if ( wp_scripts()->get_data( self::HANDLE, 'before' ) ) {
			return; // Queued before, and taken off the queue since.
		}
		$config = array(
			'hosts'  => $this->hosts(),
			'labels' => array(
				'dialog'   => __( 'Enlarged image', 'frontage' ),
				'close'    => __( 'Close', 'frontage' ),
				'previous' => __( 'Previous image', 'frontage' ),
				'next'     => __( 'Next image', 'frontage' ),
				/* translators: 1: the image's number, 2: how many images the slideshow has. */
				'counter'  => __( '%1$s of %2$s', 'frontage' ),
				'error'    => __( 'This image could not be loaded.', 'frontage' ),
			),
		);
		wp_add_inline_script( self::HANDLE, 'window.' . self::CONFIG . '=' . wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . ';', 'before' );
	}
}
