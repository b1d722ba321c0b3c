<?php
/**
 * Menus per language (docs/language.md "Menus per language"): the page's language picks the
 * navigation a block theme's Navigation block shows, and the menu a classic theme's location
 * shows.
 *
 * @package Frontage
 */

namespace Frontage\Language;

use Frontage\Admin_Scope;
use Frontage\Assets;
use Frontage\Block_Type_Args;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * - Block themes: the Navigation block (`core/navigation`) gets the attribute
 *   `frontageLanguageRefs` (code → a `wp_navigation` post), set in its "Menu per language" panel
 *   (src/language/navigation). On a page in one of those languages the block shows that
 *   navigation instead of its own (`ref`, or WordPress's fallback when it has none).
 * - Classic themes: every menu location the theme registers gets one per published language but
 *   the default one ("Primary Menu (Deutsch)", `primary__de_DE`); on a page in that language
 *   `wp_nav_menu()` shows the menu assigned there, and the location's own menu when none is.
 *
 * With one published language nothing is added.
 */
final class Language_Menus {

	/**
	 * The Navigation block's attribute: published code → wp_navigation post id.
	 */
	public const ATTRIBUTE = 'frontageLanguageRefs';

	/**
	 * The block it is added to.
	 */
	public const NAVIGATION_BLOCK = 'core/navigation';

	/**
	 * The post type of block themes' navigations.
	 */
	public const NAVIGATION_POST_TYPE = 'wp_navigation';

	/**
	 * Between a theme's location and a language's code in the location per language.
	 */
	public const LOCATION_SEPARATOR = '__';

	/**
	 * Handle of the editor's "Menu per language" panel (build/language/navigation).
	 */
	public const EDITOR_HANDLE = 'frontage-language-navigation';

	/**
	 * Takes the language addresses, which know the page's language, and script registration.
	 *
	 * @param Language_Urls $urls   Language addresses.
	 * @param Assets        $assets Script registration.
	 */
	public function __construct( private Language_Urls $urls, private Assets $assets ) {}

	/**
	 * Add hooks.
	 */
	public function add_hooks(): void {
		Block_Type_Args::add( array( self::NAVIGATION_BLOCK ), array( $this, 'add_attribute' ) );
		add_filter( 'render_block_data', array( $this, 'pick_navigation' ) );
		// After the theme registered its locations (after_setup_theme, priority 10).
		add_action( 'after_setup_theme', array( $this, 'register_locations' ), 100 );
		add_filter( 'wp_nav_menu_args', array( $this, 'pick_location' ) );
		if ( Admin_Scope::wired() ) {
			add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue_editor' ) );
		}
	}

	/**
	 * The "Menu per language" panel, in the post and site editors, while two or more languages
	 * are published, for people who may edit navigations (`edit_theme_options`: administrators;
	 * the attribute is saved in a template part or a post, which need their own rights too).
	 */
	public function enqueue_editor(): void {
		$settings = Language_Settings::get();
		if ( count( $settings['publish_languages'] ) < 2 || ! current_user_can( 'edit_theme_options' ) || ! $this->assets->enqueue_script( self::EDITOR_HANDLE, 'language/navigation/index' ) ) {
			return;
		}
		$languages = array();
		foreach ( $settings['publish_languages'] as $code ) {
			$languages[] = array(
				'code' => $code,
				'name' => $settings['english_name'][ $code ] ?? $code,
			);
		}
		wp_add_inline_script(
			self::EDITOR_HANDLE,
			'window.frontageLanguageNavigation = ' . wp_json_encode( array( 'languages' => $languages ) ) . ';',
			'before'
		);
	}

	/**
	 * The attribute in the Navigation block's schema, so the editor keeps it and REST knows it.
	 *
	 * @param mixed  $args The block type's arguments.
	 * @param string $name The block's name.
	 * @return mixed
	 */
	public function add_attribute( mixed $args, string $name ): mixed {
		if ( self::NAVIGATION_BLOCK === $name && is_array( $args ) ) {
			$args['attributes'][ self::ATTRIBUTE ] = array( 'type' => 'object' );
		}
		return $args;
	}

	/**
	 * The page language's navigation in place of the block's own, when one is set and published.
	 *
	 * @param mixed $block The parsed block.
	 * @return mixed
	 */
	public function pick_navigation( mixed $block ): mixed {
		if ( ! is_array( $block ) || self::NAVIGATION_BLOCK !== ( $block['blockName'] ?? '' ) || ! is_array( $block['attrs'][ self::ATTRIBUTE ] ?? null ) ) {
			return $block;
		}
		$id = self::navigation_for( $block['attrs'][ self::ATTRIBUTE ], $this->urls->current_language() );
		if ( $id ) {
			$block['attrs']['ref'] = $id;
		}
		return $block;
	}

	/**
	 * The published navigation set for a language, 0 for none.
	 *
	 * @param array<mixed, mixed> $refs Code → post id, as the block holds it.
	 * @param string              $code The language.
	 */
	public static function navigation_for( array $refs, string $code ): int {
		$id   = isset( $refs[ $code ] ) && is_numeric( $refs[ $code ] ) ? (int) $refs[ $code ] : 0;
		$post = $id > 0 ? get_post( $id ) : null;
		return $post && self::NAVIGATION_POST_TYPE === $post->post_type && 'publish' === $post->post_status ? $id : 0;
	}

	/**
	 * A location per published language but the default one for each of the theme's.
	 */
	public function register_locations(): void {
		$settings = Language_Settings::get();
		$others   = array_diff( $settings['publish_languages'], array( $settings['default_language'] ) );
		if ( ! $others ) {
			return;
		}
		$locations = array();
		foreach ( get_registered_nav_menus() as $location => $description ) {
			if ( str_contains( (string) $location, self::LOCATION_SEPARATOR ) ) {
				continue;
			}
			foreach ( $others as $code ) {
				$locations[ self::location( (string) $location, $code ) ] = sprintf(
					/* translators: 1: a menu location ("Primary Menu"), 2: a language's name ("Deutsch") */
					__( '%1$s (%2$s)', 'frontage' ),
					$description,
					$settings['english_name'][ $code ] ?? $code
				);
			}
		}
		if ( $locations ) {
			register_nav_menus( $locations );
		}
	}

	/**
	 * The location of a theme's location in a language.
	 *
	 * @param string $location The theme's location.
	 * @param string $code     A published language.
	 */
	public static function location( string $location, string $code ): string {
		return $location . self::LOCATION_SEPARATOR . $code;
	}

	/**
	 * wp_nav_menu() of a theme location shows the page language's menu when one is assigned.
	 *
	 * @param mixed $args wp_nav_menu()'s arguments.
	 * @return mixed
	 */
	public function pick_location( mixed $args ): mixed {
		if ( ! is_array( $args ) || empty( $args['theme_location'] ) || ! is_string( $args['theme_location'] ) ) {
			return $args;
		}
		$location = self::location( $args['theme_location'], $this->urls->current_language() );
		if ( has_nav_menu( $location ) ) {
			$args['theme_location'] = $location;
		}
		return $args;
	}
}
