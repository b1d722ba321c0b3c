<?php
/**
 * The language popup and hello bar (src/language/offer): what the head script needs to load them
 * when, and only when, it offers a language.
 *
 * @package Frontage
 */

namespace Frontage\Language;

use Frontage\Assets;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The head script prints only the loader's address (`loader_url`, src/language/offer-loader;
 * Language_Head names it). When it offers a language the loader asks this class, through
 * admin-ajax `frontage-language-offer`
 * (GET), for what the popup needs beyond the language configuration: its own words, the texts in
 * other languages, and the popup's scripts and styles with every script they depend on, in order.
 * The loader adds those the page has not printed itself, so nothing is loaded for visitors who are
 * offered nothing, and nothing of the popup is printed in any page.
 */
final class Language_Offer {

	/**
	 * Handle of the popup and hello bar (build/language/offer).
	 */
	public const HANDLE = 'frontage-language-offer';

	/**
	 * The admin-ajax action that answers the offer's settings (docs/language.md "The popup and
	 * the hello bar"; named on the module, which hooks it). A read: open to everyone, no nonce.
	 */
	public const ACTION = Language_Module::OFFER_ACTION;

	/**
	 * Built entry of the popup and hello bar (the loader's is Language_Head's).
	 */
	private const VIEW_ENTRY = 'language/offer/index';

	/**
	 * Takes how scripts are registered.
	 *
	 * @param Assets $assets Script registration.
	 */
	public function __construct( private Assets $assets ) {}

	/**
	 * Answers the offer's settings as JSON (400 with `[]` when the popup was never built). No nonce:
	 * it changes nothing and tells only what any page would load.
	 */
	public function answer(): void {
		$settings = $this->settings( Language_Settings::get() );
		wp_send_json( $settings ? $settings : array(), $settings ? 200 : 400 );
	}

	/**
	 * What the popup needs beyond the language configuration, or an empty array when the popup
	 * was never built. Its words are in the site's language, as on the site's pages, also for a
	 * signed-in user whose own language differs (admin-ajax speaks theirs).
	 *
	 * @param array<string, mixed> $settings Language_Settings::get().
	 * @return array<string, mixed>
	 */
	public function settings( array $settings ): array {
		if ( ! wp_script_is( self::HANDLE, 'registered' ) && ! $this->assets->register_script( self::HANDLE, self::VIEW_ENTRY ) ) {
			return array();
		}
		$switched = switch_to_locale( get_locale() );
		$answer   = array(
			'labels'  => array(
				'language' => __( 'Language', 'frontage' ),
				'dismiss'  => __( 'Close', 'frontage' ),
				'region'   => __( 'Language suggestion', 'frontage' ),
			),
			'scripts' => self::script_chain( self::HANDLE ),
			'styles'  => wp_style_is( self::HANDLE, 'registered' ) ? array( self::style_entry( self::HANDLE ) ) : array(),
		);
		if ( $switched ) {
			restore_previous_locale();
		}
		$translations = self::translations( $settings );
		if ( $translations ) {
			$answer['translations'] = (object) $translations;
		}
		return $answer;
	}

	/**
	 * The offer's texts in other languages (popup_translations), as the popup reads them:
	 * code → its texts (only those written) and its ISO code for the `lang` attribute. Left out
	 * of the settings when there are none, so a site without them prints nothing more.
	 *
	 * @param array<string, mixed> $settings Language_Settings::get().
	 * @return array<string, array<string, string>>
	 */
	private static function translations( array $settings ): array {
		$keys         = array(
			'popup_textarea'               => 'text',
			'popup_textarea_change_button' => 'changeLabel',
			'popup_textarea_close_button'  => 'closeLabel',
		);
		$translations = array();
		foreach ( $settings['popup_translations'] as $code => $texts ) {
			foreach ( $keys as $key => $name ) {
				if ( isset( $texts[ $key ] ) ) {
					$translations[ $code ][ $name ] = $texts[ $key ];
				}
			}
			$translations[ $code ]['lang'] = str_replace( '_', '-', $settings['iso_codes'][ $code ] ?? '' );
		}
		return $translations;
	}

	/**
	 * A script and everything it depends on, dependencies first, as [element id, address] pairs;
	 * the ids are those WordPress prints (`{handle}-js`), so the loader can tell what the page has.
	 * Inline data is not carried: the popup's own script needs none (it has no dependencies).
	 *
	 * @param string   $handle A registered script.
	 * @param string[] $seen   Handles already listed.
	 * @return array<int, array{0: string, 1: string}>
	 */
	public static function script_chain( string $handle, array &$seen = array() ): array {
		$script = wp_scripts()->query( $handle, 'registered' );
		if ( ! $script || in_array( $handle, $seen, true ) ) {
			return array();
		}
		$seen[] = $handle;
		$chain  = array();
		foreach ( $script->deps as $dependency ) {
			array_push( $chain, ...self::script_chain( $dependency, $seen ) );
		}
		if ( $script->src ) {
			$chain[] = array( $handle . '-js', self::address( $script->src, $script->ver, wp_scripts() ) );
		}
		return $chain;
	}

	/**
	 * A registered style as [element id, address].
	 *
	 * @param string $handle A registered style.
	 * @return array{0: string, 1: string}
	 */
	private static function style_entry( string $handle ): array {
		$style = wp_styles()->query( $handle, 'registered' );
		$src   = $style && is_string( $style->src ) ? $style->src : '';
		if ( $style && is_rtl() && 'replace' === ( $style->extra['rtl'] ?? '' ) ) {
			$src = str_replace( '.css', '-rtl.css', $src );
		}
		return array( $handle . '-css', self::address( $src, $style ? $style->ver : false, wp_styles() ) );
	}

	/**
	 * The full address WordPress would print for a registered source.
	 *
	 * @param string                  $src          As registered (absolute, or relative to the site).
	 * @param string|bool|null        $version      The registered version (false: WordPress's own).
	 * @param \WP_Scripts|\WP_Styles $dependencies Where it is registered, for the base address.
	 */
	private static function address( string $src, string|bool|null $version, \WP_Scripts|\WP_Styles $dependencies ): string {
		if ( ! preg_match( '#^(https?:)?//#', $src ) ) {
			$src = $dependencies->base_url . $src;
		}
		if ( null === $version ) {
			return $src;
		}
		return add_query_arg( 'ver', false === $version ? $dependencies->default_version : $version, $src );
	}
}
