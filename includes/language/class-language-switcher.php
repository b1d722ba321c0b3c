<?php
/**
 * The Language switcher block (blocks/language-switcher): links to this page in each language.
 *
 * @package Frontage
 */

namespace Frontage\Language;

use Frontage\Admin_Scope;
use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Lists `language_urls` (Language_Urls, or the provider a filter puts in its place) as links, in
 * the published order, the page's own language marked with aria-current. A language the page
 * has no translation in links to that language's home page, or is left out (the block's
 * `untranslated` attribute). Nothing is shown while fewer than two languages can be listed.
 * A click on one of the links makes that language the visitor's (the head script: docs/language.md, flow step 6).
 */
final class Language_Switcher {

	/**
	 * Block folder under build/blocks.
	 */
	private const FOLDER = 'language-switcher';

	/**
	 * The block's name (block.json).
	 */
	public const NAME = 'frontage/language-switcher';

	/**
	 * Unicode's REGIONAL INDICATOR SYMBOL LETTER A; two of them make a country's flag.
	 */
	private const REGIONAL_INDICATOR_A = 0x1F1E6;

	/**
	 * Takes how blocks are registered and the addresses.
	 *
	 * @param Assets        $assets Block registration.
	 * @param Language_Urls $urls   The addresses of this page in each language.
	 */
	public function __construct( private Assets $assets, private Language_Urls $urls ) {}

	/**
	 * Add hooks.
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register_block' ) );
		if ( Admin_Scope::wired() ) {
			add_action( 'enqueue_block_editor_assets', array( $this, 'give_editor_the_languages' ) );
		}
		add_filter( 'render_block_data', array( $this, 'clean_attributes' ) );
	}

	/**
	 * Before the block is rendered, its attributes as WordPress expects them: an array, each
	 * attribute the block knows of its declared type (block.json, the supports' className,
	 * fontSize, style…), so neither WordPress's block supports nor render() meet an array where a
	 * string belongs. What is wrong is left out, and its default applies.
	 *
	 * @param mixed $parsed_block The parsed block.
	 * @return mixed
	 */
	public function clean_attributes( mixed $parsed_block ): mixed {
		if ( ! is_array( $parsed_block ) || self::NAME !== ( $parsed_block['blockName'] ?? null ) ) {
			return $parsed_block;
		}
		$attributes = is_array( $parsed_block['attrs'] ?? null ) ? $parsed_block['attrs'] : array();
		$type       = \WP_Block_Type_Registry::get_instance()->get_registered( self::NAME );
		foreach ( $type ? (array) $type->attributes : array() as $name => $schema ) {
			if ( isset( $attributes[ $name ], $schema['type'] ) && true !== rest_validate_value_from_schema( $attributes[ $name ], array( 'type' => $schema['type'] ), $name ) ) {
				unset( $attributes[ $name ] );
			}
		}
		$parsed_block['attrs'] = $attributes;
		return $parsed_block;
	}

	/**
	 * Registers the block with this class as its renderer.
	 */
	public function register_block(): void {
		// On first use, or with the first Navigation block: it builds its links without
		// render_block(), from its own post.
		$this->assets->register_block( self::FOLDER, array( $this, 'render' ), array(), 'core/navigation' );
	}

	/**
	 * Gives the block's editor script the published languages, in the block editor only (a
	 * page or a REST request never reads them).
	 */
	public function give_editor_the_languages(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( self::NAME );
		if ( ! $block ) {
			return;
		}
		$settings  = Language_Settings::get();
		$languages = array();
		foreach ( $settings['publish_languages'] as $code ) {
			$languages[] = array(
				'code' => $code,
				'name' => $settings['english_name'][ $code ] ?? $code,
			);
		}
		foreach ( $block->editor_script_handles as $handle ) {
			wp_add_inline_script(
				$handle,
				'window.frontageLanguageSwitcher = ' . wp_json_encode(
					array(
						'defaultLanguage' => $settings['default_language'],
						'languages'       => $languages,
					)
				) . ';',
				'before'
			);
		}
	}

