<?php
/**
 * The store notice block (blocks/store-notice): a notice bar a visitor can dismiss
 * (docs/theme.md "Store notice").
 *
 * @package Frontage
 */

namespace Frontage\Theme;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Renders the bar with its text — the block's own, or WooCommerce's store notice when the block
 * has none and WooCommerce is active — named by a hash of that text. A dismissal is kept in the
 * browser's localStorage (`frontage_store_notice`: the hashes of the texts dismissed), never sent
 * to the server, so every visitor gets the same HTML; the inline head script
 * (src/theme/store-notice) copies the stored hashes onto <html> before the page is painted, and
 * the head's CSS hides a bar whose hash is among them. So a bar someone dismissed never shows,
 * one they have not is in place from the first paint (no layout shift), and a changed text has a
 * new hash and shows again.
 */
final class Store_Notice {

	/**
	 * The block's name.
	 */
	public const NAME = 'frontage/store-notice';

	/**
	 * The localStorage key of the dismissed texts' hashes (space-separated, newest first).
	 */
	public const STORAGE_KEY = 'frontage_store_notice';

	/**
	 * The attribute the head script sets on <html> (the stored hashes) and the one naming each
	 * bar's text hash.
	 */
	public const DISMISSED_ATTRIBUTE = 'data-frontage-notice-dismissed';
	public const HASH_ATTRIBUTE      = 'data-frontage-notice';

	/**
	 * WooCommerce's store notice text (WooCommerce → Settings, or the Customizer's Store Notice).
	 */
	public const WOO_OPTION = 'woocommerce_demo_store_notice';

	/**
	 * The built head script, under the plugin's folder, and the ids of what the head prints.
	 */
	public const HEAD_SCRIPT = 'build/theme/store-notice/index.js';
	public const SCRIPT_ID   = 'frontage-store-notice-script';
	public const STYLE_ID    = 'frontage-store-notice-css';

	/**
	 * The bar's class, which its style and view script find.
	 */
	public const CLASS_NAME = 'frontage-store-notice';

	/**
	 * The markup a notice's text may hold: RichText's inline formats.
	 */
	private const ALLOWED_HTML = array(
		'a'      => array(
			'href'   => true,
			'target' => true,
			'rel'    => true,
		),
		'strong' => array(),
		'b'      => array(),
		'em'     => array(),
		'i'      => array(),
		'code'   => array(),
		's'      => array(),
		'sub'    => array(),
		'sup'    => array(),
		'mark'   => array( 'class' => true ),
		'br'     => array(),
	);

	/**
	 * The hashes of the bars rendered before wp_head, whose CSS the head prints.
	 *
	 * @var string[]
	 */
	private array $hashes = array();

	/**
	 * Whether this request printed the head script already.
	 */
	private bool $script_printed = false;

	/**
	 * The block's markup (the render callback). A notice without text gives visitors nothing and
	 * people who may edit posts a note saying why.
	 *
	 * @param mixed $attributes The block's attributes; anything not an array reads as the defaults.
	 * @return string HTML.
	 */
	public function render( mixed $attributes ): string {
		$text = self::text( $attributes );
		if ( '' === $text ) {
			return self::editor_note();
		}
		$hash    = self::hash( $text );
		$wrapper = get_block_wrapper_attributes(
			array(
				'class'              => self::CLASS_NAME,
				'role'               => 'region',
				'aria-label'         => __( 'Store notice', 'frontage' ),
				self::HASH_ATTRIBUTE => $hash,
			)
		);
		return $this->ask_for_head( $hash ) . sprintf(
			'<div %1$s><p class="%2$s__text">%3$s</p><button type="button" class="%2$s__dismiss">%4$s</button></div>',
			$wrapper,
			self::CLASS_NAME,
			$text,
			esc_html__( 'Dismiss', 'frontage' )
		);
	}

