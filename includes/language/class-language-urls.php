<?php
/**
 * Language addresses, Frontage's built-in provider (docs/language.md "Language addresses"): `/{slug}/…` for every published
 * language but the default one, the page's language from that first path segment, `<html lang>`,
 * hreflang alternates and the map `language_urls` (code → address of this page in that language).
 *
 * @package Frontage
 */

namespace Frontage\Language;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A post's language is the post meta `_frontage_language` (the default language when empty); its
 * translations are `_frontage_translations` (code → post id). Requests under a language's prefix
 * are parsed as if the prefix were not there, so every permalink structure works unchanged, and
 * the posts of that language get the prefix in their permalinks.
 *
 * Sites that use Polylang, WPML, TranslatePress or their own scheme supply the addresses through
 * the filter FILTER_URLS instead (docs/language.md).
 */
final class Language_Urls {

	/**
	 * Post meta: the post's language code.
	 */
	public const META_LANGUAGE = '_frontage_language';

	/**
	 * Post meta: the post's translations, code → post id.
	 */
	public const META_TRANSLATIONS = '_frontage_translations';

	/**
	 * Filter: the map code → address of the current page in that language. Receives Frontage's
	 * own map and the current language; return another to use another provider's addresses.
	 */
	public const FILTER_URLS = 'frontage_language_urls';

	/**
	 * The language of this request, once known.
	 *
	 * @var string|null
	 */
	private ?string $current = null;

	/**
	 * The request's address before its prefix was taken off for parsing, put back afterwards.
	 *
	 * @var string|null
	 */
	private ?string $original_uri = null;

	/**
	 * The same for PATH_INFO, where the server sets it.
	 *
	 * @var string|null
	 */
	private ?string $original_path_info = null;

	/**
	 * The page's addresses while its head prints (the head script and the hreflang links both
	 * print them), with the run of `wp_head` they were worked out in.
	 *
	 * @var array{0: int, 1: array<string, string>}|null
	 */
	private ?array $head_urls = null;

	/**
	 * Add hooks. Without a second published language there are no prefixes and nothing changes.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register_meta' ) );
		add_filter( 'do_parse_request', array( $this, 'strip_prefix' ), 1 );
		add_action( 'parse_request', array( $this, 'restore_uri' ), 1 );
		add_filter( 'redirect_canonical', array( $this, 'redirect_canonical' ), 10, 2 );
		add_action( 'template_redirect', array( $this, 'redirect_to_own_language' ), 9 );
		add_filter( 'post_link', array( $this, 'post_link' ), 10, 2 );
		add_filter( 'page_link', array( $this, 'page_link' ), 10, 2 );
		// The links above read each post's language: load it for a whole list at once.
		add_filter( 'the_posts', array( $this, 'prime_listed_languages' ) );
		// Pages' languages come from a map kept in one option, dropped when one changes.
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( Language_Page_Map::class, 'forget_on_meta' ), 10, 3 );
		}
		add_filter( 'block_core_navigation_render_inner_blocks', array( $this, 'prime_navigation_languages' ) );
		add_filter( 'wp_get_nav_menu_items', array( $this, 'prime_menu_languages' ) );
		add_filter( 'language_attributes', array( $this, 'language_attributes' ) );
		add_action( 'wp_head', array( $this, 'print_alternates' ), 1 );
	}

	/**
	 * The two post meta, in REST for the editor (people who may edit the post).
	 */
	public function register_meta(): void {
		register_post_meta(
			'',
			self::META_LANGUAGE,
			array(
				'type'              => 'string',
				'single'            => true,
				'default'           => '',
				'show_in_rest'      => true,
				'sanitize_callback' => static fn ( mixed $code ): string => Language_Settings::is_code( $code ) ? $code : '',
				'auth_callback'     => static fn ( bool $allowed, string $key, int $post_id ): bool => current_user_can( 'edit_post', $post_id ),
			)
		);
		register_post_meta(
			'',
			self::META_TRANSLATIONS,
			array(
				'type'              => 'object',
				'single'            => true,
				'default'           => array(),
				'show_in_rest'      => array(
					'schema' => array(
						'type'                 => 'object',
						'patternProperties'    => array(
							Language_Settings::CODE_PATTERN => array(
								'type'    => 'integer',
								'minimum' => 1,
							),
						),
						'additionalProperties' => false,
					),
				),
				'sanitize_callback' => array( self::class, 'sanitize_translations' ),
				'auth_callback'     => static fn ( bool $allowed, string $key, int $post_id ): bool => current_user_can( 'edit_post', $post_id ),
			)
		);
	}

