<?php
/**
 * The Share buttons block (blocks/share-buttons): share links for the page, a copy-link button
 * and the browser's share sheet (docs/motion.md "Share buttons").
 *
 * @package Frontage
 */

namespace Frontage\Motion;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the networks' share addresses as plain links, built here with the page's address and
 * title: no third-party script, no pixel, nothing loaded from the networks until a visitor
 * follows a link. The copy-link and "Share…" buttons are in the page, hidden: the view script
 * shows each where the browser can do it. Every label is translated here.
 */
final class Share_Buttons {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/share-buttons';

	/**
	 * The block's class, which its style and view script find.
	 */
	public const CLASS_NAME = 'wp-block-frontage-share-buttons';

	/**
	 * The networks' share addresses: the page's address goes in `{url}`, its title in `{title}`.
	 */
	public const NETWORKS = array(
		'x'        => 'https://x.com/intent/post?url={url}&text={title}',
		'facebook' => 'https://www.facebook.com/sharer/sharer.php?u={url}',
		'linkedin' => 'https://www.linkedin.com/sharing/share-offsite/?url={url}',
		'email'    => 'mailto:?subject={title}&body={url}',
	);

	/**
	 * The buttons the script shows where the browser can: copy the link, the share sheet.
	 */
	public const BUTTONS = array( 'copy', 'native' );

	/**
	 * What the block shows by default, in order.
	 */
	public const DEFAULT_SERVICES = array( 'x', 'facebook', 'linkedin', 'email', 'copy', 'native' );

	/**
	 * The block's markup (the render callback).
	 *
	 * @param mixed  $attributes The block's attributes.
	 * @param mixed  $content    Unused (the block has no inner blocks).
	 * @param ?mixed $block      The block, whose context may name the post.
	 * @return string HTML.
	 */
	public function render( mixed $attributes, mixed $content = '', mixed $block = null ): string {
		unset( $content );
		$attributes = is_array( $attributes ) ? $attributes : array();
		[ $url, $title ] = self::page( $block instanceof \WP_Block ? ( $block->context['postId'] ?? null ) : null );
		$items = '';
		foreach ( self::services( $attributes['services'] ?? null ) as $service ) {
			$items .= '<li class="' . self::CLASS_NAME . '__item"' . ( in_array( $service, self::BUTTONS, true ) ? ' hidden' : '' ) . '>'
				. self::item( $service, $url, $title ) . '</li>';
		}
		$wrapper = get_block_wrapper_attributes(
			array(
				'data-url'    => $url,
				'data-title'  => $title,
				'data-copied' => __( 'Link copied', 'frontage' ),
				'data-failed' => __( 'The link could not be copied: copy it from the address bar.', 'frontage' ),
			)
		);
		return sprintf(
			'<div %1$s><ul class="%2$s__list" role="list">%3$s</ul><p class="%2$s__status" role="status"></p></div>',
			$wrapper,
			self::CLASS_NAME,
			$items
		);
	}

	/**
	 * The services to show: the known ones the setting names, in its order, once each; the
	 * default set when it names none.
	 *
	 * @param mixed $raw The services attribute.
	 * @return string[]
	 */
	public static function services( mixed $raw ): array {
		$known    = array_merge( array_keys( self::NETWORKS ), self::BUTTONS );
		$services = array_values( array_unique( array_intersect( is_array( $raw ) ? array_filter( $raw, 'is_string' ) : array(), $known ) ) );
		return array() === $services ? self::DEFAULT_SERVICES : $services;
	}

	/**
	 * The address and title shared: the block's post (a Query Loop's, or the page's own), else
	 * the page being viewed, else the site's home.
	 *
	 * @param mixed $post_id The post the block's context names.
	 * @return array{0: string, 1: string}
	 */
	private static function page( mixed $post_id ): array {
		$post = is_numeric( $post_id ) ? get_post( (int) $post_id ) : ( is_singular() ? get_queried_object() : null );
		if ( $post instanceof \WP_Post && 'publish' === get_post_status( $post ) ) {
			return array( (string) get_permalink( $post ), html_entity_decode( get_the_title( $post ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		}
		$path = isset( $GLOBALS['wp']->request ) && is_string( $GLOBALS['wp']->request ) ? $GLOBALS['wp']->request : '';
		return array( home_url( user_trailingslashit( '/' . $path ) ), html_entity_decode( wp_get_document_title(), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	/**
	 * One service's link or button.
	 *
	 * @param string $service The service.
	 * @param string $url     The address shared.
	 * @param string $title   The title shared.
	 */
	private static function item( string $service, string $url, string $title ): string {
		$class = self::CLASS_NAME . '__' . ( in_array( $service, self::BUTTONS, true ) ? $service : 'link ' . self::CLASS_NAME . '__link--' . $service );
		if ( 'copy' === $service ) {
			return '<button type="button" class="' . esc_attr( $class ) . '">' . esc_html__( 'Copy link', 'frontage' ) . '</button>';
		}
		if ( 'native' === $service ) {
			return '<button type="button" class="' . esc_attr( $class ) . '">' . esc_html__( 'Share…', 'frontage' ) . '</button>';
		}
		$href  = strtr(
			self::NETWORKS[ $service ],
			array(
				'{url}'   => rawurlencode( $url ),
				'{title}' => rawurlencode( $title ),
			)
		);
		$names = array(
			'x'        => _x( 'X', 'the network formerly called Twitter', 'frontage' ),
			'facebook' => __( 'Facebook', 'frontage' ),
			'linkedin' => __( 'LinkedIn', 'frontage' ),
			'email'    => __( 'Email', 'frontage' ),
		);
		if ( 'email' === $service ) {
			/* translators: %s: "Email", as the link shows it. */
			$label = sprintf( __( 'Share by %s', 'frontage' ), $names['email'] );
			return '<a class="' . esc_attr( $class ) . '" href="' . esc_url( $href, array( 'mailto' ) ) . '" aria-label="' . esc_attr( $label ) . '">' . esc_html( $names['email'] ) . '</a>';
		}
		/* translators: %s: a network's name, as the link shows it. */
		$label = sprintf( __( 'Share on %s (opens in a new tab)', 'frontage' ), $names[ $service ] );
		return '<a class="' . esc_attr( $class ) . '" href="' . esc_url( $href ) . '" target="_blank" rel="noopener noreferrer" aria-label="' . esc_attr( $label ) . '">'
			. esc_html( $names[ $service ] ) . '</a>';
	}

	/**
	 * The demo page (Motion_Demo): the buttons under a short text, and a second set with
	 * fewer services, centred.
	 *
	 * @return array{title: string, content: string}
	 */
	public static function demo_page(): array {
		$p        = static fn ( string $text ): string => "<!-- wp:paragraph -->\n<p>" . $text . "</p>\n<!-- /wp:paragraph -->\n";
		$content  = $p( 'Share this page: each network’s button is a plain link, built when the page is served, so nothing is loaded from the networks until you follow one — no script of theirs, no tracking. “Copy link” copies the page’s address; “Share…” opens your device’s own share sheet, and shows only where the browser has one.' );
		$content .= "<!-- wp:frontage/share-buttons /-->\n";
		$content .= $p( 'Fewer services, centred:' );
		$content .= '<!-- wp:frontage/share-buttons {"services":["email","copy","native"],"align":"center"} /-->' . "\n";
		return array(
			'title'   => 'Share buttons',
			'content' => $content,
		);
	}
}
