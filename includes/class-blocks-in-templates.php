<?php
/**
 * Whether the site's templates, template parts, synced patterns or navigation menus hold a
 * Frontage block: kept in an option, forgotten when one of them or the theme changes
 * (docs/ARCHITECTURE.md "Blocks register on first use").
 *
 * @package Frontage
 */

namespace Frontage;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Answers one question for Assets::hold_places_for_page(): may this page's template hold one of
 * our blocks? The answer only decides how much work a page does, never what it shows: a block
 * found nowhere here still registers on its first use.
 */
final class Blocks_In_Templates {

	/**
	 * The option, autoloaded: `array( 'theme' => stylesheet, 'parts' => slugs of the template
	 * parts that hold one, 'elsewhere' => whether a synced pattern, a menu or a theme pattern
	 * does )`. A cache that Frontage alone writes and forgets, on no one's request; no screen or
	 * route changes it (docs/ARCHITECTURE.md "Blocks register on first use").
	 */
	public const OPTION = 'frontage_blocks_in_templates';

	/**
	 * What a Frontage block's markup starts with.
	 */
	public const MARK = '<!-- wp:frontage/';

	/**
	 * The post types whose content a template renders by reference: template parts (by slug),
	 * synced patterns and navigation menus (by id). Templates themselves are read as they load.
	 */
	public const POST_TYPES = array( 'wp_template_part', 'wp_block', 'wp_navigation' );

	/**
	 * Forgets the answer when what it was read from changes.
	 */
	public static function add_hooks(): void {
		foreach ( self::POST_TYPES as $type ) {
			add_action( 'save_post_' . $type, array( self::class, 'forget' ) );
		}
		add_action( 'deleted_post', array( self::class, 'forget_deleted' ), 10, 2 );
		add_action( 'switch_theme', array( self::class, 'forget' ) );
		add_action( 'upgrader_process_complete', array( self::class, 'forget' ) );
	}

	/**
	 * Drops the stored answer; the next page asks again.
	 */
	public static function forget(): void {
		delete_option( self::OPTION );
	}

	/**
	 * Drops the stored answer when a post of one of POST_TYPES was deleted (deleting a post,
	 * a page or a library file leaves it: they are read as their page renders).
	 *
	 * @param int           $id   The deleted post's id.
	 * @param \WP_Post|null $post The deleted post.
	 */
	public static function forget_deleted( int $id, ?\WP_Post $post = null ): void {
		if ( $post && in_array( $post->post_type, self::POST_TYPES, true ) ) {
			self::forget();
		}
	}

	/**
	 * Whether a template's markup may render one of our blocks: it holds one, or names a
	 * template part that does, or the site has one where a template reaches it by id (a synced
	 * pattern, a menu) or in the theme's patterns.
	 *
	 * @param string $template The template's block markup.
	 */
	public static function may_render( string $template ): bool {
		return str_contains( $template, self::MARK ) || self::reaches_elsewhere( $template );
	}

	/**
	 * The names of our blocks a markup holds (`frontage/modal`, …), each once.
	 *
	 * @param string $markup Block markup.
	 * @return string[]
	 */
	public static function names_in( string $markup ): array {
		if ( ! str_contains( $markup, self::MARK ) ) {
			return array();
		}
		preg_match_all( '#<!-- wp:(frontage/[a-z0-9-]+)#', $markup, $found );
		return array_values( array_unique( $found[1] ) );
	}

	/**
	 * Whether a template may render one of our blocks held outside its own markup: it names a
	 * template part that holds one, or the site has one where a template reaches it by id (a
	 * synced pattern, a menu) or in the theme's patterns.
	 *
	 * @param string $template The template's block markup.
	 */
	public static function reaches_elsewhere( string $template ): bool {
		$found = self::found();
		if ( $found['elsewhere'] ) {
			return true;
		}
		foreach ( $found['parts'] as $slug ) {
			if ( str_contains( $template, '"slug":"' . $slug . '"' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Where the site holds our blocks: stored, or read now and stored.
	 *
	 * @return array{parts: string[], elsewhere: bool}
	 */
	private static function found(): array {
		$theme  = get_stylesheet();
		$stored = get_option( self::OPTION );
		if ( is_array( $stored ) && ( $stored['theme'] ?? null ) === $theme && is_array( $stored['parts'] ?? null ) ) {
			return array(
				'parts'     => array_map( 'strval', $stored['parts'] ),
				'elsewhere' => ! empty( $stored['elsewhere'] ),
			);
		}
		$found = self::read();
		update_option( self::OPTION, array( 'theme' => $theme ) + $found, true );
		return $found;
	}

	/**
	 * Reads the template parts, synced patterns and menus (any status: a draft may be
	 * previewed), and the theme's (and its parent's) parts and patterns.
	 *
	 * @return array{parts: string[], elsewhere: bool}
	 */
	private static function read(): array {
		global $wpdb;
		$types = implode( ', ', array_fill( 0, count( self::POST_TYPES ), '%s' ) );
		// On the first page after a change only; the answer is stored.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- $types is placeholders only.
		$rows      = (array) $wpdb->get_results( $wpdb->prepare( "SELECT post_type, post_name FROM {$wpdb->posts} WHERE post_type IN ( {$types} ) AND post_content LIKE %s", array_merge( self::POST_TYPES, array( '%' . $wpdb->esc_like( self::MARK ) . '%' ) ) ) );
		$parts     = array();
		$elsewhere = false;
		foreach ( $rows as $row ) {
			if ( 'wp_template_part' === $row->post_type ) {
				$parts[] = (string) $row->post_name;
			} else {
				$elsewhere = true;
			}
		}
		foreach ( array_unique( array( get_stylesheet_directory(), get_template_directory() ) ) as $root ) {
			foreach ( array( 'parts', 'block-template-parts' ) as $folder ) {
				foreach ( self::files_with_mark( $root . '/' . $folder, 'html' ) as $file ) {
					$parts[] = basename( $file, '.html' );
				}
			}
			$elsewhere = $elsewhere || self::files_with_mark( $root . '/patterns', 'php' );
		}
		return array(
			'parts'     => array_values( array_unique( $parts ) ),
			'elsewhere' => $elsewhere,
		);
	}

	/**
	 * The theme files of a folder that hold one of our blocks.
	 *
	 * @param string $folder    The folder.
	 * @param string $extension The files' extension.
	 * @return string[]
	 */
	private static function files_with_mark( string $folder, string $extension ): array {
		$found = array();
		foreach ( (array) glob( $folder . '/*.' . $extension ) as $file ) {
			// Plain file functions: the theme's own files, read once after a change.
			if ( is_string( $file ) && str_contains( (string) file_get_contents( $file ), self::MARK ) ) {
				$found[] = $file;
			}
		}
		return $found;
	}
}