	/**
	 * Translations as code → positive post id; anything else is left out.
	 *
	 * @param mixed $value The submitted value.
	 * @return array<string, int>
	 */
	public static function sanitize_translations( mixed $value ): array {
		$clean = array();
		foreach ( is_array( $value ) ? $value : array() as $code => $post_id ) {
			$id = is_int( $post_id ) || ( is_string( $post_id ) && ctype_digit( $post_id ) ) ? (int) $post_id : 0;
			if ( Language_Settings::is_code( $code ) && $id > 0 ) {
				$clean[ $code ] = $id;
			}
		}
		return $clean;
	}

	/**
	 * The language an address path names: its first segment against the published languages'
	 * slugs, else the default language (docs/language.md "Language addresses").
	 *
	 * @param string $path The path, e.g. `/de/kontakt/`.
	 * @return array{0: string, 1: string} The code, and the path without the prefix.
	 */
	public static function language_of_path( string $path ): array {
		$settings = Language_Settings::get();
		$home     = self::home_path();
		$relative = '' !== $home && str_starts_with( $path, $home . '/' ) ? substr( $path, strlen( $home ) ) : $path;
		$segments = explode( '/', ltrim( $relative, '/' ), 2 );
		$first    = strtolower( rawurldecode( $segments[0] ) );
		foreach ( $settings['publish_languages'] as $code ) {
			$slug = $settings['url_slugs'][ $code ] ?? '';
			if ( '' !== $slug && $slug === $first && $code !== $settings['default_language'] ) {
				return array( $code, $home . '/' . ( $segments[1] ?? '' ) );
			}
		}
		return array( $settings['default_language'], $path );
	}

	/**
	 * The site's own path when it lives in a folder (`/blog`), else ''.
	 */
	public static function home_path(): string {
		return untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
	}

	/**
	 * The language of this request (the default one outside a prefix, and in the admin).
	 */
	public function current_language(): string {
		if ( null === $this->current ) {
			$this->current = Language_Settings::get()['default_language'];
		}
		return $this->current;
	}