	/**
	 * A language's flag: the emoji of its code's country (`de_DE`, `pt-BR`: the second part, when
	 * it is two letters), made of Unicode's regional indicators, so no image is fetched. A code
	 * without a country (`fr`, `eo`, `es_419`) has none.
	 *
	 * @param string $code The language code.
	 */
	public static function flag( string $code ): string {
		$parts = preg_split( '/[_-]/', $code );
		if ( ! is_array( $parts ) || 1 !== preg_match( '/^[A-Za-z]{2}$/', $parts[1] ?? '' ) ) {
			return '';
		}
		$flag = '';
		foreach ( str_split( strtoupper( $parts[1] ) ) as $letter ) {
			$flag .= mb_chr( self::REGIONAL_INDICATOR_A + ord( $letter ) - ord( 'A' ), 'UTF-8' );
		}
		return $flag;
	}

	/**
	 * The block's markup. Attributes that are not an array, or of the wrong type, count as the
	 * defaults (block.json): a row, untranslated languages linked to their home, no flags.
	 *
	 * @param mixed $attributes The block's attributes.
	 */
	public function render( mixed $attributes ): string {
		$attributes = is_array( $attributes ) ? $attributes : array();
		$settings   = Language_Settings::get();
		if ( count( $settings['publish_languages'] ) < 2 ) {
			return '';
		}
		$urls       = $this->urls->language_urls();
		$current    = $this->urls->current_language();
		$link_home  = 'hide' !== ( $attributes['untranslated'] ?? 'home' );
		$show_flags = true === ( $attributes['showFlags'] ?? false );
		$items     = array();
		foreach ( $settings['publish_languages'] as $code ) {
			$url = $urls[ $code ] ?? ( $link_home ? Language_Urls::with_prefix( home_url( '/' ), $code ) : '' );
			if ( '' === $url ) {
				continue;
			}
			// This very page in its own language, or only the language the visitor is in.
			$current_attribute = $code !== $current ? '' : ( isset( $urls[ $code ] ) ? ' aria-current="page"' : ' aria-current="true"' );
			$flag              = $show_flags ? self::flag( $code ) : '';
			$items[]           = sprintf(
				'<li><a href="%s" hreflang="%s"%s>%s%s</a></li>',
				esc_url( $url ),
				esc_attr( $settings['iso_codes'][ $code ] ?? $code ),
				$current_attribute,
				// The name says the language; the flag is decoration, hidden from screen readers,
				// and left as text by WordPress's emoji script (no image from s.w.org).
				'' === $flag ? '' : '<span class="wp-block-frontage-language-switcher__flag wp-exclude-emoji" aria-hidden="true">' . esc_html( $flag ) . '</span>',
				esc_html( $settings['english_name'][ $code ] ?? $code )
			);
		}
		if ( count( $items ) < 2 ) {
			return '';
		}
		$orientation = 'vertical' === ( $attributes['orientation'] ?? '' ) ? 'vertical' : 'horizontal';
		$wrapper     = array(
			'class'      => 'is-' . $orientation,
			'aria-label' => __( 'Languages', 'frontage' ),
		);
		// Outside a block's rendering (code calling this itself) WordPress has no block supports
		// to apply: the block's own class then.
		$wrapper = null === \WP_Block_Supports::$block_to_render
			? sprintf( 'class="%s" aria-label="%s"', esc_attr( 'wp-block-frontage-language-switcher ' . $wrapper['class'] ), esc_attr( $wrapper['aria-label'] ) )
			: get_block_wrapper_attributes( $wrapper );
		return sprintf(
			'<nav %s><ul class="wp-block-frontage-language-switcher__list">%s</ul></nav>',
			$wrapper,
			implode( '', $items )
		);
	}
}