	/**
	 * The notice's text, its markup limited to inline formats: the block's own; when it has none
	 * and WooCommerce is active, WooCommerce's store notice (whose own bar in the footer is then
	 * left out, so the text is not shown twice).
	 *
	 * @param mixed     $attributes The block's attributes.
	 * @param bool|null $shop       Whether WooCommerce is active (null: whether its class is loaded).
	 * @return string HTML ('' when there is nothing to say).
	 */
	public static function text( mixed $attributes, ?bool $shop = null ): string {
		$own  = is_array( $attributes ) && is_string( $attributes['text'] ?? null ) ? $attributes['text'] : '';
		$text = self::clean( $own );
		if ( '' === $text && ( $shop ?? class_exists( 'WooCommerce' ) ) ) {
			$text = self::clean( (string) get_option( self::WOO_OPTION, '' ) );
			if ( '' !== $text ) {
				remove_action( 'wp_footer', 'woocommerce_demo_store' );
			}
		}
		return $text;
	}

	/**
	 * A text's hash, which names its dismissal: 8 hex digits.
	 *
	 * @param string $text The notice's text as the page shows it.
	 */
	public static function hash( string $text ): string {
		return hash( 'crc32b', $text );
	}

	/**
	 * Prints the head this request asked for (on wp_head): the CSS for the bars rendered so far
	 * and the script.
	 */
	public function print_head(): void {
		// Printed as is: our own script, and CSS naming hashes of 8 hex digits.
		echo $this->head_markup( $this->hashes );
		$this->hashes = array();
	}

	/**
	 * The CSS that hides the bars with these hashes once dismissed, and the head script the first
	 * time it is asked for.
	 *
	 * @param string[] $hashes The bars' hashes.
	 * @return string HTML ('' before a build).
	 */
	private function head_markup( array $hashes ): string {
		$script = \Frontage\Assets::inline_script( self::HEAD_SCRIPT );
		if ( '' === $script || ! $hashes ) {
			return '';
		}
		$css = '';
		foreach ( array_unique( $hashes ) as $hash ) {
			$css .= sprintf( 'html[%1$s~="%2$s"] .%3$s[%4$s="%2$s"]{display:none}', self::DISMISSED_ATTRIBUTE, $hash, self::CLASS_NAME, self::HASH_ATTRIBUTE );
		}
		$html = sprintf( "<style id=\"%s\">%s</style>\n", self::STYLE_ID, $css );
		if ( ! $this->script_printed ) {
			$this->script_printed = true;
			$html                .= sprintf( "<script id=\"%s\">%s</script>\n", self::SCRIPT_ID, $script );
		}
		return $html;
	}

	/**
	 * Asks for the head for one bar: on wp_head when it is still to come, else at once
	 * (returned, to go out before the bar).
	 *
	 * @param string $hash The bar's hash.
	 * @return string What goes out before the bar ('' when the head prints it).
	 */
	private function ask_for_head( string $hash ): string {
		if ( is_admin() || is_feed() || wp_is_json_request() ) {
			return '';
		}
		if ( did_action( 'wp_head' ) ) {
			return $this->head_markup( array( $hash ) );
		}
		if ( ! $this->hashes ) {
			add_action( 'wp_head', array( $this, 'print_head' ), 1 );
		}
		$this->hashes[] = $hash;
		return '';
	}

	/**
	 * Text with inline formats only, trimmed.
	 *
	 * @param string $text The text as stored.
	 */
	private static function clean( string $text ): string {
		return trim( wp_kses( $text, self::ALLOWED_HTML ) );
	}

	/**
	 * A note for people who may edit posts; visitors get nothing.
	 */
	private static function editor_note(): string {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		return sprintf(
			'<p %1$s>%2$s</p>',
			get_block_wrapper_attributes( array( 'class' => self::CLASS_NAME . '__note' ) ),
			esc_html__( 'The store notice has no text (and WooCommerce’s store notice is empty or WooCommerce is not active): visitors see nothing here.', 'frontage' )
		);
	}
}