	/**
	 * Parses a prefixed request as the address without its prefix, and remembers its language.
	 *
	 * @param bool $parse Whether WordPress parses the request (passed through).
	 * @return bool
	 */
	public function strip_prefix( bool $parse ): bool {
		if ( is_admin() || ! isset( $_SERVER['REQUEST_URI'] ) ) {
			return $parse;
		}
		$uri   = esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) );
		$path  = (string) wp_parse_url( $uri, PHP_URL_PATH );
		$query = (string) wp_parse_url( $uri, PHP_URL_QUERY );
		[ $code, $rest ] = self::language_of_path( $path );
		$this->current   = $code;
		if ( $rest !== $path ) {
			$this->original_uri     = $_SERVER['REQUEST_URI']; // Raw input: put back as it was, untouched.
			$_SERVER['REQUEST_URI'] = $rest . ( '' !== $query ? '?' . $query : '' );
			// Servers that pass the path as PATH_INFO too (PHP's own server, some FastCGI setups).
			if ( isset( $_SERVER['PATH_INFO'] ) && is_string( $_SERVER['PATH_INFO'] ) ) {
				$this->original_path_info = $_SERVER['PATH_INFO']; // Raw input: put back as it was.
				$_SERVER['PATH_INFO']     = self::language_of_path( $this->original_path_info )[1];
			}
		}
		return $parse;
	}

	/**
	 * Puts the prefixed address back once WordPress has parsed the request, so canonical
	 * redirects, pagination links and plugins see the address the visitor asked for.
	 */
	public function restore_uri(): void {
		if ( null !== $this->original_uri ) {
			$_SERVER['REQUEST_URI'] = $this->original_uri;
			$this->original_uri     = null;
		}
		if ( null !== $this->original_path_info ) {
			$_SERVER['PATH_INFO']     = $this->original_path_info;
			$this->original_path_info = null;
		}
	}

	/**
	 * Keeps WordPress from "correcting" a prefixed address to the same address without its prefix
	 * (the front page under /de/ is the German home, not a wrong address for /).
	 *
	 * @param string|false $redirect  Where WordPress would send the visitor.
	 * @param string       $requested What was asked for.
	 * @return string|false
	 */
	public function redirect_canonical( string|false $redirect, string $requested ): string|false {
		$code = $this->current_language();
		if ( false === $redirect || Language_Settings::get()['default_language'] === $code ) {
			return $redirect;
		}
		$prefixed = self::with_prefix( $redirect, $code );
		return untrailingslashit( $prefixed ) === untrailingslashit( $requested ) ? false : $redirect;
	}

	/**
	 * A post asked for under another language's address (or none) moves to its own: one address
	 * per page and language, so the page language read from the address is always right.
	 */
	public function redirect_to_own_language(): void {
		if ( ! is_singular() || is_preview() || is_front_page() ) {
			return;
		}
		$post_id = (int) get_queried_object_id();
		if ( $post_id && self::post_language( $post_id ) !== $this->current_language() ) {
			$target = (string) get_permalink( $post_id );
			if ( '' !== $target && wp_safe_redirect( $target, 301, 'Frontage' ) ) {
				exit;
			}
		}
	}

	/**
	 * Loads the meta of many posts in one query, so that their links (post_link, page_link) do
	 * not each read their language on their own: a menu of twenty pages costs one query, not
	 * twenty. Only on a multilingual site (elsewhere links are left alone); WordPress skips the
	 * posts whose meta it already holds.
	 *
	 * @param int[] $ids Post ids.
	 */
	private static function prime_languages( array $ids ): void {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( $ids && self::is_multilingual() ) {
			update_meta_cache( 'post', $ids );
		}
	}

	/**
	 * A page's stored language meta from the pages' map (Language_Page_Map, autoloaded: no
	 * query; '' for a page without one), or null when the post is not a page, the site has too
	 * many pages for the map, or one language only (its links have no prefixes to add).
	 *
	 * @param int $post_id The post.
	 */
	private static function mapped_language( int $post_id ): ?string {
		$pages = self::is_multilingual() && 'page' === get_post_type( $post_id ) ? Language_Page_Map::pages() : null;
		return null === $pages ? null : ( $pages[ $post_id ] ?? '' );
	}

	/**
	 * A list of posts or pages (the page list block, a query loop, get_pages()) that was loaded
	 * without its meta: its posts' languages, in one query; its pages' come from the pages' map.
	 *
	 * @param mixed $posts The posts WP_Query found.
	 * @return mixed The same posts.
	 */
	public function prime_listed_languages( mixed $posts ): mixed {
		if ( is_array( $posts ) && count( $posts ) > 1 ) {
			// Pages' languages come from the pages' map (post_language()), without their meta.
			$pages  = self::is_multilingual() && null !== Language_Page_Map::pages();
			$linked = array_filter( $posts, static fn ( $post ): bool => $post instanceof \WP_Post && ( 'post' === $post->post_type || ( 'page' === $post->post_type && ! $pages ) ) );
			self::prime_languages( wp_list_pluck( $linked, 'ID' ) );
		}
		return $posts;
	}

	/**
	 * The posts a navigation block links to: their languages, in one query, before its links
	 * are rendered.
	 *
	 * @param mixed $inner_blocks The navigation's blocks (a WP_Block_List).
	 * @return mixed The same blocks.
	 */
	public function prime_navigation_languages( mixed $inner_blocks ): mixed {
		if ( $inner_blocks instanceof \WP_Block_List && self::is_multilingual() ) {
			// Pages' languages come from the pages' map (page_link()), without their meta.
			$skip_pages = null !== Language_Page_Map::pages();
			$ids        = array();
			foreach ( $inner_blocks as $block ) {
				if ( $block instanceof \WP_Block ) {
					self::collect_linked_posts( $block->parsed_block, $skip_pages, $ids );
				}
			}
			self::prime_languages( $ids );
		}
		return $inner_blocks;
	}

	/**
	 * The posts a menu's link blocks point to (attributes `kind` "post-type" and `id`), at any
	 * depth, read from the parsed blocks: no block object is built for it.
	 *
	 * @param array<string, mixed> $block      A parsed block.
	 * @param bool                 $skip_pages Whether links to pages are left out.
	 * @param int[]                $ids        The posts found so far; added to.
	 */
	private static function collect_linked_posts( array $block, bool $skip_pages, array &$ids ): void {
		$attrs = $block['attrs'] ?? array();
		if ( isset( $attrs['id'] ) && 'post-type' === ( $attrs['kind'] ?? '' ) && ! ( $skip_pages && 'page' === ( $attrs['type'] ?? '' ) ) ) {
			$ids[] = (int) $attrs['id'];
		}
		foreach ( $block['innerBlocks'] ?? array() as $inner ) {
			if ( is_array( $inner ) ) {
				self::collect_linked_posts( $inner, $skip_pages, $ids );
			}
		}
	}

	/**
	 * The posts a classic menu links to: their languages, in one query.
	 *
	 * @param mixed $items The menu's items.
	 * @return mixed The same items.
	 */
	public function prime_menu_languages( mixed $items ): mixed {
		if ( is_array( $items ) ) {
			$linked = array_filter( $items, static fn ( $item ): bool => is_object( $item ) && 'post_type' === ( $item->type ?? '' ) );
			self::prime_languages( wp_list_pluck( $linked, 'object_id' ) );
		}
		return $items;
	}

	/**
	 * A post's language: its meta when published, else the default language.
	 *
	 * @param int $post_id The post.
	 */
	public static function post_language( int $post_id ): string {
		return self::published_or_default( self::mapped_language( $post_id ) ?? get_post_meta( $post_id, self::META_LANGUAGE, true ), Language_Settings::get() );
	}

	/**
	 * A stored language as it counts: stored around the meta's sanitizing (before `init`,
	 * straight into the table) it may be anything; only a published code counts, the rest reads
	 * as the default language.
	 *
	 * @param mixed                $code     The stored meta.
	 * @param array<string, mixed> $settings Language_Settings::get().
	 */
	private static function published_or_default( mixed $code, array $settings ): string {
		return in_array( $code, $settings['publish_languages'], true ) ? $code : $settings['default_language'];
	}

	/**
	 * An address with a language's prefix after the site's home.
	 *
	 * @param string $url  An address on this site, without a prefix.
	 * @param string $code The language.
	 */
	public static function with_prefix( string $url, string $code ): string {
		return self::prefixed( $url, $code, Language_Settings::get() );
	}

	/**
	 * with_prefix(), with the settings at hand.
	 *
	 * @param string               $url      An address on this site, without a prefix.
	 * @param string               $code     The language.
	 * @param array<string, mixed> $settings Language_Settings::get().
	 */
	private static function prefixed( string $url, string $code, array $settings ): string {
		$slug = $settings['url_slugs'][ $code ] ?? '';
		if ( '' === $slug || $code === $settings['default_language'] ) {
			return $url;
		}
		$home = trailingslashit( home_url() );
		return str_starts_with( $url, $home ) ? $home . $slug . '/' . substr( $url, strlen( $home ) ) : $url;
	}

	/**
	 * Posts of another language get its prefix.
	 *
	 * @param string   $url  The permalink.
	 * @param \WP_Post $post The post.
	 */
	public function post_link( string $url, \WP_Post $post ): string {
		$settings = Language_Settings::get();
		if ( count( $settings['publish_languages'] ) < 2 ) {
			return $url;
		}
		// A post (`post_link` is for posts only): its meta, loaded with its list (prime_languages()).
		return self::prefixed( $url, self::published_or_default( get_post_meta( $post->ID, self::META_LANGUAGE, true ), $settings ), $settings );
	}

	/**
	 * Whether more than one language is published (else there are no prefixes to add).
	 */
	private static function is_multilingual(): bool {
		return count( Language_Settings::get()['publish_languages'] ) > 1;
	}

	/**
	 * Pages of another language get its prefix.
	 *
	 * @param string $url     The permalink.
	 * @param int    $post_id The page.
	 */
	public function page_link( string $url, int $post_id ): string {
		$settings = Language_Settings::get();
		if ( count( $settings['publish_languages'] ) < 2 ) {
			return $url;
		}
		// A page (`page_link` is for pages only): from the pages' map, else its meta.
		$pages = Language_Page_Map::pages();
		$code  = null === $pages ? get_post_meta( $post_id, self::META_LANGUAGE, true ) : ( $pages[ $post_id ] ?? '' );
		return self::prefixed( $url, self::published_or_default( $code, $settings ), $settings );
	}

	/**
	 * Code → the address of the current page in each published language that has one: the
	 * linked translations on a post or page; on every listing (archives of categories, tags,
	 * authors, dates and post types, the posts page, search results, their later pages) the same
	 * address under each language's prefix; each language's home on the front page and, as the
	 * fallback, on a 404 page (docs/language.md "Language addresses"). Worked out once while the
	 * page's head prints (the head script and the hreflang links).
	 *
	 * @return array<string, string>
	 */
	public function language_urls(): array {
		if ( ! doing_action( 'wp_head' ) ) {
			return $this->work_out_urls();
		}
		$run = did_action( 'wp_head' );
		if ( null === $this->head_urls || $run !== $this->head_urls[0] ) {
			$this->head_urls = array( $run, $this->work_out_urls() );
		}
		return $this->head_urls[1];
	}

	/**
	 * What language_urls() answers.
	 *
	 * @return array<string, string>
	 */
	private function work_out_urls(): array {
		$settings = Language_Settings::get();
		$urls     = array();
		$here     = '';
		if ( is_404() || ( is_front_page() && ! is_paged() ) ) {
			$here = home_url( '/' );
		} elseif ( ! is_singular() && ( is_archive() || is_search() || is_home() || is_paged() ) ) {
			$here = self::address_without_prefix();
		}
		if ( '' !== $here ) {
			foreach ( $settings['publish_languages'] as $code ) {
				$urls[ $code ] = self::with_prefix( $here, $code );
			}
		} elseif ( is_singular() ) {
			$post_id = (int) get_queried_object_id();
			$group   = self::sanitize_translations( get_post_meta( $post_id, self::META_TRANSLATIONS, true ) );
			$group[ self::post_language( $post_id ) ] = $post_id;
			foreach ( $settings['publish_languages'] as $code ) {
				$id = $group[ $code ] ?? 0;
				if ( $id && 'publish' === get_post_status( $id ) ) {
					$urls[ $code ] = (string) get_permalink( $id );
				}
			}
		}
		$urls = apply_filters( self::FILTER_URLS, $urls, $this->current_language() );
		$clean = array();
		foreach ( is_array( $urls ) ? $urls : array() as $code => $url ) {
			if ( is_string( $code ) && is_string( $url ) && '' !== $url ) {
				$clean[ $code ] = html_entity_decode( esc_url_raw( $url ), ENT_QUOTES, 'UTF-8' );
			}
		}
		return $clean;
	}

	/**
	 * The address asked for, without its language prefix (path and query as the visitor sent
	 * them): what with_prefix() turns into the same listing in each language.
	 */
	private static function address_without_prefix(): string {
		$uri   = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		$query = (string) wp_parse_url( $uri, PHP_URL_QUERY );
		$path  = self::language_of_path( (string) wp_parse_url( $uri, PHP_URL_PATH ) )[1];
		$home  = self::home_path();
		$path  = '' !== $home && str_starts_with( $path, $home . '/' ) ? substr( $path, strlen( $home ) ) : $path;
		return home_url( '' === $path ? '/' : $path ) . ( '' !== $query ? '?' . $query : '' );
	}

	/**
	 * `<html lang>`: the current language's ISO code.
	 *
	 * @param string $output The attributes WordPress prints.
	 */
	public function language_attributes( string $output ): string {
		if ( is_admin() ) {
			return $output;
		}
		$iso = Language_Settings::get()['iso_codes'][ $this->current_language() ] ?? '';
		if ( '' === $iso ) {
			return $output;
		}
		$lang = 'lang="' . esc_attr( str_replace( '_', '-', $iso ) ) . '"';
		return 1 === preg_match( '/lang="[^"]*"/', $output ) ? (string) preg_replace( '/lang="[^"]*"/', $lang, $output, 1 ) : trim( $output . ' ' . $lang );
	}

	/**
	 * hreflang alternates for every language the page has, and x-default (the default language's).
	 */
	public function print_alternates(): void {
		$settings = Language_Settings::get();
		// A 404 page's addresses are only the fallback (each language's home), not alternates of it.
		$urls = is_404() ? array() : $this->language_urls();
		if ( count( $urls ) < 2 ) {
			return;
		}
		foreach ( $urls as $code => $url ) {
			$iso = $settings['iso_codes'][ $code ] ?? Language_Detector::normalise( $code );
			printf( '<link rel="alternate" hreflang="%s" href="%s" />' . "\n", esc_attr( str_replace( '_', '-', $iso ) ), esc_url( $url ) );
		}
		if ( isset( $urls[ $settings['default_language'] ] ) ) {
			printf( '<link rel="alternate" hreflang="x-default" href="%s" />' . "\n", esc_url( $urls[ $settings['default_language'] ] ) );
		}
	}
}
