<?php
/**
 * Seeds the demo site that `npm start` serves. Run by bin/php/seed-demo.php, never on a request.
 *
 * @package Frontage
 */

namespace Frontage\Demo;

use Frontage\Assets;
use Frontage\Plugin;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Every demo item carries a meta key naming it, so a second run finds it and makes no duplicate.
 */
final class Demo_Content {

	/**
	 * Post meta that marks a post as demo content, holding its key.
	 */
	public const META_KEY = '_frontage_demo';

	/**
	 * Seeds the welcome page (the site's front page), then each module's own demo content.
	 *
	 * @return string[] One line per item: what was created or found.
	 */
	public function seed(): array {
		$lines   = array();
		$lines[] = $this->ensure_page(
			'welcome',
			__( 'Frontage demo', 'frontage' ),
			'<!-- wp:paragraph --><p>' . esc_html__( 'This site runs Frontage. Each module adds its own demo pages, listed below.', 'frontage' ) . '</p><!-- /wp:paragraph -->'
			. '<!-- wp:page-list /-->'
		);
		$front = $this->find( 'welcome' );
		if ( $front ) {
			update_option( 'show_on_front', 'page' );
			update_option( 'page_on_front', $front );
		}

		foreach ( Plugin::modules( new Assets() ) as $module ) {
			if ( $module instanceof Has_Demo_Content ) {
				array_push( $lines, ...$module->seed_demo( $this ) );
			}
		}
		return $lines;
	}

	/**
	 * Creates a published page once, identified by a key.
	 *
	 * @param string $key     Stable demo key, unique across Frontage.
	 * @param string $title   Page title.
	 * @param string $content Block markup.
	 * @return string What happened, for the seeding log.
	 */
	public function ensure_page( string $key, string $title, string $content ): string {
		return $this->ensure_post(
			$key,
			array(
				'post_type'    => 'page',
				'post_title'   => $title,
				'post_content' => $content,
				'post_status'  => 'publish',
			)
		);
	}

	/**
	 * Creates a post once, identified by a key.
	 *
	 * @param string               $key     Stable demo key, unique across Frontage.
	 * @param array<string, mixed> $postarr Arguments for wp_insert_post().
	 * @return string What happened, for the seeding log.
	 */
	public function ensure_post( string $key, array $postarr ): string {
		$existing = $this->find( $key );
		if ( $existing ) {
			/* translators: 1: post type, 2: post title, 3: post ID. */
			return sprintf( __( 'found %1$s “%2$s” (#%3$d)', 'frontage' ), $postarr['post_type'], get_the_title( $existing ), $existing );
		}
		$postarr['meta_input'] = array( self::META_KEY => $key ) + ( $postarr['meta_input'] ?? array() );
		$id                    = wp_insert_post( wp_slash( $postarr ), true );
		if ( is_wp_error( $id ) ) {
			/* translators: 1: demo key, 2: error message. */
			return sprintf( __( 'could not create demo item %1$s: %2$s', 'frontage' ), $key, $id->get_error_message() );
		}
		/* translators: 1: post type, 2: post title, 3: post ID. */
		return sprintf( __( 'created %1$s “%2$s” (#%3$d)', 'frontage' ), $postarr['post_type'], get_the_title( $id ), $id );
	}

	/**
	 * The post a demo key names, of any type and status.
	 *
	 * @param string $key Demo key.
	 * @return int Post ID, or 0.
	 */
	public function find( string $key ): int {
		global $wpdb;
		// A direct query because get_posts( 'any' ) skips post types hidden from search.
		$id = $wpdb->get_var(
			$wpdb->prepare(
				"SELECT m.post_id FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE m.meta_key = %s AND m.meta_value = %s ORDER BY m.post_id LIMIT 1",
				self::META_KEY,
				$key
			)
		);
		return (int) $id;
	}
}
