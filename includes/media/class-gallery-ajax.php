<?php
/**
 * `admin-ajax.php` `action=frontage_gallery_page` (docs/media.md "Video gallery", the paging
 * wire): the thumbnail list of another page of a gallery.
 *
 * @package Frontage
 */

namespace Frontage\Media;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Answers the HTML of the list that replaces the gallery's thumbnail list. Open to visitors
 * (a gallery is on public pages) but only with the token the gallery carries; the options are
 * read as a gallery's (unknown keys ignored, sizes clamped) and attachment ids are checked again,
 * so a request can never list a video that is not public.
 *
 * The token is a keyed signature of the gallery's options, not a WordPress nonce: a nonce expires
 * within 24 hours, and page caches keep a page longer (docs/scale-out.md "A full-page cache in
 * front"); a visitor's nonce is the same for every visitor anyway. The signature lets the call
 * page only galleries that a page of the site printed (not any playlist a request names), and
 * stays valid until the site's salts change.
 */
final class Gallery_Ajax {

	/**
	 * The admin-ajax action and its fields, a public contract.
	 */
	public const ACTION       = Media_Module::GALLERY_ACTION;
	public const NONCE_FIELD  = 'security';
	public const OPTIONS      = 'options';
	public const NONCE_ACTION = 'frontage_gallery_page';

	/**
	 * Hex characters of a token (80 bits of the signature).
	 */
	private const TOKEN_LENGTH = 20;

	/**
	 * Takes the gallery's pages.
	 *
	 * @param Gallery_Pages $pages The service.
	 */
	public function __construct( private Gallery_Pages $pages ) {}

	/**
	 * The answer: 200 and the list's HTML, or a status and a sentence saying what is wrong.
	 */
	public function answer(): void {
		if ( ! isset( $_POST[ self::OPTIONS ] ) ) {
			self::send( 400, esc_html__( 'The gallery page was not loaded: the request names no gallery options.', 'frontage' ) );
		}
		// Raw input: each field is checked and clamped by Gallery_Options.
		$options = Gallery_Options::from_request( wp_unslash( $_POST[ self::OPTIONS ] ) );
		$token   = isset( $_POST[ self::NONCE_FIELD ] ) && is_string( $_POST[ self::NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ) : '';
		if ( ! hash_equals( self::token( $options ), $token ) ) {
			self::send( 403, esc_html__( 'The gallery page was not loaded: the security token is missing or is not this gallery’s. Reload the page and try again.', 'frontage' ) );
		}
		$page = $this->pages->page( $options );
		if ( ! $page->videos ) {
			self::send( 404, esc_html__( 'The gallery page was not loaded: it holds no video anyone may see.', 'frontage' ) );
		}
		self::send( 200, Gallery_Markup::thumbnail_list( $options, $page, '' ) );
	}

	/**
	 * The token of a gallery's paging call (its `data-nonce`, sent back as `security`): a signature
	 * of its options, the page asked for left out, with a key derived from the site's salts.
	 *
	 * @param Gallery_Options $options The gallery's options.
	 */
	public static function token( Gallery_Options $options ): string {
		$key = hash_hmac( 'sha256', self::NONCE_ACTION, wp_salt( 'nonce' ) );
		return substr( hash_hmac( 'sha256', (string) wp_json_encode( $options->to_fields() ), $key ), 0, self::TOKEN_LENGTH );
	}

	/**
	 * Sends HTML with a status and ends the request.
	 *
	 * @param int    $status The HTTP status.
	 * @param string $html   The body, escaped.
	 */
	private static function send( int $status, string $html ): never {
		status_header( $status );
		nocache_headers();
		if ( ! headers_sent() ) {
			header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		}
		echo $html; // Printed as is: escaped by the callers.
		wp_die( '', '', array( 'response' => $status ) );
	}
}
